import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { fastHttp, selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { runChange } from './change-runner.ts';
import { ChangeJournal } from './change-journal.ts';
import { createListings, openMyListingsDb, priceEdit, tempDir } from './testing/my-listings.test-support.ts';

/** Issue 38, case 7: a price change under one call per 10 s waits out each Retry-After instead of giving up. */
type Counted = { price: Record<string, { count: number }> };
let sim: Sim;
let tmp: ReturnType<typeof tempDir>;
beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 40 });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await sim.admin('POST', '/reset');
  tmp = tempDir();
});
afterEach(() => tmp.remove());

it('30 price changes under one call per 10 s: every call sent once, the waits as long as asked', async () => {
  const { seller } = selfAccessSeller(sim, fastHttp());
  const skus = await createListings(seller, 'RA', 30);
  await sim.admin('PUT', '/rate-limits', {
    rules: [{ match: '/sellers/listings/v3/update/price', calls: 1, windowMs: 10_000 }],
  });
  const db = openMyListingsDb(tmp.dir);
  try {
    const journal = new ChangeJournal(db);
    journal.create(
      'change-1',
      'demo',
      skus.map((sku, i) => priceEdit(sku, i, 800)),
    );
    const waits: number[] = [];
    const outcome = await runChange({
      journal,
      changeId: 'change-1',
      writer: seller,
      signal: new AbortController().signal,
      // The injected sleep moves the simulator's clock: the rate limit's window passes without a real wait.
      sleep: async (ms) => {
        waits.push(ms);
        await sim.admin('POST', '/clock/advance', { ms });
      },
    });
    expect(outcome).toBe('done');
    expect(journal.results('change-1').filter((r) => !r.failed)).toHaveLength(30);
    const counted = (await sim.admin('GET', '/listings/updates-received')) as Counted;
    expect(skus.map((sku) => counted.price[sku]?.count)).toEqual(skus.map(() => 1));
    expect(waits).toHaveLength(2);
    for (const ms of waits) expect(ms).toBeGreaterThanOrEqual(5_000);
    for (const ms of waits) expect(ms).toBeLessThanOrEqual(10_000);
  } finally {
    db.close();
  }
});
