import type { FastifyReply } from 'fastify';
import type { SimContext } from '../context.ts';
import { sendError } from '../http.ts';
import { LIMITS } from './listing-rules.ts';

/**
 * The path segment of `GET /listings/v3/{skuIds}` as sent: the SDK joins the SKUs with commas and URL-encodes the
 * whole (`,` → `%2C`), so the split happens after decoding. Read from the raw URL, not the router's parameter, so a
 * SKU's own `%2F` or `%25` is decoded exactly once.
 */
export function rawSkuIds(url: string): string {
  const path = url.split('?')[0] ?? '';
  const marker = '/listings/v3/';
  return path.slice(path.indexOf(marker) + marker.length);
}

/** A SKU id the read refuses as `invalid` (the simulator's choice: empty, too long, or with control characters). */
const invalidSku = (sku: string): boolean =>
  sku.trim() === '' || sku.length > LIMITS.skuIdMax || /\p{Cc}/u.test(sku);

/** The answer `{available: {<sku>: listing}, unavailable: [], invalid: []}` for one seller's SKUs. */
export function readListings(ctx: SimContext, sellerId: string, raw: string, reply: FastifyReply) {
  let joined: string;
  try {
    joined = decodeURIComponent(raw);
  } catch {
    return sendError(reply, 400, 'INVALID_REQUEST', 'the SKU ids are not validly URL-encoded');
  }
  const skus = [...new Set(joined.split(','))];
  if (skus.length > LIMITS.skusPerRead)
    return sendError(
      reply,
      400,
      'INVALID_REQUEST',
      `at most ${LIMITS.skusPerRead} SKUs per read (got ${skus.length})`,
    );
  // Null-prototype: a SKU named __proto__ is a key like any other.
  const available = Object.create(null) as Record<string, unknown>;
  const unavailable: string[] = [];
  const invalid: string[] = [];
  for (const sku of skus) {
    if (invalidSku(sku)) {
      invalid.push(sku);
      continue;
    }
    const stored = ctx.world.listings.bySkuOf(sellerId, sku);
    if (stored === undefined) unavailable.push(sku);
    else available[sku] = { listing_id: stored.listingId, ...structuredClone(stored.listing) };
  }
  return reply.type('application/json; charset=utf-8').send({ available, unavailable, invalid });
}
