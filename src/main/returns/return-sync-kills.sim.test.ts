import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { integrityCheck, KILL_SEED, KILLS, runAndKill, seededRandom } from '../testing/kills.test-support.ts';
import { runReturnSync } from './return-sync.ts';
import {
  KEY,
  cachedStatuses,
  openReturnsCache,
  openReturnsDb,
  returnsTruth,
  statusesOf,
} from './returns.test-support.ts';

/**
 * The returns sync's process SIGKILLed at random points, again and again (a few times in npm test, 20 in the soak
 * run): after each kill the database passes `PRAGMA integrity_check`, no stored return and no finished window is
 * lost, and a last sync resumes the same sync and ends with every return stored once.
 */
const CHILD = join(import.meta.dirname, 'testing', 'return-sync-child.ts');
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 300, returns: 300 });
});
afterAll(() => sim.close());

describe('returns sync killed at random points', () => {
  it(`survives ${KILLS} kills and completes`, async () => {
    const cache = openReturnsCache();
    cache.db.close(); // the children and the checks open the folder themselves
    const random = seededRandom(KILL_SEED);
    // Slow enough pages that the kills land inside the work (about 30 pages, one at a time in the child).
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v2/returns', latencyMs: 15 * KILLS + 30 }],
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
    let syncId: string | undefined;
    for (let i = 0; killed < KILLS && i < 2 * KILLS; i++) {
      const run = await runAndKill(CHILD, [config], {}, Math.floor(random() * 1_000));
      if (run.killed) killed++;
      expect(integrityCheck(cache.dataDir)).toBe('ok');
      const db = openReturnsDb(cache.dataDir);
      try {
        const now = new Set(
          (db.prepare('SELECT return_id FROM returns').all() as { return_id: string }[]).map(
            (r) => r.return_id,
          ),
        );
        for (const id of stored) expect(now.has(id), id).toBe(true);
        stored = now;
        const sync = db
          .prepare("SELECT sync_id FROM return_syncs WHERE state != 'done' ORDER BY started_at DESC LIMIT 1")
          .get() as { sync_id: string } | undefined;
        if (sync !== undefined) {
          const { n } = db
            .prepare("SELECT count(*) AS n FROM return_sync_windows WHERE sync_id = ? AND state != 'pending'")
            .get(sync.sync_id) as { n: number };
          if (sync.sync_id === syncId) expect(n).toBeGreaterThanOrEqual(windowsDone);
          syncId = sync.sync_id;
          windowsDone = n;
        }
      } finally {
        db.close();
      }
    }
    expect(killed).toBe(KILLS);

    await sim.admin('DELETE', '/faults');
    const resumed = openReturnsCache(cache.dataDir);
    try {
      const { seller } = selfAccessSeller(sim);
      const outcome = await runReturnSync(resumed.deps(seller, seller), KEY);
      if (syncId !== undefined) expect(outcome).toMatchObject({ resumed: true, syncId });
      const truth = await returnsTruth(seller);
      expect(cachedStatuses(resumed.db)).toEqual(statusesOf(truth));
      expect(resumed.queries.total(KEY)).toBe(truth.size);
      expect(resumed.checkpoints.unfinished(KEY)).toBeUndefined();
      expect(integrityCheck(cache.dataDir)).toBe('ok');
    } finally {
      resumed.close();
    }
  }, 300_000);
});
