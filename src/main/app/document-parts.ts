import type { PrintOutcome } from '../../shared/app/payloads.ts';
import { AppError } from '../../shared/errors.ts';
import { startPdfJoin, type PdfJoin } from './pdf-join.ts';
import type { Printer } from './printer.ts';
import { t } from '../i18n/backend-language.ts';

/**
 * A long document printed in parts (the pick list and its slips): the screen shows one part at a time and asks for
 * each (`part`); the window's print of it is joined in as it comes, off the screen's way, and `finish` saves or
 * prints the whole. Chromium's print time grows faster than the page count, so parts are faster than the whole
 * (docs/PERFORMANCE.md, "Printing in parts"). One document at a time: a new one drops the one before.
 */
export function documentParts(printer: Printer | undefined) {
  let open: { id: string; join: PdfJoin; parts: number } | null = null;
  const printerHere = (): Printer => {
    if (printer === undefined) throw new AppError('NOT_CONFIGURED', t('app.printer.partsInBrowser'));
    return printer;
  };
  return {
    async part(id: string, index: number): Promise<void> {
      const print = printerHere();
      if (index === 0) open = { id, join: startPdfJoin(), parts: 0 };
      else if (open?.id !== id || open.parts !== index)
        throw new AppError('BUSY', t('app.printer.partsLost'));
      const mine = open;
      const pdf = await print.capturePdf();
      if (open !== mine) return; // dropped (cancelled, or another print began) while this part printed
      mine.join.add(pdf);
      mine.parts++;
    },
    async finish(id: string, parts: number, to: 'printer' | 'pdf', fileName: string): Promise<PrintOutcome> {
      const print = printerHere();
      const mine = open;
      if (mine?.id !== id || mine.parts !== parts) throw new AppError('BUSY', t('app.printer.partsLost'));
      open = null;
      return print.printPdf(await mine.join.save(), fileName, to);
    },
    drop(id: string): void {
      if (open?.id === id) open = null;
    },
  };
}
