import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfAccessSeller, startSim, type Sim } from '../../marketplace/testing/sim.test-support.ts';
import { createListings, tempDir } from '../../my-listings/testing/my-listings.test-support.ts';
import { recordFigures } from '../../testing/fuzz.test-support.ts';
import {
  integrityCheck,
  KILL_SEED,
  KILLS,
  runAndKill,
  seededRandom,
} from '../../testing/kills.test-support.ts';
import { KEY, openReceiveDb, receiveParts, seedArrived, stockAt } from './testing/receive.test-support.ts';

/**
 * 200 returns received as good and put back in stock, the backend SIGKILLed at seeded random points: while the
 * preview reads, before the change is written, while its calls are in flight, before answers are recorded. After
 * each kill the database is sound and no SKU was received twice; in the end every SKU's stock at the simulator moved
 * exactly once, by the quantity of its returns.
 */
type Counted = { inventory: Record<string, { count: number }> };
const CHILD = fileURLToPath(new URL('./testing/restock-child.ts', import.meta.url));
const RETURNS = 200;
const SKUS = 50;
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 10 });
});
afterAll(() => sim.close());

describe('restock killed at random points', () => {
  it(`survives up to ${KILLS} kills; every SKU's stock moves once, by its returned quantity`, async () => {
    const tmp = tempDir();
    try {
      const { seller } = selfAccessSeller(sim);
      const skus = await createListings(seller, 'KR', SKUS);
      const returns = Array.from({ length: RETURNS }, (_, i) => ({
        returnId: `KR-R${i + 1}`,
        sku: skus[i % SKUS]!,
        quantity: 1 + (i % 3),
      }));
      const db = openReceiveDb(tmp.dir);
      seedArrived(db, KEY, returns);
      const { receive } = receiveParts(db, seller);
      for (const r of returns) receive.receive(KEY, { returnId: r.returnId, condition: 'good' });
      db.close();
      // Reads and writes slow enough that kills land inside the preview and inside the change.
      await sim.admin('PUT', '/faults', { rules: [{ match: '/sellers/listings/v3/*', latencyMs: 150 }] });
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
      let killed = 0;
      let finished = false;
      for (let i = 0; i <= KILLS && !finished; i++) {
        // The last run is not killed: it resumes and finishes.
        const run = await runAndKill(CHILD, [], env, i < KILLS ? Math.floor(random() * 1_200) : 60_000);
        if (run.killed) killed++;
        finished = run.out.includes('finished');
        expect(integrityCheck(tmp.dir)).toBe('ok');
        const counted = ((await sim.admin('GET', '/listings/updates-received')) as Counted).inventory;
        expect(Object.values(counted).filter((c) => c.count > 1)).toEqual([]);
      }
      expect(killed).toBeGreaterThan(0);
      expect(finished).toBe(true);

      const counted = ((await sim.admin('GET', '/listings/updates-received')) as Counted).inventory;
      expect(skus.filter((sku) => counted[sku]?.count !== 1)).toEqual([]);
      await sim.admin('PUT', '/faults', { rules: [] });
      const returned = new Map<string, number>();
      for (const r of returns) returned.set(r.sku, (returned.get(r.sku) ?? 0) + r.quantity);
      const wrong: string[] = [];
      for (const sku of skus) {
        const now = await stockAt(seller, sku);
        if (now !== 7 + returned.get(sku)!) wrong.push(`${sku}: ${now}, not ${7 + returned.get(sku)!}`);
      }
      expect(wrong).toEqual([]);
      const check = openReceiveDb(tmp.dir);
      try {
        const items = receiveParts(check, seller).restock.items(KEY);
        expect(items.filter((r) => r.state !== 'restocked')).toEqual([]);
        expect(items).toHaveLength(RETURNS);
      } finally {
        check.close();
      }
      recordFigures(
        'Restock of returns: SIGKILL at random points, then resumed',
        'src/main/returns/receive/restock-kills.sim.test.ts',
        { seed: KILL_SEED, kills: killed, returns: RETURNS, skus: SKUS, receivedTwice: 0 },
      );
    } finally {
      tmp.remove();
    }
  }, 600_000);
});
