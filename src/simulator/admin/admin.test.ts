import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../config.ts';
import { createContext } from '../context.ts';
import { buildServer } from '../server.ts';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import { admin, bearer, getJson, selfToken, startSmall } from '../support/test-kit.ts';
import { isLoopback } from './loopback.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
let token: string;
const filterPath = '/sellers/v3/shipments/filter';
const callFilter = () =>
  fetch(`${info.base_url}/v3/shipments/filter`, {
    method: 'POST',
    headers: bearer(token, { 'content-type': 'application/json' }),
    body: '{"filter":{"type":"preDispatch","states":["APPROVED"]}}',
  });

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  token = await selfToken(info);
});
// Every test starts from the seeded world, whatever another test changed (clock, faults, switches, data).
beforeEach(() => admin(info, 'POST', '/reset'));
afterAll(() => sim.close());

describe('faults', () => {
  it('answers 429 with Retry-After for the next N matching requests, then normally', async () => {
    await admin(info, 'PUT', '/faults', {
      rules: [{ match: `${filterPath}*`, method: 'POST', fault: '429', times: 2, retryAfterSeconds: 3 }],
    });
    const a = await callFilter();
    const b = await callFilter();
    const c = await callFilter();
    expect([a.status, b.status, c.status]).toEqual([429, 429, 200]);
    expect(a.headers.get('retry-after')).toBe('3');
    const rules = (await admin(info, 'GET', '/faults')).rules;
    expect(rules[0]).toMatchObject({ seen: 3, applied: 2 });
  });

  it('skips the first `after` requests (fail the third page, say)', async () => {
    await admin(info, 'PUT', '/faults', { rules: [{ match: filterPath, fault: '500', after: 2, times: 1 }] });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await callFilter()).status);
    expect(statuses).toEqual([200, 200, 500, 200]);
  });

  it('sends 503 as JSON and gateway errors as a non-JSON HTML page', async () => {
    await admin(info, 'PUT', '/faults', {
      rules: [
        { match: filterPath, fault: '503', times: 1 },
        { match: filterPath, fault: 'gateway-504', times: 1 },
      ],
    });
    const json = await getJson(`${info.base_url}/v3/shipments/filter`, {
      method: 'POST',
      headers: bearer(token, { 'content-type': 'application/json' }),
      body: '{"filter":{"type":"preDispatch","states":["APPROVED"]}}',
    });
    expect(json.status).toBe(503);
    expect(json.body.code).toBe('SERVICE_UNAVAILABLE');
    const html = await callFilter();
    expect(html.status).toBe(504);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('Gateway Time-out');
  });

  it('truncates a body so that it no longer parses as JSON', async () => {
    await admin(info, 'PUT', '/faults', { rules: [{ match: filterPath, fault: 'truncate', times: 1 }] });
    const res = await callFilter();
    expect(res.status).toBe(200);
    await expect(res.clone().json()).rejects.toThrow();
    expect((await res.text()).startsWith('{"hasMore"')).toBe(true);
  });

  it('answers a 200 with a page or with JSON where something else was asked for', async () => {
    await admin(info, 'PUT', '/faults', {
      rules: [
        { match: filterPath, fault: 'ok-html', times: 1 },
        { match: filterPath, fault: 'ok-json', after: 1, times: 1 },
      ],
    });
    const page = await callFilter();
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html']);
    expect(await page.text()).toContain('<html>');
    const json = await callFilter();
    expect(json.status).toBe(200);
    expect(await json.json()).toMatchObject({ status: 'PROCESSING' });
  });

  it('answers 429 without Retry-After, and 500 DEPENDENT_SYSTEM_CALL_FAILED', async () => {
    await admin(info, 'PUT', '/faults', {
      rules: [
        { match: filterPath, fault: '429-bare', times: 1 },
        { match: filterPath, fault: 'dependent-500', after: 1, times: 1 },
      ],
    });
    const a = await callFilter();
    expect(a.status).toBe(429);
    expect(a.headers.get('retry-after')).toBeNull();
    const b = await callFilter();
    expect(b.status).toBe(500);
    expect(await b.json()).toMatchObject({ code: 'DEPENDENT_SYSTEM_CALL_FAILED' });
  });

  it('drips a whole body over the time given', async () => {
    await admin(info, 'PUT', '/faults', {
      rules: [{ match: filterPath, fault: 'drip', dripMs: 400, times: 1 }],
    });
    const res = await callFilter();
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const t0 = performance.now();
    let pieces = 0;
    let text = '';
    for (let r = await reader.read(); !r.done; r = await reader.read()) {
      pieces++;
      text += Buffer.from(r.value).toString();
    }
    expect(pieces).toBeGreaterThan(5);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(300);
    expect(JSON.parse(text)).toHaveProperty('shipments');
  });

  it('drops the connection', async () => {
    await admin(info, 'PUT', '/faults', { rules: [{ match: filterPath, fault: 'drop', times: 1 }] });
    await expect(callFilter()).rejects.toThrow();
    expect((await callFilter()).status).toBe(200);
  });

  it('adds latency to matching requests', async () => {
    await admin(info, 'PUT', '/faults', { rules: [{ match: filterPath, latencyMs: 150 }] });
    const t0 = performance.now();
    await callFilter();
    expect(performance.now() - t0).toBeGreaterThanOrEqual(140);
  });

  it('draws random faults from a seed, reproducibly', async () => {
    const run = async () => {
      await admin(info, 'PUT', '/faults', {
        seed: 7,
        rules: [{ match: filterPath, rates: { '429': 0.3, '500': 0.2 } }],
      });
      const out = [];
      for (let i = 0; i < 20; i++) out.push((await callFilter()).status);
      return out;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(first).toContain(200);
    expect(first.some((s) => s !== 200)).toBe(true);
  });

  it('clears faults with DELETE and refuses a bad rule', async () => {
    await admin(info, 'DELETE', '/faults');
    expect((await callFilter()).status).toBe(200);
    const bad = await fetch(`${info.admin_url}/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{"rules":[{"match":"/x","fault":"418"}]}',
    });
    expect(bad.status).toBe(400);
  });
});

describe('counters and reset', () => {
  it('counts requests per route and status, and reset restores data and clears counters', async () => {
    await admin(info, 'DELETE', '/counters');
    await admin(info, 'PUT', '/faults', { rules: [{ match: filterPath, fault: '429', times: 1 }] });
    await callFilter();
    await callFilter();
    await fetch(`${info.base_url}/nothing-here`);
    const counters = (await admin(info, 'GET', '/counters')).routes;
    expect(counters['POST /sellers/v3/shipments/filter']).toEqual({ '200': 1, '429': 1 });
    expect(counters['GET (no route)']).toEqual({ '404': 1 });
    const listing = await getJson(`${info.base_url}/listings/v3`, {
      method: 'POST',
      headers: bearer(token, { 'content-type': 'application/json; charset=utf-8' }),
      body: JSON.stringify({ 'SKU-R': {} }),
    });
    expect(listing.body['SKU-R'].status).toBe('FAILURE');
    expect((await admin(info, 'GET', '/listings/received')).skus['SKU-R'].count).toBe(1);
    await admin(info, 'POST', '/clock/advance', { ms: 5000 });
    await admin(info, 'POST', '/reset');
    expect((await admin(info, 'GET', '/counters')).routes).toEqual({});
    expect((await admin(info, 'GET', '/listings/received')).skus).toEqual({});
    expect((await admin(info, 'GET', '/faults')).rules).toEqual([]);
    expect((await callFilter()).status).toBe(200); // tokens survive a plain reset
    await admin(info, 'POST', '/reset', { tokens: true });
    expect((await callFilter()).status).toBe(401);
    token = await selfToken(info);
  });
});

describe('answers Stockroom does not know', () => {
  const post = (path: string, body: unknown) =>
    getJson(`${info.base_url}${path}`, {
      method: 'POST',
      headers: bearer(token, { 'content-type': 'application/json' }),
      body: JSON.stringify(body),
    });
  const read = async (ids: string[]): Promise<{ shipmentId: string; orderItems: { status: string }[] }[]> =>
    (await getJson(`${info.base_url}/v3/shipments?shipmentIds=${ids.join(',')}`, { headers: bearer(token) }))
      .body.shipments;
  const byIds = async (ids: string[]) => (await read(ids)).map((s) => s.shipmentId);
  const approved = async (n: number): Promise<string[]> => {
    const page = await post('/v3/shipments/filter', {
      filter: { type: 'postDispatch', states: ['PICKUP_COMPLETE', 'SHIPPED', 'DELIVERED'] },
    });
    const ids = page.body.shipments.slice(0, n).map((s: { shipmentId: string }) => s.shipmentId);
    await admin(info, 'POST', '/shipments/move', { shipmentIds: ids, status: 'APPROVED', hold: false });
    return ids;
  };

  it('answers the words planted (or none) while taking the action as usual', async () => {
    const [a, b, c] = await approved(3);
    await admin(info, 'PUT', '/fulfilment/answer-words', {
      words: [
        { shipmentId: a, action: 'cancel', status: 'PROCESSING' },
        { shipmentId: b, action: 'cancel', status: null },
        { shipmentId: c, action: 'pack', status: 'SUCCESSFUL' },
      ],
    });
    const res = await post('/v3/shipments/cancel', {
      shipments: [a, b, c].map((shipmentId) => ({ shipmentId, reason: 'out_of_stock' })),
    });
    expect(res.body.shipments).toEqual([
      { shipmentId: a, status: 'PROCESSING' },
      { shipmentId: b },
      { shipmentId: c, status: 'success' },
    ]);
    expect((await read([a!, b!, c!])).map((s) => s.orderItems[0]?.status)).toEqual([
      'CANCELLED',
      'CANCELLED',
      'CANCELLED',
    ]);
    expect((await admin(info, 'GET', '/fulfilment/received')).cancel).toEqual({ [a!]: 1, [b!]: 1, [c!]: 1 });
    const bad = await fetch(`${info.admin_url}/fulfilment/answer-words`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ words: [{ shipmentId: a, action: 'fly', status: 'x' }] }),
    });
    expect(bad.status).toBe(400);
  });

  it('leaves a shipment out of the next by-ids reads naming it, then reads it again', async () => {
    const [a, b] = await approved(2);
    await admin(info, 'PUT', '/shipments/left-out', { shipmentIds: [a], reads: 2 });
    expect(await byIds([a!, b!])).toEqual([b]);
    expect(await byIds([a!])).toEqual([]);
    expect(await byIds([a!, b!])).toEqual([a, b]);
  });
});

describe('loopback only', () => {
  it('recognises loopback addresses', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.3.4.5'].every(isLoopback)).toBe(true);
    expect(['10.0.0.2', '::ffff:192.168.1.1', '', undefined].some(isLoopback)).toBe(false);
  });

  it('refuses the admin interface to a non-loopback caller', async () => {
    // The request is injected with a foreign remote address, so no other address is ever contacted.
    const app = buildServer(createContext(resolveConfig({ shipments: 0, products: 10 })));
    try {
      const from = (remoteAddress: string) =>
        app.inject({ method: 'GET', url: '/__sim/counters', remoteAddress });
      expect((await from('192.0.2.10')).statusCode).toBe(403);
      expect((await from('127.0.0.1')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
