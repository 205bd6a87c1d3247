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
  /**
   * For a JSON page, its records as UTF-8 JSON, 50 records to a piece (`a,b` pieces, each after the first starting
   * with a comma): written as they are made, so that each record's objects die young. Made whole and written at the
   * end, a page's 500 record trees outlived the young generation's collections, and walking a 100,000-product
   * category grew the simulator's memory by some 220 MB of that garbage (issue 43). For XML, the records themselves.
   */
  records: Buffer[] | Record<string, unknown>[];
  nextUrl: string | null;
  validTill: number;
  lastProductId: string;
}

function record(ctx: SimContext, req: PageRequest, p: ProductCore, delta: boolean): Record<string, unknown> {
  return req.variant === 'v0.1.0'
    ? recordV010(p)
    : recordV110(p, ctx.switches.affiliateSpelling, delta, req.category.def.lifestyle);
}

/** Records of a JSON page turned to text this many at a time. */
const JSON_CHUNK = 50;

/** A page's records as `FeedPage.records` holds them. */
class PageRecords {
  readonly #json: boolean;
  readonly #chunks: Buffer[] = [];
  readonly #records: Record<string, unknown>[] = [];
  #count = 0;

  constructor(format: 'json' | 'xml') {
    this.#json = format === 'json';
  }

  get length(): number {
    return this.#count;
  }

  push(record: Record<string, unknown>): void {
    this.#count++;
    this.#records.push(record);
    if (this.#json && this.#records.length === JSON_CHUNK) this.#flush();
  }

  done(): Buffer[] | Record<string, unknown>[] {
    if (!this.#json) return this.#records;
    this.#flush();
    return this.#chunks;
  }

  /** The records held so far as one piece of JSON (no brackets; a comma first unless it is the first piece). */
  #flush(): void {
    if (this.#records.length === 0) return;
    const list = JSON.stringify(this.#records);
    this.#chunks.push(Buffer.from(this.#chunks.length === 0 ? list.slice(1, -1) : `,${list.slice(1, -1)}`));
    this.#records.length = 0;
  }
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
  const records = new PageRecords(req.format);
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
  return { records: records.done(), nextUrl, validTill: expiresAt, lastProductId: last };
}

/** The v1.1.0 top feed: up to 100 in-stock products spread over the category, in one page. */
export function topPage(ctx: SimContext, req: PageRequest): FeedPage {
  const { category } = req;
  const seed = ctx.config.seed;
  const records = new PageRecords(req.format);
  let last = '';
  for (let k = 0; k < category.size && records.length < 100; k++) {
    const index = (k * 7919) % category.size;
    if (isRemoved(category, index) || !inStockAt(seed, category, index)) continue;
    const p = makeProduct(seed, ctx.pools, category, index, ctx.origin);
    records.push(record(ctx, req, p, false));
    last = p.productId;
  }
  return {
    records: records.done(),
    nextUrl: null,
    validTill: ctx.clock.now() + ctx.lifetimes.urlMs,
    lastProductId: last,
  };
}
