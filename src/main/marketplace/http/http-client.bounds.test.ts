import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { AffiliateClient } from '../affiliate/affiliate-client.ts';
import { OAuthClient } from '../auth/oauth-client.ts';
import { failure } from '../testing/failure.test-support.ts';
import { HttpClient, RESPONSE_LIMITS } from './http-client.ts';

const MB = 1024 * 1024;
/** The server stops by itself after this much, so a client without a cap fails the test instead of the machine. */
const SERVER_CEILING = 256 * MB;

interface Hostile {
  url: string;
  /** Bytes the server produced before the client hung up (before compression, for the gzip bomb). */
  produced(): number;
  /** Resolves when the client has dropped the connection. */
  closed: Promise<void>;
  close(): Promise<void>;
}

/** A body of `chunk` repeated until the client hangs up or the ceiling is reached, produced only as it is read. */
function endless(chunk: Buffer, count: { n: number }): Readable {
  return new Readable({
    read() {
      if (count.n >= SERVER_CEILING) this.push(null);
      else {
        count.n += chunk.length;
        this.push(chunk);
      }
    },
  });
}

async function hostileServer(kind: 'endless' | 'gzip-bomb', status = 200): Promise<Hostile> {
  const count = { n: 0 };
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  const server = createServer((req, res) => {
    res.on('close', markClosed);
    if (kind === 'endless') {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.write('{"access_token":"');
      endless(Buffer.alloc(64 * 1024, 'a'), count).pipe(res);
    } else {
      res.writeHead(status, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      endless(Buffer.alloc(MB, ' '), count)
        .pipe(createGzip({ level: 1 }))
        .pipe(res);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    produced: () => count.n,
    closed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let server: Hostile | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const http = () => new HttpClient({ baseDelayMs: 1, maxDelayMs: 2 });
const rssMb = () => process.memoryUsage().rss / MB;

describe('answers are bounded in size', () => {
  it('stops reading an endless token answer at its cap, blames the answer, and hangs up', async () => {
    server = await hostileServer('endless');
    const oauth = new OAuthClient({ authUrl: server.url, appId: 'app', appSecret: 'secret', http: http() });
    const before = rssMb();
    const error = await failure(oauth.clientCredentials());
    expect(error.code).toBe('RESPONSE_TOO_LARGE');
    expect(error.message).toMatch(/larger than Stockroom accepts .*over 16 KB/);
    expect(error.message).toMatch(/not in your connection/);
    expect(error.message).not.toMatch(/internet/);
    await server.closed;
    // Only what sat in socket buffers was produced, nowhere near the server's ceiling.
    expect(server.produced()).toBeLessThan(32 * MB);
    expect(rssMb() - before).toBeLessThan(100);
  });

  it('stops unpacking a gzip bomb at the feed cap, counted after decompression, and memory stays bounded', async () => {
    server = await hostileServer('gzip-bomb');
    const affiliate = new AffiliateClient({
      baseUrl: server.url,
      trackingId: 'aff',
      token: 'tok',
      http: http(),
    });
    const before = rssMb();
    const error = await failure(affiliate.getDirectory('json'));
    expect(error.code).toBe('RESPONSE_TOO_LARGE');
    expect(error.details).toMatchObject({ maxBytes: RESPONSE_LIMITS.affiliateBytes });
    expect(error.message).toMatch(/affiliate feed service sent an answer larger .*over 4 MB/);
    await server.closed;
    expect(rssMb() - before).toBeLessThan(100);
    // Not retried: a second attempt would only fetch the same flood again.
    expect(error.details).toMatchObject({ attempts: 1 });
  });

  it('accepts a body of exactly the cap and refuses one byte more', async () => {
    const body = (n: number) => `"${'x'.repeat(n - 2)}"`;
    const s = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body(Number(new URL(req.url ?? '/', 'http://h').searchParams.get('n'))));
    });
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
    try {
      const ok = await http().request({ method: 'GET', url: `${base}/?n=10240`, maxBytes: 10240 });
      expect(ok.text).toHaveLength(10240);
      const error = await failure(
        http().request({ method: 'GET', url: `${base}/?n=10241`, maxBytes: 10240 }),
      );
      expect(error.code).toBe('RESPONSE_TOO_LARGE');
      expect(error.message).toMatch(/over 10 KB/);
    } finally {
      s.closeAllConnections();
      await new Promise<void>((resolve) => s.close(() => resolve()));
    }
  });

  it('an endless error body still ends as the status’s error, read only up to a small cap', async () => {
    server = await hostileServer('endless', 503);
    const error = await failure(http().request({ method: 'GET', url: `${server.url}/x`, maxAttempts: 1 }));
    expect(error.code).toBe('SERVER');
    expect(error.details).toMatchObject({ status: 503 });
    await server.closed;
    expect(server.produced()).toBeLessThan(32 * MB);
  });
});
