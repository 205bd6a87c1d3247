import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastHttp, selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { recordFigures } from '../testing/fuzz.test-support.ts';
import { faultsDealt, startStorm, stormSeed, STORMS } from '../testing/storms.test-support.ts';
import { exampleRows, listingsParts, openListingsDb, tempDir } from './testing/listings-db.test-support.ts';
import { UploadService } from './upload-service.ts';

/**
 * The listing upload through each storm (on the listing calls and the token call alike): it ends done, or failed
 * with a sentence; every result recorded stays; a resume (or "Retry failed") without the storm completes it, and the
 * simulator's record shows no SKU received again after its result was recorded.
 */
type Received = Record<string, { count: number }>;
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 20, products: 50 });
});
afterAll(() => sim.close());

const SKUS = 200;

/** A clock that a wait moves forward at once (after letting answers in flight land), for the runner's pacing. */
function virtualTime() {
  let at = Date.parse('2026-11-24T10:00:00+05:30');
  return {
    now: () => at,
    sleep: async (ms: number) => {
      at += ms;
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

describe('listing upload under fault storms', () => {
  it.each(STORMS)(
    '$name',
    async (storm) => {
      await sim.admin('POST', '/reset');
      const tmp = tempDir();
      const db = openListingsDb(tmp.dir);
      try {
        const parts = listingsParts(db);
        parts.drafts.replace('demo', exampleRows(SKUS, 'ST'));
        const service = (http = fastHttp(), clock = {}) =>
          new UploadService({
            ...parts,
            seller: async () => selfAccessSeller(sim, http).seller,
            runner: { baseDelayMs: 1, maxDelayMs: 5, ...clock },
          });
        const waits: number[] = [];
        // The runner's holds (Retry-After, the learned rate) pass on an injected clock, not in real seconds.
        const stormy = service(
          fastHttp(undefined, { sleep: async (ms) => void waits.push(ms), timeoutMs: 5_000 }),
          virtualTime(),
        );
        await startStorm(sim, storm, '/*');
        const { uploadId } = stormy.start('demo');
        await vi.waitFor(() => expect(stormy.isRunning(uploadId)).toBe(false), {
          timeout: 60_000,
          interval: 10,
        });
        const ended = parts.journal.get(uploadId)!;
        expect(['done', 'failed']).toContain(ended.state);
        expect(ended.message).toMatch(/^[A-Z0-9].{8,}/);
        const dealt = await faultsDealt(sim);
        expect(dealt).toBeGreaterThan(0);
        const recorded = parts.journal.results(uploadId);
        await sim.admin('DELETE', '/faults');
        const receivedAtStop = ((await sim.admin('GET', '/listings/received')) as { skus: Received }).skus;

        // Without the storm: a failed upload resumes; SKUs that failed get "Retry failed".
        const calm = service();
        if (ended.state === 'failed') {
          calm.resume(uploadId);
          await vi.waitFor(() => expect(calm.isRunning(uploadId)).toBe(false), {
            timeout: 30_000,
            interval: 10,
          });
        }
        const resumed = parts.journal.get(uploadId)!;
        expect(resumed.state).toBe('done');
        expect(resumed.answered).toBe(SKUS);
        let retried = 0;
        if (resumed.failed > 0) {
          const again = calm.retryFailed(uploadId);
          retried = again.total;
          await vi.waitFor(() => expect(calm.isRunning(again.uploadId)).toBe(false), {
            timeout: 30_000,
            interval: 10,
          });
          expect(parts.journal.get(again.uploadId)).toMatchObject({ state: 'done', failed: 0 });
        }
        const received = ((await sim.admin('GET', '/listings/received')) as { skus: Received }).skus;
        expect(Object.keys(received)).toHaveLength(SKUS);
        // A SKU whose success was recorded under the storm was never sent again.
        for (const r of recorded.filter((x) => !x.failed))
          expect(received[r.sku]?.count, r.sku).toBe(receivedAtStop[r.sku]?.count);
        recordFigures(`Listing upload, storm: ${storm.name}`, 'src/main/listings/upload-storms.sim.test.ts', {
          seed: stormSeed(storm),
          faults: dealt,
          outcome: `${ended.state}: ${ended.message}`,
          recordedBeforeResume: recorded.length,
          retriedFailed: retried,
        });
      } finally {
        db.close();
        tmp.remove();
      }
    },
    120_000,
  );
});
