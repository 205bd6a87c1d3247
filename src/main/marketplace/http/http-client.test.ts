import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import { startScriptedServer } from '../testing/scripted-server.test-support.ts';
import type { ScriptedReply, ScriptedServer } from '../testing/scripted-server.test-support.ts';
import { affiliateErrors } from './error-map.ts';
import { HttpClient, isJsonText } from './http-client.ts';
import type { HttpEvent } from './http-client.ts';

const GATEWAY_PAGE =
  '<html><head><title>503 Service Temporarily Unavailable</title></head><body><center><h1>503 Gateway Time-out</h1></center></body></html>';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function client(
  events: HttpEvent[] = [],
  extra: ConstructorParameters<typeof HttpClient>[0] = {},
): HttpClient {
  return new HttpClient({
    baseDelayMs: 1,
    maxDelayMs: 5,
    random: () => 0.5,
    onEvent: (e) => events.push(e),
    ...extra,
  });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

async function serve(replies: ScriptedReply[]): Promise<ScriptedServer> {
  server = await startScriptedServer(replies);
  return server;
}

describe('HttpClient over real HTTP', () => {
  it('retries 429 / 503 / 500 / 499 and returns the first success', async () => {
    const s = await serve([
      { status: 429 },
      { status: 503, body: GATEWAY_PAGE, headers: { 'content-type': 'text/html' } },
      { status: 500 },
      { status: 499 },
      { status: 200, body: '{"ok":true}' },
    ]);
    const events: HttpEvent[] = [];
    const res = await client(events, { maxAttempts: 5 }).request({ method: 'GET', url: `${s.url}/x` });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ ok: true });
    expect(s.seen).toHaveLength(5);
    expect(events.map((e) => e.outcome)).toEqual(['retry', 'retry', 'retry', 'retry', 'ok']);
  });

  it('honours Retry-After (seconds) between attempts', async () => {
    const s = await serve([
      { status: 429, headers: { 'retry-after': '0' } },
      { status: 429, headers: { 'retry-after': '1' } },
      { status: 200, body: '{}' },
    ]);
    const waits: number[] = [];
    const http = client([], { sleep: async (ms) => void waits.push(ms) });
    await http.request({ method: 'GET', url: `${s.url}/x` });
    expect(waits).toEqual([0, 1000]);
  });

  it('takes a turn of the caller’s pace before each retry, after its Retry-After, never before the first', async () => {
    const s = await serve([
      { status: 429, headers: { 'retry-after': '1' } },
      { status: 503 },
      { status: 200, body: '{}' },
    ]);
    const steps: string[] = [];
    const http = client([], { sleep: async (ms) => void steps.push(`wait ${ms}`) });
    await http.request({
      method: 'GET',
      url: `${s.url}/x`,
      pace: async () => void steps.push(`pace, ${s.seen.length} sent`),
    });
    expect(steps).toEqual(['wait 1000', 'pace, 1 sent', 'wait 2', 'pace, 2 sent']);
    expect(s.seen).toHaveLength(3);
  });

  it('gives up at once with RATE_LIMITED when Retry-After is longer than the cap', async () => {
    const s = await serve([{ status: 429, headers: { 'retry-after': '3600' } }, { status: 200 }]);
    const err = await failure(
      client([], { maxRetryAfterMs: 5000 }).request({ method: 'GET', url: `${s.url}/x` }),
    );
    expect(err.code).toBe('RATE_LIMITED');
    expect(err.details).toMatchObject({ status: 429, retryAfterMs: 3_600_000 });
    expect(s.seen).toHaveLength(1);
  });

  it('ends a run of 503 gateway pages as SERVER with a sentence, not a JSON parse error', async () => {
    const s = await serve([{ status: 503, body: GATEWAY_PAGE, headers: { 'content-type': 'text/html' } }]);
    const err = await failure(
      client([], { maxAttempts: 3 }).request({
        method: 'GET',
        url: `${s.url}/sellers/v3/shipments?shipmentIds=a`,
      }),
    );
    expect(err.code).toBe('SERVER');
    expect(err.message).toMatch(/marketplace had a problem/i);
    expect(err.details).toMatchObject({
      status: 503,
      body: 'html',
      attempts: 3,
      url: `${s.url}/sellers/v3/shipments`,
    });
    expect(s.seen).toHaveLength(3);
  });

  it('does not retry other 4xx and maps them', async () => {
    const cases: [number, string][] = [
      [400, 'BAD_REQUEST'],
      [401, 'AUTH_EXPIRED'],
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [422, 'UNPROCESSABLE_ENTITY'],
    ];
    for (const [status, code] of cases) {
      const s = await startScriptedServer([{ status, body: '{"error":"x"}' }]);
      const err = await failure(client().request({ method: 'GET', url: `${s.url}/x` }));
      expect([status, err.code]).toEqual([status, code]);
      expect(s.seen).toHaveLength(1);
      await s.close();
    }
  });

  it('maps affiliate statuses with the affiliate profile', async () => {
    for (const [status, code] of [
      [401, 'AUTH_INVALID'],
      [403, 'URL_TAMPERED'],
      [410, 'URL_EXPIRED'],
    ] as const) {
      const s = await startScriptedServer([{ status }]);
      const err = await failure(
        client().request({ method: 'GET', url: `${s.url}/f.json?sig=s3cr3t`, errors: affiliateErrors }),
      );
      expect(err.code).toBe(code);
      expect(JSON.stringify(err.toData())).not.toContain('s3cr3t');
      await s.close();
    }
  });

  it('reads a service code from a JSON error body (UNPROCESSABLE_ENTITY with a 400)', async () => {
    const s = await serve([
      { status: 400, body: '{"errors":[{"code":"UNPROCESSABLE_ENTITY","message":"too many"}]}' },
    ]);
    const err = await failure(client().request({ method: 'GET', url: `${s.url}/x` }));
    expect(err.code).toBe('UNPROCESSABLE_ENTITY');
    expect(err.details?.serviceCode).toBe('UNPROCESSABLE_ENTITY');
  });

  it('times out a slow answer (TIMEOUT) after its attempts', async () => {
    const s = await serve([{ status: 200, delayMs: 500 }]);
    const err = await failure(
      client([], { maxAttempts: 2 }).request({ method: 'GET', url: `${s.url}/x`, timeoutMs: 50 }),
    );
    expect(err.code).toBe('TIMEOUT');
    // The second attempt's request is on its way when the client gives up on it; a busy server reads it a little later.
    await vi.waitFor(() => expect(s.seen).toHaveLength(2));
  });

  it('cancels through the external signal (CANCELLED), also while waiting to retry', async () => {
    const s = await serve([{ status: 200, delayMs: 1000 }]);
    const ac = new AbortController();
    const answer = failure(client().request({ method: 'GET', url: `${s.url}/x`, signal: ac.signal }));
    await vi.waitFor(() => expect(s.seen).toHaveLength(1));
    ac.abort();
    expect((await answer).code).toBe('CANCELLED');

    // While waiting to retry: a ten-minute wait is cut short by the cancel (else the test would time out).
    const s2 = await startScriptedServer([{ status: 503 }]);
    const ac2 = new AbortController();
    const slow = new HttpClient({
      baseDelayMs: 600_000,
      maxDelayMs: 600_000,
      onEvent: (event) => event.outcome === 'retry' && ac2.abort(),
    });
    const retrying = failure(slow.request({ method: 'GET', url: `${s2.url}/x`, signal: ac2.signal }));
    expect((await retrying).code).toBe('CANCELLED');
    await s2.close();
  });

  it('turns a refused connection into NETWORK after retries', async () => {
    const s = await serve([{ status: 200 }]);
    const url = `${s.url}/x`;
    await s.close();
    server = undefined;
    const err = await failure(client([], { maxAttempts: 2 }).request({ method: 'GET', url }));
    expect(err.code).toBe('NETWORK');
  });

  it('refuses http to a non-loopback host before sending anything', async () => {
    let called = false;
    const http = new HttpClient({ fetch: async () => ((called = true), new Response('{}')) });
    const err = await failure(
      http.request({ method: 'GET', url: 'http://api.example.com/sellers/v3/shipments' }),
    );
    expect(err.code).toBe('INSECURE_URL');
    expect(called).toBe(false);
  });

  it('retries a 2xx whose body fails the check (a cut-off answer)', async () => {
    const s = await serve([
      { status: 200, body: '{"shipments":[{"shipm' },
      { status: 200, body: '{"shipments":[]}' },
    ]);
    const res = await client().request({ method: 'GET', url: `${s.url}/x`, checkBody: isJsonText });
    expect(res.text).toBe('{"shipments":[]}');
    expect(s.seen).toHaveLength(2);
  });

  it('does not follow redirects', async () => {
    const s = await serve([{ status: 302, headers: { location: 'http://example.com/steal' } }]);
    const err = await failure(client().request({ method: 'GET', url: `${s.url}/x` }));
    expect(err.code).toBe('SERVER');
    expect(s.seen).toHaveLength(1);
  });

  it('emits request records without queries, headers or bodies', async () => {
    const s = await serve([{ status: 503 }, { status: 200 }]);
    const events: HttpEvent[] = [];
    await client(events).request({
      method: 'POST',
      url: `${s.url}/oauth/token?grant_type=refresh_token&refresh_token=RT-SECRET`,
      headers: { Authorization: 'Bearer AT-SECRET' },
      body: '{"secret":"BODY-SECRET"}',
    });
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      method: 'POST',
      path: '/oauth/token',
      attempt: 1,
      outcome: 'retry',
      status: 503,
      code: 'SERVER',
    });
    expect(events[1]).toMatchObject({ attempt: 2, outcome: 'ok', status: 200 });
    expect(JSON.stringify(events)).not.toMatch(/SECRET/);
    expect(s.seen[0]?.headers.authorization).toBe('Bearer AT-SECRET');
  });
});
