import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { globMatches } from './faults.ts';
import type { RunningSimulator } from './index.ts';
import { admin, basic, getJson, startSmall } from './support/test-kit.ts';

const NODE = fileURLToPath(new URL('../../node_modules/.bin/node', import.meta.url));
const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

describe('a hostile fault pattern', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    // Only if the test failed half-way: a simulator stuck matching would ignore SIGTERM.
    if (child?.exitCode === null) child.kill('SIGKILL');
    child = undefined;
  });

  it('with 12 stars does not stall the simulator: requests, the admin interface and SIGTERM still answer', async () => {
    // A child process, so a simulator pinned by backtracking cannot pin the test as well.
    const sim = spawn(NODE, [CLI, '--port', '0', '--shipments', '0', '--products', '10'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = sim;
    let out = '';
    sim.stdout.on('data', (d: Buffer) => (out += d.toString()));
    while (!out.includes('\n')) await once(sim.stdout, 'data');
    const info = JSON.parse(out.trim().slice('SIMULATOR READY '.length)) as {
      admin_url: string;
      base_url: string;
    };

    const hostile = `/${'*a'.repeat(12)}*b`;
    const put = await fetch(`${info.admin_url}/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rules: [{ match: hostile, fault: '500' }] }),
    });
    expect(put.status).toBe(200);
    // A path of 80 a's and no b: a backtracking regex tries every way to place 12 stars in it.
    const probe = await fetch(`${info.base_url}/${'a'.repeat(80)}`);
    expect(probe.status).toBe(404);
    expect((await fetch(`${info.admin_url}/clock`)).status).toBe(200);
    sim.kill('SIGTERM');
    const [code] = await once(sim, 'exit');
    expect(code).toBe(0);
  });

  it('a pattern longer than 500 characters is refused with 400', async () => {
    const sim = await startSmall({ shipments: 0, products: 10 });
    try {
      const res = await getJson(`${sim.info.admin_url}/faults`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rules: [{ match: '*'.repeat(501), fault: '500' }] }),
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_REQUEST');
    } finally {
      await sim.close();
    }
  });

  it.each([
    ['/sellers/v3/shipments*', '/sellers/v3/shipments/filter', true],
    ['/sellers/v3/shipments', '/sellers/v3/shipments/filter', false],
    ['*/filter', '/sellers/v3/shipments/filter', true],
    ['/a*b*c', '/axxbyyc', true],
    ['/a*b*c', '/axxbyy', false],
    ['*', '', true],
    ['/x.y', '/xzy', false],
  ])('matches %s against %s: %s', (pattern, path, expected) => {
    expect(globMatches(pattern, path)).toBe(expected);
  });
});

describe('out-of-range admin and token input', () => {
  let sim: RunningSimulator;
  beforeAll(async () => {
    sim = await startSmall({ shipments: 0, products: 10 });
  });
  afterAll(() => sim.close());

  const advance = (body: string) =>
    getJson(`${sim.info.admin_url}/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it.each(['{"seconds":1e300}', '{"seconds":-5}', '{"seconds":NaN}', '{"seconds":"NaN"}', '{"ms":1e300}'])(
    'POST /clock/advance %s answers 400 and the clock still works',
    async (body) => {
      const before = (await admin(sim.info, 'GET', '/clock')).now as number;
      const res = await advance(body);
      expect(res.status).toBe(400);
      const clock = await getJson(`${sim.info.admin_url}/clock`);
      expect(clock.status).toBe(200);
      expect(clock.body.now).toBeGreaterThanOrEqual(before);
      expect(clock.body.now - before).toBeLessThan(24 * 3600 * 1000);
    },
  );

  it('a repeated scope on the token endpoint answers 400 invalid_request, not 500', async () => {
    const { appId, appSecret } = sim.info.credentials.self_access;
    const res = await getJson(
      `${sim.info.auth_url}/oauth-service/oauth/token?grant_type=client_credentials&scope=Seller_Api&scope=Seller_Api`,
      { headers: { Authorization: basic(appId, appSecret) } },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'invalid_request',
      error_description: 'Parameter scope is given more than once.',
    });
  });
});
