import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { PickListQueries } from './pick-list-queries.ts';
import { KEY, openCache } from './shipments.test-support.ts';

function shipment(i: number): Shipment {
  const at = new Date(Date.UTC(2026, 10, 1 + (i % 20))).toISOString();
  return {
    shipmentId: `S${String(i).padStart(4, '0')}`,
    dispatchByDate: at,
    dispatchAfterDate: at,
    updatedAt: at,
    hold: false,
    locationId: `LOC${i % 2}`,
    orderItems: [
      {
        orderItemId: `OI${i}`,
        orderId: `OD${i}`,
        sku: `SKU-${i % 7}`,
        title: `Item ${i % 7}`,
        fsn: `FSN${i % 7}`,
        quantity: 1 + (i % 3),
        status: 'APPROVED',
        orderDate: at,
        priceComponents: { sellingPrice: 100, totalPrice: 120 },
      },
    ],
    forms: [],
    subShipments: [],
  };
}

/** The database, recording every statement prepared on it. */
function recording(db: DatabaseSync): { db: DatabaseSync; statements: string[] } {
  const statements: string[] = [];
  const proxy = new Proxy(db, {
    get(target, name) {
      if (name === 'prepare')
        return (sql: string) => {
          statements.push(sql);
          return target.prepare(sql);
        };
      const value = Reflect.get(target, name) as unknown;
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
  return { db: proxy, statements };
}

describe('pick list queries', () => {
  let cache: ReturnType<typeof openCache>;
  beforeEach(() => {
    cache = openCache();
    const shipments = Array.from({ length: 2000 }, (_, i) => shipment(i));
    cache.writer.store(KEY, shipments, { syncedAt: new Date().toISOString(), fullSyncId: 'test' });
    cache.db.exec('ANALYZE');
  });
  afterEach(() => cache.close());

  it('adds up the chosen shipments and gives their slips in the order chosen', () => {
    const queries = new PickListQueries(cache.db);
    const ids = ['S0009', 'S0002', 'S0004'];
    expect(queries.slips(KEY, ids).map((s) => [s.shipmentId, s.orderIds, s.items[0]?.quantity])).toEqual([
      ['S0009', ['OD9'], 1],
      ['S0002', ['OD2'], 3],
      ['S0004', ['OD4'], 2],
    ]);
    // S0009 and S0002 are both SKU-2, from two locations.
    const lines = queries.lines(KEY, ids).map((l) => ({ ...l, locations: l.locations.split(', ').sort() }));
    expect(lines.sort((x, y) => x.sku.localeCompare(y.sku))).toEqual([
      { sku: 'SKU-2', title: 'Item 2', fsn: 'FSN2', quantity: 4, shipments: 2, locations: ['LOC0', 'LOC1'] },
      { sku: 'SKU-4', title: 'Item 4', fsn: 'FSN4', quantity: 2, shipments: 1, locations: ['LOC0'] },
    ]);
  });

  it('walks the chosen ids and finds each by its key, never reading the whole cache', () => {
    const { db, statements } = recording(cache.db);
    const queries = new PickListQueries(db);
    const ids = JSON.stringify(['S0001', 'S0002']);
    queries.lines(KEY, ['S0001', 'S0002']);
    queries.slips(KEY, ['S0001', 'S0002']);
    expect(statements.length).toBeGreaterThanOrEqual(5);
    for (const sql of statements) {
      const plan = (
        cache.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(ids, KEY.profileId, KEY.account) as {
          detail: string;
        }[]
      ).map((r) => r.detail);
      // The id list is the outer loop, and every cache table is searched by its key.
      expect(plan[0], sql).toMatch(/^SCAN ids\b/);
      for (const step of plan.slice(1)) expect(step, sql).not.toMatch(/^SCAN /);
      expect(
        plan.filter((s) => /^SEARCH /.test(s)).every((s) => /shipment_id=\?/.test(s)),
        sql,
      ).toBe(true);
    }
  });

  it('says a form failed when the items say FORM_FAILED (real forms carry no status), and keeps a given status', () => {
    const form = { name: 'E_WAY_BILL', link: 'https://example.invalid/', automated: true };
    const failed = { ...shipment(1), shipmentId: 'REAL1', forms: [form] };
    failed.orderItems = failed.orderItems.map((i) => ({ ...i, status: 'FORM_FAILED' }));
    const fine = { ...shipment(2), shipmentId: 'REAL2', forms: [form] };
    const spec = { ...shipment(3), shipmentId: 'SPEC3', forms: [{ ...form, status: 'COMPLETED' }] };
    cache.writer.store(KEY, [failed, fine, spec], { syncedAt: new Date().toISOString() });
    const slips = new PickListQueries(cache.db).slips(KEY, ['REAL1', 'REAL2', 'SPEC3']);
    expect(slips.map((s) => s.forms)).toEqual([
      [{ name: 'E_WAY_BILL', status: 'FAILED' }],
      [{ name: 'E_WAY_BILL', status: '' }],
      [{ name: 'E_WAY_BILL', status: 'COMPLETED' }],
    ]);
  });
});
