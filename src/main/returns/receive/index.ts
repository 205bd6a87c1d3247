import type { Slice, SliceDeps } from '../../backend/slice-deps.ts';
import type { LocationsOffer } from '../../locations/index.ts';
import type { StockOffer } from '../../my-listings/index.ts';
import { receiveHandlers } from './handlers.ts';
import { ReceiptRepository } from './receipt-repository.ts';
import { ReceiveService } from './receive-service.ts';
import { RestockRepository } from './restock-repository.ts';
import { RestockService } from './restock-service.ts';
import { cacheFacts } from './cache-facts.ts';

/**
 * Receiving returns (a local record), putting good ones back in stock through My listings' stock changes, and the
 * claims of the others. Part of the returns slice: it reads the slice's cache and fills its `return_receipts`.
 */
export function createReceiveParts(
  deps: SliceDeps,
  slices: { stock: StockOffer; locations: LocationsOffer },
) {
  const key = async () => {
    const profileId = deps.profiles.activeId();
    const account = await deps.profiles.cacheReadKey(profileId);
    return account === null ? null : { profileId, account };
  };
  const facts = cacheFacts(deps.db);
  // A receipt moves its return to done: the grid and its counts read again too.
  const changed = (profileId: string) => {
    deps.bus.emit('returnReceiptsChanged', { profileId });
    deps.bus.emit('returnsChanged', { profileId });
  };
  const receive = new ReceiveService({
    repo: new ReceiptRepository(deps.db),
    facts,
    now: deps.now,
    onChange: changed,
  });
  const restock = new RestockService({
    repo: new RestockRepository(deps.db, deps.now),
    facts,
    stock: slices.stock,
    names: () => slices.locations.names(),
  });
  // A stock change answered: the returns it carried are settled (back in stock, or waiting again) and shown so.
  const off = deps.bus.on('listingChangeChanged', (change) => {
    void key()
      .then((k) => {
        if (k !== null && k.profileId === change.profileId && restock.settle(k)) changed(k.profileId);
      })
      .catch((error: unknown) => deps.logger.error('settling the restocked returns failed', error));
  });
  return {
    handlers: receiveHandlers({ receive, restock, key }),
    close: off,
  } satisfies Slice<unknown>;
}
