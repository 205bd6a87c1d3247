import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, bearer, getJson, selfToken, startSmall } from '../support/test-kit.ts';

// The real dialect (the default): what the marketplace's SDK and captured answers show. filter.test.ts has the spec's.
let sim: RunningSimulator;
let info: SimulatorInfo;
let token: string;

const PRE = ['APPROVED', 'PACKING_IN_PROGRESS', 'FORM_FAILED', 'PACKED', 'READY_TO_DISPATCH'];
const POST = ['PICKUP_COMPLETE', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED', 'COMPLETED'];
const EVERY_KIND = {
  shipmentTypes: ['NORMAL', 'SELF', 'EXPRESS'],
  serviceProfiles: ['NON_FBF', 'FBF_LITE', 'FBF'],
};

const post = (body: unknown) =>
  getJson(`${info.base_url}/v3/shipments/filter`, {
    method: 'POST',
    headers: bearer(token, { 'content-type': 'application/json' }),
    body: JSON.stringify(body),
  });
const next = (url: string) => getJson(`${info.base_url}${url}`, { headers: bearer(token) });

async function walk(body: Record<string, unknown>): Promise<Body[]> {
  const out: Body[] = [];
  let res = await post(body);
  for (;;) {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    out.push(...res.body.shipments);
    if (!res.body.hasMore) return out;
    res = await next(res.body.nextPageUrl);
  }
}

const move = (body: unknown) =>
  getJson(`${info.admin_url}/shipments/move`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const tokenOf = (url: string): string => new URL(url, 'http://x').searchParams.get('next_token') ?? '';
const decode = (b64: string): Body => JSON.parse(Buffer.from(b64, 'base64url').toString('utf8'));

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  token = await selfToken(info);
});
beforeEach(() => admin(info, 'POST', '/reset'));
afterAll(() => sim.close());

