import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, bearer, getJson, partnerToken, selfToken, startSmall } from '../support/test-kit.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
let token: string;

const get = (query: string, auth = token) =>
  getJson(`${info.base_url}/v2/returns?${query}`, { headers: bearer(auth) });

/** Every page of a search, following nextUrl (relative, without /sellers) until hasMore is false. */
async function walk(query: string, between?: (page: number) => Promise<void>): Promise<Body[]> {
  const out: Body[] = [];
  let res = await get(query);
  for (let page = 1; ; page++) {
    expect(res.status).toBe(200);
    expect(res.body.returnItems.length).toBeLessThanOrEqual(25);
    out.push(...res.body.returnItems);
    if (!res.body.hasMore) return out;
    await between?.(page);
    res = await getJson(`${info.base_url}${res.body.nextUrl}`, { headers: bearer(token) });
  }
}

const both = async (extra = ''): Promise<Body[]> => [
  ...(await walk(`source=courier_return${extra}`)),
  ...(await walk(`source=customer_return${extra}`)),
];

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  token = await selfToken(info);
});
beforeEach(async () => {
  await admin(info, 'POST', '/reset');
});
afterAll(() => sim.close());

describe('GET /v2/returns on the Demo seed', () => {
  it('holds a month of returns, a few a day, most of them courier returns (RTO)', async () => {
    const courier = await walk('source=courier_return');
    const customer = await walk('source=customer_return');
    expect(courier.length + customer.length).toBe(120);
    expect(courier.length).toBeGreaterThan(customer.length);
    expect(courier.every((r) => r.type === 'rto' && r.reason && r.subReason)).toBe(true);
    // Customer returns say why, with a sub-reason, and what the buyer gets back.
    expect(customer.every((r) => r.reason && r.subReason)).toBe(true);
    expect(new Set(customer.map((r) => r.type))).toContain('refund');
    const ids = [...courier, ...customer].map((r) => r.returnId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has returns of both sources in every location, self-ship ones awaiting the seller, expected dates', async () => {
    const all = await both();
    const locations = new Set(all.map((r) => r.locationId));
    expect(locations.size).toBe(3);
    for (const source of ['courier_return', 'customer_return']) {
      for (const location of locations) {
        const res = await walk(`source=${source}&locationId=${location}`);
        expect(res.length).toBeGreaterThan(0);
        expect(res.every((r) => r.locationId === location)).toBe(true);
      }
    }
    const waiting = all.filter((r) => r.serviceProfile === 'Seller_Fulfilment' && r.status === 'requested');
    expect(waiting.length).toBeGreaterThan(0);
    const arriving = all.filter((r) => ['in_transit', 'out_for_delivery'].includes(r.status));
    expect(arriving.length).toBeGreaterThan(0);
    expect(arriving.every((r) => /^\d{4}-\d{2}-\d{2}T.*\+05:30$/.test(r.expectedDate))).toBe(true);
    expect(all.some((r) => r.status === 'delivered')).toBe(true);
    // The SDK's ReturnItem in full, dates as the real service writes them.
    expect(Object.keys(all[0]).sort()).toEqual(
      [
        'approvedOn',
        'comments',
        'courierName',
        'createdDate',
        'expectedDate',
        'locationId',
        'orderDate',
        'orderId',
        'orderItemId',
        'quantity',
        'reason',
        'returnId',
        'sellerId',
        'serviceProfile',
        'services',
        'shipmentId',
        'shipmentStatus',
        'status',
        'subReason',
        'trackingId',
        'type',
        'updatedDate',
      ].sort(),
    );
  });

  it('names order items of the seller’s own shipments', async () => {
    const [first] = await walk('source=courier_return');
    const res = await getJson(`${info.base_url}/v3/shipments?orderItemIds=${first.orderItemId}`, {
      headers: bearer(token),
    });
    expect(res.status).toBe(200);
    expect(res.body.shipments[0].shipmentId).toBe(first.shipmentId);
  });

  it('brings new returns and moves the open ones as the simulated day goes on', async () => {
    const before = await both();
    await admin(info, 'POST', '/clock/advance', { seconds: 24 * 3600 });
    const after = await both();
    expect(after.length - before.length).toBe(4);
    const moved = after.filter((r) => {
      const was = before.find((b) => b.returnId === r.returnId);
      return was !== undefined && was.status !== r.status;
    });
    expect(moved.length).toBeGreaterThan(0);
    expect(
      moved.every((r) => r.updatedDate > before.find((b) => b.returnId === r.returnId).updatedDate),
    ).toBe(true);
  });

  it('answers the same whatever the seller dialect switch says: the specification has no returns', async () => {
    const real = await both();
    await admin(info, 'PUT', '/switches', { sellerDialect: 'spec' });
    expect(await both()).toEqual(real);
  });
});

describe('GET /v2/returns queries', () => {
  it('requires a source, and says which', async () => {
    for (const query of ['', 'source=all', 'createdAfter=2026-01-01T00:00:00Z']) {
      const res = await get(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('source is required, one of courier_return, customer_return');
    }
  });

  it('refuses a date that is not one', async () => {
    const res = await get('source=courier_return&modifiedAfter=yesterday');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^modifiedAfter must be an ISO date-time/);
  });

  it('takes up to 25 return ids or tracking ids, and refuses 26 with a clear 400', async () => {
    const all = await walk('source=courier_return');
    const ids = all.slice(0, 25).map((r) => r.returnId);
    const found = await get(`source=courier_return&returnIds=${encodeURIComponent(ids.join(','))}`);
    expect(found.status).toBe(200);
    expect(found.body.returnItems.map((r: Body) => r.returnId).sort()).toEqual([...ids].sort());
    const tracking = all.slice(0, 3).map((r) => r.trackingId);
    const byTracking = await get(`source=courier_return&trackingIds=${tracking.join(',')}`);
    expect(byTracking.body.returnItems.map((r: Body) => r.trackingId).sort()).toEqual([...tracking].sort());
    for (const name of ['returnIds', 'trackingIds']) {
      const many = Array.from({ length: 26 }, (_, i) => `X${i}`).join(',');
      const res = await get(`source=courier_return&${name}=${many}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${name}: at most 25 ids are allowed (got 26)`);
    }
  });

  it('filters by created and modified dates, both ends included', async () => {
    const all = await walk('source=courier_return');
    const created = all.map((r) => r.createdDate).sort();
    const from = created[10];
    const to = created[30];
    const inRange = await walk(
      `source=courier_return&createdAfter=${encodeURIComponent(from)}&createdBefore=${encodeURIComponent(to)}`,
    );
    expect(inRange.length).toBe(all.filter((r) => r.createdDate >= from && r.createdDate <= to).length);
    const since = all.map((r) => r.updatedDate).sort()[all.length - 5];
    const changed = await walk(`source=courier_return&modifiedAfter=${encodeURIComponent(since)}`);
    expect(changed.map((r) => r.returnId).sort()).toEqual(
      all
        .filter((r) => r.updatedDate >= since)
        .map((r) => r.returnId)
        .sort(),
    );
  });

  it('pages by 25 with hasMore and a relative nextUrl, and refuses an altered or foreign token', async () => {
    const first = await get('source=courier_return');
    expect(first.body.returnItems).toHaveLength(25);
    expect(first.body.hasMore).toBe(true);
    expect(first.body.nextUrl).toMatch(/^\/v2\/returns\?next_token=/);
    const altered = await getJson(`${info.base_url}${first.body.nextUrl}x`, { headers: bearer(token) });
    expect(altered.status).toBe(400);
    const other = await partnerToken(info, 'second-seller');
    const foreign = await getJson(`${info.base_url}${first.body.nextUrl}`, { headers: bearer(other.access) });
    expect(foreign.status).toBe(403);
  });

  it('misses nothing and repeats nothing when returns change between pages', async () => {
    const all = await walk('source=courier_return');
    let movedAt = 0;
    // Move a return already read, and one still ahead, while the walk is between its first and second page.
    const seen = await walk('source=courier_return', async (page) => {
      if (page !== 1) return;
      const moved = await admin(info, 'POST', '/returns/status', {
        returnIds: [all[3].returnId, all[40].returnId],
        status: 'delivered',
        shipmentStatus: 'delivered',
      });
      movedAt = moved.now;
    });
    const ids = seen.map((r) => r.returnId);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(all.map((r) => r.returnId).sort());
    expect(seen.find((r) => r.returnId === all[40].returnId).status).toBe('delivered');
    // The one already read shows its change to a search by what changed since.
    const since = await walk(`source=courier_return&modifiedAfter=${new Date(movedAt).toISOString()}`);
    expect(since.find((r) => r.returnId === all[3].returnId).status).toBe('delivered');
  });
});
