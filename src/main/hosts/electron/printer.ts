import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PrintOutcome } from '../../../shared/app/payloads.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Printer } from '../../app/printer.ts';

/** What printing needs of the window's `webContents` (Electron's own signatures, narrowed). */
export interface PrintingContents {
  print(
    options: { silent: boolean; printBackground: boolean },
    callback: (success: boolean, failureReason: string) => void,
  ): void;
  printToPDF(options: {
    pageSize: 'A4';
    printBackground: boolean;
    preferCSSPageSize: boolean;
    generateTaggedPDF: boolean;
  }): Promise<Uint8Array>;
}

export interface SaveDialogLike {
  showSaveDialog(options: {
    title: string;
    defaultPath: string;
    filters: { name: string; extensions: string[] }[];
    properties: 'createDirectory'[];
  }): Promise<{ canceled: boolean; filePath?: string | undefined }>;
}

const PDF_FILTERS = [{ name: 'PDF documents', extensions: ['pdf'] }];

/**
 * The desktop app's printer: the system's print dialog (`webContents.print`, not silent) and a PDF written by the
 * main process (`webContents.printToPDF`, A4 as the screen's print CSS expects) where the save dialog says. Both
 * print what the window shows; print CSS decides what goes on paper, as in a browser. `contents` is read at each
 * call, since the window is made after the backend.
 */
export function electronPrinter(
  contents: () => PrintingContents | null,
  dialog: SaveDialogLike,
  downloadsDir: () => string,
  write: (path: string, bytes: Uint8Array) => Promise<void> = writeFile,
): Printer {
  const window = () => {
    const found = contents();
    if (found === null) throw new AppError('NOT_FOUND', 'There is no window to print. Open Stockroom again.');
    return found;
  };
  return {
    print: () =>
      new Promise<PrintOutcome>((resolve, reject) => {
        window().print({ silent: false, printBackground: false }, (success, failureReason) => {
          if (success) resolve({ outcome: 'printed' });
          // Electron says "cancelled" when the person closes the dialog; anything else is a failure.
          else if (/cancel/i.test(failureReason)) resolve({ outcome: 'cancelled' });
          else
            reject(
              new AppError(
                'INTERNAL',
                `The print did not go through (${failureReason || 'no reason given'}). Check the printer and try again.`,
              ),
            );
        });
      }),
    saveAsPdf: async (fileName) => {
      const target = window();
      const chosen = await dialog.showSaveDialog({
        title: 'Save as PDF',
        defaultPath: join(downloadsDir(), fileName),
        filters: PDF_FILTERS,
        properties: ['createDirectory'],
      });
      if (chosen.canceled || !chosen.filePath) return { outcome: 'cancelled' };
      const path = /\.pdf$/i.test(chosen.filePath) ? chosen.filePath : `${chosen.filePath}.pdf`;
      const pdf = await target.printToPDF({
        pageSize: 'A4',
        printBackground: false,
        preferCSSPageSize: true,
        generateTaggedPDF: false,
      });
      try {
        await write(path, pdf);
      } catch (error) {
        throw new AppError(
          'STORAGE',
          `The PDF could not be saved to ${path} (${(error as NodeJS.ErrnoException).code ?? 'an error'}). Choose another folder.`,
        );
      }
      return { outcome: 'saved', path };
    },
  };
}
