import { createHash } from 'node:crypto';
import { HOUR_MS } from '../clock.ts';
import { Rng, mix } from '../rng.ts';
import { CATEGORY_DEFS } from './categories.ts';
import type { CategoryDef } from './categories.ts';
import { placesOf, type PlacedOffer } from './seller-offers.ts';

/** Versions advance by themselves every this much simulated time. */
export const AUTO_BUMP_MS = 6 * HOUR_MS;

/** How a product differs from its generated base after bumps. */
export interface Override {
  priceSalt: number;
  /** A selling price set through the admin interface (`reprice`), over the generated one. */
  sellingPrice?: number;
  stockFlip: boolean;
  removed: boolean;
}

export interface Bump {
  version: number;
  at: number;
  /** Product indexes touched by this bump, ascending. */
  changed: number[];
}

export interface Category {
  def: CategoryDef;
  index: number;
  /** Opaque path segment used in URLs. */
  code: string;
  name: string;
  size: number;
  firstVersion: number;
  version: number;
  timestamp: number;
  bumps: Bump[];
  overrides: Map<number, Override>;
  autoBumps: number;
  /** Places holding a seller's own product (seller-offers.ts) instead of a generated one. */
  placed: Map<number, PlacedOffer>;
}

function opaqueCode(seed: number, name: string): string {
  const h = createHash('sha256')
    .update(`${seed}:category:${name}`)
    .digest('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return `${h.slice(0, 3)}-${h.slice(3, 6)}-${h.slice(6, 9)}`;
}

/**
 * The affiliate catalogue: per category only its size, version history and the few products that changed.
 * Product records themselves are generated on demand from (seed, category, index) — see products.ts.
 */
export class AffiliateCatalog {
  readonly categories: Category[];
  readonly seed: number;
  private readonly start: number;

  /** `offers`: sellers' products by category name, spread over each category's first `productsPerCategory`. */
  constructor(
    seed: number,
    productsPerCategory: number,
    start: number,
    offers: ReadonlyMap<string, readonly PlacedOffer[]> = new Map(),
  ) {
    this.seed = seed;
    this.start = start;
    this.categories = CATEGORY_DEFS.map((def, index) => {
      const firstVersion = 10 + (mix(seed, index, 0x7e5) % 90);
      const placing = offers.get(def.name) ?? [];
      const places = placesOf(placing.length, productsPerCategory);
      return {
        def,
        index,
        code: opaqueCode(seed, def.name),
        name: def.name,
        size: productsPerCategory,
        firstVersion,
        version: firstVersion,
        timestamp: start,
        bumps: [],
        overrides: new Map(),
        autoBumps: 0,
        placed: new Map(places.map((place, k) => [place, placing[k]!])),
      };
    });
  }

  byCode(code: string): Category | undefined {
    return this.categories.find((c) => c.code === code);
  }

  /** Applies the automatic bumps due by `now` (one per AUTO_BUMP_MS of simulated time). */
  sync(now: number): void {
    const due = Math.floor((now - this.start) / AUTO_BUMP_MS);
    for (const category of this.categories) {
      // A long jump of the clock is caught up by at most 200 bumps at a time, to keep a request cheap.
      let budget = 200;
      while (category.autoBumps < due && budget-- > 0) {
        category.autoBumps++;
        this.bump(category, this.start + category.autoBumps * AUTO_BUMP_MS);
      }
    }
  }

  /** A new version: some price changes, stock changes, removals and additions, chosen from the seed. */
  bump(
    category: Category,
    at: number,
  ): { version: number; priceChanges: number; stockChanges: number; removals: number; additions: number } {
    const version = category.version + 1;
    const rng = new Rng(mix(this.seed, category.index, version, 0xb0b));
    const live = category.size;
    const count = Math.max(4, Math.min(400, Math.round(live * 0.005)));
    const changed = new Set<number>();
    const stats = { version, priceChanges: 0, stockChanges: 0, removals: 0, additions: 0 };
    for (let i = 0; i < count; i++) {
      const r = rng.next();
      if (r < 0.1) {
        changed.add(category.size++);
        stats.additions++;
        continue;
      }
      const index = rng.int(0, live - 1);
      const o = category.overrides.get(index) ?? { priceSalt: 0, stockFlip: false, removed: false };
      if (o.removed) continue;
      if (r < 0.55) {
        o.priceSalt = rng.int(1, 1_000_000);
        stats.priceChanges++;
      } else if (r < 0.9) {
        o.stockFlip = !o.stockFlip;
        stats.stockChanges++;
      } else {
        o.removed = true;
        stats.removals++;
      }
      category.overrides.set(index, o);
      changed.add(index);
    }
    category.bumps.push({ version, at, changed: [...changed].sort((a, b) => a - b) });
    category.version = version;
    category.timestamp = at;
    return stats;
  }

  /** A new version in which one product's selling price is `sellingPrice` (a test lowering a watched price). */
  reprice(category: Category, index: number, sellingPrice: number, at: number): { version: number } {
    const version = category.version + 1;
    const o = category.overrides.get(index) ?? { priceSalt: 0, stockFlip: false, removed: false };
    o.sellingPrice = sellingPrice;
    category.overrides.set(index, o);
    category.bumps.push({ version, at, changed: [index] });
    category.version = version;
    category.timestamp = at;
    return { version };
  }

  /** Indexes changed after `from` up to and including `to`, ascending. */
  changedBetween(category: Category, from: number, to: number): number[] {
    const set = new Set<number>();
    for (const b of category.bumps)
      if (b.version > from && b.version <= to) for (const i of b.changed) set.add(i);
    return [...set].sort((a, b) => a - b);
  }

  describe(now: number) {
    this.sync(now);
    return {
      categories: this.categories.map((c) => ({
        name: c.name,
        code: c.code,
        size: c.size,
        version: c.version,
        firstVersion: c.firstVersion,
        timestamp: c.timestamp,
      })),
    };
  }
}
