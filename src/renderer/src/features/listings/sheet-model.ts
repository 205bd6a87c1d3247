import Papa from 'papaparse';
import type { Cells } from '../../../../shared/listings/columns.ts';
import type { PositionedRow } from '../../../../shared/listings/payloads.ts';

/**
 * The sheet's editing model, on AG Grid Community (whose clipboard and range selection are Enterprise-only):
 * ranges of cells, copy a block out as TSV, paste a TSV block at the focused cell growing the sheet, fill down,
 * add/duplicate/delete rows, and undo/redo. Pure functions over an immutable array of rows: an edit returns a new
 * array in which only the changed rows are new objects, so saving and undo need only compare identities.
 */

export type SheetRow = PositionedRow;

export interface CellPos {
  row: number;
  col: number;
}

export interface Range {
  anchor: CellPos;
  focus: CellPos;
}

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export function box(range: Range): Box {
  return {
    top: Math.min(range.anchor.row, range.focus.row),
    bottom: Math.max(range.anchor.row, range.focus.row),
    left: Math.min(range.anchor.col, range.focus.col),
    right: Math.max(range.anchor.col, range.focus.col),
  };
}

export function inBox(b: Box, row: number, col: number): boolean {
  return row >= b.top && row <= b.bottom && col >= b.left && col <= b.right;
}

/** A block of cells as a spreadsheet copies it: tab between cells, newline between rows, quotes where needed. */
export function copyBlock(rows: readonly SheetRow[], columns: readonly string[], range: Range): string {
  const b = box(range);
  const lines: string[][] = [];
  for (let r = b.top; r <= Math.min(b.bottom, rows.length - 1); r++) {
    const cells = rows[r]?.cells ?? {};
    const line: string[] = [];
    for (let c = b.left; c <= Math.min(b.right, columns.length - 1); c++)
      line.push(cells[columns[c] ?? ''] ?? '');
    lines.push(line);
  }
  return Papa.unparse(lines, {
    delimiter: '\t',
    newline: '\n',
    quotes: (v: unknown) => /[\t\n"]/.test(String(v)),
  });
}

/** Text copied from a spreadsheet → rows of cells. A trailing newline does not make an empty last row. */
export function parseBlock(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/\r?\n$/, ''), {
    delimiter: '\t',
    newline: text.includes('\r\n') ? '\r\n' : '\n',
  });
  return parsed.data;
}

export interface IdSource {
  (): string;
}

function newRow(id: string, position: number, cells: Cells = {}): SheetRow {
  return { id, position, cells };
}

/** Pastes a block with its top-left at `at`; rows are added at the end when the block is taller than the rest of the sheet. */
export function pasteBlock(
  rows: readonly SheetRow[],
  columns: readonly string[],
  at: CellPos,
  block: readonly string[][],
  newId: IdSource,
): SheetRow[] {
  const out = rows.slice();
  let lastPosition = out.at(-1)?.position ?? 0;
  block.forEach((line, i) => {
    const r = at.row + i;
    if (r >= out.length) {
      lastPosition += 1;
      out.push(newRow(newId(), lastPosition));
    }
    const row = out[r] as SheetRow;
    const cells = { ...row.cells };
    line.forEach((value, j) => {
      const column = columns[at.col + j];
      if (column !== undefined) cells[column] = value;
    });
    out[r] = { ...row, cells };
  });
  return out;
}

/** Copies the top row of the range into the rows below it, within the range's columns. */
export function fillDown(rows: readonly SheetRow[], columns: readonly string[], range: Range): SheetRow[] {
  const b = box(range);
  const source = rows[b.top];
  if (source === undefined || b.bottom === b.top) return rows.slice();
  const out = rows.slice();
  for (let r = b.top + 1; r <= Math.min(b.bottom, out.length - 1); r++) {
    const row = out[r] as SheetRow;
    const cells = { ...row.cells };
    for (let c = b.left; c <= b.right; c++) {
      const column = columns[c];
      if (column !== undefined) cells[column] = source.cells[column] ?? '';
    }
    out[r] = { ...row, cells };
  }
  return out;
}

