import { guardCsvRow } from '../../../../shared/csv/formula-guard.ts';
import type { GridBlock, GridBlockRequest, GridSort } from '../../../../shared/grid/block.ts';
import { allBlockRows } from '../../ui/grid/all-blocks.ts';
import type { ShipmentGridFilter, ShipmentRow } from '../../../../shared/shipments/types.ts';
import type { Api } from '../../../../shared/ipc/types.ts';

/**
 * The CSV's columns: raw values (ids, plain numbers, the marketplace's times), never the screen's formatting; text a
 * spreadsheet would run as a formula (SKUs come from sellers) gets a leading apostrophe.
 */
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
  getBlock: Api['getShipmentBlock'],
  filter: ShipmentGridFilter,
  sort: GridSort<never>[] | GridSort[],
  onProgress?: (done: number, total: number) => void,
): Promise<{ csv: string; rows: number }> {
  const rows = await allShipmentRows(getBlock, filter, sort, onProgress);
  return { csv: await shipmentRowsCsv(rows), rows: rows.length };
}

/** Every row of the current view, read block by block in the grid's order (for the CSV and the Excel file). */
export function allShipmentRows(
  getBlock: Api['getShipmentBlock'],
  filter: ShipmentGridFilter,
  sort: GridSort<never>[] | GridSort[],
  onProgress?: (done: number, total: number) => void,
): Promise<ShipmentRow[]> {
  return allBlockRows(
    getBlock as (r: GridBlockRequest) => Promise<GridBlock<ShipmentRow>>,
    filter,
    sort as GridSort[],
    onProgress,
  );
}

/**
 * The rows as CSV text: a header of the field names, then one line per shipment. papaparse is loaded with the first
 * export: the Shipments screen is the window's first, and its files are what a launch waits for.
 */
export async function shipmentRowsCsv(rows: readonly ShipmentRow[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return Papa.unparse({ fields: FIELDS, data: rows.map((r) => guardCsvRow(FIELDS.map((f) => r[f]))) });
}
