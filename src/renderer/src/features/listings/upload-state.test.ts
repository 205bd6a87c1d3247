import { describe, expect, it } from 'vitest';
import { EXAMPLE_ROW } from '../../../../shared/listings/example.ts';
import { fingerprintOfCells } from '../../../../shared/listings/fingerprint.ts';
import type { SkuResult } from '../../../../shared/listings/payloads.ts';
import {
  COUNT_SLICE_MS,
  refusedRows,
  rowUploadState,
  uploadCounts,
  uploadedCountsInSlices,
  type Slices,
} from './upload-state.ts';
import type { SheetRow } from './sheet-model.ts';

const row = (id: string, sku: string, change: Record<string, string> = {}): SheetRow => ({
  id,
  position: 0,
  cells: { ...EXAMPLE_ROW, sku, ...change },
});
const result = (r: SheetRow, failed = false): SkuResult => ({
  sku: r.cells.sku ?? '',
  rowId: r.id,
  status: failed ? 'FAILURE' : 'SUCCESS',
  failed,
  issues: [],
  sent: fingerprintOfCells(r.cells),
});

describe('where a row stands against its last upload', () => {
  const a = row('a', 'A');
  const b = row('b', 'B');
  const c = row('c', 'C');
  const results = new Map([
    ['A', result(a)],
    ['B', result(b, true)],
  ]);

  it('is uploaded until an edit, then changed since upload; never-sent and refused rows stay offered', () => {
    expect(rowUploadState(a, results)).toBe('uploaded');
    expect(rowUploadState(b, results)).toBe('failed');
    expect(rowUploadState(c, results)).toBe('new');
    const edited = row('a', 'A', { selling_price: '599' });
    expect(rowUploadState(edited, results)).toBe('changed');
    // Edited back to what was sent: uploaded again.
    expect(rowUploadState(row('a', 'A', { selling_price: '649' }), results)).toBe('uploaded');

    const counts = uploadCounts([edited, b, c], results);
    expect(counts).toMatchObject({ uploaded: 0, changed: 1, failed: 1, fresh: 1 });
    expect(counts.offered).toEqual(['a', 'b', 'c']);
    expect(uploadCounts([a, b, c], results).offered).toEqual(['b', 'c']);
  });

  it("gives the sheet header's figures after an upload, and none before one", async () => {
    const edited = row('a', 'A', { selling_price: '599' });
    const count = (rows: SheetRow[], r: ReadonlyMap<string, SkuResult>) =>
      uploadedCountsInSlices(rows, r, testClock().slices, new AbortController().signal);
    expect(await count([edited, b, c], results)).toEqual({ uploaded: 0, changed: 1 });
    expect(await count([a, b, c], results)).toEqual({ uploaded: 1, changed: 0 });
    expect(await count([a, b, c], new Map())).toBeNull();
  });
});

/** A clock read by the count: `step` ms pass at each reading; `turns` counts the slices given back to the thread. */
function testClock(step = 0): { slices: Slices; turns: () => number } {
  let now = 0;
  let turns = 0;
  return {
    slices: {
      now: () => (now += step),
      between: () => {
        turns++;
        return Promise.resolve();
      },
    },
    turns: () => turns,
  };
}

describe("the sheet header's figures on a large sheet", () => {
  // 3,000 rows: every third edited since its upload, every fifth never sent.
  const rows = Array.from({ length: 3_000 }, (_, i) => row(`r${i}`, `SKU-${i}`));
  const results = new Map(rows.filter((_, i) => i % 5 !== 0).map((r) => [r.cells.sku ?? '', result(r)]));
  const sheet = rows.map((r, i) => (i % 3 === 0 ? row(r.id, r.cells.sku ?? '', { selling_price: '1' }) : r));
  const expected = {
    uploaded: sheet.filter((r) => rowUploadState(r, results) === 'uploaded').length,
    changed: sheet.filter((r) => rowUploadState(r, results) === 'changed').length,
  };

  it('are counted in slices, giving the thread back between them, to the same figures', async () => {
    // One ms a reading, a reading every 64 rows: a slice ends after COUNT_SLICE_MS readings.
    const clock = testClock(1);
    const counts = await uploadedCountsInSlices(sheet, results, clock.slices, new AbortController().signal);
    expect(counts).toEqual(expected);
    expect(expected.changed).toBeGreaterThan(0);
    expect(clock.turns()).toBe(Math.ceil(sheet.length / (64 * COUNT_SLICE_MS)) - 1);
    // In one slice when the thread is quick.
    const quick = testClock(0);
    expect(await uploadedCountsInSlices(sheet, results, quick.slices, new AbortController().signal)).toEqual(
      expected,
    );
    expect(quick.turns()).toBe(0);
  });

  it('stop between slices once the sheet changed again, with no figures', async () => {
    const stop = new AbortController();
    const clock = testClock(1);
    const between = clock.slices.between;
    clock.slices.between = () => {
      stop.abort();
      return between();
    };
    expect(await uploadedCountsInSlices(sheet, results, clock.slices, stop.signal)).toBeUndefined();
    expect(clock.turns()).toBe(1);
  });
});

describe('rows never sent from here', () => {
  it('tells a new listing from one the marketplace already has', () => {
    const counts = uploadCounts(
      [row('n', 'NEW-1'), row('e', 'LISTED-1'), row('f', 'LISTED-2')],
      new Map(),
      new Set(['LISTED-1', 'LISTED-2']),
    );
    expect(counts).toMatchObject({ fresh: 1, listedElsewhere: 2 });
    expect(counts.offered).toEqual(['n', 'e', 'f']);
  });
});

describe('the rows whose last upload was not accepted', () => {
  it('lists them in sheet order with whether each was edited since, and counts those past the limit', () => {
    const rows = ['A', 'B', 'C', 'D', 'E'].map((sku) => row(sku.toLowerCase(), sku));
    const results = new Map(rows.map((r, i) => [r.cells.sku!, result(r, i !== 1)]));
    const edited = [...rows];
    edited[2] = row('c', 'C', { selling_price: '599' });
    const { shown, total } = refusedRows(edited, results, 3);
    expect(total).toBe(4);
    expect(shown.map((r) => [r.row, r.sku, r.edited])).toEqual([
      [0, 'A', false],
      [2, 'C', true],
      [3, 'D', false],
    ]);
    expect(shown[0]?.result.status).toBe('FAILURE');
  });

  it('is empty when every result was accepted', () => {
    const a = row('a', 'A');
    expect(refusedRows([a], new Map([['A', result(a)]]), 10)).toEqual({ shown: [], total: 0 });
  });
});
