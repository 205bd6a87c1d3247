import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastHttp, startSim, type Sim } from '../../marketplace/testing/sim.test-support.ts';
import { recordFigures } from '../../testing/fuzz.test-support.ts';
import {
  faultsDealt,
  startStorm,
  stormSeed,
  STORMS,
  stoppedWithSentence,
} from '../../testing/storms.test-support.ts';
import {
  feedSyncFor,
  feedsDb,
  PROFILE,
  recordingRun,
  simCategories,
  storedCount,
} from '../testing/feeds.test-support.ts';

/**
 * The feed sync through each storm (directory, version and pages alike), in JSON and in XML: it completes or stops
 * with a sentence (and the category says so), the pages it stored stay, and a sync without the storm goes on from
 * the stored link and completes the category.
 */
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 6000 });
});
afterAll(() => sim.close());

describe('feed sync under fault storms', () => {
  it.each(
    STORMS.flatMap((storm, i) => [{ ...storm, format: i % 2 === 0 ? ('json' as const) : ('xml' as const) }]),
  )(
    '$name ($format)',
    async (storm) => {
      await sim.admin('POST', '/reset');
      const store = feedsDb();
      try {
        const waits: number[] = [];
        const http = fastHttp(undefined, { sleep: async (ms) => void waits.push(ms), timeoutMs: 5_000 });
        const opts = {
          category: 'mobiles',
          variant: 'v1.1.0',
          format: storm.format,
          inStock: false,
        } as const;
        const stormy = feedSyncFor(sim, store.db, { http });
        await startStorm(sim, storm, '/affiliate/*');
        let outcome: string;
        try {
          outcome = `complete: ${await stormy.sync.full(PROFILE, opts, recordingRun())}`;
        } catch (error) {
          stormy.sync.stopped(PROFILE, 'mobiles', error);
          outcome = `stopped: ${stoppedWithSentence(error)}`;
          // A walk stopped after it began says so on the category; one stopped on the directory or the version
          // call began none (the job's own message carries the sentence).
          expect([undefined, 'failed']).toContain(stormy.repo.syncState(PROFILE, 'mobiles')?.status);
        }
        const dealt = await faultsDealt(sim);
        expect(dealt).toBeGreaterThan(0);
        const storedAtStop = storedCount(store.db, 'mobiles');

        await sim.admin('DELETE', '/faults');
        const calm = feedSyncFor(sim, store.db);
        const run = recordingRun();
        await calm.sync.full(PROFILE, opts, run);
        const mobiles = (await simCategories(sim)).find((c) => c.name === 'mobiles')!;
        expect(storedCount(store.db, 'mobiles')).toBe(mobiles.size);
        expect(storedCount(store.db, 'mobiles')).toBeGreaterThanOrEqual(storedAtStop);
        expect(calm.repo.syncState(PROFILE, 'mobiles')).toMatchObject({ status: 'done' });
        recordFigures(
          `Feed sync (${storm.format}), storm: ${storm.name}`,
          'src/main/feeds/sync/feed-sync-storms.sim.test.ts',
          { seed: stormSeed(storm), faults: dealt, outcome, storedAtStop, afterResume: mobiles.size },
        );
      } finally {
        store.close();
      }
    },
    120_000,
  );
});
