import { AppError } from '../../shared/errors.ts';
import { DEMO_PROFILE_ID } from '../accounts/index.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import type { OrderItemFactsOffer } from '../shipments/index.ts';
import { returnsHandlers } from './handlers.ts';
import { ReturnService } from './return-service.ts';

/** Returns: the sync of the seller account's returns into the offline cache, and the reads of the Returns screen. */
export function createReturnsSlice(deps: SliceDeps, slices: { shipments?: OrderItemFactsOffer } = {}) {
  const service = new ReturnService(deps, slices.shipments);
  return {
    handlers: returnsHandlers(service),
    start() {
      // The Demo shows its returns without anything pressed, as it shows its orders.
      if (deps.profiles.activeId() !== DEMO_PROFILE_ID) return;
      service.startSync('auto').catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'CANCELLED') return;
        deps.logger.error('the first returns sync did not start', error);
      });
    },
    close: () => service.close(),
  } satisfies Slice<unknown>;
}
