import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { GridBlock, GridBlockRequest } from '../../shared/grid/block.ts';
import type { SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import type { ReadListing } from '../../shared/my-listings/intents.ts';
import type {
  MyListingRow,
  MyListingsFilter,
  MyListingsSortColumn,
  PriceLimits,
  StockLocation,
} from '../../shared/my-listings/payloads.ts';
import { COVER_DAYS } from '../../shared/my-listings/low-stock.ts';
import { inTransaction } from '../storage/transaction.ts';

const SORT_SQL: Record<MyListingsSortColumn, string> = {
  sku: 'sku',
  sellingPrice: 'selling_price',
  mrp: 'mrp',
  stock: 'stock',
  status: 'status',
  readAt: 'read_at',
  buyBoxPrice: 'bb_price',
};

type Row = {
  sku: string;
  state: string;
  product_id: string | null;
  listing_id: string | null;
  mrp: number | null;
  selling_price: number | null;
  stock: number | null;
  locations: string;
  status: string | null;
  read_at: string | null;
  floor: number | null;
  ceiling: number | null;
  bb_price: number | null;
  bb_in_stock: number | null;
  bb_seller: string | null;
  bb_mine: number | null;
  bb_seen_at: string | null;
  rule_under: number | null;
  proposed: number | null;
};

const rowOf = (r: Row): MyListingRow => ({
  sku: r.sku,
  state: r.state,
  productId: r.product_id,
  listingId: r.listing_id,
  mrp: r.mrp,
  sellingPrice: r.selling_price,
  stock: r.stock,
  locations: JSON.parse(r.locations) as StockLocation[],
  status: r.status,
  readAt: r.read_at,
  floor: r.floor,
  ceiling: r.ceiling,
  buyBox:
    r.bb_seen_at === null
      ? null
      : {
          price: r.bb_price,
          inStock: r.bb_in_stock === 1,
          seller: r.bb_seller,
          mine: r.bb_mine === null ? null : r.bb_mine === 1,
          seenAt: r.bb_seen_at,
        },
  ruleUnder: r.rule_under,
  proposed: r.proposed,
});

const COLUMNS = `sku, state, product_id, listing_id, mrp, selling_price, stock, locations, status, read_at, floor,
  ceiling, bb_price, bb_in_stock, bb_seller, bb_mine, bb_seen_at, rule_under, proposed`;

/** Every listing of a profile as last read, with the seller's bounds; the grid's blocks are sorted in SQL. */
export class MyListingsRepository {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;

  constructor(db: DatabaseSync, now: () => Date = () => new Date()) {
    this.#db = db;
    this.#now = now;
  }

  /** Adds SKUs not known yet, unread; known ones stay as they are. */
  addSkus(profileId: string, skus: readonly string[], source: string): number {
    const insert = this.#db.prepare(
      `INSERT INTO my_listings (profile_id, sku, source, state) VALUES (?, ?, ?, 'unread')
       ON CONFLICT (profile_id, sku) DO NOTHING`,
    );
    let added = 0;
    inTransaction(this.#db, () => {
      for (const sku of skus) added += Number(insert.run(profileId, sku, source).changes);
    });
    return added;
  }

  /** Stores one read's answers, in one transaction. */
  storeReads(profileId: string, reads: readonly SkuListingRead[]): void {
    const at = this.#now().toISOString();
    const upsert = this.#db.prepare(
      `INSERT INTO my_listings (profile_id, sku, source, state, listing_id, product_id, mrp, selling_price, stock,
         locations, status, read_at)
       VALUES (?, ?, 'read', ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (profile_id, sku) DO UPDATE SET state = excluded.state, listing_id = excluded.listing_id,
         product_id = excluded.product_id, mrp = excluded.mrp, selling_price = excluded.selling_price,
         stock = excluded.stock, locations = excluded.locations, status = excluded.status, read_at = excluded.read_at`,
    );
    inTransaction(this.#db, () => {
      for (const r of reads) {
        if (r.state !== 'available') {
          upsert.run(profileId, r.sku, r.state, null, null, null, null, null, '[]', null, at);
          continue;
        }
        const l = r.listing;
        const locations: StockLocation[] = l.locations.map((x) => ({
          id: x.id,
          status: x.status === 'DISABLED' ? 'DISABLED' : 'ENABLED',
          inventory: x.inventory ?? 0,
        }));
        const stock = locations.filter((x) => x.status === 'ENABLED').reduce((s, x) => s + x.inventory, 0);
        upsert.run(
          profileId,
          r.sku,
          'available',
          l.listingId,
          l.productId,
          l.price.mrp ?? null,
          l.price.sellingPrice ?? null,
          stock,
          JSON.stringify(locations),
          l.listingStatus ?? null,
          at,
        );
      }
    });
  }

  setLimits(profileId: string, sku: string, limits: PriceLimits): void {
    this.#db
      .prepare('UPDATE my_listings SET floor = ?, ceiling = ? WHERE profile_id = ? AND sku = ?')
      .run(limits.floor ?? null, limits.ceiling ?? null, profileId, sku);
  }

  limits(profileId: string): Map<string, PriceLimits> {
    const rows = this.#db
      .prepare(
        'SELECT sku, floor, ceiling FROM my_listings WHERE profile_id = ? AND (floor IS NOT NULL OR ceiling IS NOT NULL)',
      )
      .all(profileId) as { sku: string; floor: number | null; ceiling: number | null }[];
    return new Map(
      rows.map((r) => [r.sku, { floor: r.floor ?? undefined, ceiling: r.ceiling ?? undefined }]),
    );
  }

  skus(profileId: string): string[] {
    const rows = this.#db
      .prepare('SELECT sku FROM my_listings WHERE profile_id = ? ORDER BY sku')
      .all(profileId) as {
      sku: string;
    }[];
    return rows.map((r) => r.sku);
  }

  /** The SKUs with a proposed price (the seller's rules), in SKU order. */
  proposedSkus(profileId: string): string[] {
    const rows = this.#db
      .prepare('SELECT sku FROM my_listings WHERE profile_id = ? AND proposed IS NOT NULL ORDER BY sku')
      .all(profileId) as { sku: string }[];
    return rows.map((r) => r.sku);
  }

  /** Which of these SKUs are among the profile's listings (read or not): a change names no other. */
  known(profileId: string, skus: readonly string[]): Set<string> {
    const rows = this.#db
      .prepare('SELECT sku FROM my_listings WHERE profile_id = ? AND sku IN (SELECT value FROM json_each(?))')
      .all(profileId, JSON.stringify(skus)) as { sku: string }[];
    return new Set(rows.map((r) => r.sku));
  }

  /** The listings of these SKUs that were read available, as edits need them. */
  readListings(profileId: string, skus: readonly string[]): ReadListing[] {
    const select = this.#db.prepare(
      `SELECT ${COLUMNS} FROM my_listings WHERE profile_id = ? AND sku = ? AND state = 'available'`,
    );
    const out: ReadListing[] = [];
    for (const sku of new Set(skus)) {
      const r = select.get(profileId, sku) as Row | undefined;
      if (r === undefined || r.product_id === null) continue;
      out.push({
        sku: r.sku,
        productId: r.product_id,
        price:
          r.mrp === null || r.selling_price === null ? null : { mrp: r.mrp, sellingPrice: r.selling_price },
        locations: JSON.parse(r.locations) as StockLocation[],
        proposed: r.proposed,
      });
    }
    return out;
  }

  /**
   * A block of the grid; `perDay` (units of each SKU sold a day) is needed by the low-stock filter, which keeps a
   * listing read available whose stock lasts less than `COVER_DAYS` at that rate (low-stock.ts).
   */
  block(
    profileId: string,
    request: GridBlockRequest<MyListingsSortColumn, MyListingsFilter>,
    perDay: ReadonlyMap<string, number> = new Map(),
  ): GridBlock<MyListingRow> {
    const where = ['profile_id = ?'];
    const params: SQLInputValue[] = [profileId];
    const search = request.filter.search.trim();
    if (search !== '') {
      where.push(`(sku LIKE ? ESCAPE '\\' OR product_id LIKE ? ESCAPE '\\')`);
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      params.push(like, like);
    }
    if (request.filter.notMine === true) where.push('bb_mine = 0');
    if (request.filter.proposals === true) where.push('proposed IS NOT NULL');
    // The sales rates are read once into a table of their own (SQLite indexes it by SKU for the look-ups): a rate
    // looked up in the JSON itself parsed it again for every listing, seconds over 50,000 listings.
    let rates = '';
    if (request.filter.lowStock === true) {
      rates = 'WITH rates(sku, per_day) AS MATERIALIZED (SELECT key, value FROM json_each(?)) ';
      where.push(
        `state = 'available' AND stock IS NOT NULL
         AND stock < coalesce((SELECT per_day FROM rates WHERE rates.sku = my_listings.sku), 0) * ${COVER_DAYS}`,
      );
      params.unshift(JSON.stringify(Object.fromEntries(perDay)));
    }
    const order = [
      ...request.sort.map((s) => `${SORT_SQL[s.colId]} ${s.sort === 'desc' ? 'DESC' : 'ASC'}`),
      'sku ASC',
    ].join(', ');
    const whereSql = where.join(' AND ');
    const rows = this.#db
      .prepare(
        `${rates}SELECT ${COLUMNS} FROM my_listings WHERE ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`,
      )
      .all(...params, request.endRow - request.startRow, request.startRow) as Row[];
    const { n } = this.#db
      .prepare(`${rates}SELECT COUNT(*) AS n FROM my_listings WHERE ${whereSql}`)
      .get(...params) as {
      n: number;
    };
    return { rows: rows.map(rowOf), rowCount: n };
  }
}
