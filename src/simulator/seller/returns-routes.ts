import type { FastifyInstance } from 'fastify';
import { MAX_RETURN_IDS, RETURN_SOURCES, type ReturnSource } from './return-codes.ts';
import { parseIsoDateTime } from '../clock.ts';
import type { SimContext } from '../context.ts';
import { sendError } from '../http.ts';
import { sellerIdOf } from './bearer.ts';
import { renderReturn, updatedAt, type SimReturn } from './return-model.ts';

/** Returns per page: the documentation's "the first call returns max 25 results". */
export const RETURNS_PAGE_SIZE = 25;

/** A returns search as parsed from its queries. */
interface ReturnsSearch {
  source: ReturnSource;
  createdAfter?: number;
  createdBefore?: number;
  modifiedAfter?: number;
  modifiedBefore?: number;
  returnIds?: string[];
  trackingIds?: string[];
  locationId?: string;
}

/** What a next_token carries: the search, the seller and the page it asks for (offset paging, unsigned). */
interface Cursor {
  q: ReturnsSearch;
  s: string;
  page: number;
}

const DATE_QUERIES = ['createdAfter', 'createdBefore', 'modifiedAfter', 'modifiedBefore'] as const;
const LIST_QUERIES = ['returnIds', 'trackingIds'] as const;

type Parsed = { ok: true; value: ReturnsSearch } | { ok: false; message: string };

/** The queries of `GET /v2/returns` (real-seller-api.md §4): `source` required, id lists of at most 25 each. */
export function parseReturnsQuery(q: Record<string, unknown>): Parsed {
  const source = q['source'];
  if (typeof source !== 'string' || !(RETURN_SOURCES as readonly string[]).includes(source))
    return { ok: false, message: `source is required, one of ${RETURN_SOURCES.join(', ')}` };
  const out: ReturnsSearch = { source: source as ReturnSource };
  for (const name of DATE_QUERIES) {
    const raw = q[name];
    if (raw === undefined) continue;
    const ms = parseIsoDateTime(raw);
    if (ms === undefined)
      return { ok: false, message: `${name} must be an ISO date-time such as 2026-11-28T10:00:00.000+05:30` };
    out[name] = ms;
  }
  for (const name of LIST_QUERIES) {
    const raw = q[name];
    if (raw === undefined) continue;
    if (typeof raw !== 'string')
      return { ok: false, message: `${name} must be given once, as a comma separated list` };
    const ids = [
      ...new Set(
        raw
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s !== ''),
      ),
    ];
    if (ids.length === 0) return { ok: false, message: `${name} is empty` };
    if (ids.length > MAX_RETURN_IDS)
      return { ok: false, message: `${name}: at most ${MAX_RETURN_IDS} ids are allowed (got ${ids.length})` };
    out[name] = ids;
  }
  const location = q['locationId'];
  if (location !== undefined) {
    if (typeof location !== 'string' || location.trim() === '')
      return { ok: false, message: 'locationId must be one location id' };
    out.locationId = location.trim();
  }
  for (const [from, to] of [
    ['createdAfter', 'createdBefore'],
    ['modifiedAfter', 'modifiedBefore'],
  ] as const) {
    const a = out[from];
    const b = out[to];
    if (a !== undefined && b !== undefined && a > b) return { ok: false, message: `${from} is after ${to}` };
  }
  return { ok: true, value: out };
}

function matches(q: ReturnsSearch, r: SimReturn, now: number): boolean {
  if (r.source !== q.source) return false;
  if (q.locationId !== undefined && r.locationId !== q.locationId) return false;
  if (q.returnIds !== undefined && !q.returnIds.includes(r.returnId)) return false;
  if (q.trackingIds !== undefined && (r.trackingId === undefined || !q.trackingIds.includes(r.trackingId)))
    return false;
  if (q.createdAfter !== undefined && r.createdAt < q.createdAfter) return false;
  if (q.createdBefore !== undefined && r.createdAt > q.createdBefore) return false;
  if (q.modifiedAfter !== undefined || q.modifiedBefore !== undefined) {
    const at = updatedAt(r, now);
    if (q.modifiedAfter !== undefined && at < q.modifiedAfter) return false;
    if (q.modifiedBefore !== undefined && at > q.modifiedBefore) return false;
  }
  return true;
}

const encode = (cursor: Cursor): string => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decode(token: string): Cursor | undefined {
  try {
    const c = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as Partial<Cursor>;
    if (typeof c.s !== 'string' || typeof c.page !== 'number' || !Number.isInteger(c.page) || c.page < 2)
      return undefined;
    if (
      typeof c.q !== 'object' ||
      c.q === null ||
      !(RETURN_SOURCES as readonly string[]).includes(c.q.source)
    )
      return undefined;
    return c as Cursor;
  } catch {
    return undefined;
  }
}

/**
 * One page. Paging is by offset over the results as they stand at each request, ordered by creation: a return that
 * changes between pages keeps its place (its creation does not move), while one that leaves a search bounded by
 * `modifiedBefore` shifts the rest, as offset paging does.
 */
const answered = new WeakMap<
  SimContext['world']['returns'],
  Map<string, { all: SimReturn[]; until: number }>
>();
/** Searches kept at once; more are dropped, oldest first. */
const KEPT = 64;

/** The returns a search finds now: found again only once a return changed or appeared since. */
function found(ctx: SimContext, q: ReturnsSearch, sellerId: string, now: number): SimReturn[] {
  const store = ctx.world.returns;
  let kept = answered.get(store);
  if (kept === undefined) answered.set(store, (kept = new Map()));
  const key = `${sellerId}\n${store.revision}\n${JSON.stringify(q)}`;
  const hit = kept.get(key);
  if (hit !== undefined && now < hit.until) return hit.all;
  const all = store.visible(sellerId, now, q.createdAfter, q.createdBefore).filter((r) => matches(q, r, now));
  kept.delete(key);
  kept.set(key, { all, until: store.nextChange(now) });
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return all;
}

function page(ctx: SimContext, cursor: Cursor) {
  const now = ctx.clock.now();
  const all = found(ctx, cursor.q, cursor.s, now);
  const start = (cursor.page - 1) * RETURNS_PAGE_SIZE;
  const chosen = all.slice(start, start + RETURNS_PAGE_SIZE);
  const hasMore = all.length > start + chosen.length;
  return {
    hasMore,
    // Relative and without `/sellers`, as the shipment search's nextPageUrl.
    ...(hasMore ? { nextUrl: `/v2/returns?next_token=${encode({ ...cursor, page: cursor.page + 1 })}` } : {}),
    returnItems: chosen.map((r) => renderReturn(r, now)),
  };
}

/**
 * `GET /sellers/v2/returns` in the real dialect (the SDK's getReturns), whatever the seller dialect switch says:
 * the specification has no returns.
 */
export function registerReturnsRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/v2/returns', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const token = q['next_token'];
    if (token !== undefined) {
      const cursor = typeof token === 'string' ? decode(token) : undefined;
      if (cursor === undefined)
        return sendError(
          reply,
          400,
          'INVALID_NEXT_TOKEN',
          'next_token is not valid (not a token this service issued, or altered)',
        );
      if (cursor.s !== sellerIdOf(request))
        return sendError(reply, 403, 'FORBIDDEN', 'next_token was issued to another seller');
      return page(ctx, cursor);
    }
    const parsed = parseReturnsQuery(q);
    if (!parsed.ok) return sendError(reply, 400, 'INVALID_REQUEST', parsed.message);
    return page(ctx, { q: parsed.value, s: sellerIdOf(request), page: 1 });
  });
}
