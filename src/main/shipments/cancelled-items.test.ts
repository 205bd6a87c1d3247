import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderItem, Shipment } from '../../shared/marketplace/seller-types.ts';
import { openDatabase } from '../storage/database.ts';
import { appMigrations } from '../app/migrations.ts';
import { shipmentsMigrations } from './migrations.ts';
import { PickListQueries } from './pick-list-queries.ts';
import { ShipmentQueries } from './shipment-queries.ts';
import { ShipmentWriter } from './shipment-writer.ts';
import { KEY, openCache } from './shipments.test-support.ts';

const at = '2026-11-27T18:00:00.000+05:30';

function item(orderItemId: string, sku: string, quantity: number, status: string): OrderItem {
  return {
    orderItemId,
    orderId: `OD-${orderItemId}`,
    sku,
    title: `Title of ${sku}`,
    quantity,
    status,
    orderDate: at,
    priceComponents: { sellingPrice: 90 * quantity, totalPrice: 100 * quantity },
  };
}

const shipment = (shipmentId: string, orderItems: OrderItem[]): Shipment => ({
  shipmentId,
  dispatchByDate: at,
  dispatchAfterDate: at,
  updatedAt: at,
  hold: false,
  locationId: 'LOC1',
  orderItems,
  forms: [],
  subShipments: [],
});

// S1: one item cancelled on its own, the other to pack. S2: every item cancelled. S3: to pack, untouched.
const shipments = [
  shipment('S1', [item('A', 'SKU-A', 2, 'APPROVED'), item('B', 'SKU-B', 3, 'CANCELLED')]),
  shipment('S2', [item('C', 'SKU-B', 1, 'CANCELLED'), item('D', 'SKU-C', 4, 'CANCELLED')]),
  shipment('S3', [item('E', 'SKU-B', 1, 'APPROVED')]),
];
const zone = 'Asia/Kolkata';

describe('order items cancelled on their own', () => {
  let cache: ReturnType<typeof openCache>;
  beforeEach(() => {
    cache = openCache();
    cache.writer.store(KEY, shipments, { syncedAt: new Date().toISOString() });
  });
  afterEach(() => cache.close());

  const rows = (view: 'toPack' | 'cancelled') =>
    cache.queries
      .block(KEY, { startRow: 0, endRow: 10, sort: [], filter: { view, timeZone: zone } })
      .rows.map((r) => [r.shipmentId, r.quantity, r.sellingPrice, r.totalPrice]);

  it("leave the grid's quantity and prices, which add up the live items (all of them once every one is cancelled)", () => {
    expect(rows('toPack')).toEqual([
      ['S1', 2, 180, 200],
      ['S3', 1, 90, 100],
    ]);
    expect(rows('cancelled')).toEqual([['S2', 5, 450, 500]]);
  });

  it('are not picked and not on the slip; a shipment with every item cancelled has no slip', () => {
    const pick = new PickListQueries(cache.db);
    const ids = ['S1', 'S2', 'S3'];
    expect(pick.lines(KEY, ids).map((l) => [l.sku, l.quantity, l.shipments])).toEqual([
      ['SKU-A', 2, 1],
      ['SKU-B', 1, 1],
    ]);
    expect(
      pick.slips(KEY, ids).map((s) => [s.shipmentId, s.orderIds, s.items.map((i) => i.orderItemId)]),
    ).toEqual([
      ['S1', ['OD-A'], ['A']],
      ['S3', ['OD-E'], ['E']],
    ]);
  });

  it("leave Today's most ordered, which counts what the pick list of the same shipments counts", () => {
    const filter = { view: 'toPack' as const, timeZone: zone };
    const top = cache.queries.topSkus(KEY, filter, 8).map((t) => [t.sku, t.quantity, t.shipments]);
    expect(top).toEqual([
      ['SKU-A', 2, 1],
      ['SKU-B', 1, 1],
    ]);
    const ids = cache.queries.ids(KEY, filter, [], 100).ids;
    const lines = new PickListQueries(cache.db).lines(KEY, ids).map((l) => [l.sku, l.quantity, l.shipments]);
    expect(top).toEqual(lines);
  });
});

it('the migration step adds up again the sums of shipments cached with an item cancelled on its own', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-cancelled-items-'));
  const steps = shipmentsMigrations.steps;
  // The cache as it was before the step that sums the live items only (and the steps after it).
  const sums = steps.findIndex((step) => /selling_price = \(SELECT sum/.test(step));
  const before = openDatabase(dir, [appMigrations, { ...shipmentsMigrations, steps: steps.slice(0, sums) }]);
  new ShipmentWriter(before).store(KEY, shipments, { syncedAt: new Date().toISOString() });
  // As stored before the step: every item summed, the cancelled ones too.
  before.exec(
    `UPDATE shipments SET quantity = 5, selling_price = 450, total_price = 500 WHERE shipment_id = 'S1'`,
  );
  before.close();
  const after = openDatabase(dir, [appMigrations, shipmentsMigrations]);
  try {
    const rows = new ShipmentQueries(after)
      .block(KEY, { startRow: 0, endRow: 10, sort: [], filter: { view: 'all', timeZone: zone } })
      .rows.map((r) => [r.shipmentId, r.quantity, r.totalPrice]);
    expect(rows.sort()).toEqual([
      ['S1', 2, 200],
      ['S2', 5, 500],
      ['S3', 1, 100],
    ]);
  } finally {
    after.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
