import { describe, expect, it } from 'vitest';
import { EXAMPLE_ROW } from '../../../../shared/listings/example.ts';
import { fingerprintOfCells } from '../../../../shared/listings/fingerprint.ts';
import type { SkuResult } from '../../../../shared/listings/payloads.ts';
import { rowUploadState, uploadCounts, uploadedCounts } from './upload-state.ts';
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

  it("gives the sheet header's figures after an upload, and none before one", () => {
    const edited = row('a', 'A', { selling_price: '599' });
    expect(uploadedCounts([edited, b, c], results)).toEqual({ uploaded: 0, changed: 1 });
    expect(uploadedCounts([a, b, c], results)).toEqual({ uploaded: 1, changed: 0 });
    expect(uploadedCounts([a, b, c], new Map())).toBeNull();
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
