import { randomUUID } from 'node:crypto';
import type { ListingEdit } from '../../shared/my-listings/payloads.ts';

/** How many previews are kept: a few windows' worth; an older one is previewed again. */
const KEPT = 16;

/**
 * The edits each preview showed, so a confirm sends those (made against the values the seller saw) rather than the
 * intent worked out again from the listings as stored then: another window's change, or a read, in between would
 * otherwise make "₹3,404 → ₹3,300" confirmed into ₹3,300 over a ₹3,000 set meanwhile, or a "−10%" from the newer
 * price. Kept in memory: a preview does not outlive the process that made it.
 */
export class PreviewMemo {
  readonly #kept = new Map<string, { profileId: string; edits: readonly ListingEdit[] }>();

  keep(profileId: string, edits: readonly ListingEdit[]): string {
    const id = randomUUID();
    this.#kept.set(id, { profileId, edits });
    for (const old of this.#kept.keys()) {
      if (this.#kept.size <= KEPT) break;
      this.#kept.delete(old);
    }
    return id;
  }

  /** The edits of preview `id`, made on `profileId`; undefined when it is not kept (or of another profile). */
  edits(id: string, profileId: string): readonly ListingEdit[] | undefined {
    const kept = this.#kept.get(id);
    return kept?.profileId === profileId ? kept.edits : undefined;
  }
}
