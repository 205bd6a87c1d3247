import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSim, type Sim } from '../../marketplace/testing/sim.test-support.ts';
import { recordFigures } from '../../testing/fuzz.test-support.ts';
import {
  integrityCheck,
  KILL_SEED,
  KILLS,
  runAndKill,
  seededRandom,
} from '../../testing/kills.test-support.ts';
import {
  feedSyncFor,
  feedsDb,
  openFeedsDatabase,
  PROFILE,
  recordingRun,
  simCategories,
  storedCount,
} from '../testing/feeds.test-support.ts';

/**
 * The feed sync's backend SIGKILLed at random points, again and again (a few in npm test, 20 in the soak run):
 * after each kill `PRAGMA integrity_check` is ok and no stored product is lost; each new process goes on from the
 * stored link; a last sync completes the category. One kill at a chosen page: feed-sync-crash.sim.test.ts.
 */
const CHILD = fileURLToPath(new URL('../testing/sync-child.ts', import.meta.url));
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 6000 });
});
afterAll(() => sim.close());

describe('feed sync killed at random points', () => {
  it(`survives up to ${KILLS} kills and completes`, async () => {
    const store = feedsDb();
    try {
      // Pages slow enough that the kills land inside the walk.
      await sim.admin('PUT', '/faults', {
        rules: [{ match: '/affiliate/1.0/feeds/*/category/*/*', latencyMs: 300 }],
      });
      const { trackingId, token } = sim.info.credentials.affiliate;
      const random = seededRandom(KILL_SEED);
      let stored = 0;
      let killed = 0;
      let integrityOk = 0;
      // Until KILLS processes were killed (a run that ended first does not count), at most twice as many runs.
      for (let i = 0; killed < KILLS && i < 2 * KILLS; i++) {
        const run = await runAndKill(
          CHILD,
          [store.dir, sim.info.affiliate_base_url, trackingId, token],
          {},
          // From the start: some kills land in the process's start-up or its directory call, most in the walk.
          Math.floor(random() * 3_000),
          { from: 'start' },
        );
        if (run.killed) killed++;
        const integrity = integrityCheck(store.dir);
        expect(integrity).toBe('ok');
        if (integrity === 'ok') integrityOk++;
        const db = openFeedsDatabase(store.dir);
        try {
          const now = storedCount(db, 'mobiles');
          expect(now).toBeGreaterThanOrEqual(stored);
          stored = now;
        } finally {
          db.close();
        }
        // A walk that ended before its kill is followed by a new full walk in the next process, killed in turn.
      }
      expect(killed).toBe(KILLS);

      await sim.admin('DELETE', '/faults');
      const db = openFeedsDatabase(store.dir);
      try {
        const { sync, repo } = feedSyncFor(sim, db);
        await sync.full(
          PROFILE,
          { category: 'mobiles', variant: 'v1.1.0', format: 'json', inStock: false },
          recordingRun(),
        );
        const mobiles = (await simCategories(sim)).find((c) => c.name === 'mobiles')!;
        expect(storedCount(db, 'mobiles')).toBe(mobiles.size);
        expect(repo.syncState(PROFILE, 'mobiles')).toMatchObject({ status: 'done' });
        recordFigures(
          'Feed sync: SIGKILL at random points, then resumed',
          'src/main/feeds/sync/feed-sync-kills.sim.test.ts',
          {
            seed: KILL_SEED,
            kills: killed,
            integrityOk,
            storedBeforeLastRun: stored,
            products: mobiles.size,
          },
        );
      } finally {
        db.close();
      }
    } finally {
      store.close();
    }
  }, 600_000);
});
