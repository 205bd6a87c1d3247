import type { SimContext } from '../context.ts';
import type { Category } from './catalog.ts';
import { inStockAt, isRemoved, makeProduct } from './products.ts';
import type { ProductCore } from './products.ts';
import { recordV010, recordV110 } from './records.ts';
import { encodeCursor, signedUrl } from './signing.ts';
import type { Variant } from './signing.ts';

export const PAGE_SIZE = 500;

export interface PageRequest {
  category: Category;
  variant: Variant;
  format: 'json' | 'xml';
  inStock: boolean;
}

export interface FeedPage {
  records: Record<string, unknown>[];
  nextUrl: string | null;
  validTill: number;
  lastProductId: string;
}

function record(ctx: SimContext, req: PageRequest, p: ProductCore, delta: boolean): Record<string, unknown> {
  return req.variant === 'v0.1.0'
    ? recordV010(p)
    : recordV110(p, ctx.switches.affiliateSpelling, delta, req.category.def.lifestyle);
}

/** One page of the full feed, walking product indexes from `position`; removed products are skipped. */
export function fullFeedPage(ctx: SimContext, req: PageRequest, position: number): FeedPage {
  const { category } = req;
  const seed = ctx.config.seed;
  const records: Record<string, unknown>[] = [];
  let last = '';
  let i = position;
  for (; i < category.size && records.length < PAGE_SIZE; i++) {
    if (isRemoved(category, i) || (req.inStock && !inStockAt(seed, category, i))) continue;
    const p = makeProduct(seed, ctx.pools, category, i);
    records.push(record(ctx, req, p, false));
    last = p.productId;
  }
  const expiresAt = ctx.clock.now() + ctx.lifetimes.urlMs;
  const nextUrl =
    i < category.size
      ? signedUrl(ctx, ctx.origin, {
          variant: req.variant,
          kind: 'feeds',
          category: category.code,
          format: req.format,
          expiresAt,
          inStock: req.inStock,
          cursor: encodeCursor(ctx, { delta: false, position: i, from: 0, to: 0 }),
        })
      : null;
  return { records, nextUrl, validTill: expiresAt, lastProductId: last };
}

/** One page of products changed after `from` up to `to`; deletions are always reported (isAvailable false). */
export function deltaPage(
  ctx: SimContext,
  req: PageRequest,
  from: number,
  to: number,
  position: number,
): FeedPage {
  const { category } = req;
  const seed = ctx.config.seed;
  const changed = ctx.world.catalog.changedBetween(category, from, to);
  const records: Record<string, unknown>[] = [];
  let last = '';
  let i = position;
  for (; i < changed.length && records.length < PAGE_SIZE; i++) {
    const index = changed[i] ?? 0;
    if (req.inStock && !isRemoved(category, index) && !inStockAt(seed, category, index)) continue;
    const p = makeProduct(seed, ctx.pools, category, index);
    records.push(record(ctx, req, p, true));
    last = p.productId;
  }
  const expiresAt = ctx.clock.now() + ctx.lifetimes.urlMs;
  const nextUrl =
    i < changed.length
      ? signedUrl(ctx, ctx.origin, {
          variant: req.variant,
          kind: 'deltaFeeds',
          category: category.code,
          format: req.format,
          expiresAt,
          inStock: req.inStock,
          cursor: encodeCursor(ctx, { delta: true, position: i, from, to }),
        })
      : null;
  return { records, nextUrl, validTill: expiresAt, lastProductId: last };
}

/** The v1.1.0 top feed: up to 100 in-stock products spread over the category, in one page. */
export function topPage(ctx: SimContext, req: PageRequest): FeedPage {
  const { category } = req;
  const seed = ctx.config.seed;
  const records: Record<string, unknown>[] = [];
  let last = '';
  for (let k = 0; k < category.size && records.length < 100; k++) {
    const index = (k * 7919) % category.size;
    if (isRemoved(category, index) || !inStockAt(seed, category, index)) continue;
    const p = makeProduct(seed, ctx.pools, category, index);
    records.push(record(ctx, req, p, false));
    last = p.productId;
  }
  return { records, nextUrl: null, validTill: ctx.clock.now() + ctx.lifetimes.urlMs, lastProductId: last };
}
