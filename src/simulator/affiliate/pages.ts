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
  return collectPage(ctx, req, position, {
    length: category.size,
    indexAt: (i) => i,
    skip: (index) =>
      isRemoved(category, index) || (req.inStock && !inStockAt(ctx.config.seed, category, index)),
    delta: undefined,
  });
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
  const changed = ctx.world.catalog.changedBetween(category, from, to);
  return collectPage(ctx, req, position, {
    length: changed.length,
    indexAt: (i) => changed[i] ?? 0,
    skip: (index) =>
      req.inStock && !isRemoved(category, index) && !inStockAt(ctx.config.seed, category, index),
    delta: { from, to },
  });
}

interface PageWalk {
  /** How many positions the walk has, and the product index at each. */
  length: number;
  indexAt(position: number): number;
  skip(index: number): boolean;
  delta: { from: number; to: number } | undefined;
}

/** Up to PAGE_SIZE records from `position` on, and a signed `nextUrl` whose cursor resumes where this page ended. */
function collectPage(ctx: SimContext, req: PageRequest, position: number, walk: PageWalk): FeedPage {
  const records: Record<string, unknown>[] = [];
  let last = '';
  let i = position;
  for (; i < walk.length && records.length < PAGE_SIZE; i++) {
    const index = walk.indexAt(i);
    if (walk.skip(index)) continue;
    const p = makeProduct(ctx.config.seed, ctx.pools, req.category, index, ctx.origin);
    records.push(record(ctx, req, p, walk.delta !== undefined));
    last = p.productId;
  }
  const expiresAt = ctx.clock.now() + ctx.lifetimes.urlMs;
  const nextUrl =
    i < walk.length
      ? signedUrl(ctx, ctx.origin, {
          variant: req.variant,
          kind: walk.delta ? 'deltaFeeds' : 'feeds',
          category: req.category.code,
          format: req.format,
          expiresAt,
          inStock: req.inStock,
          cursor: encodeCursor(ctx, {
            delta: walk.delta !== undefined,
            position: i,
            from: walk.delta?.from ?? 0,
            to: walk.delta?.to ?? 0,
          }),
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
    const p = makeProduct(seed, ctx.pools, category, index, ctx.origin);
    records.push(record(ctx, req, p, false));
    last = p.productId;
  }
  return { records, nextUrl: null, validTill: ctx.clock.now() + ctx.lifetimes.urlMs, lastProductId: last };
}
