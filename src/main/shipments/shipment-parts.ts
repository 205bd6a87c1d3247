import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { OrderItem, Shipment } from '../../shared/marketplace/seller-types.ts';
import { orderItemOf } from '../../shared/marketplace/seller-spellings.ts';

type Form = Shipment['forms'][number];
type SubShipment = Shipment['subShipments'][number];
type Package = SubShipment['packages'][number];

const bool = (v: boolean | undefined): number | null => (v === undefined ? null : v ? 1 : 0);
const opt = <T>(v: T | undefined): T | null => (v === undefined ? null : v);
/** A part as cached is the same as the new one; nothing cached is never the same (and costs no JSON). */
const same = (cached: unknown, part: unknown): boolean =>
  cached !== undefined && JSON.stringify(cached) === JSON.stringify(part);

/** An order item's columns after its key (profile, account, shipment, position) and its two indexed ids. */
const ITEM_COLUMNS = [
  'sku',
  'fsn',
  'title',
  'quantity',
  'status',
  'payment_type',
  'order_date',
  'cancellation_date',
  'cancellation_reason',
  'cancellation_sub_reason',
  'is_replacement',
  'courier_return',
  'package_ids',
  'selling_price',
  'total_price',
  'shipping_charge',
  'customer_price',
  'emi',
  'marketplace_discount',
  'raw',
] as const;
const FORM_COLUMNS = ['name', 'link', 'automated', 'status', 'raw'] as const;
const SUB_COLUMNS = ['sub_shipment_id', 'raw'] as const;
const PACKAGE_COLUMNS = [
  'package_id',
  'package_sku',
  'package_title',
  'quantity',
  'length',
  'breadth',
  'height',
  'weight',
  'raw',
] as const;

function itemValues(item: OrderItem): SQLInputValue[] {
  const o = orderItemOf(item);
  const pc = o.priceComponents;
  return [
    ...[opt(o.sku), opt(o.fsn), opt(o.title), opt(o.quantity), opt(o.status), opt(o.paymentType)],
    ...[opt(o.orderDate), opt(o.cancellationDate), opt(o.cancellationReason), opt(o.cancellationSubReason)],
    ...[bool(o.isReplacement), bool(o.courierReturn)],
    o.packageIds === undefined ? null : JSON.stringify(o.packageIds),
    ...[opt(pc?.sellingPrice), opt(pc?.totalPrice), opt(pc?.shippingCharge), opt(pc?.customerPrice)],
    ...[opt(pc?.emi), opt(pc?.marketplaceDiscount), JSON.stringify(item)],
  ];
}

const formValues = (form: Form): SQLInputValue[] => [
  ...[opt(form.name), opt(form.link), bool(form.automated), opt(form.status), JSON.stringify(form)],
];

const subValues = (sub: SubShipment): SQLInputValue[] => [opt(sub.subShipmentId), JSON.stringify(sub)];

function packageValues(pkg: Package): SQLInputValue[] {
  const d = pkg.dimensions;
  return [
    ...[opt(pkg.packageId), opt(pkg.packageSku), opt(pkg.packageTitle), opt(pkg.quantity)],
    ...[opt(d?.length), opt(d?.breadth), opt(d?.height), opt(d?.weight), JSON.stringify(pkg)],
  ];
}

/** INSERT of a part's row, replacing the row at its key: every column set. */
function upsert(
  db: DatabaseSync,
  table: string,
  key: readonly string[],
  columns: readonly string[],
): StatementSync {
  const all = [...key, ...columns];
  return db.prepare(
    `INSERT INTO ${table} (${all.join(', ')}) VALUES (${all.map(() => '?').join(', ')})
     ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}`,
  );
}

/**
 * Writes a shipment's parts (order items, forms, sub-shipments, packages) into their tables. Over a cached copy only
 * the parts that differ from it are written, each at its position: a pack's read-back changes its items' status and
 * nothing else, and deleting and inserting every part again wrote some 7 pages of the write-ahead log per shipment
 * (a quarter of the read-back's; docs/PERFORMANCE.md, issue 43). An item whose ids are unchanged is updated without
 * them, so its two indexes are not rewritten (SQLite rewrites an index whenever the UPDATE sets one of its columns).
 *
 * The rows over a cached copy are the rows the cached copy wrote: the two are stored in one transaction. A migration
 * that changes how a row is derived from its part must rewrite the rows it changes, as any migration of this cache does.
 */
