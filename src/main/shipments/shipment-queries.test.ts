import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { ShipmentQueries } from './shipment-queries.ts';
import { ShipmentWriter } from './shipment-writer.ts';
import { KEY, openCache, openCacheDb } from './shipments.test-support.ts';

const shipment = (
  id: string,
  status: string,
  dispatchBy: string,
  extra: Partial<Shipment> = {},
  item: Record<string, unknown> = {},
): Shipment => ({
  shipmentId: id,
  dispatchByDate: dispatchBy,
  orderItems: [
    { orderItemId: `OI-${id}`, orderId: `OD-${id}`, sku: `SKU-${id}`, fsn: `FSN${id}`, status, ...item },
  ],
  forms: [],
  subShipments: [],
  ...extra,
});

describe('reading the shipment cache for the grid', () => {
  let cache: ReturnType<typeof openCache>;
  beforeEach(() => {
    cache = openCache();
    cache.writer.store(
      KEY,
      [
        shipment('A1', 'APPROVED', '2026-11-23T12:00:00.000+05:30', { hold: true, locationId: 'LOC1' }),
        shipment('A2', 'PACKED', '2026-11-23T23:00:00.000+05:30', { locationId: 'LOC2' }),
        shipment('A3', 'APPROVED', '2026-11-25T10:00:00.000+05:30', {
          forms: [{ name: 'E_WAY_BILL', status: 'FAILED' }],
          locationId: 'LOC1',
        }),
        shipment('B1', 'DELIVERED', '2026-11-01T10:00:00.000+05:30'),
        shipment('X1', 'SOMETHING_NEW', '2026-11-20T10:00:00.000+05:30'),
      ],
      { syncedAt: '2026-11-23T10:00:00.000Z' },
    );
    // Another profile's cache never shows here.
    cache.writer.store(
      { profileId: 'other', account: 'self:x' },
      [shipment('Z9', 'APPROVED', '2026-11-23T12:00:00.000+05:30')],
      {
        syncedAt: '2026-11-23T10:00:00.000Z',
      },
    );
  });
  afterEach(() => cache.close());

  const ids = (q: Parameters<typeof cache.queries.block>[1]) =>
    cache.queries.block(KEY, q).rows.map((r) => r.shipmentId);

  it('answers a search again as the cache stands after writes, from this connection or the storage thread', () => {
    const q = { startRow: 0, endRow: 10, sort: [], filter: { view: 'all' as const, search: 'sku-a' } };
    expect(ids(q)).toEqual(['A1', 'A2', 'A3']);
    cache.writer.store(KEY, [shipment('A4', 'APPROVED', '2026-11-26T10:00:00.000+05:30')], {
      syncedAt: '2026-11-23T11:00:00.000Z',
    });
    expect(ids(q)).toEqual(['A1', 'A2', 'A3', 'A4']);
    // Another connection to the same file, as the storage thread has.
    const other = openCacheDb(cache.dataDir);
    try {
      new ShipmentWriter(other).store(KEY, [shipment('A5', 'APPROVED', '2026-11-27T10:00:00.000+05:30')], {
        syncedAt: '2026-11-23T12:00:00.000Z',
      });
    } finally {
      other.close();
    }
    expect(ids(q)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
    expect(cache.queries.counts(KEY, q.filter).all).toBe(5);
  });

  it("lists the account's locations once each, in order, and none of another account's", () => {
    expect(cache.queries.locations(KEY)).toEqual(['LOC1', 'LOC2']);
    cache.writer.store(
      { profileId: 'demo', account: 'self:another' },
      [shipment('C1', 'APPROVED', '2026-11-23T12:00:00.000+05:30', { locationId: 'LOC0' })],
      { syncedAt: '2026-11-23T10:00:00.000Z' },
    );
    cache.writer.store(
      KEY,
      [shipment('A4', 'APPROVED', '2026-11-23T12:00:00.000+05:30', { locationId: 'LOC10' })],
      { syncedAt: '2026-11-23T11:00:00.000Z' },
    );
    expect(cache.queries.locations(KEY)).toEqual(['LOC1', 'LOC10', 'LOC2']);
    expect(cache.queries.locations({ profileId: 'other', account: 'self:x' })).toEqual([]);
    expect(cache.queries.locations({ profileId: 'demo', account: 'self:another' })).toEqual(['LOC0']);
  });

  it('counts every tab, with unknown states under Other', () => {
    expect(cache.queries.counts(KEY, { view: 'all' })).toEqual({
      toPack: 2,
      toDispatch: 1,
      inTransit: 0,
      delivered: 1,
      cancelled: 0,
      returns: 0,
      all: 5,
      other: 1,
    });
  });

  it('sorts and pages in SQL, the count being the whole view', () => {
    const q = {
      sort: [{ colId: 'dispatchBy' as const, sort: 'desc' as const }],
      filter: { view: 'all' as const },
    };
    expect(ids({ ...q, startRow: 0, endRow: 2 })).toEqual(['A3', 'A2']);
    expect(ids({ ...q, startRow: 2, endRow: 10 })).toEqual(['A1', 'X1', 'B1']);
    expect(cache.queries.block(KEY, { ...q, startRow: 0, endRow: 2 }).rowCount).toBe(5);
  });

  it('searches shipment, order, order item ids, SKU and FSN, and filters by location, hold and dates', () => {
    const base = { startRow: 0, endRow: 10, sort: [] };
    expect(ids({ ...base, filter: { view: 'all', search: 'od-a2' } })).toEqual(['A2']);
    expect(ids({ ...base, filter: { view: 'all', search: 'OI-B1' } })).toEqual(['B1']);
    expect(ids({ ...base, filter: { view: 'all', search: 'fsnx1' } })).toEqual(['X1']);
    expect(ids({ ...base, filter: { view: 'all', search: '%' } })).toEqual([]);
    expect(ids({ ...base, filter: { view: 'toPack', locationId: 'LOC1' } })).toEqual(['A1', 'A3']);
    expect(ids({ ...base, filter: { view: 'all', hold: true } })).toEqual(['A1']);
    expect(
      ids({
        ...base,
        filter: { view: 'all', dateField: 'dispatchBy', dateFrom: '2026-11-23', dateTo: '2026-11-23' },
      }),
    ).toEqual(['A1', 'A2']);
    expect(cache.queries.counts(KEY, { view: 'toPack', search: 'A' }).all).toBe(3);
  });

  it('combines a search with a tab, a filter, a sort and paging, counting only what matches all of them', () => {
    const q = {
      sort: [{ colId: 'dispatchBy' as const, sort: 'desc' as const }],
      filter: { view: 'toPack' as const, search: 'a', locationId: 'LOC1' },
    };
    expect(ids({ ...q, startRow: 0, endRow: 1 })).toEqual(['A3']);
    expect(ids({ ...q, startRow: 1, endRow: 10 })).toEqual(['A1']);
    expect(cache.queries.block(KEY, { ...q, startRow: 0, endRow: 1 }).rowCount).toBe(2);
    const narrower = { ...q.filter, search: 'a3' };
    expect(ids({ ...q, filter: narrower, startRow: 0, endRow: 10 })).toEqual(['A3']);
    expect(cache.queries.counts(KEY, { ...narrower, view: 'all' })).toMatchObject({ toPack: 1, all: 1 });
  });

  it('says which of some shipments the grid shows under a filter: its tab, search and filters, nothing unknown', () => {
    const given = ['A3', 'A2', 'A1', 'Z9', 'nope'];
    expect(cache.queries.shown(KEY, { view: 'toPack' }, given)).toEqual(['A3', 'A1']);
    expect(cache.queries.shown(KEY, { view: 'toPack', search: 'a3' }, given)).toEqual(['A3']);
    expect(cache.queries.shown(KEY, { view: 'toPack', hold: true }, given)).toEqual(['A1']);
    expect(cache.queries.shown(KEY, { view: 'all' }, given)).toEqual(['A3', 'A2', 'A1']);
    expect(cache.queries.shown(KEY, { view: 'toDispatch' }, [])).toEqual([]);
  });

  /** The cache's reads at a fixed time (an injected clock). */
  const at = (iso: string) => new ShipmentQueries(cache.db, () => Date.parse(iso));

  it('sums up the day in India: due today, overdue, on hold, forms failed', () => {
    const queries = at('2026-11-23T18:00:00.000+05:30');
    expect(queries.summary(KEY, { view: 'all' })).toEqual({
      overdue: 1,
      dueToday: 1,
      dueLater: 1,
      onHold: 1,
      formsFailed: 1,
    });
  });

  it("splits the tab's shipments by deadline, whichever deadline chip is pressed", () => {
    const queries = at('2026-11-23T18:00:00.000+05:30');
    const toPack = { overdue: 1, dueToday: 0, dueLater: 1, onHold: 1, formsFailed: 1 };
    expect(queries.summary(KEY, { view: 'toPack' })).toEqual(toPack);
    expect(queries.summary(KEY, { view: 'toPack', deadline: 'overdue' })).toEqual(toPack);
    const split = toPack.overdue + toPack.dueToday + toPack.dueLater;
    expect(split).toBe(queries.counts(KEY, { view: 'all' }).toPack);
    expect(queries.summary(KEY, { view: 'delivered' })).toMatchObject({
      overdue: 0,
      dueToday: 0,
      dueLater: 0,
    });
    // Due later holds a shipment still to dispatch that has no dispatch-by.
    cache.writer.store(KEY, [shipment('A4', 'APPROVED', '')], { syncedAt: '2026-11-23T11:00:00.000Z' });
    expect(queries.summary(KEY, { view: 'toPack' }).dueLater).toBe(2);
    expect(queries.count(KEY, { view: 'toPack', deadline: 'later' })).toBe(2);
  });

  it("counts today in the computer's zone, and follows the grid's search", () => {
    // 18:00 in India is 07:30 in New York: A2's 23:00 IST deadline (12:30 there) is due today in both zones,
    // and A3's (25 Nov 10:00 IST, 24 Nov 23:30 in New York) is tomorrow's in both.
    const queries = at('2026-11-23T18:00:00.000+05:30');
    const ny = { view: 'all' as const, timeZone: 'America/New_York' };
    expect(queries.summary(KEY, ny)).toMatchObject({ dueToday: 1, overdue: 1 });
    // At 20:00 IST on the 24th it is 09:30 in New York: A3 (25 Nov 10:00 IST, 24 Nov 23:30 there) is due today
    // in New York and not in India.
    const later = at('2026-11-24T20:00:00.000+05:30');
    expect(later.summary(KEY, ny)).toMatchObject({ dueToday: 1, overdue: 2 });
    expect(later.summary(KEY, { view: 'all' })).toMatchObject({ dueToday: 0, overdue: 2 });
    expect(queries.summary(KEY, { view: 'all', search: 'sku-a2' })).toEqual({
      overdue: 0,
      dueToday: 1,
      dueLater: 0,
      onHold: 0,
      formsFailed: 0,
    });
  });

  it('filters by deadline (still to dispatch only), failed forms and titles', () => {
    const queries = at('2026-11-23T18:00:00.000+05:30');
    const rows = (filter: Parameters<typeof queries.block>[1]['filter']) =>
      queries.block(KEY, { startRow: 0, endRow: 10, sort: [], filter }).rows.map((r) => r.shipmentId);
    expect(rows({ view: 'all', deadline: 'overdue' })).toEqual(['A1']);
    expect(rows({ view: 'all', deadline: 'dueToday' })).toEqual(['A2']);
    expect(rows({ view: 'all', deadline: 'byToday' })).toEqual(['A1', 'A2']);
    expect(rows({ view: 'toPack', deadline: 'byToday' })).toEqual(['A1']);
    expect(rows({ view: 'all', deadline: 'next24h' })).toEqual(['A2']);
    expect(rows({ view: 'all', formsFailed: true })).toEqual(['A3']);
    // A cancelled shipment keeps its form's FAILED (the specification's dialect): it has nothing left to fail.
    cache.writer.store(
      KEY,
      [
        shipment('C1', 'CANCELLED', '2026-11-22T10:00:00.000+05:30', {
          forms: [{ name: 'F', status: 'FAILED' }],
        }),
      ],
      { syncedAt: '2026-11-23T11:00:00.000Z' },
    );
    expect(rows({ view: 'all', formsFailed: true })).toEqual(['A3']);
    expect(rows({ view: 'cancelled', formsFailed: false })).toEqual(['C1']);
    expect(queries.counts(KEY, { view: 'all', deadline: 'byToday' })).toMatchObject({
      toPack: 1,
      toDispatch: 1,
    });
  });

  it('opens a shipment in full, and names one it does not hold', () => {
    expect(cache.queries.detail(KEY, 'A3').shipment.forms).toEqual([
      { name: 'E_WAY_BILL', status: 'FAILED' },
    ]);
    expect(() => cache.queries.detail(KEY, 'Z9')).toThrow('Shipment Z9 is not in the offline copy');
  });
});
