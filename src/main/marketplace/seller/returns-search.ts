import { AppError } from '../../../shared/errors.ts';
import { MAX_RETURN_IDS, type ReturnsPage, type ReturnsQuery } from '../../../shared/returns/return-types.ts';
import { returnsSearchResponseSchema } from '../../../shared/returns/return-schemas.ts';
import { parseAnswer } from './parse.ts';
import { t } from '../../i18n/backend-language.ts';

/** The query string of `GET /v2/returns` in the SDK's names; id lists comma-joined (encoded `%2C`), 25 at most. */
export function returnsQueryString(query: ReturnsQuery): string {
  const params = new URLSearchParams({ source: query.source });
  for (const name of [
    'modifiedAfter',
    'modifiedBefore',
    'createdAfter',
    'createdBefore',
    'locationId',
  ] as const) {
    const value = query[name];
    if (value !== undefined) params.set(name, value);
  }
  for (const name of ['returnIds', 'trackingIds'] as const) {
    const ids = query[name];
    if (ids === undefined) continue;
    const unique = [...new Set(ids.map((i) => i.trim()).filter((i) => i !== ''))];
    if (unique.length === 0 || unique.length > MAX_RETURN_IDS)
      throw new AppError(
        'VALIDATION',
        t('marketplace.returns.tooManyIds', {
          max: MAX_RETURN_IDS,
          kind: name === 'returnIds' ? 'return' : 'tracking',
        }),
        { count: unique.length },
      );
    params.set(name, unique.join(','));
  }
  return params.toString();
}

/** What the search needs of the seller client: a GET of an address, and the join of a `nextUrl` to the base. */
export interface ReturnsSearchCalls {
  get(url: string, signal: AbortSignal | undefined): Promise<unknown>;
  firstUrl(queryString: string): string;
  joinNext(nextUrl: string): string;
}

/**
 * A returns search as pages (`GET /v2/returns`, then each `nextUrl`): ends on `hasMore: false`, even when a `nextUrl`
 * is present. A page that says more follow without a link, or a link already followed, is a marketplace fault.
 */
export async function* searchReturnPages(
  calls: ReturnsSearchCalls,
  query: ReturnsQuery,
  signal?: AbortSignal,
): AsyncGenerator<ReturnsPage, void, undefined> {
  let url = calls.firstUrl(returnsQueryString(query));
  const visited = new Set<string>([url]);
  for (let pageNumber = 1; ; pageNumber++) {
    const page = parseAnswer(returnsSearchResponseSchema, await calls.get(url, signal), 'returnPage');
    const hasMore = page.hasMore === true;
    yield { pageNumber, returnItems: page.returnItems, hasMore };
    if (!hasMore) return;
    if (page.nextUrl === undefined || page.nextUrl.trim() === '')
      throw new AppError('SERVER', t('marketplace.returns.noNextLink'), { path: 'nextUrl' });
    url = calls.joinNext(page.nextUrl);
    if (visited.has(url))
      throw new AppError('SERVER', t('marketplace.returns.samePage'), {
        path: 'nextUrl',
      });
    visited.add(url);
  }
}
