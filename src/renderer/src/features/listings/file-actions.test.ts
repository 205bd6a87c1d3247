import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CSV_BYTES } from '../../../../shared/listings/csv.ts';
import { readImportFile } from './file-actions.ts';

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
