import type { ReturnSource } from './return-codes.ts';
import { DAY_MS } from '../clock.ts';
import { mix } from '../rng.ts';
import { makeReturn, standInItem, type ReturnableItem } from './return-gen.ts';
import { nextReturnChange, type SimReturn } from './return-model.ts';
import type { Seller } from './sellers.ts';
import type { ShipmentStore } from './shipment-store.ts';

const HISTORY_DAYS = 30;
/** A return comes at least this long after its order (delivery, or the courier giving up). */
const MIN_ORDER_AGE_MS = 2 * DAY_MS;

interface SellerReturns {
  list: SimReturn[];
  /** The same returns by creation, then id: sorted again only after one was added. */
  sorted: SimReturn[] | undefined;
  /** Order items returns are made for, by order date. */
  items: ReturnableItem[];
  initial: number;
  perDay: number;
  daysGenerated: number;
  next: number;
}

/** What a status change may set beside the status (self-ship actions, the sandbox's return events). */
export interface ReturnChange {
  shipmentStatus?: string;
  /** The pickup date (self-ship) or the date the return is expected at the seller. */
  expectedAt?: number;
  comments?: string;
}

/**
 * All returns, in memory, for the order items of the sellers' shipments. History is generated at start (a few a
 * day); later returns a simulated day at a time as the clock reaches it. Each return follows a planned timeline
 * (return-gen.ts) until a change (`changeStatus`) replaces what was still ahead of it.
 */
export class ReturnStore {
  private readonly bySeller = new Map<string, SellerReturns>();
  private readonly byId = new Map<string, SimReturn>();
  private readonly seed: number;
  private readonly sellers: Seller[];
  private readonly start: number;
  /** Bumped by every return added and every change: searches answered before no longer stand. */
  revision = 0;
  private next: { revision: number; from: number; at: number } | undefined;

  constructor(seed: number, sellers: Seller[], counts: number[], start: number, shipments: ShipmentStore) {
    this.seed = seed;
    this.sellers = sellers;
    this.start = start;
    sellers.forEach((seller, sellerIndex) => {
      const initial = counts[sellerIndex] ?? 0;
      const items = shipments
        .visible(seller.id, start)
        .flatMap((s) =>
          s.items.map((i) => ({
            orderItemId: i.orderItemId,
            orderId: i.orderId,
            shipmentId: s.shipmentId,
            sku: i.sku,
            quantity: i.quantity,
            orderDate: s.orderDate,
            ...(s.locationId === undefined ? {} : { locationId: s.locationId }),
          })),
        )
        .sort((a, b) => a.orderDate - b.orderDate);
      const log: SellerReturns = {
        list: [],
        sorted: undefined,
        items,
        initial,
        perDay: initial > 0 ? Math.max(1, Math.round(initial / HISTORY_DAYS)) : 0,
        daysGenerated: 0,
        next: 0,
      };
      this.bySeller.set(seller.id, log);
      for (let i = 0; i < initial; i++) {
        const ago = (mix(seed, sellerIndex, i, 0x4e7) % (HISTORY_DAYS * 1440)) * 60000;
        this.generate(sellerIndex, log, start - ago - 60000);
      }
    });
  }

  private generate(sellerIndex: number, log: SellerReturns, at: number): SimReturn {
    const seller = this.sellers[sellerIndex] as Seller;
    const index = log.next++;
    const item = this.itemFor(sellerIndex, log, index, at);
    const r = makeReturn(this.seed, sellerIndex, seller.id, index, at, item, this.start);
    if (item.locationId === undefined && seller.locations.length > 0)
      r.locationId = seller.locations[mix(this.seed, index, 0x10c) % seller.locations.length] as string;
    this.add(log, r);
    return r;
  }

  private add(log: SellerReturns, r: SimReturn): void {
    log.list.push(r);
    log.sorted = undefined;
    this.byId.set(r.returnId, r);
    this.revision += 1;
  }

  /** An order item placed at least two days before `at`; a stand-in when the seller has none that old. */
  private itemFor(sellerIndex: number, log: SellerReturns, index: number, at: number): ReturnableItem {
    // Items are sorted by order date: those old enough are a prefix.
    let n = 0;
    let hi = log.items.length;
    while (n < hi) {
      const mid = (n + hi) >>> 1;
      if ((log.items[mid] as ReturnableItem).orderDate <= at - MIN_ORDER_AGE_MS) n = mid + 1;
      else hi = mid;
    }
    if (n > 0) return log.items[mix(this.seed, sellerIndex, index, 0x17e) % n] as ReturnableItem;
    const seller = this.sellers[sellerIndex] as Seller;
    const sku = seller.skus[index % Math.max(1, seller.skus.length)]?.sku ?? 'SKU-UNKNOWN';
    return standInItem(this.seed, sellerIndex, index, sku, at);
  }

