import { describe, expect, it } from 'vitest';
import { packRows, transferablesOf, unpackRows } from './row-packing.ts';

describe('packed rows from the worker', () => {
  it('come back as the same rows, with absent cells still absent and empty cells still empty', () => {
    const rows = [
      { id: 'a', position: 1, cells: { sku: 'A-1', mrp: '100', colour: '' } },
      { id: 'b', position: 1.5, cells: { sku: 'A-2', mrp: '100' } },
      { id: 'c', position: 2, cells: { hsn: '6109', sku: 'A-3' } },
    ];
    const packed = packRows(rows);
    expect(unpackRows(structuredClone(packed, { transfer: transferablesOf(packed) }))).toEqual(rows);
  });

  it('come back whole when every row has every column (the usual CSV import)', () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({
      id: `r${i}`,
      position: i + 1,
      cells: { sku: `S-${i}`, mrp: i % 2 === 0 ? '499' : '', country: 'IN' },
    }));
    const unpacked = unpackRows(packRows(rows));
    expect(unpacked).toEqual(rows);
    expect(Object.keys(unpacked[3]?.cells ?? {})).toEqual(['sku', 'mrp', 'country']);
  });

  it('hold each distinct value once, so repeated cells share one string', () => {
    const rows = Array.from({ length: 100 }, (_, i) => ({
      id: `r${i}`,
      position: i,
      cells: { sku: `S-${i}`, country: 'IN', mrp: '499' },
    }));
    const packed = packRows(rows);
    expect(packed.values).toHaveLength(102);
    expect(packed.codes).toHaveLength(300);
  });

  it('of an empty chunk are no rows', () => {
    expect(unpackRows(packRows([]))).toEqual([]);
  });
});
