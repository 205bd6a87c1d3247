import { AppError } from '../../shared/errors.ts';
import type { PrintOutcome } from '../../shared/app/payloads.ts';

/**
 * Printing what the window shows, as the desktop shell does it (`hosts/electron/printer.ts`: Electron's
 * `webContents.print` and `printToPDF`). The backend knows only this; the web host has none, and the screen uses
 * the browser's own print there (`AppInfo.canPrintInApp`).
 */
export interface Printer {
  /** The system's print dialog for the window's document. */
  print(): Promise<PrintOutcome>;
  /** The window's document as a PDF, saved where the person says in the save dialog (suggesting `fileName`). */
  saveAsPdf(fileName: string): Promise<PrintOutcome>;
}

export async function printWith(
  printer: Printer | undefined,
  to: 'printer' | 'pdf',
  fileName: string,
): Promise<PrintOutcome> {
  if (printer === undefined)
    throw new AppError(
      'NOT_CONFIGURED',
      "This version of Stockroom prints through the browser: use the browser's Print (Ctrl+P), which also saves as PDF.",
    );
  return to === 'printer' ? printer.print() : printer.saveAsPdf(fileName);
}
