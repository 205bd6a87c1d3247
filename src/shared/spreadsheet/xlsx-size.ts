import { AppError } from '../errors.ts';
import { inEnglish, type Translate } from '../listings/words.ts';

/** A workbook larger than this is refused before it is opened. */
export const MAX_XLSX_BYTES = 32 * 1024 * 1024;
/** Its parts unpacked: a small zip can hold gigabytes of repeated XML. */
export const MAX_XLSX_UNPACKED_BYTES = 256 * 1024 * 1024;

/** Refuses a workbook that is too large, before reading it, with a sentence saying what to do. */
export function checkXlsxSize(bytes: number, t: Translate = inEnglish): void {
  if (bytes > MAX_XLSX_BYTES)
    throw new AppError(
      'VALIDATION',
      t('listings.import.xlsxTooLarge', {
        mb: Math.round(bytes / (1024 * 1024)),
        maxMb: Math.round(MAX_XLSX_BYTES / (1024 * 1024)),
      }),
      { bytes },
    );
}
