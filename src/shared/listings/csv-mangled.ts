/**
 * Values a spreadsheet mangles on the way through: long ids turned into scientific notation, codes that lost their
 * leading zero, numbers given thousands separators or a `.0`. Each finding is a sentence for the import report.
 */
export function mangledValue(column: string, value: string): string | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  if (/^\d+(\.\d+)?E\+?\d+$/i.test(v) && column !== 'package_description')
    return `"${v}" looks like a number a spreadsheet turned into scientific notation; the original digits are lost. Format the column as text and export again.`;
  switch (column) {
    case 'product_id':
    case 'sku':
    case 'location_id':
      if (/^\d+\.0+$/.test(v))
        return `"${v}" looks like an id a spreadsheet turned into a number (".0" added).`;
      return undefined;
    case 'hsn':
      if (/^\d+\.0+$/.test(v))
        return `HSN "${v}" looks like a code a spreadsheet turned into a number (".0" added).`;
      if (/^\d{3}$|^\d{5}$|^\d{7}$/.test(v))
        return `HSN "${v}" has ${v.length} digits: a spreadsheet may have dropped a leading zero (0${v}?).`;
      return undefined;
    case 'mrp':
    case 'selling_price':
    case 'shipping_local':
    case 'shipping_zonal':
    case 'shipping_national':
    case 'location_inventory':
      if (/^\d{1,3}(,\d{2,3})+(\.\d+)?$/.test(v))
        return `"${v}" has thousands separators; write the plain number (${v.replace(/,/g, '')}).`;
      return undefined;
    default:
      return undefined;
  }
}
