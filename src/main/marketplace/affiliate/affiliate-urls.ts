import { AppError } from '../../../shared/errors.ts';
import type { FeedFormat } from '../../../shared/marketplace/affiliate-types.ts';
import { t } from '../../i18n/backend-language.ts';

/**
 * Signed affiliate URLs (`expiresAt`, `sig`) are never re-serialised: these helpers cut and join the text around
 * the query, so the query stays byte for byte what the service signed.
 */

function splitUrl(url: string): { head: string; query: string; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  return queryAt >= 0
    ? { head: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt), hash }
    : { head: beforeHash, query: '', hash };
}

/** The format a feed URL answers in, from its path suffix; undefined when it has none. */
export function feedFormatOf(url: string): FeedFormat | undefined {
  const { head } = splitUrl(url);
  const match = /\.(json|xml)$/i.exec(head);
  return match ? (match[1]!.toLowerCase() as FeedFormat) : undefined;
}

/** `…/category/reh.json?expiresAt=…&sig=…` → `…/category/reh/fromVersion/7.json?expiresAt=…&sig=…`. */
export function deltaUrl(deltaGetUrl: string, fromVersion: number): string {
  if (!Number.isInteger(fromVersion) || fromVersion < 0) {
    throw new AppError('VALIDATION', t('feeds.delta.badVersion'), {
      fromVersion,
    });
  }
  const { head, query, hash } = splitUrl(deltaGetUrl);
  const match = /\.(json|xml)$/i.exec(head);
  if (!match) {
    throw new AppError('VALIDATION', t('feeds.delta.badLink'));
  }
  const stem = head.slice(0, head.length - match[0].length);
  return `${stem}/fromVersion/${fromVersion}${match[0]}${query}${hash}`;
}

/**
 * Adds `inStock=true` outside the signature. A URL that already has an `inStock` parameter (the service keeps it in
 * every `nextUrl`) is returned unchanged.
 */
export function withInStock(url: string): string {
  const { head, query, hash } = splitUrl(url);
  if (/[?&]inStock=/i.test(query)) return url;
  const sep = query === '' ? '?' : query === '?' ? '' : '&';
  return `${head}${query}${sep}inStock=true${hash}`;
}

/**
 * A product page URL carrying the affiliate tracking id as `affid` (replacing one already there), and the sub-ids
 * given as `affExtParam1` and `affExtParam2` (replacing those, empty ones left out). The rest of the URL stays
 * byte for byte: other parameters keep their order and their encoding.
 */
export function affiliateLink(
  productUrl: string,
  trackingId: string,
  subIds: { subId1?: string | undefined; subId2?: string | undefined } = {},
): string {
  let parsed: URL;
  try {
    parsed = new URL(productUrl);
  } catch {
    throw new AppError('VALIDATION', t('feeds.link.notAddress'));
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new AppError('VALIDATION', t('feeds.link.notWeb'));
  const { head, query, hash } = splitUrl(productUrl.trim());
  const added = [`affid=${encodeURIComponent(trackingId)}`];
  const replaced = new Set(['affid']);
  for (const [name, value] of [
    ['affExtParam1', subIds.subId1],
    ['affExtParam2', subIds.subId2],
  ] as const) {
    if (value === undefined || value === '') continue;
    replaced.add(name.toLowerCase());
    added.push(`${name}=${encodeURIComponent(value)}`);
  }
  const params = query.length > 1 ? query.slice(1).split('&') : [];
  const kept = params.filter((p) => !replaced.has(p.split('=')[0]?.toLowerCase() ?? '') && p !== '');
  return `${head}?${[...kept, ...added].join('&')}${hash}`;
}

/** Origin of an absolute URL, or undefined. */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
