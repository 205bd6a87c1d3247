import { onAccountUsable } from '../accounts/index.ts';
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
  const resume = () => {
    service
      .resumeUnfinished()
      .catch((error: unknown) => deps.logger.error('a fulfilment action did not resume', error));
  };
  let off = () => {};
  return {
    handlers: fulfilmentHandlers(service),
    start() {
      // Nothing stays in flight: whatever a crash, a quit or a lost answer left is read back before anything is
      // sent again, now and whenever the account becomes usable later.
      resume();
      off = onAccountUsable(deps.bus, deps.profiles, resume);
    },
    close: () => {
      off();
      return service.close();
    },
  } satisfies Slice<unknown>;
}
