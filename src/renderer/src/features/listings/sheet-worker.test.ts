import { openAsBlob } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXAMPLE_ROW } from '../../../../shared/listings/example.ts';
import { listingsTable } from '../../../../shared/listings/sheet-table.ts';
import { xlsxBlob } from '../../ui/xlsx/write-xlsx.ts';
import { createSheetWorker } from './sheet-worker.ts';
import { unpackRows } from './row-packing.ts';
import type { FromWorker, ToWorker } from './validation-protocol.ts';

const ROWS = 250;
/** Rows per progress report here (the app reads 1,000 at a time): a small file still reads in several chunks. */
const CHUNK = 100;
let folder = '';
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = '';
});

/** A listing workbook of `ROWS` rows saved in a temp folder, read back from disk as the import's bytes. */
async function workbookOnDisk(): Promise<ArrayBuffer> {
  folder = await mkdtemp(join(tmpdir(), 'stockroom-xlsx-'));
  const path = join(folder, 'listings.xlsx');
  const rows = Array.from({ length: ROWS }, (_, i) => ({ ...EXAMPLE_ROW, sku: `FILE-${i}` }));
  const blob = await xlsxBlob(listingsTable(rows));
  await writeFile(path, new Uint8Array(await blob.arrayBuffer()));
  const bytes = await readFile(path);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/** The sheet's worker in-process, holding one row of its own (with an error, so its check names it). */
function sheetHolding(onMessage: (message: FromWorker, send: (m: ToWorker) => void) => void) {
  const seen: FromWorker[] = [];
  const send = (message: ToWorker) => worker.receive(message);
  const worker = createSheetWorker((message) => {
    seen.push(message);
    onMessage(message, send);
  }, CHUNK);
  send({ kind: 'reset', seq: 1, rows: [{ id: 'mine', cells: { sku: 'MINE' } }], language: 'en' });
  const until = (kind: FromWorker['kind'], seq: number) =>
    new Promise<void>((resolve) => {
      const poll = () =>
        seen.some((m) => m.kind === kind && m.seq === seq) ? resolve() : setImmediate(poll);
      poll();
    });
  return { seen, send, until };
}

const checkedIds = (message: FromWorker | undefined) =>
  message?.kind === 'checked' ? message.issues.map(([id]) => id) : [];

describe("the sheet's worker reading an Excel import", () => {
  it('tells the rows read as they go, up to every row, then hands the rows over', async () => {
    const data = await workbookOnDisk();
    const sheet = sheetHolding(() => undefined);
    sheet.send({ kind: 'importXlsx', seq: 2, data, ids: 'f', language: 'en' });
    await sheet.until('checked', 2);

    const progress = sheet.seen.flatMap((m) => (m.kind === 'importProgress' ? [m.done] : []));
    expect(progress).toEqual([0, 100, 200, ROWS]);
    expect(sheet.seen.some((m) => m.kind === 'imported' && m.seq === 2)).toBe(true);
    expect(checkedIds(sheet.seen.at(-1))).not.toContain('mine');
  });

  it('stops midway when cancelled and changes nothing: no rows handed over, its own rows still checked', async () => {
    const data = await workbookOnDisk();
    const sheet = sheetHolding((message, send) => {
      if (message.kind === 'importProgress' && message.done >= CHUNK)
        send({ kind: 'cancelImport', seq: 2, language: 'en' });
    });
    await sheet.until('checked', 1);
    const before = checkedIds(sheet.seen.at(-1));
    sheet.send({ kind: 'importXlsx', seq: 2, data, ids: 'f', language: 'en' });
    await sheet.until('checked', 2);

    const after = sheet.seen.filter((m) => m.seq === 2);
    expect(after.map((m) => m.kind)).toEqual([
      'importProgress',
      'importProgress',
      'importCancelled',
      'checked',
    ]);
    expect(checkedIds(after.at(-1))).toEqual(before);
    expect(before).toEqual(['mine']);
  });
});

describe("the sheet's worker reading a chosen file", () => {
  const skusHandedOver = (seen: FromWorker[], seq: number) =>
    seen.flatMap((m) =>
      m.kind === 'importedRows' && m.seq === seq ? unpackRows(m.rows).map((r) => r.cells.sku) : [],
    );

  it('reads a CSV file on disk itself and hands its rows over', async () => {
    folder = await mkdtemp(join(tmpdir(), 'stockroom-csv-'));
    const path = join(folder, 'listings.csv');
    await writeFile(path, 'sku,selling_price\nFILE-1,499\nFILE-2,599\n');
    const sheet = sheetHolding(() => undefined);
    sheet.send({ kind: 'import', seq: 2, file: await openAsBlob(path), ids: 'f', language: 'en' });
    await sheet.until('checked', 2);

    expect(skusHandedOver(sheet.seen, 2)).toEqual(['FILE-1', 'FILE-2']);
    expect(sheet.seen.some((m) => m.kind === 'imported' && m.seq === 2)).toBe(true);
  });

  it('reads a file Excel saved as plain CSV (Windows-1252) with its letters, and says how it read it', async () => {
    folder = await mkdtemp(join(tmpdir(), 'stockroom-csv-'));
    const path = join(folder, 'excel.csv');
    await writeFile(path, Buffer.from('sku,selling_price\r\nCAF\xc9-1,499\r\n', 'latin1'));
    const sheet = sheetHolding(() => undefined);
    sheet.send({ kind: 'import', seq: 2, file: await openAsBlob(path), ids: 'f', language: 'en' });
    await sheet.until('checked', 2);

    expect(skusHandedOver(sheet.seen, 2)).toEqual(['CAFÉ-1']);
    const imported = sheet.seen.find((m) => m.kind === 'imported' && m.seq === 2);
    expect(imported).toMatchObject({
      problems: [{ line: 2, severity: 'warning', message: expect.stringMatching(/^This file is not UTF-8/) }],
    });
  });

  it('reads a workbook on disk itself, with its progress', async () => {
    await workbookOnDisk();
    const sheet = sheetHolding(() => undefined);
    const data = await openAsBlob(join(folder, 'listings.xlsx'));
    sheet.send({ kind: 'importXlsx', seq: 2, data, ids: 'f', language: 'en' });
    await sheet.until('checked', 2);

    expect(skusHandedOver(sheet.seen, 2)).toHaveLength(ROWS);
    expect(sheet.seen.filter((m) => m.kind === 'importProgress').at(-1)).toMatchObject({ done: ROWS });
  });

  it('says in a sentence that a file gone from disk could not be read, and keeps its own rows', async () => {
    folder = await mkdtemp(join(tmpdir(), 'stockroom-csv-'));
    const path = join(folder, 'listings.csv');
    await writeFile(path, 'sku,selling_price\nFILE-1,499\n');
    const file = await openAsBlob(path);
    await rm(path);
    const sheet = sheetHolding(() => undefined);
    sheet.send({ kind: 'import', seq: 2, file, ids: 'f', language: 'en' });
    await sheet.until('importFailed', 2);

    const failed = sheet.seen.find((m) => m.kind === 'importFailed');
    expect(failed).toMatchObject({ message: expect.stringMatching(/^The file could not be read as CSV\.$/) });
    sheet.send({ kind: 'change', seq: 3, upsert: [], remove: ['none'], language: 'en' });
    await sheet.until('checked', 3);
    expect(checkedIds(sheet.seen.at(-1))).toEqual(['mine']);
  });
});
