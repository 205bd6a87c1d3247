import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from './index.ts';
import { affiliateHeaders, bearer, getJson, selfToken, startSmall } from './support/test-kit.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
let token: string;

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  token = await selfToken(info);
});
afterAll(() => sim.close());

describe('addresses', () => {
  it('serves everything on one loopback port with the documented addresses', () => {
    const origin = new URL(info.auth_url).origin;
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(info).toMatchObject({
      base_url: `${origin}/sellers`,
      affiliate_base_url: origin,
      admin_url: `${origin}/__sim`,
    });
    expect(info.credentials.third_party.redirectUri).toMatch(/^https:\/\//);
  });

  it('derives the same credentials from the same seed', async () => {
    const other = await startSmall({ shipments: 0, products: 10 });
    try {
      expect(other.info.credentials).toEqual(info.credentials);
    } finally {
      await other.close();
    }
  });
});

describe('bad input never crashes the server', () => {
  it('answers an unknown route with a JSON 404', async () => {
    const res = await getJson(`${info.auth_url}/no/such/thing`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
    expect((await getJson(`${info.base_url}/v4/shipments`, { headers: bearer(token) })).status).toBe(404);
  });

  it('survives hostile bodies, headers and queries', async () => {
    const bodies = [
      '',
      'null',
      '[]',
      '"x"',
      '{"filter":null}',
      '{"__proto__":{"x":1}}',
      '\u0000\u0001',
      '{'.repeat(5000),
      JSON.stringify({ filter: { states: Array(1000).fill('X') } }),
    ];
    const types = [
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/xml',
      'multipart/form-data; boundary=x',
    ];
    for (const body of bodies) {
      for (const type of types) {
        for (const path of ['/v3/shipments/filter', '/listings/v3']) {
          const res = await fetch(`${info.base_url}${path}`, {
            method: 'POST',
            headers: bearer(token, { 'content-type': type }),
            body,
          });
          const label = `${path} ${type} ${body.slice(0, 20)}`;
          expect(res.headers.get('content-type'), label).toContain('application/json');
          const answer = (await res.json()) as Record<string, unknown>;
          if (res.status === 200) {
            // A JSON object is a map of SKUs for the create call: each odd entry fails on its own.
            expect(path, label).toBe('/listings/v3');
            expect(
              Object.values(answer).every((r) => (r as { status: string }).status === 'FAILURE'),
              label,
            ).toBe(true);
          } else {
            expect(res.status, label).toBeGreaterThanOrEqual(400);
            expect(res.status, label).toBeLessThan(500);
          }
        }
      }
    }
    const odd = await getJson(`${info.base_url}/v3/shipments?shipmentIds=a&shipmentIds=b`, {
      headers: bearer(token),
    });
    expect(odd.status).toBe(400);
    expect(
      (await fetch(`${info.base_url}/v3/shipments?shipmentIds=%E0%A4%A`, { headers: bearer(token) })).status,
    ).toBeLessThan(500);
    expect(
      (await fetch(`${info.affiliate_base_url}/affiliate/api/%00.json`, { headers: affiliateHeaders(info) }))
        .status,
    ).toBeLessThan(500);
    expect(
      (
        await fetch(`${info.auth_url}/oauth-service/oauth/token?grant_type=client_credentials`, {
          headers: { authorization: 'Basic %%%' },
        })
      ).status,
    ).toBe(401);
    // still alive
    expect(
      (
        await getJson(`${info.base_url}/v3/shipments/filter`, {
          method: 'POST',
          headers: bearer(token, { 'content-type': 'application/json' }),
          body: '{"filter":{"type":"preDispatch","states":["APPROVED"]}}',
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await fetch(`${info.base_url}/listings/v3`, {
      method: 'POST',
      headers: bearer(token, { 'content-type': 'application/json; charset=utf-8' }),
      body: `{"a":"${'x'.repeat(6 * 1024 * 1024)}"}`,
    });
    expect(res.status).toBe(413);
  });
});
