import type { SimShipment } from './shipment-model.ts';

/** A filter's matches in page order, exactly as they stand from `from` until just before `until`. */
export interface SortedMatches {
  from: number;
  until: number;
  rows: { s: SimShipment; key: number }[];
}

/** Searches kept at once; each holds at most one row per shipment of a seller. */
const KEPT = 16;

/**
 * The matches of recent searches, so that the pages of one cursor are cut from one sorted list instead of each
 * page walking every shipment again (what an index does for the real service). An entry is used only while the
 * clock is before the first moment any of its shipments could change (`until`), so a page is never stale.
 */
export class FilterResults {
  readonly #entries = new Map<string, SortedMatches>();

  get(key: string, now: number): SortedMatches | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined || now < entry.from || now >= entry.until) return undefined;
    return entry;
  }

  set(key: string, entry: SortedMatches): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > KEPT) this.#entries.delete(this.#entries.keys().next().value as string);
  }
}

/** The first instant after `now` at which a search could see `s` differently: its next step or its hold's end. */
export function nextChange(s: SimShipment, now: number): number {
  const next = s.holdUntil > now ? s.holdUntil : Infinity;
  for (const step of s.steps) {
    if (step.at > now) return Math.min(next, step.at);
  }
  return next;
}

/** The index of the first row after `after` in rows sorted by `order`. */
export function firstAfter(
  rows: readonly { s: SimShipment; key: number }[],
  after: readonly [number, string],
  order: (aKey: number, aId: string, bKey: number, bId: string) => number,
): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const row = rows[mid] as { s: SimShipment; key: number };
    if (order(row.key, row.s.shipmentId, after[0], after[1]) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
