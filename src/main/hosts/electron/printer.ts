import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PrintOutcome } from '../../../shared/app/payloads.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Printer } from '../../app/printer.ts';
import type { BrowserWindowOptionsLike } from './electron-types.ts';
import { SECURE_WEB_PREFERENCES } from './main-window.ts';
import { t } from '../../i18n/backend-language.ts';

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

/** A hidden window showing one PDF file in Chromium's PDF viewer (Electron's `BrowserWindow`, narrowed). */
export interface PdfWindow {
  loadFile(path: string): Promise<void>;
  webContents: Pick<PrintingContents, 'print'>;
  close(): void;
}

/** What printing a PDF the backend holds needs: a hidden window for it, a scratch folder, the system's viewer. */
export interface PdfPrinting {
  window(): PdfWindow;
  tempDir(): string;
  /** Electron's `shell.openPath`: '' when the file opened, else why not. */
  openPath(path: string): Promise<string>;
}

/** The hidden window a PDF file prints from: as locked down as the others, with the PDF viewer on. */
export function pdfWindowOptions(): BrowserWindowOptionsLike {
  return {
    width: 800,
    height: 1000,
    minWidth: 400,
    minHeight: 400,
    title: 'Printing',
    show: false,
    backgroundColor: '#ffffff',
    webPreferences: { ...SECURE_WEB_PREFERENCES, plugins: true },
  };
}

/** The window's document as a PDF: A4, as the screen's print CSS expects. */
function printToPdf(contents: PrintingContents): Promise<Uint8Array> {
  return contents.printToPDF({
    pageSize: 'A4',
    printBackground: false,
    preferCSSPageSize: true,
    generateTaggedPDF: false,
  });
}

type Write = (path: string, bytes: Uint8Array) => Promise<void>;

/** Electron's print callback as an outcome: a closed dialog says "cancelled"; anything else is a failure. */
function printIn(contents: Pick<PrintingContents, 'print'>, printBackground: boolean): Promise<PrintOutcome> {
  return new Promise<PrintOutcome>((resolve, reject) => {
    contents.print({ silent: false, printBackground }, (success, failureReason) => {
      if (success) resolve({ outcome: 'printed' });
      else if (/cancel/i.test(failureReason)) resolve({ outcome: 'cancelled' });
      else reject(new AppError('INTERNAL', t('desktop.print.failed', { reason: failureReason || 'none' })));
    });
  });
}

async function writeChosen(write: Write, path: string, bytes: Uint8Array): Promise<void> {
  try {
    await write(path, bytes);
  } catch (error) {
    throw new AppError(
      'STORAGE',
      t('desktop.print.notSaved', { path, code: (error as NodeJS.ErrnoException).code ?? 'none' }),
    );
  }
}

/**
 * Prints a PDF file through a hidden window's print dialog: Chromium's viewer prints the PDF's own pages (Electron
 * fixed blank pages there in 32, electron/electron#43309). Where the viewer cannot load it, the system's PDF viewer
 * opens the file instead, and the person prints from there; the scratch copy then stays for it.
 */
async function printPdfFile(pdf: PdfPrinting, bytes: Uint8Array, write: Write): Promise<PrintOutcome> {
  const path = join(pdf.tempDir(), `stockroom-print-${randomUUID()}.pdf`);
  await write(path, bytes);
  let win: PdfWindow | undefined;
  try {
    try {
      win = pdf.window();
      await win.loadFile(path);
    } catch {
      const why = await pdf.openPath(path);
      if (why !== '') throw new AppError('INTERNAL', t('desktop.print.notShown', { reason: why }));
      return { outcome: 'opened', path };
    }
    const outcome = await printIn(win.webContents, true);
    await rm(path, { force: true });
    return outcome;
  } finally {
    win?.close();
  }
}

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
  pdf: PdfPrinting,
  write: Write = writeFile,
): Printer {
  const window = () => {
    const found = contents();
    if (found === null) throw new AppError('NOT_FOUND', t('desktop.print.noWindow'));
    return found;
  };
  /** Where the save dialog says, ending in `.pdf`; null when the person cancelled it. */
  const choosePath = async (fileName: string): Promise<string | null> => {
    const chosen = await dialog.showSaveDialog({
      title: 'Save as PDF',
      defaultPath: join(downloadsDir(), fileName),
      filters: PDF_FILTERS,
      properties: ['createDirectory'],
    });
    if (chosen.canceled || !chosen.filePath) return null;
    return /\.pdf$/i.test(chosen.filePath) ? chosen.filePath : `${chosen.filePath}.pdf`;
  };
  return {
    print: () => printIn(window(), false),
    saveAsPdf: async (fileName) => {
      const target = window();
      const path = await choosePath(fileName);
      if (path === null) return { outcome: 'cancelled' };
      await writeChosen(write, path, await printToPdf(target));
      return { outcome: 'saved', path };
    },
    capturePdf: () => printToPdf(window()),
    printPdf: async (bytes, fileName, to) => {
      if (to === 'printer') return printPdfFile(pdf, bytes, write);
      const path = await choosePath(fileName);
      if (path === null) return { outcome: 'cancelled' };
      await writeChosen(write, path, bytes);
      return { outcome: 'saved', path };
    },
  };
}
