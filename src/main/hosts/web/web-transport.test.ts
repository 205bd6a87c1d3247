import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { webTransport } from '../../../renderer/src/api/web-transport.ts';
import { PAGE_HEADER, STREAM_OPENED_EVENT } from '../../../shared/ipc/web-page.ts';
import { eventFrame } from './page-events.ts';
import { startScriptedServer } from '../../marketplace/testing/scripted-server.test-support.ts';
import type {
  ScriptedReply,
  ScriptedServer,
} from '../../marketplace/testing/scripted-server.test-support.ts';

const PAGE = '0b6f5c3e-8f0e-4f5e-9d61-2a7c1e3b9a40';
let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The renderer's web transport against real HTTP answers that are not the app's envelope. */
async function invokeAgainst(reply: ScriptedReply) {
  server = await startScriptedServer([reply]);
  return webTransport(server.url).invoke('getStatus', {});
}

describe('the web transport turns any reply into an envelope', () => {
  it.each([
    [
      { status: 403, body: 'Calls from other sites are refused.', headers: { 'content-type': 'text/plain' } },
      'FORBIDDEN',
      /refused this call from this page/,
    ],
    [
      { status: 401, body: 'Stockroom needs its access token', headers: { 'content-type': 'text/plain' } },
      'FORBIDDEN',
      /lost its access/,
    ],
    [
      {
        status: 413,
        body: '<html>413 Request Entity Too Large</html>',
        headers: { 'content-type': 'text/html' },
      },
      'REQUEST_TOO_LARGE',
      /larger than Stockroom accepts/,
    ],
    [{ status: 502, body: '' }, 'SERVER', /could not read \(HTTP 502\)/],
    [{ status: 200, body: '{"ok":tru' }, 'SERVER', /could not read \(HTTP 200\)/],
    [{ status: 200, body: '{"ok":false,"error":{"code":"NOPE"}}' }, 'SERVER', /could not read/],
  ])('%j → %s with a sentence', async (reply, code, message) => {
    const envelope = await invokeAgainst(reply);
    expect(envelope).toEqual({ ok: false, error: { code, message: expect.stringMatching(message) } });
  });

  it('passes envelopes through unchanged', async () => {
    const value = { ok: false, error: { code: 'VALIDATION', message: 'Name is required.' } };
    expect(await invokeAgainst({ status: 200, body: JSON.stringify(value) })).toEqual(value);
    expect(await invokeAgainst({ status: 200, body: '{"ok":true,"value":{"n":1}}' })).toEqual({
      ok: true,
      value: { n: 1 },
    });
  });
});

/**
 * A host of events only, or of calls too: each stream it opens is kept in `streams`, and each call's page. Each
 * stream starts as the app's host starts it, saying whether the page heard everything since its first call: here
 * `heard` (false by default, as for a host that kept nothing).
 */
async function eventHost(answerCalls = false, { heard = false, streamAfterCall = false } = {}) {
  const streams: ServerResponse[] = [];
  const seenAt: { call: string; streams: number; page: string | undefined }[] = [];
  const streamPages: (string | null)[] = [];
  const http = createServer((request, res) => {
    if (request.url?.startsWith('/api/calls/') && answerCalls) {
      const page = request.headers[PAGE_HEADER];
      seenAt.push({
        call: request.url.slice('/api/calls/'.length),
        streams: streams.length,
        page: Array.isArray(page) ? page[0] : page,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true,"value":1}');
      http.emit('call');
      return;
    }
    // Held back until a call is answered, as a stream's request waits behind a page's script files.
    if (streamAfterCall && seenAt.length === 0) {
      http.once('call', () => http.emit('request', request, res));
      return;
    }
    streamPages.push(new URL(request.url ?? '/', 'http://x').searchParams.get('page'));
    // `retry` makes the browser come back at once rather than after its default seconds.
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(`retry: 10\n\n${eventFrame(STREAM_OPENED_EVENT, { heard })}`);
    streams.push(res);
    http.emit('stream');
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  return {
    http,
    streams,
    seenAt,
    streamPages,
    base: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close() {
      http.closeAllConnections();
      http.close();
    },
  };
}

describe('the web transport after its event stream drops', () => {
  it('says each time the stream reconnects, so a screen reads again what it missed, and goes on delivering', async () => {
    const host = await eventHost();
    try {
      const transport = webTransport(host.base);
      const connects: number[] = [];
      const seen: unknown[] = [];
      transport.onConnected(() => connects.push(host.streams.length));
      transport.subscribe('statusChanged', (payload) => seen.push(payload));
      await once(host.http, 'stream');
      // The first opening, with no call answered before it, has nothing to read again.
      host.streams[0]?.write('event: statusChanged\ndata: {"n":1}\n\n');
      await expect.poll(() => seen).toEqual([{ n: 1 }]);
      expect(connects).toEqual([]);

      // The host goes away mid-stream (a restart, a sleeping laptop): what it sends meanwhile is lost.
      host.streams[0]?.destroy();
      await once(host.http, 'stream');
      await expect.poll(() => connects).toEqual([2]);
      host.streams[1]?.write('event: statusChanged\ndata: {"n":2}\n\n');
      await expect.poll(() => seen).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      host.close();
    }
  });

  it('a call answered before the stream first opened, the host keeping nothing: the opening says to read again', async () => {
    const host = await eventHost(true);
    try {
      const transport = webTransport(host.base);
      const connects: number[] = [];
      expect(await transport.invoke('getStatus', {})).toEqual({ ok: true, value: 1 });
      transport.onConnected(() => connects.push(host.streams.length));
      await once(host.http, 'stream');
      await expect.poll(() => connects).toEqual([1]);
    } finally {
      host.close();
    }
  });

  it('the app’s transport opens its stream first, yet its calls go out before it opens, named by its page', async () => {
    const host = await eventHost(true, { heard: true, streamAfterCall: true });
    try {
      const transport = webTransport(host.base, { eventsFirst: true, pageId: PAGE });
      const connects: number[] = [];
      const seen: unknown[] = [];
      transport.onConnected(() => connects.push(host.streams.length));
      transport.subscribe('statusChanged', (payload) => seen.push(payload));
      expect(await transport.invoke('getStatus', {})).toEqual({ ok: true, value: 1 });
      expect(host.seenAt).toEqual([{ call: 'getStatus', streams: 0, page: PAGE }]);
      await expect.poll(() => host.streams.length).toBe(1);
      expect(host.streamPages).toEqual([PAGE]);
      // The host kept what was announced since that call (it says so first): nothing to read again.
      host.streams[0]?.write('event: statusChanged\ndata: {"n":1}\n\n');
      await expect.poll(() => seen).toEqual([{ n: 1 }]);
      expect(connects).toEqual([]);
    } finally {
      host.close();
    }
  });
});
