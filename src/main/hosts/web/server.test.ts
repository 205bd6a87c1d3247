import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../testing/test-backend.ts';
import { startWebHost, type RunningWebHost } from './server.ts';
import { PAGE_HEADER } from '../../../shared/ipc/web-page.ts';

/** A raw request, so the Host header can be anything (fetch will not let a test forge it). */
function raw(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('web host', () => {
  const test = startTestBackend();
  const rendererDir = mkdtempSync(join(tmpdir(), 'stockroom-renderer-'));
  let host: RunningWebHost;
  let cookie: string;
  let entry: Response;

  beforeAll(async () => {
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Stockroom</title>');
    writeFileSync(join(rendererDir, 'app.js'), 'console.log(1)');
    writeFileSync(join(tmpdir(), 'stockroom-outside.txt'), 'outside');
    host = await startWebHost({ backend: test.backend, rendererDir, port: 0 });
    entry = await fetch(host.url, { redirect: 'manual' });
    cookie = (entry.headers.get('set-cookie') ?? '').split(';')[0] as string;
  });
  afterAll(async () => {
    await host.close();
    await test.close();
    rmSync(rendererDir, { recursive: true, force: true });
  });

  it('listens on loopback only and prints an address with a long random token', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]{32}$/);
  });

  it('answers 401 without the token, and runs nothing', async () => {
    const page = await fetch(`${host.origin}/`);
    expect(page.status).toBe(401);
    expect(await page.text()).toMatch(/access token/);
    const call = await fetch(`${host.origin}/api/calls/saveProfile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        input: {
          name: 'X',
          kind: 'custom',
          sellerBaseUrl: 'https://a',
          authUrl: 'https://a',
          affiliateBaseUrl: 'https://a',
        },
      }),
    });
    expect(call.status).toBe(401);
    const wrong = await fetch(`${host.origin}/?token=not-the-token`, { redirect: 'manual' });
    expect(wrong.status).toBe(401);
    const list = await callApi('listProfiles', {});
    expect(list.value.profiles.map((p: { name: string }) => p.name)).toEqual(['Demo']);
  });

  it('trades the token in the address for an HttpOnly, SameSite cookie and drops it from the address', async () => {
    expect(entry.status).toBe(303);
    expect(entry.headers.get('location')).toBe('/');
    expect(entry.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict/);
    const page = await fetch(`${host.origin}/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Stockroom</title>');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('refuses a foreign Host header even with the token (DNS rebinding)', async () => {
    const rebound = await raw(host.port, '/api/events', { host: `evil.example:${host.port}`, cookie });
    expect(rebound.status).toBe(403);
    const ok = await raw(host.port, '/app.js', { host: `localhost:${host.port}`, cookie });
    expect(ok).toEqual({ status: 200, body: 'console.log(1)' });
  });

  it('refuses calls posted from another site', async () => {
    const res = await fetch(`${host.origin}/api/calls/getStatus`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ input: {} }),
    });
    expect(res.status).toBe(403);
  });

  it('answers contract calls with envelopes, errors as data with a code', async () => {
    const info = await callApi('getAppInfo', {});
    expect(info).toMatchObject({
      ok: true,
      value: { name: 'Stockroom', host: 'web', secretStorage: 'memory' },
    });
    expect(await callApi('nope', {})).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CALL' } });
    expect(await callApi('removeProfile', { id: 'demo' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });

  it('serves app routes with index.html, a missing file as not found, and never a file outside the renderer folder', async () => {
    const route = await fetch(`${host.origin}/settings/profiles`, { headers: { cookie } });
    expect(await route.text()).toContain('<title>Stockroom</title>');
    // A bundle's name not there (one of before a rebuild) is not found, never the page in its place.
    const gone = await fetch(`${host.origin}/assets/SettingsScreen-0ld0ld.js`, { headers: { cookie } });
    expect(gone.status).toBe(404);
    expect(await gone.text()).not.toContain('<title>');
    const escape = await raw(host.port, '/..%2f..%2fstockroom-outside.txt', {
      host: `127.0.0.1:${host.port}`,
      cookie,
    });
    expect(escape.body).not.toContain('outside');
  });

  it('streams events to the page', async () => {
    const controller = new AbortController();
    const res = await fetch(`${host.origin}/api/events`, { headers: { cookie }, signal: controller.signal });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await callApi('activateProfile', { id: 'demo' });
    let text = '';
    while (!text.includes('event: statusChanged'))
      text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toMatch(/event: profilesChanged\ndata: \{"activeId":"demo"\}/);
    controller.abort();
  });

  it('keeps what a call announced for the page until its stream opens, and says so first', async () => {
    const page = randomUUID();
    await callApi('activateProfile', { id: 'demo' }, page);
    const controller = new AbortController();
    const res = await fetch(`${host.origin}/api/events?page=${page}`, {
      headers: { cookie },
      signal: controller.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!text.includes('event: statusChanged'))
      text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    expect(text).toMatch(
      /^: connected\n\nevent: streamOpened\ndata: \{"heard":true\}\n\nevent: profilesChanged\ndata: \{"activeId":"demo"\}/,
    );
  });

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function callApi(name: string, input: unknown, page?: string): Promise<any> {
    const res = await fetch(`${host.origin}/api/calls/${name}`, {
      method: 'POST',
      headers: {
        cookie,
        'content-type': 'application/json',
        origin: host.origin,
        ...(page === undefined ? {} : { [PAGE_HEADER]: page }),
      },
      body: JSON.stringify({ input }),
    });
    return res.json();
  }
});
