import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { startSim } from '../../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../../marketplace/testing/sim.test-support.ts';
import {
  feedSyncFor,
  feedsDb,
  PROFILE,
  recordingRun,
  simCategories,
  storedCount,
} from '../testing/feeds.test-support.ts';
import { RateGate } from './rate-gate.ts';

let sim: Sim;
let store: ReturnType<typeof feedsDb>;
beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 5100 });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await sim.admin('POST', '/reset');
  store = feedsDb();
});
afterEach(() => store.close());

it('syncs three categories at once within the service limit of 20 calls/s, never refused', async () => {
  await sim.admin('PUT', '/rate-limits', { rules: [{ match: '/affiliate/*', calls: 20 }] });
  // One gate for the profile, as the app has; a wider margin than the app's keeps this test steady on a busy machine.
  const { sync } = feedSyncFor(sim, store.db, { gate: new RateGate({ calls: 20, windowMs: 1200 }) });
  await sync.refreshDirectory(PROFILE, 'json');
  const names = ['mobiles', 'laptops', 'televisions'];
  const messages = await Promise.all(
    names.map((category) =>
      sync.full(PROFILE, { category, variant: 'v1.1.0', format: 'json', inStock: false }, recordingRun()),
    ),
  );
  const sizes = await simCategories(sim);
  for (const [i, category] of names.entries()) {
    const size = sizes.find((c) => c.name === category)!.size;
    expect(messages[i]).toContain(`${size.toLocaleString('en-IN')} products in 11 pages`);
    expect(storedCount(store.db, category)).toBe(size);
  }
  const rules = (
    (await sim.admin('GET', '/rate-limits')) as { rules: { allowed: number; refused: number }[] }
  ).rules;
  expect(rules[0]).toMatchObject({ refused: 0 });
  expect(rules[0]!.allowed).toBe(1 + 3 * (1 + 11));
}, 60_000);
