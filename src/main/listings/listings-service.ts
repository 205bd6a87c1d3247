import type { ListingsDraft, PositionedRow, UploadStarted } from '../../shared/listings/payloads.ts';
import type { DraftRepository } from './draft-repository.ts';
import type { UploadJournal } from './upload-journal.ts';
import type { UploadService } from './upload-service.ts';

/** The listings screen's view of the active profile: its draft sheet, the latest results, its uploads. */
export class ListingsService {
  readonly #drafts: DraftRepository;
  readonly #journal: UploadJournal;
  readonly #uploads: UploadService;
  readonly #activeId: () => string;

  constructor(deps: {
    drafts: DraftRepository;
    journal: UploadJournal;
    uploads: UploadService;
    activeId: () => string;
  }) {
    this.#drafts = deps.drafts;
    this.#journal = deps.journal;
    this.#uploads = deps.uploads;
    this.#activeId = deps.activeId;
  }

  /** The profile the screen works on. */
  profileId(): string {
    return this.#activeId();
  }

  load(): ListingsDraft {
    const profileId = this.#activeId();
    return {
      profileId,
      rows: this.#drafts.rows(profileId),
      results: [...this.#journal.latestResults(profileId).values()],
      knownSkus: [...this.#journal.knownSkus(profileId)],
      uploads: this.#uploads.uploads(profileId),
    };
  }

  save(upsert: readonly PositionedRow[], remove: readonly string[]): void {
    this.#drafts.save(this.#activeId(), { upsert, remove });
  }

  replace(rows: readonly PositionedRow[]): void {
    this.#drafts.replace(this.#activeId(), rows);
  }

  upload(rowIds?: readonly string[]): UploadStarted {
    return this.#uploads.start(this.#activeId(), rowIds);
  }

  uploads() {
    return this.#uploads.uploads(this.#activeId());
  }
}
