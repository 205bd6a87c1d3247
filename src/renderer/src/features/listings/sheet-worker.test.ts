import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXAMPLE_ROW } from '../../../../shared/listings/example.ts';
import { listingsTable } from '../../../../shared/listings/sheet-table.ts';
import { xlsxBlob } from '../../ui/xlsx/write-xlsx.ts';
import { createSheetWorker } from './sheet-worker.ts';
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
