import Papa from 'papaparse';
import { MAX_BLOCK_ROWS, type GridSort } from '../../../../shared/grid/block.ts';
import type { ShipmentGridFilter, ShipmentRow } from '../../../../shared/shipments/types.ts';
import { api } from '../../api/index.ts';

/** The CSV's columns: raw values (ids, plain numbers, the marketplace's times), never the screen's formatting. */
const FIELDS: (keyof ShipmentRow)[] = [
  'shipmentId',
  'orderIds',
  'orderItemIds',
  'skus',
  'fsns',
  'titles',
  'quantity',
  'sellingPrice',
  'totalPrice',
  'currency',
  'dispatchAfter',
  'dispatchBy',
  'hold',
  'status',
  'locationId',
  'packagingPolicy',
  'paymentType',
  'updatedAt',
  'notSeenInLastFullSync',
];

/** Every row of the current view (all blocks, not only those on screen) as CSV text. */
export async function shipmentsCsv(
  filter: ShipmentGridFilter,
  sort: GridSort<never>[] | GridSort[],
  onProgress?: (done: number, total: number) => void,
): Promise<{ csv: string; rows: number }> {
  const rows: ShipmentRow[] = [];
  for (let start = 0; ; start += MAX_BLOCK_ROWS) {
    const block = await api.getShipmentBlock({
      startRow: start,
      endRow: start + MAX_BLOCK_ROWS,
      sort: sort as never,
      filter,
    });
    rows.push(...block.rows);
    onProgress?.(rows.length, block.rowCount);
    if (block.rows.length < MAX_BLOCK_ROWS || rows.length >= block.rowCount) break;
  }
  const csv = Papa.unparse({ fields: FIELDS, data: rows.map((r) => FIELDS.map((f) => r[f])) });
  return { csv, rows: rows.length };
}
