import Papa from 'papaparse';
import readXlsxFile from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import type { GridBlock } from '../../../../shared/grid/block.ts';
import type { ReturnRow } from '../../../../shared/returns/return-rows.ts';
import { allBlockRows } from '../../ui/grid/all-blocks.ts';
import { xlsxBlob } from '../../ui/xlsx/write-xlsx.ts';
import { returnRowsCsv, returnsTable } from './returns-export.ts';

/** A 16-digit order-item id: past the 15 digits a spreadsheet keeps of a number. */
const ORDER_ITEM_ID = '4050681234567891';

const row = (returnId: string, overrides: Partial<ReturnRow> = {}): ReturnRow => ({
  returnId,
  source: 'customer_return',
  orderItemId: ORDER_ITEM_ID,
  orderId: 'OD1234567890123456789',
  sku: 'TSHIRT-BLK-M',
  title: 'Cotton T-shirt',
  quantity: 1,
  type: 'refund',
  reason: 'DAMAGED_PRODUCT',
  subReason: 'PRODUCT_BROKEN',
  status: 'delivered',
  shipmentStatus: null,
  courierName: 'Ekart',
  trackingId: 'FMPR0000001',
  createdDate: '2026-11-25T09:00:00.000+05:30',
  updatedDate: '2026-11-28T16:30:00.000+05:30',
  expectedDate: '2026-11-29T18:00:00.000+05:30',
  locationId: 'LOC853BCAA9FD7D',
  selfShip: false,
  tab: 'to-receive',
  receivedAt: null,
  ...overrides,
});

describe('the returns export', () => {
  it('writes every row of the tab as CSV: the fields by their names, codes and times as they came', async () => {
    const all = Array.from({ length: 1_001 }, (_, i) =>
      row(`R${i}`, i === 1_000 ? { sku: '=HYPERLINK("http://x","y")' } : {}),
    );
    const asked: number[] = [];
    const rows = await allBlockRows(
      async (input): Promise<GridBlock<ReturnRow>> => {
        asked.push(input.startRow);
        return { rows: all.slice(input.startRow, input.endRow), rowCount: all.length };
      },
      { tab: 'to-receive' },
      [],
    );
    expect(asked).toEqual([0, 1_000]);
    const parsed = Papa.parse<Record<string, string>>(returnRowsCsv(rows), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toHaveLength(1_001);
    expect(parsed.meta.fields?.slice(0, 4)).toEqual(['returnId', 'source', 'orderItemId', 'orderId']);
    expect(parsed.data[0]).toMatchObject({
      returnId: 'R0',
      orderItemId: ORDER_ITEM_ID,
      status: 'delivered',
      reason: 'DAMAGED_PRODUCT',
      subReason: 'PRODUCT_BROKEN',
      expectedDate: '2026-11-29T18:00:00.000+05:30',
      locationId: 'LOC853BCAA9FD7D',
      tab: 'to-receive',
      selfShip: 'false',
      receivedAt: '',
    });
    // A spreadsheet never runs a seller's SKU as a formula.
    expect(parsed.data[1_000]!.sku).toBe(`'=HYPERLINK("http://x","y")`);
  });

  it('writes Excel in words: status, reason and tab said, ids kept exact, the expected time a date', async () => {
    const blob = await xlsxBlob(returnsTable([row('R1')], (id) => (id === null ? '' : 'Pune warehouse')));
    const [sheet] = await readXlsxFile(blob);
    const [header = [], values = []] = sheet?.data ?? [];
    const value = (name: string) => values[header.indexOf(name)];
    expect(header).not.toContain('orderItemId');
    expect(value('Order item ID')).toBe(ORDER_ITEM_ID);
    expect(value('Status')).toBe('Delivered to you');
    expect(value('Reason')).toBe('Damaged product · Product broken');
    expect(value('Came back as')).toBe('Customer return');
    expect(value('What to do')).toBe('To receive');
    expect(value('Location')).toBe('Pune warehouse');
    expect(value('Expected')).toBeInstanceOf(Date);
    // India's wall clock, as the marketplace wrote the time.
    expect((value('Expected') as unknown as Date).toISOString().slice(0, 16)).toBe('2026-11-29T18:00');
  });
});