export function setCell(rows: readonly SheetRow[], index: number, column: string, value: string): SheetRow[] {
  const row = rows[index];
  if (row === undefined || (row.cells[column] ?? '') === value) return rows.slice();
  const out = rows.slice();
  out[index] = { ...row, cells: { ...row.cells, [column]: value } };
  return out;
}

/** A position between two neighbours (or after the last). */
function between(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return (after as number) - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}

/** Inserts rows (empty, or copies of `cells`) before `index`. */
export function insertRows(
  rows: readonly SheetRow[],
  index: number,
  cellsList: readonly Cells[],
  newId: IdSource,
): SheetRow[] {
  const out = rows.slice();
  let before = out[index - 1]?.position;
  const after = out[index]?.position;
  const added = cellsList.map((cells) => {
    const position = between(before, after);
    before = position;
    return newRow(newId(), position, { ...cells });
  });
  out.splice(index, 0, ...added);
  return out;
}

/** Copies of the given rows, each placed right after the last of them. */
export function duplicateRows(
  rows: readonly SheetRow[],
  indices: readonly number[],
  newId: IdSource,
): SheetRow[] {
  const sorted = [...new Set(indices)].filter((i) => i >= 0 && i < rows.length).sort((a, b) => a - b);
  if (sorted.length === 0) return rows.slice();
  const last = sorted.at(-1) as number;
  return insertRows(
    rows,
    last + 1,
    sorted.map((i) => (rows[i] as SheetRow).cells),
    newId,
  );
}

export function deleteRows(rows: readonly SheetRow[], indices: readonly number[]): SheetRow[] {
  const drop = new Set(indices);
  return rows.filter((_, i) => !drop.has(i));
}

/** What to save after an edit: rows that are new objects, and ids that are gone. */
export function diffRows(
  before: readonly SheetRow[],
  after: readonly SheetRow[],
): { upsert: SheetRow[]; remove: string[] } {
  // The usual edit (a cell, a paste or fill within the sheet) keeps every row in its place: compare place by place
  // instead of indexing a 50,000-row sheet by id on every keystroke.
  if (before.length === after.length) {
    const upsert: SheetRow[] = [];
    let samePlaces = true;
    for (let i = 0; i < after.length && samePlaces; i++) {
      const a = after[i] as SheetRow;
      const b = before[i] as SheetRow;
      if (a === b) continue;
      if (a.id === b.id) upsert.push(a);
      else samePlaces = false;
    }
    if (samePlaces) return { upsert, remove: [] };
  }
  const old = new Map(before.map((r) => [r.id, r]));
  const upsert = after.filter((r) => old.get(r.id) !== r);
  const kept = new Set(after.map((r) => r.id));
  const remove = before.filter((r) => !kept.has(r.id)).map((r) => r.id);
  return { upsert, remove };
}

/** Undo and redo over whole sheet versions (cheap: unchanged rows are shared). Bounded to `limit` steps. */
export class History {
  readonly #undo: SheetRow[][] = [];
  readonly #redo: SheetRow[][] = [];
  readonly #limit: number;

  constructor(limit = 100) {
    this.#limit = limit;
  }

  /** Records the sheet as it was before an edit. */
  push(before: SheetRow[]): void {
    this.#undo.push(before);
    if (this.#undo.length > this.#limit) this.#undo.shift();
    this.#redo.length = 0;
  }

  undo(current: SheetRow[]): SheetRow[] | undefined {
    const previous = this.#undo.pop();
    if (previous !== undefined) this.#redo.push(current);
    return previous;
  }

  redo(current: SheetRow[]): SheetRow[] | undefined {
    const next = this.#redo.pop();
    if (next !== undefined) this.#undo.push(current);
    return next;
  }

  get canUndo(): boolean {
    return this.#undo.length > 0;
  }

  get canRedo(): boolean {
    return this.#redo.length > 0;
  }

  clear(): void {
    this.#undo.length = 0;
    this.#redo.length = 0;
  }
}
