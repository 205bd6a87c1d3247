import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CSV_BYTES } from '../../../../shared/listings/csv.ts';
import type { Cells } from '../../../../shared/listings/columns.ts';
import { EXAMPLE_ROW } from '../../../../shared/listings/example.ts';
import { fingerprintOfCells } from '../../../../shared/listings/fingerprint.ts';
import type { SkuResult } from '../../../../shared/listings/payloads.ts';
import { exportSheet, readImportFile } from './file-actions.ts';

let folder = '';
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = '';
});

/** A file on disk as the file input hands it over: named, its bytes read only when asked. */
async function chosen(name: string, write: (path: string) => Promise<void>): Promise<File> {
  folder = await mkdtemp(join(tmpdir(), 'stockroom-chosen-'));
  const path = join(folder, name);
  await write(path);
  return new File([await openAsBlob(path)], name);
}

describe('a file chosen for the import', () => {
  it('is a CSV by default, and a workbook by its name or by its first bytes', async () => {
    const csv = await chosen('stock.csv', (p) => writeFile(p, 'sku\nA\n'));
    expect(await readImportFile(csv)).toEqual({ format: 'csv', file: csv });

    const named = await chosen('stock.xlsx', (p) => writeFile(p, 'not really'));
    expect((await readImportFile(named)).format).toBe('xlsx');

    // A workbook saved without its extension still starts as a zip does.
    const zip = await chosen('stock', (p) => writeFile(p, Buffer.from([0x50, 0x4b, 3, 4, 0, 0])));
    expect((await readImportFile(zip)).format).toBe('xlsx');
  });

  it('is refused above its size bound with a sentence naming both sizes', async () => {
    const big = await chosen('huge.csv', (p) => writeFile(p, '').then(() => truncate(p, MAX_CSV_BYTES + 1)));
    await expect(readImportFile(big)).rejects.toThrow(
      /^This CSV is 64 MB; Stockroom imports files of up to 64 MB/,
    );
  });
});

describe('the sheet exported', () => {
  it('gives no status to a row edited since its upload, and says so; an unchanged row keeps SUCCESS', () => {
    const sent: Cells = { ...EXAMPLE_ROW, sku: 'A', selling_price: '751' };
    const kept: Cells = { ...EXAMPLE_ROW, sku: 'B' };
    const accepted = (cells: Cells): SkuResult => ({
      sku: cells.sku ?? '',
      rowId: `row-${cells.sku ?? ''}`,
      status: 'SUCCESS',
      failed: false,
      issues: [],
      sent: fingerprintOfCells(cells),
    });
    const rows = [
      { id: 'row-A', position: 0, cells: { ...sent, selling_price: '753' } },
      { id: 'row-B', position: 1, cells: kept },
    ];
    const results = new Map([
      ['A', accepted(sent)],
      ['B', accepted(kept)],
    ]);
    const file = exportSheet(rows, results, 'xlsx', {});
    const last = (row: readonly unknown[]) => row.slice(-2);
    // 753 was never sent: no SUCCESS beside it, and the sheet's own words.
    expect(last(file!.table.rows[0]!)).toEqual(['', 'Changed since upload (last: accepted)']);
    expect(last(file!.table.rows[1]!)).toEqual(['SUCCESS', '']);
  });
});
