import { MAX_SKUS_PER_CALL } from '../../src/main/marketplace/index.ts';
import type { SellerClient } from '../../src/main/marketplace/index.ts';
import type { CreateListingRequest } from '../../src/shared/marketplace/listing-types.ts';
import { measure } from '../harness/measure.ts';
import { summarize } from '../harness/stats.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';
import { Traffic, benchHttp, sellerClient } from '../support/clients.ts';
import { makeListings } from '../support/listing-bodies.ts';
import { startSimProcess } from '../support/sim-process.ts';
import type { SimProcess } from '../support/sim-process.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { skus: 2000, latencyMs: 100, runs: 3 },
  smoke: { skus: 20, latencyMs: 10, runs: 1 },
};
const { skus: SKUS, latencyMs: LATENCY_MS, runs: RUNS } = sized(SIZES);
const CALLS = Math.ceil(SKUS / MAX_SKUS_PER_CALL);

const CONCURRENT_ROW = 'seller: create listings, 2,000 SKUs at 100 ms, the client’s calls in flight';
const NAIVE_ROW = 'seller: create listings, 2,000 SKUs at 100 ms, one call at a time (baseline)';

interface Context {
  sim: SimProcess;
  listings: Record<string, CreateListingRequest>;
  /** Seconds per run of the client as it is, kept for the baseline's note. */
  concurrentMedian?: number;
}

interface Timed {
  samples: number[];
  traffic: Traffic;
}

/** Token and connection first (untimed), then RUNS timed uploads of every SKU; every SKU must succeed. */
async function upload(context: Context, make: (traffic: Traffic) => SellerClient): Promise<Timed> {
  const traffic = new Traffic();
  const client = make(traffic);
  const warm = await client.createListings(makeListings(1, 'BENCH-WARM'));
  if (Object.values(warm).some((r) => r.status !== 'SUCCESS'))
    throw new Error(`a valid listing was refused: ${JSON.stringify(warm)}`);
  traffic.reset();
  const samples = await measure(
    'create listings',
    async () => {
      const results = await client.createListings(context.listings);
      const failed = Object.entries(results).filter(([, r]) => r.status !== 'SUCCESS');
      if (failed.length > 0)
        throw new Error(`${failed.length} SKUs did not succeed, e.g. ${JSON.stringify(failed[0])}`);
    },
    { runs: RUNS },
  );
  return { samples: samples.map((ms) => ms / 1000), traffic };
}

function trafficNote(t: Traffic): string {
  return `${t.requests / RUNS} calls per run, at most ${t.peakInFlight} in flight, ${t.retries} retries`;
}

export const sellerListingsSuite = suite<Context>({
  name: 'seller-listings',
  sizes: SIZES,
  async setUp() {
    return { sim: await startSimProcess({ latencyMs: LATENCY_MS }), listings: makeListings(SKUS, 'BENCH') };
  },
  tearDown: (context) => context.sim.close(),
  benchmarks: [
    {
      rows: [CONCURRENT_ROW],
      async run(context): Promise<Figure[]> {
        // The client as the app builds it: its own default number of listing calls in flight.
        const { samples, traffic } = await upload(context, (t) =>
          sellerClient(context.sim.info, benchHttp(t)),
        );
        const inFlight = traffic.peakInFlight;
        const s = summarize(samples);
        context.concurrentMedian = s.median;
        return [
          {
            name: CONCURRENT_ROW,
            ...s,
            unit: 's',
            bound: (CALLS * LATENCY_MS) / inFlight / 1000,
            target: { on: 'ratio', op: '<=', value: 1.15 },
            note: `bound = ${CALLS} calls × ${LATENCY_MS} ms / ${inFlight} in flight (N measured at the fetch); ${trafficNote(traffic)}; ${RUNS} runs, token fetched before timing.`,
          },
        ];
      },
    },
    {
      rows: [NAIVE_ROW],
      async run(context): Promise<Figure[]> {
        const { samples, traffic } = await upload(context, (t) =>
          sellerClient(context.sim.info, benchHttp(t), { listingConcurrency: 1 }),
        );
        const s = summarize(samples);
        const speedUp =
          context.concurrentMedian === undefined
            ? ''
            : `; the client as it is is ${(s.median / context.concurrentMedian).toFixed(2)}x faster`;
        return [
          {
            name: NAIVE_ROW,
            ...s,
            unit: 's',
            bound: (CALLS * LATENCY_MS) / 1000,
            note: `as the official samples do it: bound = ${CALLS} calls × ${LATENCY_MS} ms; ${trafficNote(traffic)}${speedUp}.`,
          },
        ];
      },
    },
  ],
});
