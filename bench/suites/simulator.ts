import { setTimeout as sleep } from 'node:timers/promises';
import type { FeedFormat } from '../../src/shared/marketplace/affiliate-types.ts';
import { measure } from '../harness/measure.ts';
import { MB, readMemory, resetPeak, sampleRss } from '../harness/rss.ts';
import { summarize } from '../harness/stats.ts';
import { formatNumber } from '../harness/table.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure, Target } from '../harness/types.ts';
import { Traffic, affiliateClient, affiliateHeaders, benchHttp } from '../support/clients.ts';
import { fetchPages, firstCategoryFeed, walkJsonFeed } from '../support/feed.ts';
import { startSimProcess } from '../support/sim-process.ts';
import type { SimProcess } from '../support/sim-process.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { servePages: 5, rssRuns: 5, rssProducts: 100_000 },
  smoke: { servePages: 2, rssRuns: 1, rssProducts: 1_000 },
};
const { servePages: SERVE_PAGES, rssRuns: RSS_RUNS, rssProducts: RSS_PRODUCTS } = sized(SIZES);

const SERVE_ROWS = {
  json: 'simulator: serve a 500-product v1.1.0 page, JSON',
  xml: 'simulator: serve a 500-product v1.1.0 page, XML',
} as const;
const SERVE_TARGETS: Record<FeedFormat, Target> = {
  json: { on: 'median', op: '<', value: 20 },
  xml: { on: 'median', op: '<', value: 40 },
};
const RSS_ROW = 'simulator: server RSS growth, full walk of a 100,000-product category';

/** Time from request to last byte of a page, over loopback from this process to the simulator child. */
async function servePage(sim: SimProcess, format: FeedFormat): Promise<Figure> {
  const client = affiliateClient(sim.info, benchHttp(new Traffic()));
  const { url } = await firstCategoryFeed(client, format);
  const pages = await fetchPages(sim.info, url, format, SERVE_PAGES);
  const full = pages.filter((p) => p.products === 500);
  if (full.length === 0) throw new Error('no page of the feed held 500 products');
  const headers = affiliateHeaders(sim.info);
  let next = 0;
  const samples = await measure(
    `serve ${format}`,
    async () => {
      const page = full[next++ % full.length];
      const res = await fetch(page?.url ?? '', { headers });
      await res.text();
      if (res.status !== 200) throw new Error(`feed page answered ${res.status}`);
    },
    { timeMs: 1500, minRuns: 30 },
  );
  const kb = full.reduce((n, p) => n + Buffer.byteLength(p.body), 0) / full.length / 1024;
  return {
    name: SERVE_ROWS[format],
    ...summarize(samples),
    unit: 'ms',
    target: SERVE_TARGETS[format],
    note: `request to last byte over loopback, the simulator in a child process with no added latency, cycling through its first ${full.length} pages (${formatNumber(kb)} KB each).`,
  };
}

interface RssRun {
  baseline: number;
  peak: number;
  after: number;
  pages: number;
  products: number;
  seconds: number;
  peakFromKernel: boolean;
}

/** One fresh simulator child: RSS before, highest RSS during, and RSS after walking a category to its end. */
async function rssRun(): Promise<RssRun> {
  const sim = await startSimProcess({ products: RSS_PRODUCTS, latencyMs: 0 });
  try {
    const client = affiliateClient(sim.info, benchHttp(new Traffic()));
    const { url } = await firstCategoryFeed(client, 'json');
    await sleep(300);
    const baseline = readMemory(sim.pid).rss;
    const peakFromKernel = resetPeak(sim.pid);
    const sampler = sampleRss(sim.pid, 10);
    const t0 = performance.now();
    const walk = await walkJsonFeed(sim.info, url);
    const seconds = (performance.now() - t0) / 1000;
    let peak = sampler.stop();
    const memory = readMemory(sim.pid);
    if (peakFromKernel) peak = Math.max(peak, memory.peak);
    if (walk.products < RSS_PRODUCTS * 0.9)
      throw new Error(`the walk saw ${walk.products} products, not about ${RSS_PRODUCTS}`);
    return {
      baseline,
      peak,
      after: memory.rss,
      pages: walk.pages,
      products: walk.products,
      seconds,
      peakFromKernel,
    };
  } finally {
    await sim.close();
  }
}

export const simulatorSuite = suite<SimProcess>({
  name: 'simulator',
  sizes: SIZES,
  setUp: () => startSimProcess({ latencyMs: 0 }),
  tearDown: (sim) => sim.close(),
  benchmarks: [
    { rows: [SERVE_ROWS.json], run: async (sim) => [await servePage(sim, 'json')] },
    { rows: [SERVE_ROWS.xml], run: async (sim) => [await servePage(sim, 'xml')] },
    {
      rows: [RSS_ROW],
      async run(): Promise<Figure[]> {
        const runs: RssRun[] = [];
        for (let i = 0; i < RSS_RUNS; i++) runs.push(await rssRun());
        const growth = summarize(runs.map((r) => (r.peak - r.baseline) / MB));
        const first = runs[0] as RssRun;
        const mb = (bytes: number): string => formatNumber(bytes / MB);
        return [
          {
            name: RSS_ROW,
            ...growth,
            unit: 'MB',
            target: { on: 'median', op: '<', value: 150 },
            note:
              `peak RSS during the walk minus RSS before it, one fresh simulator child per run (${RSS_RUNS} runs), read from /proc/<pid>/status ` +
              `(${first.peakFromKernel ? 'VmHWM reset before the walk, and VmRSS sampled every 10 ms' : 'VmRSS sampled every 10 ms'}); ` +
              `MB before / peak / after, per run: ${runs.map((r) => `${mb(r.baseline)}/${mb(r.peak)}/${mb(r.after)}`).join(', ')}; ` +
              `${formatNumber(first.products)} products in ${first.pages} v1.1.0 JSON pages, walked as fast as it serves (${formatNumber(first.seconds)} s).`,
          },
        ];
      },
    },
  ],
});
