import type { SellerClient } from '../../src/main/marketplace/index.ts';
import type { ShipmentFilter } from '../../src/shared/marketplace/seller-types.ts';
import { measure } from '../harness/measure.ts';
import { summarize } from '../harness/stats.ts';
import { formatNumber } from '../harness/table.ts';
import { sized } from '../harness/scale.ts';
import { suite } from '../harness/types.ts';
import type { Figure } from '../harness/types.ts';
import { Traffic, benchHttp, sellerClient } from '../support/clients.ts';
import { startSimProcess } from '../support/sim-process.ts';
import type { SimProcess } from '../support/sim-process.ts';

/** The full size is the bench's; the smoke size (`npm run bench:smoke`) only proves the suite still runs. */
const SIZES = {
  full: { shipments: 2000, latencyMs: 50, runs: 3 },
  smoke: { shipments: 50, latencyMs: 5, runs: 1 },
};
const { shipments: SHIPMENTS, latencyMs: LATENCY_MS, runs: RUNS } = sized(SIZES);
const ROW = 'seller: shipment filter, page through 2,000 shipments at 50 ms';

/**
 * The searches that together cover every shipment of the seller: a filter has one type, and the real service
 * leaves held shipments out unless a search asks for them (`hold: true`), so each type is searched twice.
 */
const SEARCHES: readonly { label: string; filter: ShipmentFilter }[] = [false, true].flatMap((hold) => [
  { label: `pre-dispatch${hold ? ' held' : ''}`, filter: { type: 'preDispatch', hold } },
  { label: `post-dispatch${hold ? ' held' : ''}`, filter: { type: 'postDispatch', hold } },
  {
    label: `cancelled${hold ? ' held' : ''}`,
    filter: {
      type: 'cancelled',
      cancellationDate: { from: '2000-01-01T00:00:00Z', to: '2100-01-01T00:00:00Z' },
      hold,
    },
  },
]);

interface Walk {
  pages: number;
  shipments: number;
  perSearch: string[];
}

async function pageThrough(client: SellerClient): Promise<Walk> {
  const walk: Walk = { pages: 0, shipments: 0, perSearch: [] };
  for (const search of SEARCHES) {
    let pages = 0;
    let shipments = 0;
    for await (const page of client.filterShipments(search.filter)) {
      pages++;
      shipments += page.shipments.length;
    }
    walk.pages += pages;
    walk.shipments += shipments;
    walk.perSearch.push(`${search.label} ${formatNumber(shipments)} in ${pages}`);
  }
  return walk;
}

interface Context {
  sim: SimProcess;
}

export const sellerFilterSuite = suite<Context>({
  name: 'seller-filter',
  sizes: SIZES,
  setUp: async () => ({ sim: await startSimProcess({ shipments: SHIPMENTS, latencyMs: LATENCY_MS }) }),
  tearDown: ({ sim }) => sim.close(),
  benchmarks: [
    {
      rows: [ROW],
      async run({ sim }): Promise<Figure[]> {
        const traffic = new Traffic();
        const client = sellerClient(sim.info, benchHttp(traffic));
        // Untimed: the token and the connection (the first page of one search).
        const first = client.filterShipments({ type: 'preDispatch' });
        await first.next();
        await first.return();
        traffic.reset();
        const walks: Walk[] = [];
        const samples = await measure(
          'shipment filter',
          async () => {
            walks.push(await pageThrough(client));
          },
          { runs: RUNS },
        );
        const counted = walks[0] as Walk;
        // New orders appear as the simulated day goes on; the bound takes the most pages any run saw.
        const pages = Math.max(...walks.map((w) => w.pages));
        const changed = walks.some((w) => w.pages !== counted.pages)
          ? ` (pages per run: ${walks.map((w) => w.pages).join(', ')})`
          : '';
        return [
          {
            name: ROW,
            ...summarize(samples.map((ms) => ms / 1000)),
            unit: 's',
            bound: (pages * LATENCY_MS) / 1000,
            target: { on: 'ratio', op: '<=', value: 1.2 },
            note:
              `bound = ${pages} pages × ${LATENCY_MS} ms${changed} (pages of 20, counted in run 1: ${counted.perSearch.join(', ')}; ${formatNumber(counted.shipments)} shipments); ` +
              `six searches, one per filter type and hold (a search has one type; held shipments only come when asked for); real dialect; ${traffic.retries} retries; ${RUNS} runs, token fetched before timing.`,
          },
        ];
      },
    },
  ],
});
