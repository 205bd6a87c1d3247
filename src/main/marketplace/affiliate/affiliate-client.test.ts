import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../http/http-client.ts';
import { startScriptedServer } from '../testing/scripted-server.test-support.ts';
import type { ScriptedReply, ScriptedServer, SeenRequest } from '../testing/scripted-server.test-support.ts';
import { AffiliateClient } from './affiliate-client.ts';
import { failure } from '../testing/failure.test-support.ts';

const servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setup(reply: (req: SeenRequest, base: string) => ScriptedReply) {
  let base = '';
  const server = await startScriptedServer((req) => reply(req, base));
  base = server.url;
  servers.push(server);
  const client = new AffiliateClient({
    baseUrl: server.url,
    trackingId: 'aff1',
    token: 'TOKEN-SECRET',
    http: new HttpClient({ baseDelayMs: 1, maxDelayMs: 2 }),
  });
  return { server, client };
}

const product = (id: string) => ({ productBaseInfoV1: { productId: id, title: id, inStock: true } });

describe('AffiliateClient (scripted server)', () => {
  it('walks nextUrl past an empty page, sends the affiliate headers, adds inStock once outside the signature', async () => {
    const { client, server } = await setup((req, base) => {
      const path = req.url;
      if (path === '/affiliate/1.0/feeds/aff1/category/c1.json?expiresAt=9&sig=s1&inStock=true') {
        return {
          status: 200,
          body: JSON.stringify({
            nextUrl: `${base}/affiliate/1.0/feeds/aff1/category/c1/k2.json?expiresAt=9&sig=s2&inStock=true`,
            validTill: 9,
            products: [product('A')],
          }),
        };
      }
      if (path.startsWith('/affiliate/1.0/feeds/aff1/category/c1/k2.json')) {
        return {
          status: 200,
          body: JSON.stringify({
            nextUrl: `${base}/affiliate/1.0/feeds/aff1/category/c1/k3.json?expiresAt=9&sig=s3&inStock=true`,
            products: [],
          }),
        };
      }
      if (path.startsWith('/affiliate/1.0/feeds/aff1/category/c1/k3.json')) {
        return { status: 200, body: JSON.stringify({ nextUrl: '', products: [product('B')] }) };
      }
      return { status: 404 };
    });
    const ids: string[][] = [];
    for await (const page of client.feedPages(
      `${server.url}/affiliate/1.0/feeds/aff1/category/c1.json?expiresAt=9&sig=s1`,
      { inStock: true },
    )) {
      ids.push(page.products.map((p) => p.productId));
    }
    expect(ids).toEqual([['A'], [], ['B']]);
    expect(server.seen).toHaveLength(3);
    expect(server.seen[1]?.url).toBe(
      '/affiliate/1.0/feeds/aff1/category/c1/k2.json?expiresAt=9&sig=s2&inStock=true',
    );
    // The spec's header names and the real service's, on every call.
    for (const seen of server.seen) {
      expect(seen.headers['svc-affiliate-id']).toBe('aff1');
      expect(seen.headers['svc-affiliate-token']).toBe('TOKEN-SECRET');
      expect(seen.headers['fk-affiliate-id']).toBe('aff1');
      expect(seen.headers['fk-affiliate-token']).toBe('TOKEN-SECRET');
    }
  });

  it('maps 403 to URL_TAMPERED and 410 to URL_EXPIRED without leaking the signature or the token', async () => {
    const { client, server } = await setup((req) => ({ status: req.url.includes('old') ? 410 : 403 }));
    const tampered = await failure(
      client.deltaVersion(
        `${server.url}/affiliate/deltaFeeds/aff1/category/c.json?expiresAt=1&sig=SIGSECRET`,
      ),
    );
    expect(tampered.code).toBe('URL_TAMPERED');
    const expired = await failure(
      client
        .feedPages(`${server.url}/affiliate/feeds/aff1/category/old.json?expiresAt=1&sig=SIGSECRET`)
        .next(),
    );
    expect(expired.code).toBe('URL_EXPIRED');
    expect(expired.message).toMatch(/directory/);
    expect(JSON.stringify([tampered.toData(), expired.toData()])).not.toMatch(/SIGSECRET|TOKEN-SECRET/);
  });

  it('does not send the affiliate token to another host', async () => {
    const { client, server } = await setup(() => ({ status: 200, body: '{}' }));
    const err = await failure(
      client.feedPages('https://elsewhere.example.com/affiliate/feeds/aff1/category/c.json').next(),
    );
    expect(err.code).toBe('VALIDATION');
    expect(server.seen).toHaveLength(0);
  });

  it('stops a feed whose nextUrl loops', async () => {
    const { client, server } = await setup((_req, base) => ({
      status: 200,
      body: JSON.stringify({ nextUrl: `${base}/affiliate/feeds/aff1/category/c/k.json`, products: [] }),
    }));
    const pages = client.feedPages(`${server.url}/affiliate/feeds/aff1/category/c/k.json`);
    await pages.next();
    expect((await failure(pages.next())).code).toBe('SERVER');
  });
});

