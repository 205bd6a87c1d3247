import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, bearer, getJson, selfToken, startSmall } from '../support/test-kit.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
let token: string;

const post = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  getJson(`${info.base_url}/v3/shipments/filter`, {
    method: 'POST',
    headers: bearer(token, headers),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/** Follows nextPageUrl (joined to the base address) until hasMore is false. */
async function walk(body: Record<string, unknown>): Promise<{ shipments: Body[]; pages: Body[] }> {
  const pages: Body[] = [];
  let res = await post(body);
  for (;;) {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    if (!res.body.hasMore) break;
    res = await getJson(`${info.base_url}${res.body.nextPageUrl}`, { headers: bearer(token) });
  }
  return { shipments: pages.flatMap((p) => p.shipments), pages };
}

const statuses = (list: Body[]) => new Set(list.flatMap((s) => s.orderItems.map((i: Body) => i.status)));
const WIDE = { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00+05:30' };

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  token = await selfToken(info);
});
// Every test starts from the seeded world, whatever another test changed (clock, faults, switches, data). These are
// the specification's dialect (empty filter, keyset tokens, forms with status); filter-real.test.ts has the real one.
beforeEach(async () => {
  await admin(info, 'POST', '/reset');
  await admin(info, 'PUT', '/switches', { sellerDialect: 'spec' });
});
afterAll(() => sim.close());

describe('POST /v3/shipments/filter', () => {
  it('accepts an empty filter object (pre-dispatch shipments)', async () => {
    const res = await post({ filter: {} });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      hasMore: expect.any(Boolean),
      nextPageUrl: expect.any(String),
      shipments: expect.any(Array),
    });
    expect(res.body.shipments.length).toBeGreaterThan(0);
    for (const st of statuses(res.body.shipments))
      expect(['APPROVED', 'PACKING_IN_PROGRESS', 'PACKED', 'READY_TO_DISPATCH']).toContain(st);
  });

  it('pages 20 at most, with relative nextPageUrl without /sellers, until hasMore is false', async () => {
    const { shipments, pages } = await walk({
      filter: { type: 'postDispatch' },
      pagination: { pageSize: 20 },
    });
    expect(pages.length).toBeGreaterThan(2);
    for (const p of pages.slice(0, -1)) expect(p.shipments).toHaveLength(20);
    for (const p of pages) expect(p.nextPageUrl).toMatch(/^\/v3\/shipments\/filter\?next_token=[\w.-]+$/);
    expect(new Set(shipments.map((s) => s.shipmentId)).size).toBe(shipments.length);
    for (const st of statuses(shipments))
      expect(['PICKUP_COMPLETE', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED']).toContain(st);
  });

  it('answers a page size over 20 with 400 and says why', async () => {
    const res = await post({ filter: { type: 'preDispatch' }, pagination: { pageSize: 21 } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('pageSize must be from 1 to 20');
  });

  it('filters by state, including FORM_FAILED', async () => {
    const packed = await walk({ filter: { type: 'preDispatch', states: ['PACKED'] } });
    expect([...statuses(packed.shipments)]).toEqual(['PACKED']);
    const failed = await walk({ filter: { type: 'preDispatch', states: ['FORM_FAILED'] } });
    expect(failed.shipments.length).toBeGreaterThan(0);
    for (const s of failed.shipments) expect(s.forms.some((f: Body) => f.status === 'FAILED')).toBe(true);
  });

  it('refuses states of another type, and an unknown type', async () => {
    expect((await post({ filter: { type: 'preDispatch', states: ['DELIVERED'] } })).status).toBe(400);
    expect((await post({ filter: { type: 'everything' } })).status).toBe(400);
  });

  it('needs a cancellationDate range for cancelled searches and filters by cancellationType', async () => {
    const bare = await post({ filter: { type: 'cancelled' } });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toContain('cancellationDate');
    const all = await walk({ filter: { type: 'cancelled', cancellationDate: WIDE } });
    expect([...statuses(all.shipments)]).toEqual(['CANCELLED']);
    const buyer = await walk({
      filter: { type: 'cancelled', cancellationDate: WIDE, cancellationType: 'buyerCancellation' },
    });
    expect(buyer.shipments.length).toBeGreaterThan(0);
    expect(buyer.shipments.length).toBeLessThan(all.shipments.length);
    for (const s of buyer.shipments) expect(s.orderItems[0].cancellationReason).toBe('buyer_cancellation');
  });

  it('filters by sku, location, shipment type, service profile, tier and hold', async () => {
    const base = (await walk({ filter: { type: 'postDispatch' } })).shipments;
    const sku = base[0].orderItems[0].sku;
    const bySku = await walk({ filter: { type: 'postDispatch', sku: [sku] } });
    expect(bySku.shipments.length).toBeGreaterThan(0);
    for (const s of bySku.shipments) expect(s.orderItems.map((i: Body) => i.sku)).toContain(sku);
    const loc = base.find((s) => s.locationId)?.locationId;
    for (const s of (await walk({ filter: { type: 'postDispatch', locationId: loc } })).shipments)
      expect(s.locationId).toBe(loc);
    for (const s of (await walk({ filter: { type: 'postDispatch', shipmentTypes: ['SELF'] } })).shipments)
      expect(s.shipmentType).toBe('SELF');
    for (const s of (await walk({ filter: { type: 'postDispatch', serviceProfiles: ['FBF'] } })).shipments)
      expect(s.orderItems[0].serviceProfile).toBe('FBF');
    for (const s of (await walk({ filter: { type: 'postDispatch', dispatchServiceTiers: ['EXPRESS'] } }))
      .shipments)
      expect(s.dispatchServiceTier).toBe('EXPRESS');
    const held = await walk({ filter: { type: 'preDispatch', hold: true } });
    expect(held.shipments.length).toBeGreaterThan(0);
    for (const s of held.shipments) expect(s.hold).toBe(true);
  });

  it('filters by date ranges given with Z or +05:30', async () => {
    const all = (await walk({ filter: { type: 'postDispatch' } })).shipments;
    const dates = all.map((s) => Date.parse(s.orderItems[0].orderDate)).sort((a, b) => a - b);
    const mid = dates[Math.floor(dates.length / 2)] ?? 0;
    const from = new Date(mid).toISOString();
    const later = await walk({ filter: { type: 'postDispatch', orderDate: { from } } });
    expect(later.shipments.length).toBe(dates.filter((d) => d >= mid).length);
    const bad = await post({ filter: { type: 'postDispatch', orderDate: { from: 'yesterday' } } });
    expect(bad.status).toBe(400);
  });

  it.each(['dispatchByDate', 'orderDate', 'modifiedDate', 'dispatchAfterDate'])(
    'sorts by %s ascending and descending',
    async (field) => {
      const pick = (s: Body) =>
        Date.parse(
          field === 'orderDate'
            ? s.orderItems[0].orderDate
            : field === 'modifiedDate'
              ? s.updatedAt
              : s[field],
        );
      for (const order of ['asc', 'desc']) {
        const values = (
          await walk({ filter: { type: 'postDispatch' }, sort: { field, order } })
        ).shipments.map(pick);
        const sorted = [...values].sort((a, b) => (order === 'asc' ? a - b : b - a));
        expect(values).toEqual(sorted);
      }
    },
  );

  it('refuses a tampered next_token', async () => {
    const res = await post({ filter: { type: 'postDispatch' } });
    const url: string = res.body.nextPageUrl;
    const tampered = url.replace(/next_token=(.)/, (_m, c: string) => `next_token=${c === 'e' ? 'f' : 'e'}`);
    const bad = await getJson(`${info.base_url}${tampered}`, { headers: bearer(token) });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_NEXT_TOKEN');
  });

  it('answers the same search again as things stand after the clock moves, never from an earlier answer', async () => {
    const ids = (list: Body[]) => list.map((s) => s.shipmentId as string).sort();
    const first = await walk({ filter: { type: 'preDispatch' }, pagination: { pageSize: 20 } });
    await admin(info, 'POST', '/clock/advance', { ms: 2 * 86_400_000 });
    const again = await walk({ filter: { type: 'preDispatch' }, pagination: { pageSize: 20 } });
    expect(ids(again.shipments)).not.toEqual(ids(first.shipments));
    for (const st of statuses(again.shipments))
      expect(['APPROVED', 'PACKING_IN_PROGRESS', 'PACKED', 'READY_TO_DISPATCH']).toContain(st);
  });

  it('finds new and changed shipments by modifiedDate after the clock moves', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const before = await walk({ filter: { type: 'preDispatch', modifiedDate: { from: since } } });
    await admin(info, 'POST', '/clock/advance', { ms: 12 * 3600 * 1000 });
    const after = await walk({ filter: { type: 'preDispatch', modifiedDate: { from: since } } });
    expect(after.shipments.length).toBeGreaterThan(before.shipments.length);
    const post2 = await walk({ filter: { type: 'postDispatch', modifiedDate: { from: since } } });
    expect(post2.shipments.length).toBeGreaterThan(0);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 and a JSON body saying what is wrong', async () => {
    const res = await post('{"filter": {', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
    expect(res.body.message).toContain('not valid JSON');
  });

  it('answers a non-JSON content type, a missing body and a non-object filter with 400', async () => {
    expect((await post('filter=1', { 'content-type': 'text/plain' })).status).toBe(400);
    expect((await post('', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await post({ filter: 'all' })).status).toBe(400);
    expect((await post([1, 2])).status).toBe(400);
  });
});