export class ShipmentParts {
  readonly #item: StatementSync;
  readonly #itemKeep: StatementSync;
  readonly #form: StatementSync;
  readonly #sub: StatementSync;
  readonly #pkg: StatementSync;
  readonly #itemsFrom: StatementSync;
  readonly #formsFrom: StatementSync;
  readonly #subsFrom: StatementSync;
  readonly #packagesFrom: StatementSync;
  readonly #packagesOfSubsFrom: StatementSync;

  constructor(db: DatabaseSync) {
    const key = ['profile_id', 'account', 'shipment_id', 'position'];
    this.#item = upsert(db, 'shipment_order_items', key, ['order_item_id', 'order_id', ...ITEM_COLUMNS]);
    this.#itemKeep = db.prepare(
      `UPDATE shipment_order_items SET ${ITEM_COLUMNS.map((c) => `${c} = ?`).join(', ')}
       WHERE profile_id = ? AND account = ? AND shipment_id = ? AND position = ?`,
    );
    this.#form = upsert(db, 'shipment_forms', key, FORM_COLUMNS);
    this.#sub = upsert(db, 'shipment_sub_shipments', key, SUB_COLUMNS);
    this.#pkg = upsert(
      db,
      'shipment_packages',
      ['profile_id', 'account', 'shipment_id', 'sub_position', 'position'],
      PACKAGE_COLUMNS,
    );
    const from = (table: string, column = 'position') =>
      db.prepare(
        `DELETE FROM ${table} WHERE profile_id = ? AND account = ? AND shipment_id = ? AND ${column} >= ?`,
      );
    this.#itemsFrom = from('shipment_order_items');
    this.#formsFrom = from('shipment_forms');
    this.#subsFrom = from('shipment_sub_shipments');
    this.#packagesOfSubsFrom = from('shipment_packages', 'sub_position');
    this.#packagesFrom = db.prepare(
      `DELETE FROM shipment_packages
       WHERE profile_id = ? AND account = ? AND shipment_id = ? AND sub_position = ? AND position >= ?`,
    );
  }

  /** Takes away every part of the shipment: its cached copy is unknown, so its rows are written afresh. */
  clear(p: string, a: string, id: string): void {
    for (const statement of [this.#itemsFrom, this.#formsFrom, this.#subsFrom, this.#packagesOfSubsFrom])
      statement.run(p, a, id, 0);
  }

  /**
   * Writes the parts of `s`, stored as `id` in the account `p`/`a`, over `before`, the copy whose rows are stored;
   * undefined when no rows are (a new shipment, or one whose parts were cleared).
   */
  write(p: string, a: string, id: string, s: Shipment, before: Shipment | undefined): void {
    const k = [p, a, id] as const;
    s.orderItems.forEach((item, i) => {
      const old = before?.orderItems[i];
      if (same(old, item)) return;
      const o = orderItemOf(item);
      const was = old === undefined ? undefined : orderItemOf(old);
      if (was !== undefined && was.orderItemId === o.orderItemId && opt(was.orderId) === opt(o.orderId))
        this.#itemKeep.run(...itemValues(item), ...k, i);
      else this.#item.run(...k, i, o.orderItemId, opt(o.orderId), ...itemValues(item));
    });
    s.forms.forEach((form, i) => {
      if (!same(before?.forms[i], form)) this.#form.run(...k, i, ...formValues(form));
    });
    s.subShipments.forEach((sub, i) => {
      const old = before?.subShipments[i];
      if (same(old, sub)) return;
      this.#sub.run(...k, i, ...subValues(sub));
      sub.packages.forEach((pkg, j) => {
        if (!same(old?.packages[j], pkg)) this.#pkg.run(...k, i, j, ...packageValues(pkg));
      });
      if ((old?.packages.length ?? 0) > sub.packages.length)
        this.#packagesFrom.run(...k, i, sub.packages.length);
    });
    if (before === undefined) return;
    if (before.orderItems.length > s.orderItems.length) this.#itemsFrom.run(...k, s.orderItems.length);
    if (before.forms.length > s.forms.length) this.#formsFrom.run(...k, s.forms.length);
    if (before.subShipments.length > s.subShipments.length) {
      this.#subsFrom.run(...k, s.subShipments.length);
      this.#packagesOfSubsFrom.run(...k, s.subShipments.length);
    }
  }
}
