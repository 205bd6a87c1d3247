import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastHttp, selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { recordFigures } from '../testing/fuzz.test-support.ts';
import { integrityCheck, KILL_SEED, KILLS, runAndKill, seededRandom } from '../testing/kills.test-support.ts';
import { exampleRows, listingsParts, openListingsDb, tempDir } from './testing/listings-db.test-support.ts';
import { UploadService } from './upload-service.ts';

/**
 * The listing upload's backend SIGKILLed at random points, again and again (a few times in npm test, 20 in the
 * soak run). After each kill: `PRAGMA integrity_check` is ok, no recorded result is lost, and the simulator's
 * record (`/__sim/listings/received`) never counts a SKU again once its result was recorded. The next process
 * resumes the interrupted upload; in the end every SKU is answered and received. One kill at a chosen point:
 * upload-crash.sim.test.ts.
 */
type Received = Record<string, { count: number }>;
const CHILD = fileURLToPath(new URL('./testing/upload-child.ts', import.meta.url));
const SKUS = 400;
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 20, products: 50 });
});
afterAll(() => sim.close());

describe('listing upload killed at random points', () => {
  it(`survives up to ${KILLS} kills; each SKU received once after its result was recorded`, async () => {
    const tmp = tempDir();
    try {
      const setupDb = openListingsDb(tmp.dir);
      listingsParts(setupDb).drafts.replace('demo', exampleRows(SKUS, 'KL'));
      setupDb.close();
      // Calls slow enough that the kills land inside the upload (40 calls, 4 in flight).
      await sim.admin('PUT', '/faults', {
        rules: [{ match: '/sellers/listings/v3', latencyMs: 100 * KILLS + 100 }],
      });
      const { appId, appSecret } = sim.info.credentials.self_access;
      const env = {
        STOCKROOM_TEST_SIM: JSON.stringify({
          dataDir: tmp.dir,
          baseUrl: sim.info.base_url,
          authUrl: sim.info.auth_url,
          appId,
          appSecret,
        }),
      };
      const random = seededRandom(KILL_SEED);
      /** The received count of each SKU at the first check after its result was recorded. */
      const countWhenRecorded = new Map<string, number>();
      let recordedBefore = 0;
      let killed = 0;
      let integrityOk = 0;
      let uploadId = '';
      for (let i = 0; i < KILLS; i++) {
        const run = await runAndKill(CHILD, [], env, Math.floor(random() * 1_500));
        uploadId = /upload (\S+)/.exec(run.out)?.[1] ?? uploadId;
        if (run.killed) killed++;
        const integrity = integrityCheck(tmp.dir);
        expect(integrity).toBe('ok');
        if (integrity === 'ok') integrityOk++;
        const db = openListingsDb(tmp.dir);
        try {
          const { journal } = listingsParts(db);
          const results = journal.results(uploadId);
          expect(results.length).toBeGreaterThanOrEqual(recordedBefore);
          recordedBefore = results.length;
          const received = ((await sim.admin('GET', '/listings/received')) as { skus: Received }).skus;
          for (const r of results) {
            const count = received[r.sku]?.count ?? 0;
            expect(count, r.sku).toBeGreaterThanOrEqual(1);
            const noted = countWhenRecorded.get(r.sku);
            if (noted === undefined) countWhenRecorded.set(r.sku, count);
            else expect(count, `${r.sku} sent again after its result was recorded`).toBe(noted);
          }
          if (journal.get(uploadId)?.state === 'done') break;
        } finally {
          db.close();
        }
      }
      expect(killed).toBeGreaterThan(0);

      await sim.admin('DELETE', '/faults');
      const db = openListingsDb(tmp.dir);
      try {
        const parts = listingsParts(db);
        const service = new UploadService({
          ...parts,
          seller: async () => selfAccessSeller(sim, fastHttp()).seller,
          runner: { baseDelayMs: 1, maxDelayMs: 5 },
        });
        if (parts.journal.get(uploadId)?.state !== 'done') {
          service.resume(uploadId);
          await vi.waitFor(() => expect(service.isRunning(uploadId)).toBe(false), {
            timeout: 30_000,
            interval: 10,
          });
        }
        expect(parts.journal.get(uploadId)).toMatchObject({ state: 'done', answered: SKUS, failed: 0 });
        const received = ((await sim.admin('GET', '/listings/received')) as { skus: Received }).skus;
        expect(Object.keys(received)).toHaveLength(SKUS);
        const resent = [...countWhenRecorded].filter(([sku, noted]) => received[sku]?.count !== noted);
        expect(resent).toEqual([]);
        const twice = Object.values(received).filter((c) => c.count > 1).length;
        recordFigures(
          'Listing upload: SIGKILL at random points, then resumed',
          'src/main/listings/upload-kills.sim.test.ts',
          {
            seed: KILL_SEED,
            kills: killed,
            integrityOk,
            skus: SKUS,
            receivedTwiceInFlightAtAKill: twice,
            resentAfterRecorded: resent.length,
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
