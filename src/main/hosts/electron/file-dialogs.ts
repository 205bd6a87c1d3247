import { t } from '../../i18n/backend-language.ts';

/** The OS's file dialogs, as the shell uses them for CSV and Excel files; the backend never sees them. */
export interface DialogLike {
  showOpenDialog(options: {
    title: string;
    filters: { name: string; extensions: string[] }[];
    properties: ('openFile' | 'createDirectory')[];
  }): Promise<{ canceled: boolean; filePaths: string[] }>;
  showMessageBox(options: {
    type: 'info';
    title: string;
    message: string;
    detail: string;
    buttons: string[];
    defaultId?: number;
    cancelId?: number;
  }): Promise<{ response: number }>;
}

export interface DownloadItemLike {
  getFilename(): string;
  setSaveDialogOptions(options: {
    title: string;
    defaultPath: string;
    filters: { name: string; extensions: string[] }[];
  }): void;
}

export interface DownloadingSession {
  on(event: 'will-download', listener: (event: unknown, item: DownloadItemLike) => void): void;
}

/** The open and save dialogs' file kinds, named in the seller's language at each dialog. */
export const csvFilters = () => [
  { name: t('desktop.files.csv'), extensions: ['csv'] },
  { name: t('desktop.files.all'), extensions: ['*'] },
];

/** File › Import CSV…: the native open dialog; null when the person cancels. */
export async function chooseCsvToOpen(dialog: DialogLike): Promise<string | null> {
  const chosen = await dialog.showOpenDialog({
    title: t('desktop.files.importCsv'),
    filters: csvFilters(),
    properties: ['openFile'],
  });
  return chosen.canceled ? null : (chosen.filePaths[0] ?? null);
}

export const xlsxFilters = () => [
  { name: t('desktop.files.xlsx'), extensions: ['xlsx'] },
  { name: t('desktop.files.all'), extensions: ['*'] },
];

/**
 * Every file the window saves (shipments, feeds, listings, the template; CSV or Excel) arrives as a download; in the
 * desktop app each asks where to save it with the native save dialog, named as the screen named it and filtered to
 * its kind. The web host keeps the browser's own download.
 */
export function saveDownloadsWithDialog(session: DownloadingSession, downloadsDir: () => string): void {
  session.on('will-download', (_event, item) => {
    const excel = item.getFilename().toLowerCase().endsWith('.xlsx');
    item.setSaveDialogOptions({
      title: excel ? t('desktop.files.saveXlsx') : t('desktop.files.saveCsv'),
      defaultPath: `${downloadsDir()}/${item.getFilename()}`,
      filters: excel ? xlsxFilters() : csvFilters(),
    });
  });
}
