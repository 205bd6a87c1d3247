import { AppError } from '../../shared/errors.ts';
import type { PrintOutcome } from '../../shared/app/payloads.ts';
import { t } from '../i18n/backend-language.ts';

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
  /** The window's document as it is now, as PDF bytes: one part of a long document (`document-parts.ts`). */
  capturePdf(): Promise<Uint8Array>;
  /**
   * A PDF the backend holds (labels and invoices, a manifest): through the system's print dialog, or as a copy where
   * the save dialog says. The web host has none: the screen downloads the file there.
   */
  printPdf(pdf: Uint8Array, fileName: string, to: 'printer' | 'pdf'): Promise<PrintOutcome>;
}

export async function printWith(
  printer: Printer | undefined,
  to: 'printer' | 'pdf',
  fileName: string,
): Promise<PrintOutcome> {
  if (printer === undefined) throw new AppError('NOT_CONFIGURED', t('app.printer.browserPrints'));
  return to === 'printer' ? printer.print() : printer.saveAsPdf(fileName);
}

/** The printer, or the sentence saying this host has none (its screen downloads PDFs instead). */
export function printerOf(printer: Printer | undefined): Printer {
  if (printer === undefined) throw new AppError('NOT_CONFIGURED', t('app.printer.downloads'));
  return printer;
}