describe('shipment search, real dialect', () => {
  it('is the default, and refuses a search without type or states with a sentence naming what is missing', async () => {
    const empty = await post({ filter: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('filter.type');
    expect(empty.body.message).toContain('filter.states');
    const noStates = await post({ filter: { type: 'preDispatch' } });
    expect(noStates.status).toBe(400);
    expect(noStates.body.message).toContain('filter.states');
    expect(noStates.body.message).not.toContain('filter.type');
    expect((await post({ filter: { type: 'preDispatch', states: PRE } })).status).toBe(200);
  });

  it('leaves out held, SELF, EXPRESS and FBF shipments unless the search names them', async () => {
    const plain = await walk({ filter: { type: 'postDispatch', states: POST } });
    for (const s of plain) {
      expect(s.shipmentType).toBe('NORMAL');
      expect(s.orderItems[0].serviceProfile).not.toBe('FBF');
    }
    const named = await walk({ filter: { type: 'postDispatch', states: POST, ...EVERY_KIND } });
    const kinds = new Set(named.map((s) => s.shipmentType));
    expect(kinds).toEqual(new Set(['NORMAL', 'SELF', 'EXPRESS']));
    expect(named.some((s) => s.orderItems[0].serviceProfile === 'FBF')).toBe(true);
    expect(named.length).toBeGreaterThan(plain.length);

    const notHeld = await walk({ filter: { type: 'preDispatch', states: PRE, ...EVERY_KIND } });
    const held = await walk({ filter: { type: 'preDispatch', states: PRE, ...EVERY_KIND, hold: true } });
    expect(notHeld.every((s) => s.hold === false)).toBe(true);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((s) => s.hold === true)).toBe(true);
  });

  it('pages by offset: an unsigned base64 next_token holding the page, recomputed at each request', async () => {
    const body = {
      filter: { type: 'postDispatch', states: POST, ...EVERY_KIND },
      pagination: { pageSize: 5 },
    };
    const before = await walk(body);
    const first = await post(body);
    const outer = decode(tokenOf(first.body.nextPageUrl));
    expect(outer.filterType).toBe('postDispatch');
    expect(decode(outer.token).pagination).toEqual({ page_num: 2, page_size: 5 });

    // A shipment already sent leaves the results: the next page starts one further on, and one is never sent.
    const gone = first.body.shipments[0].shipmentId;
    expect((await move({ shipmentIds: [gone], status: 'CANCELLED' })).status).toBe(200);
    const second = await next(first.body.nextPageUrl);
    expect(second.body.shipments[0].shipmentId).toBe(before[6]?.shipmentId);
    expect(second.body.shipments.map((s: Body) => s.shipmentId)).not.toContain(before[5]?.shipmentId);

    const altered = await next('/v3/shipments/filter?next_token=bm90IGEgdG9rZW4');
    expect(altered.status).toBe(400);
    expect(altered.body.code).toBe('INVALID_NEXT_TOKEN');
  });

  it('sends forms as {name, link, automated} and a failed form as the items’ state FORM_FAILED', async () => {
    const all = await walk({ filter: { type: 'preDispatch', states: PRE, ...EVERY_KIND } });
    const forms = all.flatMap((s) => s.forms ?? []);
    expect(forms.length).toBeGreaterThan(0);
    for (const f of forms) expect(Object.keys(f).sort()).toEqual(['automated', 'link', 'name']);
    const failed = await walk({ filter: { type: 'preDispatch', states: ['FORM_FAILED'], ...EVERY_KIND } });
    expect(failed.length).toBeGreaterThan(0);
    for (const s of failed)
      expect(s.orderItems.map((i: Body) => i.status)).toEqual(s.orderItems.map(() => 'FORM_FAILED'));
    for (const s of all) expect(s.orderItems[0]).toHaveProperty('is_replacement');
  });

  it('reads ids sent comma-joined then encoded (%2C)', async () => {
    const some = (await walk({ filter: { type: 'postDispatch', states: POST, ...EVERY_KIND } })).slice(0, 3);
    const ids = some.map((s) => s.shipmentId as string);
    const res = await getJson(
      `${info.base_url}/v3/shipments?shipmentIds=${encodeURIComponent(ids.join(','))}`,
      {
        headers: bearer(token),
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.shipments.map((s: Body) => s.shipmentId).sort()).toEqual([...ids].sort());
  });
});

describe('POST /__sim/shipments/move', () => {
  it('moves shipments at the simulated now, holds and releases them, and fails forms', async () => {
    const some = await walk({ filter: { type: 'postDispatch', states: ['DELIVERED'], ...EVERY_KIND } });
    const id = some[0]?.shipmentId as string;
    const clock = await admin(info, 'GET', '/clock');
    expect((await move({ shipmentIds: [id], status: 'APPROVED', hold: true })).status).toBe(200);
    const held = await walk({
      filter: { type: 'preDispatch', states: ['APPROVED'], ...EVERY_KIND, hold: true },
    });
    const moved = held.find((s) => s.shipmentId === id);
    expect(moved?.orderItems[0].status).toBe('APPROVED');
    expect(Date.parse(moved?.updatedAt)).toBeGreaterThanOrEqual(Math.floor(clock.now / 1000) * 1000);

    expect((await move({ shipmentIds: [id], status: 'FORM_FAILED', hold: false })).status).toBe(200);
    const failed = await walk({ filter: { type: 'preDispatch', states: ['FORM_FAILED'], ...EVERY_KIND } });
    expect(failed.map((s) => s.shipmentId)).toContain(id);
  });

  it('refuses an unknown id or state, and moves nothing then', async () => {
    const some = await walk({ filter: { type: 'postDispatch', states: ['SHIPPED'], ...EVERY_KIND } });
    const real = some[0]?.shipmentId as string;
    const unknown = await move({ shipmentIds: [real, 'nope'], status: 'CANCELLED' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('nope');
    const bad = await move({ shipmentIds: [real], status: 'LOST' });
    expect(bad.status).toBe(400);
    const still = await walk({ filter: { type: 'postDispatch', states: ['SHIPPED'], ...EVERY_KIND } });
    expect(still.map((s) => s.shipmentId)).toContain(real);
  });
});
