import type { FeedFormat } from '../../../shared/marketplace/affiliate-types.ts';
import { decodeText } from '../../../shared/marketplace/xml-text.ts';

/** How far into a page its `nextUrl` is looked for: the service writes it first, before the products. */
const HEAD_CHARS = 4096;

/**
 * A page's `nextUrl` read from the head of its text, before the page is parsed: a string when it is the root's first
 * member (as the real service and the simulator write it: fixtures/affiliate-real), null when that says there is no
 * next page, undefined when the head does not say (anything else: the walk then waits for the parse). Only a guess
 * to fetch ahead with: the parsed page's own `nextUrl` decides which page comes next.
 */
export function nextUrlAhead(text: string, format: FeedFormat): string | null | undefined {
  const head = text.slice(0, HEAD_CHARS);
  if (format === 'json') {
    const m = /^\uFEFF?\s*\{\s*"nextUrl"\s*:\s*(null|"(?:[^"\\]|\\.)*")/.exec(head);
    if (!m) return undefined;
    try {
      const value = (JSON.parse(m[1] as string) as string | null)?.trim();
      return value ? value : null;
    } catch {
      return undefined;
    }
  }
  // The declaration, then the root's start tag, then its first child.
  const m =
    /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?<[A-Za-z_][\w.:-]*(?:\s[^>]*)?>\s*<nextUrl>([^<]*)<\/nextUrl>/.exec(
      head,
    );
  if (!m) return undefined;
  const raw = m[1] as string;
  try {
    const value = decodeText(raw, 0, raw.length, raw.indexOf('&')).trim();
    return value === '' ? null : value;
  } catch {
    return undefined;
  }
}
