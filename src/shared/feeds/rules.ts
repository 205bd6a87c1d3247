/** Pure rules of the feed browser, shared by the backend and the screen. */
import { isLoopbackHost } from '../marketplace/address-rule.ts';
import { safeExternalUrl } from '../security/external-url.ts';

/** Categories the interface does not offer as feeds (spec rule 5), by their directory key. */
const NO_FEED = new Set(['books', 'ebooks', 'e_books', 'e-books']);

export function isNoFeedCategory(name: string): boolean {
  return NO_FEED.has(name.trim().toLowerCase());
}

/** Shown in the directory even when the service leaves them out, so a person knows why they are missing. */
export const NO_FEED_CATEGORIES = ['books', 'ebooks'] as const;

/** The discount a person reads: the record's own figure, else worked out from MRP and selling price. */
export function discountOf(
  discountPercentage: number | null,
  mrp: number | null,
  sellingPrice: number | null,
): number | null {
  if (discountPercentage !== null) return discountPercentage;
  if (mrp === null || sellingPrice === null || mrp <= 0 || sellingPrice > mrp) return null;
  return Math.round(((mrp - sellingPrice) / mrp) * 100);
}

/**
 * The best image of `imageUrls` (size label → URL): the largest `WxH`, with the original (`unknown`) first of all,
 * https only, or plain http to this computer (the Demo's simulator serves its images itself; the backend hands
 * those to the screen as data, since the screen loads no http address).
 */
export function bestImage(imageUrls: Record<string, string>): string | null {
  let best: string | null = null;
  let bestArea = -1;
  for (const label in imageUrls) {
    const url = imageUrls[label]!;
    if (!url.startsWith('https://') && !isLoopbackHttp(url)) continue;
    const area = labelArea(label);
    if (area > bestArea) {
      best = url;
      bestArea = area;
    }
  }
  return best;
}

/** Areas of size labels seen so far: a feed uses a handful of labels, read for every product of every page. */
const AREAS = new Map<string, number>();

function labelArea(label: string): number {
  let area = AREAS.get(label);
  if (area === undefined) {
    const size = /^(\d+)x(\d+)$/.exec(label);
    area = label === 'unknown' ? Number.MAX_SAFE_INTEGER : size ? Number(size[1]) * Number(size[2]) : 0;
    if (AREAS.size >= 256) AREAS.clear();
    AREAS.set(label, area);
  }
  return area;
}

/**
 * Search words → an FTS5 query: each word a quoted prefix term, all required. Quotes are doubled so nothing a
 * person types is read as FTS syntax. Null when there is nothing to search for.
 */
export function ftsQuery(search: string | undefined): string | null {
  const words = (search ?? '')
    .split(/[\s\p{P}]+/u)
    .map((w) => w.trim())
    .filter((w) => w !== '')
    .slice(0, 12);
  if (words.length === 0) return null;
  return words.map((w) => `"${w.replace(/"/g, '""')}"*`).join(' ');
}

/** Whether a link may be opened in the system browser: the backend's own rule (https, no credentials). */
export function isOpenableLink(url: string): boolean {
  return safeExternalUrl(url) !== null;
}

/** Whether an http authority (`host[:port]`, with any user info) names this computer, by authority as written. */
const LOOPBACK_AUTHORITIES = new Map<string, boolean>();

/** A plain http address of this computer (the Demo's simulator). */
export function isLoopbackHttp(url: string): boolean {
  if (!url.startsWith('http://')) return false;
  // The authority ends where the URL parser ends it for http: at `/`, `\\`, `?` or `#`. A feed names a handful of
  // image hosts, read for every product of every page: each is parsed once (`new URL` was 7% of storing a page).
  const rest = url.slice(7);
  const end = rest.search(/[/\\?#]/);
  const authority = end === -1 ? rest : rest.slice(0, end);
  let loopback = LOOPBACK_AUTHORITIES.get(authority);
  if (loopback === undefined) {
    try {
      loopback = isLoopbackHost(new URL(`http://${authority}/`).hostname);
    } catch {
      loopback = false;
    }
    if (LOOPBACK_AUTHORITIES.size >= 256) LOOPBACK_AUTHORITIES.clear();
    LOOPBACK_AUTHORITIES.set(authority, loopback);
  }
  return loopback;
}
