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

/** What a next_token carries: the query, the seller, and the last shipment of the page (keyset paging). */
interface Cursor {
  q: FilterRequest;
  s: string;
  after?: [number, string];
}

function encodeToken(ctx: SimContext, cursor: Cursor): string {
  const payload = Buffer.from(JSON.stringify(cursor)).toString('base64url');
  return `${payload}.${sign(ctx.secrets.hmacKey, `next:${payload}`, 43)}`;
}

function decodeToken(ctx: SimContext, token: string): Cursor | undefined {
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
  const key = `${cursor.s}\n${JSON.stringify(search)}`;
  let matches = results.get(key, now);
  if (matches === undefined) {
    const keep = matcher(cursor.q, now);
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
  // Keyset paging: the page's worth after the last shipment sent.
  const after = cursor.after;
  const start = after ? firstAfter(matches.rows, after, order) : 0;
  const chosen = matches.rows.slice(start, start + size);
  const last = chosen[chosen.length - 1];
  const nextCursor: Cursor = {
    ...cursor,
    ...(last ? { after: [last.key, last.s.shipmentId] as [number, string] } : {}),
  };
  // Like the real service, a nextPageUrl is sent even on the last page: callers must stop on hasMore false.
  return {
    hasMore: matches.rows.length > start + chosen.length,
    nextPageUrl: `/v3/shipments/filter?next_token=${encodeToken(ctx, nextCursor)}`,
    shipments: chosen.map((k) => renderShipment(k.s, now, realShipmentSpelling(ctx.switches))),
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
    const parsed = parseFilter(request.body);
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
        'next_token is not valid (altered or not issued by this service)',
      );
    if (cursor.s !== sellerIdOf(request))
      return sendError(reply, 403, 'FORBIDDEN', 'next_token was issued to another seller');
    return page(ctx, cursor);
  });
}
