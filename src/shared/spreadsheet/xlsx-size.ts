import { AppError } from '../errors.ts';

/** A workbook larger than this is refused before it is opened. */
export const MAX_XLSX_BYTES = 32 * 1024 * 1024;
/** Its parts unpacked: a small zip can hold gigabytes of repeated XML. */
export const MAX_XLSX_UNPACKED_BYTES = 256 * 1024 * 1024;

export const megabytes = (n: number): string => `${Math.round(n / (1024 * 1024))} MB`;

/** Refuses a workbook that is too large, before reading it, with a sentence saying what to do. */
export function checkXlsxSize(bytes: number): void {
  if (bytes > MAX_XLSX_BYTES)
    throw new AppError(
      'VALIDATION',
      `This Excel file is ${megabytes(bytes)}; Stockroom imports Excel files of up to ${megabytes(MAX_XLSX_BYTES)}. Split it and import the parts, or save it as CSV.`,
      { bytes },
    );
}
