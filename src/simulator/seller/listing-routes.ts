import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.ts';
import { sendError } from '../http.ts';
import { sellerIdOf } from './bearer.ts';
import { readListings, rawSkuIds } from './listing-read.ts';
import { attributeValuesOf } from './listing-store.ts';
import { registerListingUpdateRoutes } from './listing-updates.ts';
import { validateListing } from './listing-validate.ts';
import { skuMapEntries } from './sku-map-body.ts';
import type { ListingIssue } from './listing-validate.ts';

/** The spec's header: `application/json; charset=utf-8`, nothing else. */
const SPEC_TYPE = /^application\/json;\s*charset="?utf-8"?$/i;
/** What the marketplace's SDK sends (`application/json`, no charset), or with the charset named: UTF-8 either way. */
const REAL_TYPE = /^application\/json(;\s*charset="?utf-8"?)?$/i;

interface SkuResult {
  status: 'SUCCESS' | 'FAILURE' | 'WARNING';
  errors?: Omit<ListingIssue, 'path'>[];
  attribute_errors?: ListingIssue[];
}

export function registerListingRoutes(app: FastifyInstance, ctx: SimContext): void {
  registerListingUpdateRoutes(app, ctx);
  /** `GET /sellers/skus/listings/{listingId}`: the spec's read; gone from the real service (404 there). */
  app.get('/skus/listings/:listingId', async (request, reply) => {
    const { listingId } = request.params as { listingId: string };
    if (ctx.switches.sellerDialect === 'real')
      return sendError(reply, 404, 'NOT_FOUND', 'no such path: read listings with GET /listings/v3/{skuIds}');
    const listing = ctx.world.listings.get(listingId);
    if (!listing || listing.sellerId !== sellerIdOf(request))
      return sendError(reply, 404, 'NOT_FOUND', `no listing ${listingId} for this seller`);
    return {
      listingId: listing.listingId,
      skuId: listing.skuId,
      attributeValues: attributeValuesOf(listing.listing),
    };
  });

  /**
   * `GET /sellers/listings/v3/{skuIds}`: the real read (`%2C`-joined SKUs, at most 10); not in the spec. A wildcard,
   * since ten encoded SKUs outgrow the router's 100-character limit on a parameter.
   */
  app.get('/listings/v3/*', async (request, reply) => {
    if (ctx.switches.sellerDialect === 'spec') return sendError(reply, 404, 'NOT_FOUND', 'no such path');
    return readListings(ctx, sellerIdOf(request), rawSkuIds(request.url), reply);
  });

  /** `POST /sellers/listings/v3`: map of SKU → CreateListingRequest, at most 10. */
  app.post('/listings/v3', async (request, reply) => {
    const type = request.headers['content-type'] ?? '';
    const spec = ctx.switches.sellerDialect === 'spec';
    if (!(spec ? SPEC_TYPE : REAL_TYPE).test(type.trim())) {
      return sendError(
        reply,
        400,
        'INVALID_CONTENT_TYPE',
        `Content-Type must be application/json${spec ? '; charset=utf-8' : ''} (got ${type || 'none'})`,
      );
    }
    const entries = skuMapEntries(request.body, 'listing requests');
    if (typeof entries === 'string') return sendError(reply, 400, 'INVALID_REQUEST', entries);
    const sellerId = sellerIdOf(request);
    // A null-prototype map: a SKU named __proto__ is a key like any other.
    const out = Object.create(null) as Record<string, SkuResult>;
    for (const [sku, req] of entries) {
      if (typeof req !== 'object' || req === null || Array.isArray(req) || sku.trim().length === 0) {
        const description =
          sku.trim().length === 0 ? 'the SKU id is empty' : 'the listing request of a SKU must be an object';
        out[sku] = { status: 'FAILURE', errors: [{ severity: 'ERROR', code: 4100, description }] };
        ctx.world.listings.recordReceived(sku, 'FAILURE');
        continue;
      }
      const { issues, accepted } = validateListing(
        req as Record<string, unknown>,
        ctx.switches.sellerDialect,
      );
      const status = !accepted ? 'FAILURE' : issues.length > 0 ? 'WARNING' : 'SUCCESS';
      let listingId: string | undefined;
      if (accepted) {
        listingId = ctx.world.listings.upsert(sellerId, sku, accepted);
      }
      ctx.world.listings.recordReceived(sku, status, listingId);
      out[sku] = { status, ...(issues.length > 0 ? { errors: [], attribute_errors: issues } : {}) };
    }
    return reply.type('application/json; charset=utf-8').send(out);
  });
}
