import type { DatabaseSync } from 'node:sqlite';
import { isCancelledItem } from '../../shared/shipments/order-items.ts';
import type { PackingSlip, PickLine } from '../../shared/shipments/pick-list.ts';
import { liveItemSql } from './live-items-sql.ts';
import type { CacheKey } from './shipment-writer.ts';

/**
 * The pick list and packing slips of a set of cached shipments (their ids, in the order the slips are printed),
 * each part one query joined to the ids. Every query walks the ids first (`CROSS JOIN` fixes SQLite's join order)
 * and finds each by key: left to its own plan, SQLite walked the account's whole cache and scanned the id list for
 * every row, which took 105 s for 5,000 ids over 100,000 shipments (now 0.1 s). An order item cancelled on its own
 * is neither picked nor on its slip, and a shipment whose items are all cancelled has no slip.
 */
export class PickListQueries {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  lines(key: CacheKey, ids: readonly string[]): PickLine[] {
    return this.#db
      .prepare(
        `SELECT i.sku AS sku, coalesce(max(i.title), '') AS title, coalesce(max(i.fsn), '') AS fsn,
           coalesce(sum(i.quantity), 0) AS quantity, count(DISTINCT i.shipment_id) AS shipments,
           coalesce(group_concat(DISTINCT s.location_id), '') AS locations
         FROM json_each(?) AS ids
         CROSS JOIN shipments AS s ON s.profile_id = ? AND s.account = ? AND s.shipment_id = ids.value
         JOIN shipment_order_items AS i USING (profile_id, account, shipment_id)
         WHERE ${liveItemSql('i')}
         GROUP BY i.sku ORDER BY locations, i.sku`,
      )
      .all(JSON.stringify(ids), key.profileId, key.account)
      .map((r) => {
        const line = r as unknown as PickLine & { sku: string | null };
        return { ...line, sku: line.sku ?? '', locations: line.locations.replaceAll(',', ', ') };
      });
  }

  slips(key: CacheKey, ids: readonly string[]): PackingSlip[] {
    const args = [JSON.stringify(ids), key.profileId, key.account] as const;
    const join = `FROM json_each(?) AS ids CROSS JOIN %T AS t ON t.profile_id = ? AND t.account = ? AND t.shipment_id = ids.value`;
    const from = (table: string) => join.replace('%T', table);
    const slips = new Map<string, PackingSlip>();
    const heads = this.#db
      .prepare(
        `SELECT t.shipment_id AS id, t.dispatch_by AS dispatchBy, t.dispatch_by_ms AS dispatchByMs,
           t.packaging_policy AS packagingPolicy, t.location_id AS locationId ${from('shipments')} ORDER BY ids.key`,
      )
      .all(...args) as {
      id: string;
      dispatchBy: string | null;
      dispatchByMs: number | null;
      packagingPolicy: string | null;
      locationId: string | null;
    }[];
    for (const h of heads) {
      const { id, ...rest } = h;
      slips.set(id, { shipmentId: id, orderIds: [], ...rest, items: [], packageIds: [], forms: [] });
    }
    const items = this.#db
      .prepare(
        `SELECT t.shipment_id AS id, t.order_item_id AS orderItemId, t.order_id AS orderId,
           coalesce(t.sku, '') AS sku, coalesce(t.title, '') AS title, coalesce(t.quantity, 0) AS quantity,
           t.status AS status
         ${from('shipment_order_items')} ORDER BY ids.key, t.position`,
      )
      .all(...args) as {
      id: string;
      orderItemId: string;
      orderId: string | null;
      sku: string;
      title: string;
      quantity: number;
      status: string | null;
    }[];
    const cancelledOnly = new Set<string>();
    for (const { id, orderId, status, ...item } of items) {
      const slip = slips.get(id);
      if (slip === undefined) continue;
      if (isCancelledItem({ status })) {
        if (slip.items.length === 0) cancelledOnly.add(id);
        continue;
      }
      cancelledOnly.delete(id);
      slip.items.push(item);
      if (orderId !== null && !slip.orderIds.includes(orderId)) slip.orderIds.push(orderId);
    }
    // Nothing left to pack in it: no slip.
    for (const id of cancelledOnly) slips.delete(id);
    const packages = this.#db
      .prepare(
        `SELECT DISTINCT t.shipment_id AS id, t.package_id AS packageId ${from('shipment_packages')}
         WHERE t.package_id IS NOT NULL ORDER BY ids.key, t.sub_position, t.position`,
      )
      .all(...args) as { id: string; packageId: string }[];
    for (const p of packages) slips.get(p.id)?.packageIds.push(p.packageId);
    const forms = this.#db
      .prepare(
        // Real forms carry no status: a failed one shows as the items' FORM_FAILED (the shipment's forms_failed).
        `SELECT t.shipment_id AS id, coalesce(t.name, 'Form') AS name,
           coalesce(t.status, CASE WHEN s.forms_failed = 1 THEN 'FAILED' ELSE '' END) AS status
         ${from('shipment_forms')}
         JOIN shipments AS s USING (profile_id, account, shipment_id) ORDER BY ids.key, t.position`,
      )
      .all(...args) as { id: string; name: string; status: string }[];
    for (const { id, ...form } of forms) slips.get(id)?.forms.push(form);
    return [...slips.values()];
  }
}
