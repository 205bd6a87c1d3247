import { resumingActions } from '../accounts/index.ts';
import type { Printer } from '../app/printer.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import type { ProductsOffer } from '../products/index.ts';
import type { ShipmentCacheWrites } from '../shipments/index.ts';
import { fulfilmentHandlers } from './handlers.ts';
import { FulfilmentService } from './fulfilment-service.ts';

/** Fulfilment: pack, ready to dispatch and cancel at the marketplace, each a job with a journal. */
export function createFulfilmentSlice(
  deps: SliceDeps,
  parts: {
    shipments: ShipmentCacheWrites;
    products: Pick<ProductsOffer, 'recordsFor' | 'fromPack' | 'needSerials'>;
    printer?: Printer | undefined;
  },
) {
  const service = new FulfilmentService({
    deps,
    cache: parts.shipments,
    products: parts.products,
    printer: parts.printer,
  });
  const actions = resumingActions(deps, 'a fulfilment action', service);
  return {
    handlers: fulfilmentHandlers(service),
    start: actions.start,
    close: actions.close,
  } satisfies Slice<unknown>;
}
