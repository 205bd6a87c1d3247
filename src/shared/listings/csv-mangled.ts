import { inEnglish, type Translate } from './words.ts';

/**
 * Values a spreadsheet mangles on the way through: long ids turned into scientific notation, codes that lost their
 * leading zero, numbers given thousands separators or a `.0`. Each finding is a sentence for the import report.
 */
export function mangledValue(column: string, value: string, t: Translate = inEnglish): string | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  if (/^\d+(\.\d+)?E\+?\d+$/i.test(v) && column !== 'package_description')
    return t('listings.import.scientific', { value: v });
  switch (column) {
    case 'product_id':
    case 'sku':
    case 'location_id':
      if (/^\d+\.0+$/.test(v)) return t('listings.import.idAsNumber', { value: v });
      return undefined;
    case 'hsn':
      if (/^\d+\.0+$/.test(v)) return t('listings.import.hsnAsNumber', { value: v });
      if (/^\d{3}$|^\d{5}$|^\d{7}$/.test(v)) return t('listings.import.hsnZero', { value: v, n: v.length });
      return undefined;
    case 'mrp':
    case 'selling_price':
    case 'shipping_local':
    case 'shipping_zonal':
    case 'shipping_national':
    case 'location_inventory':
      // Said only when the plain number is one these whole-number columns take: "1,23,456.50" is refused by the
      // checks for its paise rather than told to become 123456.50, which would be refused in turn.
      if (/^\d{1,3}(,\d{2,3})+(\.0+)?$/.test(v))
        return t('listings.import.separators', { value: v, plain: v.replace(/,|\.0+$/g, '') });
      return undefined;
    default:
      return undefined;
  }
}
