import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.ts';
import { sendError } from '../http.ts';
import { sellerIdOf } from './bearer.ts';
import { ALLOWED, CURRENCY } from './listing-rules.ts';
import type { StoredListing } from './listing-store.ts';
import { skuMapEntries } from './sku-map-body.ts';

/**
 * The real service's two small writes, `POST /listings/v3/update/price` and `…/update/inventory` (real dialect
 * only): a map of SKU → change, at most 10, answered per SKU. A success is `{status: "SUCCESS"}` with no lists, as
 * the captured inventory answer shows; a refusal carries `errors` with a path into the SKU's request.
 */
export type UpdateKind = 'price' | 'inventory';

interface SkuError {
  severity: 'ERROR';
  code: number;
  description: string;
  path: string;
}

const JSON_TYPE = /^application\/json(;|$)/i;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const wholeRupees = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const fail = (code: number, path: string, description: string): SkuError => ({
  severity: 'ERROR',
  code,
  description,
  path,
});

type Checked<T> = { errors: SkuError[] } | { value: T };

/** The price change's errors, or the new price. */
function checkPrice(req: Record<string, unknown>): Checked<StoredListing['listing']['price']> {
  const price = req.price;
  if (!isObject(price)) return { errors: [fail(4200, '$.price', 'price is required')] };
  const errors: SkuError[] = [];
  for (const key of ['mrp', 'selling_price'] as const) {
    if (!wholeRupees(price[key]))
      errors.push(fail(4201, `$.price.${key}`, `${key} must be a whole number of rupees, 0 or more`));
  }
  if (price.currency !== CURRENCY)
    errors.push(fail(4202, '$.price.currency', `currency must be ${CURRENCY}`));
  if (errors.length > 0) return { errors };
  const mrp = price.mrp as number;
  const selling = price.selling_price as number;
  if (selling > mrp)
    return { errors: [fail(4203, '$.price.selling_price', 'selling_price must not exceed mrp')] };
  return { value: { mrp, selling_price: selling, currency: CURRENCY } };
}

/** The inventory change's errors, or the listing's locations after it. */
function checkInventory(
  req: Record<string, unknown>,
  current: StoredListing['listing']['locations'],
): Checked<StoredListing['listing']['locations']> {
  const locations = req.locations;
  if (!Array.isArray(locations) || locations.length === 0)
    return { errors: [fail(4300, '$.locations', 'locations must list at least one location')] };
  const errors: SkuError[] = [];
  const next = current.map((l) => ({ ...l }));
  locations.forEach((l: unknown, i) => {
    const at = `$.locations[${i}]`;
    if (!isObject(l)) return errors.push(fail(4301, at, 'a location must be an object'));
    const known = next.find((c) => c.id === l.id);
    if (known === undefined)
      return errors.push(fail(4302, `${at}.id`, `location ${String(l.id)} is not a location of this seller`));
    if (!(ALLOWED.location_status as readonly unknown[]).includes(l.status))
      return errors.push(fail(4303, `${at}.status`, 'status must be ENABLED or DISABLED'));
    if (l.inventory !== undefined && !wholeRupees(l.inventory))
      return errors.push(fail(4304, `${at}.inventory`, 'inventory must be a whole number, 0 or more'));
    known.status = l.status as string;
    if (l.inventory !== undefined) known.inventory = l.inventory as number;
    return undefined;
  });
  return errors.length > 0 ? { errors } : { value: next };
}

/** One SKU's change: checked against this seller's listing, applied when valid. */
function applyOne(
  ctx: SimContext,
  sellerId: string,
  kind: UpdateKind,
  sku: string,
  req: unknown,
): SkuError[] {
  if (!isObject(req)) return [fail(4100, '$', 'the change of a SKU must be an object')];
  const stored = ctx.world.listings.bySkuOf(sellerId, sku);
  if (stored === undefined) return [fail(4101, '$', `no listing of SKU ${sku} for this seller`)];
  if (req.product_id !== stored.listing.product_id)
    return [fail(4102, '$.product_id', `product_id does not match the listing of SKU ${sku}`)];
  if (kind === 'price') {
    const price = checkPrice(req);
    if ('errors' in price) return price.errors;
    stored.listing.price = price.value;
  } else {
    const locations = checkInventory(req, stored.listing.locations);
    if ('errors' in locations) return locations.errors;
    stored.listing.locations = locations.value;
  }
  return [];
}

export function registerListingUpdateRoutes(app: FastifyInstance, ctx: SimContext): void {
  for (const kind of ['price', 'inventory'] as const) {
    app.post(`/listings/v3/update/${kind}`, async (request, reply) => {
      if (ctx.switches.sellerDialect === 'spec') return sendError(reply, 404, 'NOT_FOUND', 'no such path');
      const type = (request.headers['content-type'] ?? '').trim();
      if (!JSON_TYPE.test(type))
        return sendError(
          reply,
          400,
          'INVALID_CONTENT_TYPE',
          `Content-Type must be application/json (got ${type || 'none'})`,
        );
      const entries = skuMapEntries(request.body, `${kind} changes`);
      if (typeof entries === 'string') return sendError(reply, 400, 'INVALID_REQUEST', entries);
      const sellerId = sellerIdOf(request);
      // Null-prototype: a SKU named __proto__ is a key like any other.
      const out = Object.create(null) as Record<string, unknown>;
      for (const [sku, req] of entries) {
        const errors = applyOne(ctx, sellerId, kind, sku, req);
        const status = errors.length === 0 ? 'SUCCESS' : 'FAILURE';
        ctx.world.listings.recordUpdate(kind, sku, status);
        out[sku] = errors.length === 0 ? { status } : { status, errors, attribute_errors: [] };
      }
      return reply.type('application/json; charset=utf-8').send(out);
    });
  }
}
