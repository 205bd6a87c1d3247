import type { myListingsCalls } from '../../shared/my-listings/contract.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import type { ChangeService } from './change-service.ts';

export function myListingsHandlers({
  changes,
  profileId,
}: {
  changes: ChangeService;
  profileId: () => string;
}) {
  return {
    previewListingChanges: ({ edits }) => changes.preview(profileId(), edits),
    startListingChanges: ({ edits }) => changes.start(profileId(), edits),
    undoListingChange: ({ changeId }) => changes.undo(changeId),
    resumeListingChange: ({ changeId }) => changes.resume(changeId),
    listListingChanges: () => changes.changes(profileId()),
    listingChangeResults: ({ changeId }) => changes.results(changeId),
  } satisfies HandlersFor<typeof myListingsCalls>;
}
