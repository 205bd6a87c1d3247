import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { recordFigures } from '../testing/fuzz.test-support.ts';
import { integrityCheck, KILL_SEED, KILLS, runAndKill, seededRandom } from '../testing/kills.test-support.ts';
import { KEY, openCache, openCacheDb } from './shipments.test-support.ts';
import { runShipmentSync } from './shipment-sync.ts';

/**
 * The shipment sync's backend SIGKILLed at random points, again and again (a few times in npm test, 20 in the
 * soak run): after each kill the database passes `PRAGMA integrity_check`, no stored shipment and no finished
 * window is lost, and a last sync resumes the same sync and completes it. Kills of earlier tests cover one kill
 * at a chosen point (shipment-sync.sim.test.ts, "resumes a sync whose process was killed mid-way").
 */
const CHILD = join(import.meta.dirname, 'sync-child.test-support.ts');
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 300 });
});
afterAll(() => sim.close());

describe('shipment sync killed at random points', () => {
  it(`survives ${KILLS} kills and completes`, async () => {
    const cache = openCache();
    cache.db.close(); // the children and the checks open the folder themselves
    const random = seededRandom(KILL_SEED);
    // Slow enough pages that the kills land inside the work (about 50 pages, one at a time in the child).
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/*', latencyMs: 15 * KILLS + 30 }],
    });
    const config = JSON.stringify({
      dataDir: cache.dataDir,
      baseUrl: sim.info.base_url,
      authUrl: sim.info.auth_url,
      ...sim.info.credentials.self_access,
    });
    let stored = new Set<string>();
    let windowsDone = 0;
    let killed = 0;
    let integrityOk = 0;
    let syncId: string | undefined;
    // Until KILLS processes were killed (a run that ended first does not count), at most twice as many runs.
    for (let i = 0; killed < KILLS && i < 2 * KILLS; i++) {
      const run = await runAndKill(CHILD, [config], {}, Math.floor(random() * 1_500));
      if (run.killed) killed++;
      const integrity = integrityCheck(cache.dataDir);
      expect(integrity).toBe('ok');
      if (integrity === 'ok') integrityOk++;
      const db = openCacheDb(cache.dataDir);
      try {
        const now = new Set(
          (db.prepare('SELECT shipment_id FROM shipments').all() as { shipment_id: string }[]).map(
            (r) => r.shipment_id,
          ),
        );
        for (const id of stored) expect(now.has(id), id).toBe(true);
        stored = now;
        const sync = db
          .prepare(
            "SELECT sync_id FROM shipment_syncs WHERE state != 'done' ORDER BY started_at DESC LIMIT 1",
          )
          .get() as { sync_id: string } | undefined;
        if (sync !== undefined) {
          const done = (
            db
              .prepare("SELECT count(*) AS n FROM shipment_sync_windows WHERE sync_id = ? AND state = 'done'")
              .get(sync.sync_id) as {
              n: number;
            }
          ).n;
          if (sync.sync_id === syncId) expect(done).toBeGreaterThanOrEqual(windowsDone);
          syncId = sync.sync_id;
          windowsDone = done;
        }
      } finally {
        db.close();
      }
    }
    expect(killed).toBe(KILLS);

    await sim.admin('DELETE', '/faults');
    const resumedCache = openCache(cache.dataDir);
    try {
      const outcome = await runShipmentSync(resumedCache.deps(selfAccessSeller(sim).seller), KEY);
      if (syncId !== undefined) expect(outcome).toMatchObject({ resumed: true, syncId });
      expect(resumedCache.queries.total(KEY)).toBe(300);
      expect(resumedCache.checkpoints.unfinished(KEY)).toBeUndefined();
      expect(integrityCheck(cache.dataDir)).toBe('ok');
      recordFigures(
        'Shipment sync: SIGKILL at random points, then resumed',
        'src/main/shipments/shipment-sync-kills.sim.test.ts',
        {
          seed: KILL_SEED,
          kills: killed,

          integrityOk,
          shipmentsAfterResume: resumedCache.queries.total(KEY),
        },
      );
    } finally {
      resumedCache.close();
    }
  }, 600_000);
});
