import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WEB_HOST_LIMITS } from './host-limits.ts';
import { startWebHost } from './server.ts';
import { signedInWebHost } from './testing/signed-in-host.ts';

/**
 * Floods against the web host with its real limits: streams and large bodies are refused past their bound with
 * BUSY in the envelope, and the host goes on answering a page's ordinary call meanwhile. Every flood is bounded in
 * count and every wait in time (a socket that gets no answer fails the test at its deadline).
 */
describe('web host bounds', () => {
  const web = signedInWebHost();
  const test = web.test;

  /** A raw connection that sends `head` (and `body`, if any) and resolves with the first bytes of the answer. */
  function raw(head: string, body = ''): { socket: Socket; answer: Promise<string> } {
    const socket = connect(web.host.port, '127.0.0.1');
    socket.write(head + body);
    const answer = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer within 15 s')), 15_000);
      socket.once('data', (d: Buffer) => {
        clearTimeout(timer);
        resolve(d.toString('utf8'));
      });
      socket.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
    });
    return { socket, answer };
  }

  const headers = () => `Host: 127.0.0.1:${web.host.port}\r\nCookie: ${web.cookie}\r\n`;
  const getStatus = () =>
    fetch(`${web.host.origin}/api/calls/getStatus`, {
      method: 'POST',
      headers: { cookie: web.cookie, origin: web.host.origin, 'content-type': 'application/json' },
      body: '{}',
    });

  it('answers GET of an unknown /api path with 404 in the envelope, not the app page', async () => {
    for (const path of ['/api/nothing', '/api', '/api/calls/getStatus', '/api/?x=1']) {
      const res = await fetch(`${web.host.origin}${path}`, { headers: { cookie: web.cookie } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await res.json()).toEqual({
        ok: false,
        error: { code: 'NOT_FOUND', message: 'Stockroom has nothing at this address.' },
      });
    }
    const page = await fetch(`${web.host.origin}/shipments`, { headers: { cookie: web.cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Stockroom</title>');
  });

  it('declares the charset of its plain-text sentences', async () => {
    const used = await fetch(`${web.host.origin}/?token=used-or-foreign`, { redirect: 'manual' });
    expect(used.status).toBe(401);
    expect(used.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    // Decoded as the header says, the apostrophe is one character, not "â€™".
    expect(await used.text()).toContain('not Stockroom’s');
  });

  it('holds at most its bound of event streams through a flood of 2,000, and still answers calls', async () => {
    // A hundred at a time, each batch answered before the next: all 2,000 at once overflowed the listen queue of a
    // busy machine, and a reset connection is neither a stream nor a refusal. The open streams stay held throughout.
    const flood: ReturnType<typeof raw>[] = [];
    const answers: string[] = [];
    try {
      for (let batch = 0; batch < 20; batch++) {
        const some = Array.from({ length: 100 }, () => raw(`GET /api/events HTTP/1.1\r\n${headers()}\r\n`));
        flood.push(...some);
        answers.push(...(await Promise.all(some.map((f) => f.answer))));
      }
      const open = answers.filter((a) => a.startsWith('HTTP/1.1 200'));
      const busy = answers.filter((a) => a.startsWith('HTTP/1.1 503'));
      expect(open).toHaveLength(WEB_HOST_LIMITS.eventStreams);
      expect(busy).toHaveLength(2_000 - WEB_HOST_LIMITS.eventStreams);
      expect(busy[0]).toContain('"code":"BUSY"');
      const during = await getStatus();
      expect(during.status).toBe(200);
      expect(await during.json()).toMatchObject({ ok: true });
    } finally {
      for (const f of flood) f.socket.destroy();
    }
    // The slots come back as the streams close.
    const deadline = Date.now() + 10_000;
    let again = '';
    while (Date.now() < deadline) {
      const next = raw(`GET /api/events HTTP/1.1\r\n${headers()}\r\n`);
      again = await next.answer;
      next.socket.destroy();
      if (again.startsWith('HTTP/1.1 200')) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(again).toMatch(/^HTTP\/1\.1 200/);
  }, 60_000);

  it('refuses large bodies past the in-flight budget with BUSY, and still answers small calls', async () => {
    const declared = 7 * 1024 * 1024;
    const count = 200;
    const flood = Array.from({ length: count }, () =>
      // Each declares 7 MB and sends 1 KB of it, holding its share of the budget.
      raw(
        `POST /api/calls/getStatus HTTP/1.1\r\n${headers()}Origin: ${web.host.origin}\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`,
        '{"input":"' + 'x'.repeat(1024),
      ),
    );
    try {
      // The held ones never answer until their body ends; the refused ones answer at once.
      const held = Math.floor(WEB_HOST_LIMITS.largeBodiesBytes / declared);
      const settled = await Promise.all(
        flood.map((f) =>
          Promise.race([f.answer, new Promise<string>((r) => setTimeout(() => r('held'), 3_000))]),
        ),
      );
      expect(settled.filter((a) => a === 'held')).toHaveLength(held);
      const busy = settled.filter((a) => a.startsWith('HTTP/1.1 503'));
      expect(busy).toHaveLength(count - held);
      expect(busy[0]).toContain('"code":"BUSY"');
      const during = await getStatus();
      expect(during.status).toBe(200);
    } finally {
      for (const f of flood) f.socket.destroy();
    }
  }, 60_000);

  it('asks for the length of a call body sent in chunks', async () => {
    const { socket, answer } = raw(
      `POST /api/calls/getStatus HTTP/1.1\r\n${headers()}Origin: ${web.host.origin}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      '2\r\n{}\r\n0\r\n\r\n',
    );
    const text = await answer;
    socket.destroy();
    expect(text).toMatch(/^HTTP\/1\.1 411/);
    expect(text).toContain('"code":"BAD_REQUEST"');
  });

  it('closes an event stream whose reader stops reading, instead of buffering its events', async () => {
    const small = await startWebHost({
      backend: test.backend,
      rendererDir: web.rendererDir,
      port: 0,
      limits: { streamBacklogBytes: 64 * 1024 },
    });
    try {
      const entry = await fetch(small.url, { redirect: 'manual' });
      const smallCookie = (entry.headers.get('set-cookie') ?? '').split(';')[0] as string;
      const socket = connect(small.port, '127.0.0.1');
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${small.port}\r\nCookie: ${smallCookie}\r\n\r\n`,
      );
      await new Promise<void>((r) => socket.once('data', () => r()));
      socket.pause(); // the reader stops reading
      const message = 'x'.repeat(64 * 1024);
      const events = 300; // 19 MB of events
      for (let i = 0; i < events; i++) {
        test.backend.events.emit('jobProgress', {
          jobId: 'j',
          kind: 'shipmentSync',
          profileId: 'demo',
          startedAt: '2026-11-20T00:00:00.000Z',
          seq: i,
          state: 'running',
          done: i,
          total: null,
          message,
        });
        await new Promise((r) => setTimeout(r, 1));
      }
      // Reading again: the stream ends by itself, having held back only what the sockets' buffers took.
      let received = 0;
      socket.on('data', (d: Buffer) => (received += d.length));
      const closed = new Promise<boolean>((r) => {
        socket.once('close', () => r(true));
        setTimeout(() => r(false), 10_000);
      });
      socket.resume();
      expect(await closed).toBe(true);
      expect(received).toBeLessThan(events * message.length);
    } finally {
      await small.close();
    }
  }, 30_000);
});
