import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { startSim } from '../../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../../marketplace/testing/sim.test-support.ts';
import { feedSyncFor, feedsDb, PROFILE, simCategories, storedCount } from '../testing/feeds.test-support.ts';
import type { SimCategory } from '../testing/feeds.test-support.ts';

/**
 * When a walk's pages are stored: a few at a time, in one transaction (four pages of 500 products), or sooner when
 * the first of them has waited two seconds, and always at the end. What a caller sees is the stored checkpoint as
 * each page arrives.
 */
let sim: Sim;
let store: ReturnType<typeof feedsDb>;
let mobiles: SimCategory;

beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 2600 });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await sim.admin('POST', '/reset');
  mobiles = (await simCategories(sim)).find((c) => c.name === 'mobiles')!;
  store = feedsDb();
});
afterEach(() => store.close());

const opts = { category: 'mobiles', variant: 'v1.1.0', format: 'json', inStock: false } as const;

/** A full sync of mobiles, with the pages stored as each page arrived (read from the checkpoint). */
async function storedAsPagesArrive(clock: { advance(): void; now(): Date }): Promise<number[]> {
  const { sync, repo } = feedSyncFor(sim, store.db, { now: clock.now });
  const stored: number[] = [];
  await sync.full(PROFILE, opts, {
    signal: new AbortController().signal,
    onProgress: (p) => {
      if (p.pages === 0 || p.message.startsWith('Full sync done')) return;
      stored.push(repo.syncState(PROFILE, 'mobiles')!.pages);
      clock.advance();
    },
  });
  expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size);
  return stored;
}

it('stores a fast walk four pages at a time, and the rest at its end', async () => {
  const pages = Math.ceil(mobiles.size / 500);
  expect(pages).toBeGreaterThan(5);
  // The sync's clock stands still: however slow this machine, no page waits two seconds.
  const at = new Date('2026-11-25T10:00:00Z');
  const stored = await storedAsPagesArrive({ advance: () => undefined, now: () => at });
  // As page n arrives, the batches before it are stored: none until the fifth page, four from then on.
  expect(stored).toEqual(Array.from({ length: pages }, (_, i) => (i < 4 ? 0 : 4 * Math.floor(i / 4))));
});

it('stores the waiting pages of a slow walk once the first of them waited two seconds', async () => {
  const pages = Math.ceil(mobiles.size / 500);
  // Every page arrives 2.5 s after the one before it (the sync's injected clock).
  let t = Date.parse('2026-11-25T10:00:00Z');
  const stored = await storedAsPagesArrive({ advance: () => (t += 2_500), now: () => new Date(t) });
  // A page waits for the next one at most: the second page finds the first waited 2.5 s and stores both.
  expect(stored).toEqual(Array.from({ length: pages }, (_, i) => 2 * Math.floor(i / 2)));
});
