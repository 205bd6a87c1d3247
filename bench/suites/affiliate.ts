import type { AffiliateClient } from '../../src/main/marketplace/index.ts';
import { parseFeedPage } from '../../src/shared/marketplace/affiliate-formats.ts';
import type { FeedFormat } from '../../src/shared/marketplace/affiliate-types.ts';
import { measure } from '../harness/measure.ts';
import { perSecond, summarize } from '../harness/stats.ts';
import { formatNumber } from '../harness/table.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';
import { Traffic, affiliateClient, benchHttp } from '../support/clients.ts';
import { fetchPages, firstCategoryFeed } from '../support/feed.ts';
import type { PageBody } from '../support/feed.ts';
import { simAdmin, startSimProcess } from '../support/sim-process.ts';
import type { SimProcess } from '../support/sim-process.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { products: 20_000, latencyMs: 50, runs: 3, parsePages: 4, dripMs: 100 },
  smoke: { products: 1_000, latencyMs: 5, runs: 1, parsePages: 2, dripMs: 10 },
};
const {
  products: PRODUCTS,
  latencyMs: LATENCY_MS,
  runs: RUNS,
  parsePages: PARSE_PAGES,
  dripMs: DRIP_MS,
} = sized(SIZES);

const PARSE_ROWS = {
  json: 'affiliate: parse v1.1.0 JSON pages',
  xml: 'affiliate: parse v1.1.0 XML pages',
} as const;
const WALK_ROWS = {
  json: 'affiliate: walk a 20,000-product category at 50 ms/page, JSON',
  xml: 'affiliate: walk a 20,000-product category at 50 ms/page, XML',
} as const;
const SLOW_WALK_ROW =
  'affiliate: walk a 20,000-product category at 50 ms/page, each page arriving over 100 ms, JSON';

interface Context {
  sim: SimProcess;
  traffic: Traffic;
  client: AffiliateClient;
  feeds: Partial<Record<FeedFormat, { category: string; url: string }>>;
  bodies: Partial<Record<FeedFormat, PageBody[]>>;
  /** Median ms to parse one 500-product page, once measured. */
  parseMs: Partial<Record<FeedFormat, number>>;
}

async function feedOf(context: Context, format: FeedFormat): Promise<{ category: string; url: string }> {
  context.feeds[format] ??= await firstCategoryFeed(context.client, format);
  return context.feeds[format];
}

/** Pre-fetched bodies of the first pages, and tinybench over parsing them in process (the app's parser). */
async function parse(context: Context, format: FeedFormat): Promise<{ samples: number[]; products: number }> {
  const { url } = await feedOf(context, format);
  context.bodies[format] ??= (await fetchPages(context.sim.info, url, format, PARSE_PAGES)).filter(
    (p) => p.products === 500,
  );
  const bodies = context.bodies[format];
  if (bodies.length === 0) throw new Error(`no ${format} page held 500 products`);
  let next = 0;
  const samples = await measure(
    `parse ${format}`,
    () => parseFeedPage((bodies[next++ % bodies.length] as PageBody).body, format),
    {
      timeMs: 1500,
      minRuns: 30,
    },
  );
  context.parseMs[format] = summarize(samples).median;
  return { samples, products: 500 };
}

async function parseMsOf(context: Context, format: FeedFormat): Promise<number> {
  if (context.parseMs[format] === undefined) await parse(context, format);
  return context.parseMs[format] as number;
}

function parseFigure(format: FeedFormat, samples: number[], products: number, context: Context): Figure {
  const kb =
    (context.bodies[format] ?? []).reduce((n, p) => n + Buffer.byteLength(p.body), 0) /
    (context.bodies[format]?.length ?? 1) /
    1024;
  return {
    name: PARSE_ROWS[format],
    ...summarize(perSecond(samples, products)),
    unit: 'products/s',
    // JSON parses far faster than any XML reader; the XML target is the 25,000/s (a 500-product page in 20 ms).
    target: { on: 'median', op: '>=', value: format === 'json' ? 50_000 : 25_000 },
    note: `parseFeedPage (${format === 'xml' ? 'XML read as a stream of records by the single-pass scanner' : 'JSON.parse'}) over ${context.bodies[format]?.length ?? 0} pre-fetched pages of 500 products (${formatNumber(kb)} KB each), in process; median ${formatNumber(context.parseMs[format] ?? 0)} ms per page. Target: parsing adds at most a fifth to a 50 ms page (10 ms per 500).`,
  };
}

