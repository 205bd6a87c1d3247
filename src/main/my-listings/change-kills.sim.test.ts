import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { recordFigures } from '../testing/fuzz.test-support.ts';
import { integrityCheck, KILL_SEED, KILLS, runAndKill, seededRandom } from '../testing/kills.test-support.ts';
import {
  changeParts,
  createListings,
  openMyListingsDb,
  tempDir,
} from './testing/my-listings.test-support.ts';

/**
 * A price change's backend SIGKILLed at random points, again and again. After each kill the database is whole and
 * no SKU's answer is lost; the next process reads back what may have reached the marketplace before it sends. In
 * the end the simulator received every SKU exactly once: stricter than the uploads, which may resend a SKU whose
 * call was in flight at a kill.
 */
type Counted = { price: Record<string, { count: number }> };
const CHILD = fileURLToPath(new URL('./testing/change-child.ts', import.meta.url));
const SKUS = 200;
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 10 });
});
afterAll(() => sim.close());

describe('price change killed at random points', () => {
  it(`survives up to ${KILLS} kills; every SKU received exactly once`, async () => {
    const tmp = tempDir();
    try {
      await createListings(selfAccessSeller(sim).seller, 'KC', SKUS);
      // 20 calls, 4 in flight: slow enough that the kills land inside the change.
      await sim.admin('PUT', '/faults', {
        rules: [{ match: '/sellers/listings/v3/update/*', latencyMs: 100 * KILLS + 100 }],
      });
      const { appId, appSecret } = sim.info.credentials.self_access;
      const env = {
        STOCKROOM_TEST_SIM: JSON.stringify({
          dataDir: tmp.dir,
          baseUrl: sim.info.base_url,
          authUrl: sim.info.auth_url,
          appId,
          appSecret,
          prefix: 'KC',
          skus: SKUS,
        }),
      };
      const random = seededRandom(KILL_SEED);
      let killed = 0;
      let answeredBefore = 0;
      let changeId = '';
      for (let i = 0; i <= KILLS; i++) {
        // The last run is not killed: it resumes and finishes.
        const run = await runAndKill(CHILD, [], env, i < KILLS ? Math.floor(random() * 1_200) : 60_000);
        changeId = /change (\S+)/.exec(run.out)?.[1] ?? changeId;
        if (run.killed) killed++;
        expect(integrityCheck(tmp.dir)).toBe('ok');
        const db = openMyListingsDb(tmp.dir);
        try {
          const results = changeParts(db).journal.results(changeId);
          expect(results.length).toBeGreaterThanOrEqual(answeredBefore);
          answeredBefore = results.length;
          const counted = ((await sim.admin('GET', '/listings/updates-received')) as Counted).price;
          for (const r of results) expect(counted[r.sku]?.count, `${r.sku} received`).toBe(1);
          // Finished before a kill landed: a next process would start a change of its own.
          if (changeParts(db).journal.get(changeId)?.state === 'done') break;
        } finally {
          db.close();
        }
      }
      expect(killed).toBeGreaterThan(0);
      const db = openMyListingsDb(tmp.dir);
      try {
        const { journal } = changeParts(db);
        expect(journal.get(changeId)).toMatchObject({ state: 'done', answered: SKUS, failed: 0 });
        const counted = ((await sim.admin('GET', '/listings/updates-received')) as Counted).price;
        const counts = Array.from({ length: SKUS }, (_, i) => counted[`KC-${i + 1}`]?.count ?? 0);
        expect(counts.filter((c) => c !== 1)).toEqual([]);
        const confirmed = journal.results(changeId).filter((r) => r.words.endsWith('not sent again.')).length;
        recordFigures(
          'Price change: SIGKILL at random points, then resumed',
          'src/main/my-listings/change-kills.sim.test.ts',
          {
            seed: KILL_SEED,
            kills: killed,
            skus: SKUS,
            receivedTwice: counts.filter((c) => c > 1).length,
            confirmedByReadBack: confirmed,
          },
        );
      } finally {
        db.close();
      }
    } finally {
      tmp.remove();
    }
  }, 600_000);
});
