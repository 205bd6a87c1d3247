import { DAY_MS } from '../clock.ts';
import { mix } from '../rng.ts';
import type { Seller } from './sellers.ts';
import { FORCED_COUNT, makeShipment } from './shipment-gen.ts';
import type { ItemStatus, SimShipment } from './shipment-model.ts';

const HISTORY_DAYS = 45;

interface SellerLog {
  seller: SimShipment[];
  /** The same shipments by order date, rebuilt when one was added since (the filter's order-date ranges). */
  byOrderDate: SimShipment[] | undefined;
  initial: number;
  perDay: number;
  /** Future days generated so far (day 0 = the day starting at the clock's start). */
  daysGenerated: number;
}

/**
 * All shipments, in memory. History is generated at start; future orders are generated a simulated day at a
 * time as the clock reaches it and become visible once their order date has passed.
 */
export class ShipmentStore {
  private readonly logs = new Map<string, SellerLog>();
  private readonly byShipmentId = new Map<string, SimShipment>();
  private readonly byOrderItemId = new Map<string, SimShipment>();
  private readonly byOrderId = new Map<string, SimShipment[]>();
  private readonly seed: number;
  private readonly sellers: Seller[];
  private readonly start: number;
  /** Bumped by every `move`: searches answered before it no longer stand (see FilterResults). */
  revision = 0;

  constructor(seed: number, sellers: Seller[], counts: number[], start: number) {
    this.seed = seed;
    this.sellers = sellers;
    this.start = start;
    sellers.forEach((seller, sellerIndex) => {
      const initial = counts[sellerIndex] ?? 0;
      const log: SellerLog = {
        seller: [],
        byOrderDate: undefined,
        initial,
        perDay: initial > 0 ? Math.max(1, Math.round(initial / HISTORY_DAYS)) : 0,
        daysGenerated: 0,
      };
      this.logs.set(seller.id, log);
      const forced = Math.min(initial, FORCED_COUNT * 2);
      for (let i = 0; i < initial; i++) {
        const ago = (mix(seed, sellerIndex, i, 0xda7e) % (HISTORY_DAYS * 1440)) * 60000;
        this.add(
          log,
          makeShipment(seed, sellerIndex, seller, i, start - ago - 60000, i < forced ? start : undefined),
        );
      }
    });
  }

  private add(log: SellerLog, shipment: SimShipment): void {
    log.seller.push(shipment);
    log.byOrderDate = undefined;
    this.byShipmentId.set(shipment.shipmentId, shipment);
    for (const item of shipment.items) {
      this.byOrderItemId.set(item.orderItemId, shipment);
      const list = this.byOrderId.get(item.orderId);
      if (!list) this.byOrderId.set(item.orderId, [shipment]);
      else if (!list.includes(shipment)) list.push(shipment);
    }
  }

  /**
   * A shipment made now by a call (the sandbox's test orders): stored with the seller's others, found by its ids,
   * and searches answered before it no longer stand.
   */
  addMade(shipment: SimShipment): void {
    const log = this.logs.get(shipment.sellerId);
    if (log === undefined) throw new Error(`no seller ${shipment.sellerId}`);
    this.add(log, shipment);
    this.revision += 1;
  }

  /** Generates the future orders of every simulated day up to `now`. */
  private ensureUntil(now: number): void {
    const day = Math.floor((now - this.start) / DAY_MS);
    this.sellers.forEach((seller, sellerIndex) => {
      const log = this.logs.get(seller.id);
      if (!log || log.perDay === 0) return;
      while (log.daysGenerated <= day) {
        const d = log.daysGenerated;
        for (let k = 0; k < log.perDay; k++) {
          const index = log.initial + d * log.perDay + k;
          const at = this.start + d * DAY_MS + Math.floor(((k + 0.5) * DAY_MS) / log.perDay);
          this.add(log, makeShipment(this.seed, sellerIndex, seller, index, Math.round(at / 60000) * 60000));
        }
        log.daysGenerated++;
      }
    });
  }

