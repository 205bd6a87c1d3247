import readXlsxFile from 'read-excel-file/universal';
import { describe, expect, it } from 'vitest';
import { stateLabel } from '../../../../shared/shipments/labels.ts';
import type { ShipmentRow } from '../../../../shared/shipments/types.ts';
import { xlsxBlob, DATETIME_FORMAT, RUPEE_FORMAT } from '../../ui/xlsx/write-xlsx.ts';
import { storedCells } from '../../ui/xlsx/workbook-cells.test-support.ts';
import { shipmentsTable } from './export-xlsx.ts';

/** A 16-digit order-item id: past the 15 digits a spreadsheet keeps of a number. */
const ORDER_ITEM_ID = '4050681234567891';

const shipment = (overrides: Partial<ShipmentRow> = {}): ShipmentRow => ({
  shipmentId: 'SHP-0001',
  orderIds: 'OD1234567890123456789',
  orderItemIds: ORDER_ITEM_ID,
  skus: '=HYPERLINK("http://x","y")',
  fsns: 'TSHENH9UGMUYZJZZ',
  titles: 'Cotton T-shirt',
  quantity: 2,
  sellingPrice: 649.5,
  totalPrice: 1299,
  currency: 'INR',
  dispatchAfter: '2026-11-20T10:00:00+05:30',
  dispatchBy: '2026-11-21T18:30:00+05:30',
  dispatchByMs: Date.parse('2026-11-21T18:30:00+05:30'),
  hold: false,
  status: 'APPROVED',
  view: 'toPack',
  locationId: 'LOC1',
  packagingPolicy: null,
  paymentType: 'PREPAID',
  updatedAt: null,
  formsFailed: false,
  notSeenInLastFullSync: false,
  ...overrides,
});

/** The column letter of a header in the first row. */
const letterOf = (cells: Map<string, { value: string }>, header: string) =>
  [...cells].find(([ref, c]) => /^[A-Z]+1$/.test(ref) && c.value === header)?.[0].replace('1', '') ?? '?';

describe('the shipments Excel file', () => {
  it('keeps a 16-digit id as text, dispatch times as dates in India, prices as rupee numbers, headers in words', async () => {
    const row = shipment();
    const blob = await xlsxBlob(shipmentsTable([row]));
    const cells = await storedCells(blob);
    const at = (header: string) => cells.get(`${letterOf(cells, header)}2`);

    expect(at('Order item IDs')).toEqual(
      expect.objectContaining({ type: 's', value: ORDER_ITEM_ID, format: '@' }),
    );
    expect(at('Selling price')).toEqual(
      expect.objectContaining({ type: 'n', value: String(row.sellingPrice), format: RUPEE_FORMAT }),
    );
    expect(RUPEE_FORMAT).toContain('₹');
    expect(at('Total price')?.format).toBe(RUPEE_FORMAT);
    expect(at('Dispatch by')).toEqual(expect.objectContaining({ type: 'n', format: DATETIME_FORMAT }));
    expect(at('Status')?.value).toBe(stateLabel(row.status));
    expect(at('Payment')?.value).toBe('Prepaid');
    // The text is stored as text: a spreadsheet never runs it, so it needs no apostrophe.
    expect(at('SKUs')).toEqual(expect.objectContaining({ type: 's', value: row.skus }));

    // Read back as a spreadsheet reads it: the id exact, the time a date showing the marketplace's wall clock.
    const [sheet] = await readXlsxFile(blob);
    const [header = [], values = []] = sheet?.data ?? [];
    const value = (name: string) => values[header.indexOf(name)];
    expect(header).not.toContain('orderItemIds');
    expect(value('Order item IDs')).toBe(ORDER_ITEM_ID);
    expect(value('Total price')).toBe(row.totalPrice);
    const dispatchBy = value('Dispatch by');
    expect(dispatchBy).toBeInstanceOf(Date);
    // Its fields are India's wall clock, as the marketplace wrote the time (a serial day count keeps it to the ms).
    const seconds = Math.round((dispatchBy as unknown as Date).getTime() / 1000) * 1000;
    expect(new Date(seconds).toISOString().slice(0, 19)).toBe(row.dispatchBy?.slice(0, 19));
  });

  it('leaves empty cells empty and writes another currency with its own code', async () => {
    const cells = await storedCells(
      await xlsxBlob(shipmentsTable([shipment({ currency: 'USD', dispatchBy: null, hold: null })])),
    );
    const at = (header: string) => cells.get(`${letterOf(cells, header)}2`);
    expect(at('Dispatch by')).toBeUndefined();
    expect(at('On hold')).toBeUndefined();
    expect(at('Selling price')?.format).toContain('USD');
  });
});
