/** A file the person chose, with the format its name or first bytes told (file-actions.ts's `readImportFile`). */
export interface ChosenFile {
  format: 'csv' | 'xlsx';
  file: Blob;
}

/**
 * What an import reads: a workbook's bytes, or a file (chosen, or handed over by the desktop shell), which the sheet's
 * worker reads itself so that a large file is neither decoded nor copied on the screen's thread.
 */
export type ImportContent = ArrayBuffer | ChosenFile;

export const isWorkbook = (content: ImportContent): boolean =>
  content instanceof ArrayBuffer || content.format === 'xlsx';
