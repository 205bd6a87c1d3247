import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastHttp, selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { recordFigures } from '../testing/fuzz.test-support.ts';
import {
  faultsDealt,
  startStorm,
  stormSeed,
  STORMS,
  stoppedWithSentence,
} from '../testing/storms.test-support.ts';
import { KEY, openCache } from './shipments.test-support.ts';
import { runShipmentSync } from './shipment-sync.ts';

/**
 * The shipment sync through each storm: it completes or stops with a sentence, what it stored stays (nothing is
 * deleted, every stored shipment's record unchanged or newer), and a sync without the storm completes it to equal
 * the marketplace. Waits are recorded rather than slept (the HTTP layer's sleep is injected), so a Retry-After of
 * a second costs nothing here but is seen.
 */
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 300 });
});
afterAll(() => sim.close());

describe('shipment sync under fault storms', () => {
  it.each(STORMS)(
    '$name',
    async (storm) => {
      await sim.admin('POST', '/reset');
      const cache = openCache();
      try {
        const waits: number[] = [];
        const http = fastHttp(undefined, {
          sleep: async (ms) => void waits.push(ms),
          timeoutMs: 5_000,
        });
        const { seller } = selfAccessSeller(sim, http);
        await startStorm(sim, storm, '/sellers/*');
        let outcome: string;
        try {
          const done = await runShipmentSync(cache.deps(seller), KEY, { kind: 'full' });
          outcome = `complete (${done.stored} stored)`;
        } catch (error) {
          outcome = `stopped: ${stoppedWithSentence(error)}`;
        }
        const dealt = await faultsDealt(sim);
        expect(dealt).toBeGreaterThan(0);
        if (storm.retryAfterSeconds === 1 && storm.rates['429'] !== undefined && storm.rates['429'] > 0.1)
          expect(waits).toContain(1_000);
        const stored = new Map(
          (
            cache.db.prepare('SELECT shipment_id, synced_at FROM shipments').all() as {
              shipment_id: string;
              synced_at: string;
            }[]
          ).map((r) => [r.shipment_id, r.synced_at]),
        );

        await sim.admin('DELETE', '/faults');
        const resumed = await runShipmentSync(cache.deps(selfAccessSeller(sim, fastHttp()).seller), KEY);
        // A stopped storm sync is resumed (same id); a completed one is followed by an incremental sync.
        expect(resumed.resumed || outcome.startsWith('complete')).toBe(true);
        const after = new Map(
          (
            cache.db.prepare('SELECT shipment_id, synced_at FROM shipments').all() as {
              shipment_id: string;
              synced_at: string;
            }[]
          ).map((r) => [r.shipment_id, r.synced_at]),
        );
        for (const [id, at] of stored) expect(after.get(id)! >= at, id).toBe(true);
        expect(after.size).toBe(300);
        expect(cache.checkpoints.unfinished(KEY)).toBeUndefined();
        recordFigures(
          `Shipment sync, storm: ${storm.name}`,
          'src/main/shipments/shipment-storms.sim.test.ts',
          {
            seed: stormSeed(storm),
            faults: dealt,
            outcome,
            storedBeforeResume: stored.size,
            afterResume: after.size,
          },
        );
      } finally {
        cache.close();
      }
    },
    120_000,
  );
});
