import type { Cells } from '../../shared/listings/columns.ts';
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
  readonly #onSaved: ((profileId: string, rows: readonly Cells[]) => unknown) | undefined;

  /** `onSaved` hears the rows of every save of the sheet (the product record fills from them). */
  constructor(deps: {
    drafts: DraftRepository;
    journal: UploadJournal;
    uploads: UploadService;
    activeId: () => string;
    onSaved?: (profileId: string, rows: readonly Cells[]) => unknown;
  }) {
    this.#drafts = deps.drafts;
    this.#journal = deps.journal;
    this.#uploads = deps.uploads;
    this.#activeId = deps.activeId;
    this.#onSaved = deps.onSaved;
  }

  /** The whole sheet of the active profile, after it was replaced. */
  #savedAll(): void {
    const profileId = this.#activeId();
    this.#onSaved?.(
      profileId,
      this.#drafts.rows(profileId).map((r) => r.cells),
    );
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
    this.#onSaved?.(
      this.#activeId(),
      upsert.map((r) => r.cells),
    );
  }

  /** A sheet of one block, replaced at once; the rows it replaced are deleted in blocks before the answer. */
  async replace(rows: readonly PositionedRow[]): Promise<void> {
    this.#drafts.replace(this.#activeId(), rows);
    this.#savedAll();
    await this.#drafts.sweep();
  }

  /** A larger sheet, in blocks: nothing changes for the person until `finishReplace`. */
  async beginReplace(rows: number): Promise<{ draftId: string }> {
    const draftId = this.#drafts.beginReplace(this.#activeId(), rows);
    await this.#drafts.sweep();
    return { draftId };
  }

  /**
   * One block, then a turn of the loop before the answer: a caller on the same thread (the backend in the host's
   * thread, a test) would otherwise run every block in one task, its awaits being microtasks.
   */
  async addRows(draftId: string, first: number, rows: readonly PositionedRow[]): Promise<void> {
    this.#drafts.addRows(draftId, first, rows);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }

  async finishReplace(draftId: string): Promise<void> {
    this.#drafts.finishReplace(draftId);
    this.#savedAll();
    await this.#drafts.sweep();
  }

  upload(rowIds?: readonly string[]): UploadStarted {
    return this.#uploads.start(this.#activeId(), rowIds);
  }

  uploads() {
    return this.#uploads.uploads(this.#activeId());
  }
}
