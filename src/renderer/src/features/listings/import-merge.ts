import { cell } from '../../../../shared/listings/columns.ts';
import type { SheetRow } from './sheet-model.ts';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import type { MessageValues } from '../../../../shared/i18n/translator.ts';
import { t } from '../../i18n/index.ts';

/** How an import goes into a sheet that already has rows. */
export type ImportMode = 'replace' | 'merge';

/** The file's rows against the sheet: how many carry a SKU the sheet has, and how many do not. */
export function importMatch(
  sheet: readonly SheetRow[],
  file: readonly SheetRow[],
): { matching: number; fresh: number } {
  const skus = new Set(sheet.map((r) => cell(r.cells, 'sku')).filter((s) => s !== ''));
  const matching = file.filter((r) => skus.has(cell(r.cells, 'sku'))).length;
  return { matching, fresh: file.length - matching };
}

/**
 * Merges a file into the sheet by SKU: a row whose SKU the sheet has updates that row (its id and place kept; the
 * file's columns over the row's, so a column the file lacks keeps its cells), a new SKU is added at the end, and the
 * sheet's other rows stay as they are.
 */
export function mergeBySku(
  sheet: readonly SheetRow[],
  file: readonly SheetRow[],
): { rows: SheetRow[]; updated: number; added: number; kept: number } {
  const rows = [...sheet];
  const at = new Map<string, number>();
  rows.forEach((r, i) => {
    const sku = cell(r.cells, 'sku');
    if (sku !== '' && !at.has(sku)) at.set(sku, i);
  });
  const updated = new Set<number>();
  let added = 0;
  let position = Math.max(0, ...rows.map((r) => r.position));
  for (const row of file) {
    const i = at.get(cell(row.cells, 'sku'));
    const old = i === undefined ? undefined : rows[i];
    if (i !== undefined && old !== undefined) {
      rows[i] = { ...old, cells: { ...old.cells, ...row.cells } };
      updated.add(i);
    } else {
      rows.push({ ...row, position: ++position });
      added++;
    }
  }
  return { rows, updated: updated.size, added, kept: sheet.length - updated.size };
}

/** What an import did, kept as its counts so its sentence is said in the language of the moment. */
export interface ImportDone {
  name: string;
  mode: ImportMode;
  before: number;
  after: number;
  updated?: number;
  added?: number;
  kept?: number;
}

/** The message of what an import did (the file's name among its values). */
export function importNoteMessage(done: ImportDone): { id: MessageId; values: MessageValues } {
  const { name } = done;
  if (done.mode === 'merge')
    return {
      id: 'listings.importNote.merged',
      values: { name, updated: done.updated ?? 0, added: done.added ?? 0, kept: done.kept ?? 0 },
    };
  if (done.before === 0) return { id: 'listings.importNote.imported', values: { name, rows: done.after } };
  return { id: 'listings.importNote.replaced', values: { name, before: done.before, after: done.after } };
}

/** What an import did, in a sentence that stays on screen until the next import or load. */
export function importSentence(done: ImportDone): string {
  const { id, values } = importNoteMessage(done);
  return t(id, values);
}
