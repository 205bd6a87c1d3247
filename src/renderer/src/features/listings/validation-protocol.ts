import type { Cells } from '../../../../shared/listings/columns.ts';
import type { CsvProblem } from '../../../../shared/listings/import-records.ts';
import type { CellIssue } from '../../../../shared/listings/rules.ts';
import type { PackedRows } from './row-packing.ts';
import type { LanguageCode } from '../../../../shared/i18n/languages.ts';

/**
 * Messages between the sheet and its worker. The worker keeps its own copy of the rows and checks them all after
 * every change, its messages in the `language` of the screens; it also reads imported CSV and Excel files, so a large file never blocks the screen.
 */
export type ToWorker = { language: LanguageCode } & (
  | { kind: 'reset'; seq: number; rows: { id: string; cells: Cells }[] }
  | { kind: 'change'; seq: number; upsert: { id: string; cells: Cells }[]; remove: string[] }
  /** A chosen file comes as its `Blob`, read here: its text is never decoded or copied on the screen's thread. */
  | { kind: 'import'; seq: number; file: Blob; ids: string }
  | { kind: 'importXlsx'; seq: number; data: ArrayBuffer | Blob; ids: string }
  /** Stops the Excel import `seq` at its next chunk of rows; the worker's sheet stays as it was. */
  | { kind: 'cancelImport'; seq: number }
);

export interface Checked {
  kind: 'checked';
  seq: number;
  /** Row id → its issues; rows without issues are left out. */
  issues: [string, CellIssue[]][];
  errors: number;
  warnings: number;
  /** Rows with at least one error (held back from an upload). */
  rowsWithErrors: number;
  /** Time the worker spent checking, in ms. */
  ms: number;
}

/** The imported rows come in packed chunks (one large message would hold the screen while it is unpacked). */
export interface ImportedRows {
  kind: 'importedRows';
  seq: number;
  rows: PackedRows;
}

export interface Imported {
  kind: 'imported';
  seq: number;
  rows: { id: string; position: number; cells: Cells }[];
  problems: CsvProblem[];
}

export interface ImportFailed {
  kind: 'importFailed';
  seq: number;
  message: string;
}

/** How far an Excel import is: rows of the worksheet read so far. */
export interface ImportProgress {
  kind: 'importProgress';
  seq: number;
  done: number;
  total: number;
}

/** The import `seq` was cancelled before it changed anything. */
export interface ImportCancelled {
  kind: 'importCancelled';
  seq: number;
}

export type FromWorker = Checked | ImportedRows | Imported | ImportFailed | ImportProgress | ImportCancelled;

/** Rows per message from the worker. */
export const ROWS_PER_MESSAGE = 250;