  /** Shipments of a seller whose order exists at `now`. */
  visible(sellerId: string, now: number): SimShipment[] {
    this.ensureUntil(now);
    return (this.logs.get(sellerId)?.seller ?? []).filter((s) => s.orderDate <= now);
  }

  /**
   * Shipments of a seller whose order exists at `now` and was placed within `from`–`to` (inclusive), read from an
   * order-date view by binary search: a date window of a large account need not walk every shipment.
   */
  placedWithin(sellerId: string, now: number, from: number, to: number): SimShipment[] {
    this.ensureUntil(now);
    const log = this.logs.get(sellerId);
    if (!log) return [];
    const list = byOrderDate(log);
    return list.slice(firstAtOrAfter(list, from), firstAtOrAfter(list, Math.min(to, now) + 1));
  }

  /** The next instant a shipment of the seller appears: an order date still ahead, or a day not generated yet. */
  nextArrival(sellerId: string, now: number): number {
    this.ensureUntil(now);
    const log = this.logs.get(sellerId);
    if (!log) return Infinity;
    const list = byOrderDate(log);
    const ahead = list[firstAtOrAfter(list, now + 1)]?.orderDate ?? Infinity;
    return Math.min(ahead, log.perDay > 0 ? this.start + log.daysGenerated * DAY_MS : Infinity);
  }

  /**
   * Moves shipments to `status` at `now` (an admin call for tests: a state change in the middle of a walk). Their
   * planned later steps are dropped, so they stay there; `hold` holds them until further notice or releases them
   * now; FORM_FAILED fails their forms while they are being packed. Moves nothing and returns the ids not found
   * when some are not.
   */
  move(
    ids: readonly string[],
    status: ItemStatus | 'FORM_FAILED',
    hold: boolean | undefined,
    now: number,
  ): string[] {
    const found = ids.map((id) => this.lookup('shipmentIds', id, now)[0]);
    const missing = ids.filter((_, i) => found[i] === undefined);
    if (missing.length > 0) return missing;
    for (const s of found as SimShipment[]) {
      const step: ItemStatus = status === 'FORM_FAILED' ? 'PACKING_IN_PROGRESS' : status;
      s.steps = [...s.steps.filter((st) => st.at < now), { at: now, status: step }];
      // Moved back to waiting: whole again, as a fresh order would be.
      if (step === 'APPROVED') delete s.itemCancellations;
      if (status === 'FORM_FAILED') {
        const form = { name: 'E_WAY_BILL', link: 'https://ewaybillgst.gov.in/', automated: true };
        s.forms = (s.forms?.length ? s.forms : [form]).map((f) => ({ ...f, status: 'FAILED' as const }));
      }
      if (hold === true) s.holdUntil = Number.MAX_SAFE_INTEGER;
      else if (hold === false && s.holdUntil > now) s.holdUntil = now;
    }
    this.revision += 1;
    return [];
  }

  /** Looks ids up among shipments that exist at `now`. */
  lookup(kind: 'shipmentIds' | 'orderItemIds' | 'orderIds', id: string, now: number): SimShipment[] {
    this.ensureUntil(now);
    const found =
      kind === 'shipmentIds'
        ? [this.byShipmentId.get(id)]
        : kind === 'orderItemIds'
          ? [this.byOrderItemId.get(id)]
          : (this.byOrderId.get(id) ?? []);
    return found.filter((s): s is SimShipment => s !== undefined && s.orderDate <= now);
  }
}

/** A seller's shipments by order date, sorted again only after one was added. */
function byOrderDate(log: SellerLog): SimShipment[] {
  return (log.byOrderDate ??= [...log.seller].sort((a, b) => a.orderDate - b.orderDate));
}

/** The index of the first shipment placed at or after `at` in a list sorted by order date. */
function firstAtOrAfter(list: readonly SimShipment[], at: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] as SimShipment).orderDate < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
