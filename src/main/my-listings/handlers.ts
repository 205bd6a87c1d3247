import { editsOf } from '../../shared/my-listings/intents.ts';
import type { ChangeIntent } from '../../shared/my-listings/intents.ts';
import type { myListingsCalls } from '../../shared/my-listings/contract.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import type { ChangeService } from './change-service.ts';
import type { MyListingsRepository } from './my-listings-repository.ts';
import type { ReadService } from './read-service.ts';

export function myListingsHandlers({
  changes,
  repo,
  read,
  profileId,
}: {
  changes: ChangeService;
  repo: MyListingsRepository;
  read: ReadService;
  profileId: () => string;
}) {
  /** The intent's edits, from the listings as last read. */
  const edits = (id: string, intent: ChangeIntent) => editsOf(repo.readListings(id, intent.skus), intent);
  return {
    myListingsBlock: (request) => repo.block(profileId(), request),
    readMyListings: ({ pasted }) => read.readAll(profileId(), pasted),
    setListingLimits: ({ sku, floor, ceiling }) => repo.setLimits(profileId(), sku, { floor, ceiling }),
    previewListingChanges: ({ intent }) => changes.preview(profileId(), edits(profileId(), intent)),
    startListingChanges: ({ intent }) => changes.start(profileId(), edits(profileId(), intent)),
    undoListingChange: ({ changeId }) => changes.undo(changeId),
    resumeListingChange: ({ changeId }) => changes.resume(changeId),
    listListingChanges: () => changes.changes(profileId()),
    listingChangeResults: ({ changeId }) => changes.results(changeId),
  } satisfies HandlersFor<typeof myListingsCalls>;
}
