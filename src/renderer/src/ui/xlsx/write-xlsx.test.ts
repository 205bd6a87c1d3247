import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SheetTable } from '../../../../shared/spreadsheet/table.ts';
import { isCancelled, type RowProgress } from './row-progress.ts';
import { storedCells } from './workbook-cells.test-support.ts';
import { xlsxBlob, type WriteOptions } from './write-xlsx.ts';

const ROWS = 350;
/** Rows per progress report here (the app writes 1,000 at a time). */
const CHUNK = 100;
const table: SheetTable = {
  sheet: 'Listings',
  columns: [
    { header: 'SKU', kind: 'text' },
    { header: 'Price', kind: 'money' },
  ],
  rows: Array.from({ length: ROWS }, (_, i) => [`SKU-${i}`, 100 + i]),
};

let folder = '';
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = '';
});

/** Writes the workbook and saves it at `path` only once it is whole, as the screens hand a finished file over. */
async function save(path: string, options: WriteOptions): Promise<void> {
  const blob = await xlsxBlob(table, options);
  await writeFile(path, new Uint8Array(await blob.arrayBuffer()));
}

describe('writing an Excel file a chunk of rows at a time', () => {
  it('tells its rows written after each chunk, counting up to every row, and the file holds them all', async () => {
    folder = await mkdtemp(join(tmpdir(), 'stockroom-xlsx-'));
    const seen: RowProgress[] = [];
    const blob = await xlsxBlob(table, { rowsPerChunk: CHUNK, onProgress: (p) => seen.push(p) });

    // A report per chunk of rows, each further than the last, the last at every row.
    expect(seen).toEqual([100, 200, 300, ROWS].map((done) => ({ done, total: ROWS })));
    const cells = await storedCells(blob);
    expect(cells.get(`A${ROWS + 1}`)?.value).toBe(`SKU-${ROWS - 1}`);
    expect(cells.get(`B${ROWS + 1}`)?.format).toBe('[$₹-4009]#,##0.00');
  });

  it('stops at the next chunk when cancelled midway and leaves no file at the chosen path', async () => {
    folder = await mkdtemp(join(tmpdir(), 'stockroom-xlsx-'));
    const path = join(folder, 'stockroom-listings.xlsx');
    const abort = new AbortController();
    const seen: RowProgress[] = [];
    const onProgress = (p: RowProgress) => {
      seen.push(p);
      if (p.done >= ROWS / 2) abort.abort();
    };

    const error = await save(path, { rowsPerChunk: CHUNK, signal: abort.signal, onProgress }).catch(
      (e: unknown) => e,
    );

    expect(isCancelled(error)).toBe(true);
    expect(seen.at(-1)?.done).toBeLessThan(ROWS);
    expect(existsSync(path)).toBe(false);
  });
});
