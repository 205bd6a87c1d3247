import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { GridBlock } from '../../../../shared/grid/block.ts';
import type { ShipmentRow } from '../../../../shared/shipments/types.ts';
import { shipmentsCsv } from './export-csv.ts';

function row(id: string, skus: string): ShipmentRow {
  return {
    shipmentId: id,
    orderIds: `OD${id}`,
    orderItemIds: `OI${id}`,
    skus,
    fsns: '@fsn',
    titles: '=cmd|calc',
    quantity: -1,
    sellingPrice: 499.5,
    totalPrice: 499.5,
    currency: 'INR',
    dispatchAfter: '2026-11-20T10:00:00+05:30',
    dispatchBy: null,
    dispatchByMs: null,
    hold: false,
    status: 'APPROVED',
    view: 'toPack',
    locationId: '+LOC1',
    packagingPolicy: null,
    paymentType: 'PREPAID',
    updatedAt: null,
    formsFailed: false,
    notSeenInLastFullSync: false,
  };
}

describe('shipmentsCsv', () => {
  it('reads every block and writes formula-like text with an apostrophe, numbers raw', async () => {
    const all = Array.from({ length: 1_001 }, (_, i) =>
      row(String(i), i === 1_000 ? '=HYPERLINK("http://x","y")' : `SKU-${i}`),
    );
    const asked: number[] = [];
    const { csv, rows } = await shipmentsCsv(
      async (input): Promise<GridBlock<ShipmentRow>> => {
        asked.push(input.startRow);
        return { rows: all.slice(input.startRow, input.endRow), rowCount: all.length };
      },
      { view: 'all' },
      [],
    );
    expect(asked).toEqual([0, 1_000]);
    expect(rows).toBe(1_001);
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(parsed).toHaveLength(1_001);
    expect(parsed[1_000]).toMatchObject({
      skus: `'=HYPERLINK("http://x","y")`,
      fsns: "'@fsn",
      titles: "'=cmd|calc",
      locationId: "'+LOC1",
      quantity: '-1',
      sellingPrice: '499.5',
      dispatchAfter: '2026-11-20T10:00:00+05:30',
    });
    expect(parsed[0]!.skus).toBe('SKU-0');
  });
});
