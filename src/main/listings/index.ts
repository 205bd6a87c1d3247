import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import { DraftRepository } from './draft-repository.ts';
import { listingsHandlers } from './handlers.ts';
import { ListingsService } from './listings-service.ts';
import { UploadJournal } from './upload-journal.ts';
import { UploadService } from './upload-service.ts';

export { listingsMigrations } from './migrations.ts';

/** The bulk listing editor: draft sheet in SQLite, uploads as jobs over a journal. */
export function createListingsSlice(deps: SliceDeps) {
  const drafts = new DraftRepository(deps.db, deps.now);
  const journal = new UploadJournal(deps.db, deps.now);
  const uploads = new UploadService({
    drafts,
    journal,
    jobs: deps.jobs,
    seller: (profileId) => deps.clients.seller(profileId),
    onResults: (uploadId, profileId, results) =>
      deps.bus.emit('listingsResults', { uploadId, profileId, results }),
    onProgress: (uploadId, profileId, p) =>
      deps.bus.emit('listingsUploadProgress', {
        uploadId,
        profileId,
        done: p.done,
        total: p.total,
        failed: p.failed,
        rate: p.rate,
        secondsLeft: p.secondsLeft,
      }),
    onChange: (upload) => deps.bus.emit('listingsUploadChanged', upload),
  });
  const listings = new ListingsService({
    drafts,
    journal,
    uploads,
    activeId: () => deps.profiles.activeId(),
  });
  return { handlers: listingsHandlers({ listings, uploads }) } satisfies Slice<unknown>;
}
