import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import { ChangeJournal } from './change-journal.ts';
import { ChangeService } from './change-service.ts';
import { myListingsHandlers } from './handlers.ts';

/** My listings: price and stock changes as journaled jobs through the two small writes. */
export function createMyListingsSlice(deps: SliceDeps) {
  const profileId = () => deps.profiles.activeId();
  const changes = new ChangeService({
    journal: new ChangeJournal(deps.db, deps.now),
    jobs: deps.jobs,
    writer: (id) => deps.clients.seller(id),
    // The status bar's last answer: a profile whose marketplace did not answer is refused at once.
    online: async (id) => id !== profileId() || (await deps.status.current()).marketplace !== 'offline',
    onChange: (change) => deps.bus.emit('listingChangeChanged', change),
  });
  return { handlers: myListingsHandlers({ changes, profileId }) } satisfies Slice<unknown>;
}
