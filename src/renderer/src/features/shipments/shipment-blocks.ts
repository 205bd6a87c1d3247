import type { GridSort } from '../../../../shared/grid/block.ts';
import type {
  ShipmentGridFilter,
  ShipmentRow,
  ShipmentSortColumn,
} from '../../../../shared/shipments/types.ts';
import { api } from '../../api/index.ts';
import { blockDatasource } from '../../ui/grid/block-datasource.ts';
import { useShipments } from './shipments-store.ts';

/** Rows in one block of the shipment grid. */
export const SHIPMENT_BLOCK_SIZE = 100;

/**
 * The shipment grid's datasource, one for the app (whichever time the grid is drawn): what it holds is a block on
 * its way. It lives outside the screen's file so that the first block can be asked for while that file loads.
 */
export const shipmentBlocks = blockDatasource<ShipmentRow, ShipmentGridFilter>({
  fetchBlock: (request) =>
    api.getShipmentBlock({ ...request, sort: request.sort as GridSort<ShipmentSortColumn>[] }),
  filter: () => useShipments.getState().filter,
  onError: (message) => useShipments.getState().fail(message),
});

/**
 * Asks for the grid's first block now, in the view the store holds: the grid asks only once its file has loaded
 * and AG Grid has built itself, and takes this answer then. A question already on its way is not asked twice.
 */
export function askFirstShipments(): void {
  shipmentBlocks.prefetch({ endRow: SHIPMENT_BLOCK_SIZE, sort: useShipments.getState().sort });
}
