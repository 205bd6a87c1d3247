import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from './index.ts';
import { admin, affiliateHeaders, getJson, startSmall } from './support/test-kit.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
const directory = () =>
  fetch(`${info.affiliate_base_url}/affiliate/api/${info.credentials.affiliate.trackingId}.json`, {
    headers: affiliateHeaders(info),
  });

beforeAll(async () => {
  sim = await startSmall({ products: 50 });
  info = sim.info;
});
afterAll(() => sim.close());
beforeEach(async () => {
  await admin(info, 'POST', '/reset');
});

describe('rate limits', () => {
  it('answers 429 with Retry-After beyond the allowed calls in the window, and again once it has passed', async () => {
    // A one-minute window: the test does not depend on how fast this machine is.
    await admin(info, 'PUT', '/rate-limits', {
      rules: [{ match: '/affiliate/*', calls: 2, windowMs: 60_000 }],
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await directory()).status);
    expect(statuses).toEqual([200, 200, 429]);
    const refused = await getJson(
      `${info.affiliate_base_url}/affiliate/api/${info.credentials.affiliate.trackingId}.json`,
      { headers: affiliateHeaders(info) },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    await admin(info, 'POST', '/clock/advance', { seconds: 61 });
    expect((await directory()).status).toBe(200);
    const rules = (await admin(info, 'GET', '/rate-limits')).rules;
    expect(rules[0]).toMatchObject({ match: '/affiliate/*', calls: 2, allowed: 3, refused: 2 });
    expect((await admin(info, 'GET', '/counters')).routes).toMatchObject({
      'GET /affiliate/api/:file': { '200': 3, '429': 2 },
    });
  });

  it('limits only the matching paths and methods, never the admin interface', async () => {
    await admin(info, 'PUT', '/rate-limits', {
      rules: [{ match: '/sellers/*', method: 'POST', calls: 1, windowMs: 60_000 }],
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await directory()).status);
    expect(statuses).toEqual([200, 200, 200]);
    for (let i = 0; i < 3; i++) await admin(info, 'GET', '/rate-limits');
  });

  it('is cleared by DELETE and by a reset', async () => {
    await admin(info, 'PUT', '/rate-limits', { rules: [{ match: '*', calls: 1, windowMs: 60_000 }] });
    expect((await directory()).status).toBe(200);
    expect((await directory()).status).toBe(429);
    expect(await admin(info, 'DELETE', '/rate-limits')).toEqual({ rules: [] });
    expect((await directory()).status).toBe(200);
    await admin(info, 'PUT', '/rate-limits', { rules: [{ match: '*', calls: 1, windowMs: 60_000 }] });
    await admin(info, 'POST', '/reset');
    expect((await admin(info, 'GET', '/rate-limits')).rules).toEqual([]);
  });

  it('refuses a rule without a number of calls, naming the field', async () => {
    const res = await getJson(`${info.admin_url}/rate-limits`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ match: '/affiliate/*' }] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('calls');
  });
});
