/** A file the person chose, with the format its name or first bytes told (file-actions.ts's `readImportFile`). */
export interface ChosenFile {
  format: 'csv' | 'xlsx';
  file: Blob;
}

/**
 * What an import reads: a CSV's text (the desktop menu's Open sends it), a workbook's bytes, or a chosen file, which
 * the sheet's worker reads itself so that a large file is neither decoded nor copied on the screen's thread.
 */
export type ImportContent = string | ArrayBuffer | ChosenFile;

export const isWorkbook = (content: ImportContent): boolean =>
  content instanceof ArrayBuffer || (typeof content === 'object' && content.format === 'xlsx');
