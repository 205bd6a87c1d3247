import { useId } from 'react';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';

/** Which file a link export writes: CSV (raw values, for tools) or an Excel workbook (words, ₹ amounts). */
export function FileFormatChoice({
  format,
  onFormat,
}: {
  format: FileFormat;
  onFormat: (f: FileFormat) => void;
}) {
  const id = useId();
  return (
    <p className="file-format">
      <label htmlFor={id}>Save as</label>{' '}
      <select id={id} value={format} onChange={(e) => onFormat(e.target.value === 'xlsx' ? 'xlsx' : 'csv')}>
        <option value="csv">CSV</option>
        <option value="xlsx">Excel workbook</option>
      </select>
    </p>
  );
}