describe('AffiliateClient fetching the next page ahead', () => {
  const feed = (base: string, key: string) => `${base}/affiliate/1.0/feeds/aff1/category/c/${key}.json`;

  /** Page k1 names k2, answered with `second`; `asked` settles when k2 is asked for. */
  async function twoPages(second: ScriptedReply) {
    let secondAsked = (): void => undefined;
    const asked = new Promise<void>((resolve) => (secondAsked = resolve));
    const { client, server } = await setup((req, base) => {
      if (req.url.endsWith('/k1.json'))
        return { status: 200, body: JSON.stringify({ nextUrl: feed(base, 'k2'), products: [product('A')] }) };
      secondAsked();
      return second;
    });
    return { client, server, asked };
  }

  it('asks for the next page as soon as a page names it, while the caller still holds that page', async () => {
    const { client, server, asked } = await twoPages({
      status: 200,
      body: JSON.stringify({ nextUrl: null, products: [product('B')] }),
    });
    const pages = client.feedPages(feed(server.url, 'k1'));
    const first = await pages.next();
    expect(first.value?.products.map((p) => p.productId)).toEqual(['A']);
    // The caller has not asked for more: the second page is on its way all the same.
    await asked;
    expect(server.seen.map((r) => r.url)).toEqual([
      '/affiliate/1.0/feeds/aff1/category/c/k1.json',
      '/affiliate/1.0/feeds/aff1/category/c/k2.json',
    ]);
    const second = await pages.next();
    expect(second.value?.products.map((p) => p.productId)).toEqual(['B']);
    expect((await pages.next()).done).toBe(true);
    expect(server.seen).toHaveLength(2);
  });

  it('follows the nextUrl the parsed page gives when the head named another', async () => {
    // Two nextUrl members: the head names the first, JSON.parse keeps the last.
    const { client, server } = await setup((req, base) => {
      if (req.url.endsWith('/k1.json'))
        return {
          status: 200,
          body: `{"nextUrl":${JSON.stringify(feed(base, 'guess'))},"products":[${JSON.stringify(product('A'))}],"nextUrl":${JSON.stringify(feed(base, 'k2'))}}`,
        };
      if (req.url.endsWith('/guess.json'))
        return { status: 200, body: JSON.stringify({ nextUrl: null, products: [product('WRONG')] }) };
      return { status: 200, body: JSON.stringify({ nextUrl: null, products: [product('B')] }) };
    });
    const ids: string[][] = [];
    for await (const page of client.feedPages(feed(server.url, 'k1')))
      ids.push(page.products.map((p) => p.productId));
    expect(ids).toEqual([['A'], ['B']]);
  });

  it('gives up the page fetched ahead when the caller stops walking', async () => {
    const { client, server, asked } = await twoPages({ status: 200, hold: true });
    const pages = client.feedPages(feed(server.url, 'k1'));
    expect((await pages.next()).value?.products.map((p) => p.productId)).toEqual(['A']);
    await asked;
    // The caller stops: the second page's request, made ahead and still unanswered, is dropped, not left to run.
    await pages.return(undefined);
    await server.seen[1]?.abandoned;
    expect(server.seen).toHaveLength(2);
  });

  it('takes a turn of the caller’s gate before every page it asks for, the one ahead included', async () => {
    const events: string[] = [];
    const { client, server } = await setup((req, base) => {
      events.push(`request ${req.url.slice(-7)}`);
      const next = { '/k1.json': 'k2', '/k2.json': 'k3' }[req.url.slice(-8)];
      return {
        status: 200,
        body: JSON.stringify({
          nextUrl: next ? feed(base, next) : null,
          products: [product(req.url.slice(-7))],
        }),
      };
    });
    let turns = 0;
    const take = async (): Promise<void> => {
      turns++;
      events.push(`turn ${turns}`);
    };
    let pages = 0;
    for await (const page of client.feedPages(feed(server.url, 'k1'), { take })) {
      pages += page.products.length;
    }
    expect(pages).toBe(3);
    expect(server.seen).toHaveLength(3);
    expect(turns).toBe(3);
    // Never more requests than turns taken so far.
    events.forEach((_, i) => {
      const upTo = events.slice(0, i + 1);
      expect(upTo.filter((e) => e.startsWith('request')).length).toBeLessThanOrEqual(
        upTo.filter((e) => e.startsWith('turn')).length,
      );
    });
  });
});
