import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../testing/test-backend.ts';
import { startWebHost, type RunningWebHost } from './server.ts';

describe('web host access and refusals', () => {
  const test = startTestBackend();
  const rendererDir = mkdtempSync(join(tmpdir(), 'stockroom-renderer-'));
  let host: RunningWebHost;
  let cookie: string;
  let firstEntry: Response;

  beforeAll(async () => {
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Stockroom</title>');
    host = await startWebHost({
      backend: test.backend,
      rendererDir,
      port: 0,
      timeouts: { headersMs: 300, requestMs: 600, checkEveryMs: 50 },
    });
    firstEntry = await fetch(host.url, { redirect: 'manual' });
    cookie = (firstEntry.headers.get('set-cookie') ?? '').split(';')[0] as string;
  });
  afterAll(async () => {
    await host.close();
    await test.close();
    rmSync(rendererDir, { recursive: true, force: true });
  });

  const call = (name: string, init: RequestInit = {}) =>
    fetch(`${host.origin}/api/calls/${name}`, {
      method: 'POST',
      ...init,
      headers: { cookie, origin: host.origin, 'content-type': 'application/json', ...init.headers },
    });

  it('the printed address works once: the cookie holds a different session value, and the address then opens nothing', async () => {
    expect(firstEntry.status).toBe(303);
    const token = new URL(host.url).searchParams.get('token') ?? '';
    const session = cookie.split('=')[1] ?? '';
    expect(session).toMatch(/^[\w-]{32}$/);
    expect(session).not.toBe(token);
    const again = await fetch(host.url, { redirect: 'manual' });
    expect(again.status).toBe(401);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await again.text()).toMatch(/works once\. Restart Stockroom for a new address/);
    // The launch token is no key in the cookie either.
    const forged = await fetch(`${host.origin}/`, {
      headers: { cookie: `${cookie.split('=')[0] ?? ''}=${token}` },
    });
    expect(forged.status).toBe(401);
    const page = await fetch(`${host.origin}/`, { headers: { cookie } });
    expect(page.status).toBe(200);
  });

  it('answers an unknown API path in the envelope with NOT_FOUND', async () => {
    const res = await call('nothing/here', { body: '{}' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: expect.any(String) },
    });
  });

  it('answers a body that is not JSON with BAD_REQUEST in the envelope', async () => {
    const res = await call('getStatus', { body: '{"input":' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
  });

  it('answers a body over 8 MB with REQUEST_TOO_LARGE in the envelope', async () => {
    const res = await call('getStatus', { body: JSON.stringify({ input: 'x'.repeat(9 * 1024 * 1024) }) });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      ok: false,
      error: { code: 'REQUEST_TOO_LARGE', message: expect.stringMatching(/larger than Stockroom accepts/) },
    });
  });

  it('answers a body that is not JSON by type with UNSUPPORTED_MEDIA_TYPE in the envelope', async () => {
    const res = await call('getStatus', { body: 'hello', headers: { 'content-type': 'text/xml' } });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers an over-long address with a coded envelope, not Node’s bare text', async () => {
    const res = await call(`${'x'.repeat(200)}`, { body: '{}' });
    const text = await res.text();
    expect(res.status).toBe(414);
    const body = JSON.parse(text) as { ok: boolean; error: { code: string } };
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('URL_TOO_LONG');
    const huge = await call(`${'x'.repeat(20_000)}`, { body: '{}' }).catch(() => undefined);
    if (huge === undefined) throw new Error('the host hung up instead of answering');
    expect([414, 431]).toContain(huge.status);
    expect(await huge.json()).toMatchObject({
      ok: false,
      error: { code: expect.stringMatching(/URL_TOO_LONG|REQUEST_TOO_LARGE/) },
    });
  });

  it('closes a connection that sends its headers too slowly', async () => {
    const socket = connect(host.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${host.port}\r\n`);
    // One header byte at a time, never finishing: a slowloris client.
    let sent = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(sent++ % 2 === 0 ? 'X' : '-');
    }, 20);
    await closed;
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"code":"TIMEOUT"');
  });
});
