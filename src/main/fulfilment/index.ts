import type { Printer } from '../app/printer.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import type { ListingsOffer } from '../listings/index.ts';
import type { ShipmentCacheWrites } from '../shipments/index.ts';
import { fulfilmentHandlers } from './handlers.ts';
import { FulfilmentService } from './fulfilment-service.ts';

/** Fulfilment: pack, ready to dispatch and cancel at the marketplace, each a job with a journal. */
export function createFulfilmentSlice(
  deps: SliceDeps,
  parts: {
    shipments: ShipmentCacheWrites;
    listings: Pick<ListingsOffer, 'listingsOf'>;
    printer?: Printer | undefined;
  },
) {
  const service = new FulfilmentService({
    deps,
    cache: parts.shipments,
    listings: parts.listings,
    printer: parts.printer,
  });
  return {
    handlers: fulfilmentHandlers(service),
    start() {
      // An action a crash or a kill interrupted goes on: it reads states back before sending anything again.
      service
        .resumeInterrupted()
        .catch((error: unknown) => deps.logger.error('a fulfilment action did not resume', error));
    },
    close: () => service.close(),
  } satisfies Slice<unknown>;
}
