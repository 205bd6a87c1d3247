import { useId } from 'react';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';
import { t } from '../../i18n/index.ts';

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
      <label htmlFor={id}>{t('feeds.file.saveAs')} </label>
      <select id={id} value={format} onChange={(e) => onFormat(e.target.value === 'xlsx' ? 'xlsx' : 'csv')}>
        <option value="csv">{t('feeds.file.csv')}</option>
        <option value="xlsx">{t('feeds.file.excel')}</option>
      </select>
    </p>
  );
}