async function walk(context: Context, format: FeedFormat): Promise<Figure> {
  const { url, category } = await feedOf(context, format);
  const parseMs = await parseMsOf(context, format);
  let pages = 0;
  let products = 0;
  const walkOnce = async (): Promise<void> => {
    pages = 0;
    products = 0;
    for await (const page of context.client.feedPages(url)) {
      pages++;
      products += page.products.length;
    }
  };
  // The connection is open already (the directory, the parse bodies); the page count comes from the timed runs.
  context.traffic.reset();
  const samples = await measure(`walk ${format}`, walkOnce, { runs: RUNS });
  if (products < PRODUCTS * 0.9) throw new Error(`the walk saw ${products} products, not about ${PRODUCTS}`);
  const bound = (pages * (LATENCY_MS + parseMs)) / 1000;
  const s = summarize(samples.map((ms) => ms / 1000));
  const beyond = ((s.median - bound) * 1000) / pages;
  return {
    name: WALK_ROWS[format],
    ...s,
    unit: 's',
    bound,
    target: { on: 'ratio', op: '<=', value: 1.2 },
    note: `AffiliateClient.feedPages from the v1.1.0 \`get\` link of ${category} to the end: ${formatNumber(products)} products in ${pages} pages; bound = ${pages} × (${LATENCY_MS} ms + ${formatNumber(parseMs)} ms median parse); ${formatNumber(beyond)} ms per page beyond it (the transfer, the client; the simulator builds the page within the latency); ${context.traffic.retries} retries; ${RUNS} runs.`,
  };
}

/**
 * The walk when a page takes longer to arrive than its round trip (a 1 MB page over a slower link than loopback):
 * the simulator's drip fault sends each feed page's body in 20 pieces over DRIP_MS. A walk that asks for the next
 * page only once a page is whole and parsed pays latency + transfer + parse a page; one that asks as the page's head
 * names it (AffiliateClient.feedPages) pays about the transfer. The bound: the pages back to back, each DRIP_MS
 * after the latency of the first.
 */
async function slowWalk(context: Context): Promise<Figure> {
  const { url, category } = await feedOf(context, 'json');
  const put = (rules: unknown[]) => simAdmin(context.sim, 'PUT', '/faults', { rules });
  await put([{ match: '/affiliate/1.0/feeds/*', fault: 'drip', times: 1_000_000, dripMs: DRIP_MS }]);
  let pages = 0;
  let products = 0;
  try {
    const samples = await measure(
      'walk json, slow pages',
      async () => {
        pages = 0;
        products = 0;
        for await (const page of context.client.feedPages(url)) {
          pages++;
          products += page.products.length;
        }
      },
      { runs: RUNS },
    );
    if (products < PRODUCTS * 0.9)
      throw new Error(`the walk saw ${products} products, not about ${PRODUCTS}`);
    const bound = (LATENCY_MS + pages * DRIP_MS) / 1000;
    return {
      name: SLOW_WALK_ROW,
      ...summarize(samples.map((ms) => ms / 1000)),
      unit: 's',
      bound,
      target: { on: 'ratio', op: '<=', value: 1.2 },
      note: `AffiliateClient.feedPages over ${category} (v1.1.0 JSON, ${formatNumber(products)} products in ${pages} pages), each page's body sent by the simulator in 20 pieces over ${DRIP_MS} ms (its drip fault) after ${LATENCY_MS} ms of latency; bound = ${LATENCY_MS} ms + ${pages} × ${DRIP_MS} ms, the pages back to back. Asking for a page only once the one before is whole and parsed costs about ${pages} × (${LATENCY_MS} + ${DRIP_MS} ms + the parse). The drip does not share bandwidth between two answers as a real link would; ${RUNS} runs.`,
    };
  } finally {
    await put([]);
  }
}

export const affiliateSuite = suite<Context>({
  name: 'affiliate',
  sizes: SIZES,
  async setUp() {
    const sim = await startSimProcess({ products: PRODUCTS, latencyMs: LATENCY_MS });
    const traffic = new Traffic();
    return {
      sim,
      traffic,
      client: affiliateClient(sim.info, benchHttp(traffic)),
      feeds: {},
      bodies: {},
      parseMs: {},
    };
  },
  tearDown: (context) => context.sim.close(),
  benchmarks: [
    {
      rows: [PARSE_ROWS.json],
      run: async (c) => {
        const r = await parse(c, 'json');
        return [parseFigure('json', r.samples, r.products, c)];
      },
    },
    {
      rows: [PARSE_ROWS.xml],
      run: async (c) => {
        const r = await parse(c, 'xml');
        return [parseFigure('xml', r.samples, r.products, c)];
      },
    },
    { rows: [WALK_ROWS.json], run: async (c) => [await walk(c, 'json')] },
    { rows: [WALK_ROWS.xml], run: async (c) => [await walk(c, 'xml')] },
    { rows: [SLOW_WALK_ROW], run: async (c) => [await slowWalk(c)] },
  ],
});
