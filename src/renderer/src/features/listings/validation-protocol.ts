import type { Cells } from '../../../../shared/listings/columns.ts';
import type { CellIssue } from '../../../../shared/listings/rules.ts';

/** Messages between the sheet and its validation worker. The worker keeps its own copy of the rows. */
export type ToWorker =
  | { kind: 'reset'; seq: number; rows: { id: string; cells: Cells }[] }
  | { kind: 'change'; seq: number; upsert: { id: string; cells: Cells }[]; remove: string[] };

export interface FromWorker {
  seq: number;
  /** Row id → its issues; rows without issues are left out. */
  issues: [string, CellIssue[]][];
  errors: number;
  warnings: number;
  /** Rows with at least one error (held back from an upload). */
  rowsWithErrors: number;
  ms: number;
}
