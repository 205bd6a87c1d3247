import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.ts';
import { realShipmentSpelling } from '../context.ts';
import { sign } from '../config.ts';
import { sendError } from '../http.ts';
import { sellerIdOf } from './bearer.ts';
import { MAX_PAGE_SIZE, matcher, orderDateBounds, parseFilter, sortValue } from './filter-query.ts';
import type { FilterRequest } from './filter-query.ts';
import { FilterResults, firstAfter, nextChange } from './filter-results.ts';
import type { SortedMatches } from './filter-results.ts';
import { renderShipment } from './shipment-model.ts';

/**
 * What a next_token carries: the query, the seller, and where the next page starts: after the last shipment sent
 * (the spec dialect's keyset paging) or at a page number (the real dialect's offset paging, recomputed at every
 * request, so a shipment leaving the results mid-walk shifts the rest by one, as at the real service).
 */
interface Cursor {
  q: FilterRequest;
  s: string;
  after?: [number, string];
  page?: number;
}

function encodeToken(ctx: SimContext, cursor: Cursor): string {
  const payload = Buffer.from(JSON.stringify(cursor)).toString('base64url');
  return `${payload}.${sign(ctx.secrets.hmacKey, `next:${payload}`, 43)}`;
}

/**
 * The real service's token: unsigned base64 of JSON naming the filter type and seller, around an inner base64
 * JSON holding the query and `pagination: {page_num, page_size}` (as captured answers show it).
 */
function encodeRealToken(cursor: Cursor): string {
  const { pagination: _size, ...params } = cursor.q;
  const inner = {
    params,
    pagination: { page_num: cursor.page ?? 1, page_size: cursor.q.pagination?.pageSize ?? MAX_PAGE_SIZE },
  };
  const outer = {
    filterType: cursor.q.filter.type,
    sellerId: cursor.s,
    token: Buffer.from(JSON.stringify(inner)).toString('base64url'),
  };
  return Buffer.from(JSON.stringify(outer)).toString('base64url');
}

function decodeRealToken(token: string): Cursor | undefined {
  try {
    const outer = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof outer['sellerId'] !== 'string' || typeof outer['token'] !== 'string') return undefined;
    const inner = JSON.parse(Buffer.from(outer['token'], 'base64url').toString('utf8')) as {
      params?: unknown;
      pagination?: { page_num?: unknown; page_size?: unknown };
    };
    const pageNum = inner.pagination?.page_num;
    const pageSize = inner.pagination?.page_size;
    const parsed = parseFilter({ ...(inner.params as object), pagination: { pageSize } }, 'real');
    if (!parsed.ok || typeof pageNum !== 'number' || !Number.isInteger(pageNum) || pageNum < 1)
      return undefined;
    return { q: parsed.value, s: outer['sellerId'], page: pageNum };
  } catch {
    return undefined;
  }
}

function decodeToken(ctx: SimContext, token: string): Cursor | undefined {
  if (ctx.switches.sellerDialect === 'real') return decodeRealToken(token);
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined || sign(ctx.secrets.hmacKey, `next:${payload}`, 43) !== sig)
    return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Cursor;
  } catch {
    return undefined;
  }
}

const resultsOf = new WeakMap<SimContext['world']['shipments'], FilterResults>();

function page(ctx: SimContext, cursor: Cursor) {
  const now = ctx.clock.now();
  const field = cursor.q.sort?.field ?? 'dispatchByDate';
  const dir = cursor.q.sort?.order === 'desc' ? -1 : 1;
  const size = cursor.q.pagination?.pageSize ?? MAX_PAGE_SIZE;
  const order = (aKey: number, aId: string, bKey: number, bId: string): number =>
    dir * (aKey - bKey || (aId < bId ? -1 : aId > bId ? 1 : 0));
  const store = ctx.world.shipments;
  let results = resultsOf.get(store);
  if (results === undefined) resultsOf.set(store, (results = new FilterResults()));
  const { pagination: _pageSize, ...search } = cursor.q;
  const dialect = ctx.switches.sellerDialect;
  // A shipment moved by the admin interface changes the store's revision: results found before are stale.
  const key = `${cursor.s}\n${dialect}\n${store.revision}\n${JSON.stringify(search)}`;
  let matches = results.get(key, now);
  if (matches === undefined) {
    const keep = matcher(cursor.q, now, dialect);
    const placed = orderDateBounds(cursor.q);
    const candidates = placed
      ? store.placedWithin(cursor.s, now, placed.from, placed.to)
      : store.visible(cursor.s, now);
    // Until the first change of any candidate (matching or not) or a new order, the matches stay these.
    let until = store.nextArrival(cursor.s, now);
    const rows: SortedMatches['rows'] = [];
    for (const s of candidates) {
      until = Math.min(until, nextChange(s, now));
      if (keep(s)) rows.push({ s, key: sortValue(s, field, now) });
    }
    rows.sort((a, b) => order(a.key, a.s.shipmentId, b.key, b.s.shipmentId));
    matches = { from: now, until, rows };
    results.set(key, matches);
  }
  const real = dialect === 'real';
  // Real: offset paging over the results as they stand now. Spec: keyset, the page's worth after the last sent.
  const after = cursor.after;
  const start = real ? ((cursor.page ?? 1) - 1) * size : after ? firstAfter(matches.rows, after, order) : 0;
  const chosen = matches.rows.slice(start, start + size);
  const last = chosen[chosen.length - 1];
  const nextCursor: Cursor = real
    ? { q: cursor.q, s: cursor.s, page: (cursor.page ?? 1) + 1 }
    : { ...cursor, ...(last ? { after: [last.key, last.s.shipmentId] as [number, string] } : {}) };
  const token = real ? encodeRealToken(nextCursor) : encodeToken(ctx, nextCursor);
  // Like the real service, a nextPageUrl is sent even on the last page: callers must stop on hasMore false.
  return {
    hasMore: matches.rows.length > start + chosen.length,
    nextPageUrl: `/v3/shipments/filter?next_token=${token}`,
    shipments: chosen.map((k) => renderShipment(k.s, now, realShipmentSpelling(ctx.switches), real)),
  };
}

/** `POST /sellers/v3/shipments/filter` and `GET /sellers/v3/shipments/filter?next_token=` */
export function registerFilterRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.post('/v3/shipments/filter', async (request, reply) => {
    if (typeof request.body !== 'object' || request.body === null) {
      return sendError(
        reply,
        400,
        'INVALID_REQUEST',
        'the body must be a JSON object with a filter object, sent as application/json',
      );
    }
    const parsed = parseFilter(request.body, ctx.switches.sellerDialect);
    if (!parsed.ok) return sendError(reply, 400, 'INVALID_REQUEST', parsed.message);
    return page(ctx, { q: parsed.value, s: sellerIdOf(request) });
  });

  app.get('/v3/shipments/filter', async (request, reply) => {
    const token = (request.query as Record<string, unknown>)['next_token'];
    if (typeof token !== 'string' || token.length === 0)
      return sendError(reply, 400, 'INVALID_REQUEST', 'next_token is required');
    const cursor = decodeToken(ctx, token);
    if (!cursor)
      return sendError(
        reply,
        400,
        'INVALID_NEXT_TOKEN',
        ctx.switches.sellerDialect === 'real'
          ? 'next_token is not valid (not a token this service issued, or altered)'
          : 'next_token is not valid (altered or not issued by this service)',
      );
    if (cursor.s !== sellerIdOf(request))
      return sendError(reply, 403, 'FORBIDDEN', 'next_token was issued to another seller');
    return page(ctx, cursor);
  });
}