  /** Generates the returns of every simulated day up to `now`. */
  private ensureUntil(now: number): void {
    const day = Math.floor((now - this.start) / DAY_MS);
    this.sellers.forEach((seller, sellerIndex) => {
      const log = this.bySeller.get(seller.id);
      if (!log || log.perDay === 0) return;
      while (log.daysGenerated <= day) {
        const d = log.daysGenerated;
        for (let k = 0; k < log.perDay; k++) {
          const at = this.start + d * DAY_MS + Math.floor(((k + 0.5) * DAY_MS) / log.perDay);
          this.generate(sellerIndex, log, Math.round(at / 60000) * 60000);
        }
        log.daysGenerated++;
      }
    });
  }

  /**
   * A seller's returns that exist at `now`, oldest first (by creation, then id): the order pages are cut in. With
   * `createdFrom` / `createdTo`, only those created within (both included), found by binary search.
   */
  visible(sellerId: string, now: number, createdFrom?: number, createdTo?: number): SimReturn[] {
    this.ensureUntil(now);
    const log = this.bySeller.get(sellerId);
    if (log === undefined) return [];
    log.sorted ??= [...log.list].sort(
      (a, b) => a.createdAt - b.createdAt || (a.returnId < b.returnId ? -1 : a.returnId > b.returnId ? 1 : 0),
    );
    // Sorted by creation: the returns that exist are a prefix, those created within a range a slice of it.
    const list = log.sorted;
    const from = Math.max(0, createdFrom ?? 0);
    return list.slice(
      firstCreatedAfter(list, from - 1),
      firstCreatedAfter(list, Math.min(now, createdTo ?? now)),
    );
  }

  /**
   * The first instant after `now` at which any return changes or appears (a day's returns generated among them):
   * until then, a search answers the same. Recomputed only after that instant or a change.
   */
  nextChange(now: number): number {
    this.ensureUntil(now);
    const known = this.next;
    if (known !== undefined && known.revision === this.revision && now >= known.from && now < known.at)
      return known.at;
    let at = Infinity;
    for (const log of this.bySeller.values())
      if (log.perDay > 0) at = Math.min(at, this.start + log.daysGenerated * DAY_MS);
    for (const r of this.byId.values())
      at = Math.min(at, r.createdAt > now ? r.createdAt : nextReturnChange(r, now));
    this.next = { revision: this.revision, from: now, at };
    return at;
  }

  /** A return that exists at `now`, by id. */
  find(returnId: string, now: number): SimReturn | undefined {
    this.ensureUntil(now);
    const r = this.byId.get(returnId);
    return r !== undefined && r.createdAt <= now ? r : undefined;
  }

  /**
   * Moves returns to `status` at `now`: what their timeline still planned is dropped, so they stay there (the self-ship
   * actions, the sandbox's return events, tests). Changes nothing and returns the ids not found when some are not.
   */
  changeStatus(
    returnIds: readonly string[],
    status: string,
    now: number,
    change: ReturnChange = {},
  ): string[] {
    const found = returnIds.map((id) => this.find(id, now));
    const missing = returnIds.filter((_, i) => found[i] === undefined);
    if (missing.length > 0) return missing;
    for (const r of found as SimReturn[]) {
      // A change lands after the latest step already passed, so the return's updatedDate always moves on.
      const at = Math.max(now, ...r.steps.filter((s) => s.at <= now).map((s) => s.at + 1));
      const step = {
        at,
        status,
        ...(change.shipmentStatus === undefined ? {} : { shipmentStatus: change.shipmentStatus }),
      };
      r.steps = [...r.steps.filter((s) => s.at <= now), step];
      if (change.expectedAt !== undefined) r.expected = { at: change.expectedAt, from: at };
      if (change.comments !== undefined) r.comments = change.comments;
    }
    this.revision += 1;
    return [];
  }

  /**
   * A new return of an order item at `now` (the sandbox's create_returns), following the timeline of its source.
   * `selfShip` makes a customer return a self-ship one, waiting for the seller's decision.
   */
  addReturn(
    sellerId: string,
    item: ReturnableItem,
    source: ReturnSource,
    now: number,
    selfShip = false,
  ): SimReturn {
    const sellerIndex = this.sellers.findIndex((s) => s.id === sellerId);
    const log = this.bySeller.get(sellerId);
    if (sellerIndex < 0 || log === undefined) throw new RangeError(`no seller ${sellerId}`);
    this.ensureUntil(now);
    // Indexes after the generated ones' range keep ids apart from every return the days will still generate.
    let index = 1_000_000 + log.next++;
    let r = makeReturn(this.seed, sellerIndex, sellerId, index, now, item, this.start);
    const wanted = source === 'courier_return' ? 'courier' : selfShip ? 'selfShip' : 'customer';
    while (kindOfReturn(r) !== wanted) {
      index = 1_000_000 + log.next++;
      r = makeReturn(this.seed, sellerIndex, sellerId, index, now, item, this.start);
    }
    this.add(log, r);
    return r;
  }
}

function kindOfReturn(r: SimReturn): 'courier' | 'customer' | 'selfShip' {
  if (r.source === 'courier_return') return 'courier';
  return r.serviceProfile === 'Seller_Fulfilment' ? 'selfShip' : 'customer';
}

/** The index of the first return created after `at` in a list sorted by creation. */
function firstCreatedAfter(list: readonly SimReturn[], at: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as SimReturn).createdAt <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
