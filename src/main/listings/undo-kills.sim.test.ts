import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fastHttp, selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { integrityCheck, KILL_SEED, KILLS, runAndKill, seededRandom } from '../testing/kills.test-support.ts';
import { exampleRows, listingsParts, openListingsDb, tempDir } from './testing/listings-db.test-support.ts';
import { UploadService } from './upload-service.ts';

/**
 * "Undo this upload" SIGKILLed at random points and resumed by the next process, as an upload is
 * (upload-kills.sim.test.ts): no SKU is sent again once its undo result was recorded, and in the end every SKU
 * holds its earlier price on the marketplace.
 */
type Received = Record<string, { count: number; attributeValues?: Record<string, string> }>;
const CHILD = fileURLToPath(new URL('./testing/upload-child.ts', import.meta.url));
const SKUS = 200;
let sim: Sim;
beforeAll(async () => {
  sim = await startSim({ shipments: 20, products: 50 });
});
afterAll(() => sim.close());

describe('an undo killed at random points', () => {
  it('resumes after each kill and sends no SKU again once its result was recorded', async () => {
    const tmp = tempDir();
    try {
      const received = async () =>
        ((await sim.admin('GET', '/listings/received')) as { skus: Received }).skus;
      const db = openListingsDb(tmp.dir);
      const parts = listingsParts(db);
      const service = new UploadService({
        ...parts,
        seller: async () => selfAccessSeller(sim, fastHttp()).seller,
        runner: { baseDelayMs: 1, maxDelayMs: 5 },
      });
      const done = async (uploadId: string) =>
        vi.waitFor(() => expect(service.isRunning(uploadId)).toBe(false), { timeout: 30_000, interval: 10 });
      parts.drafts.replace('demo', exampleRows(SKUS, 'KU'));
      const first = service.start('demo');
      await done(first.uploadId);
      parts.drafts.replace(
        'demo',
        exampleRows(SKUS, 'KU', () => ({ selling_price: '555' })),
      );
      const second = service.start('demo');
      await done(second.uploadId);
      expect(parts.journal.get(second.uploadId)).toMatchObject({ state: 'done', failed: 0 });
      db.close();

      // Calls slow enough that the kills land inside the undo (20 calls, 4 in flight).
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
      const random = seededRandom(KILL_SEED + 1);
      const countWhenRecorded = new Map<string, number>();
      let undoId = '';
      let killed = 0;
      for (let i = 0; i < KILLS; i++) {
        const run = await runAndKill(CHILD, ['undo', second.uploadId], env, Math.floor(random() * 800));
        undoId = /upload (\S+)/.exec(run.out)?.[1] ?? undoId;
        if (run.killed) killed++;
        expect(integrityCheck(tmp.dir)).toBe('ok');
        const check = openListingsDb(tmp.dir);
        try {
          const { journal } = listingsParts(check);
          expect(journal.get(undoId)?.undoes).toBe(second.uploadId);
          const now = await received();
          for (const r of journal.results(undoId)) {
            const count = now[r.sku]?.count ?? 0;
            const noted = countWhenRecorded.get(r.sku);
            if (noted === undefined) countWhenRecorded.set(r.sku, count);
            else expect(count, `${r.sku} sent again after its undo was recorded`).toBe(noted);
          }
          if (journal.get(undoId)?.state === 'done') break;
        } finally {
          check.close();
        }
      }
      expect(killed).toBeGreaterThan(0);

      await sim.admin('DELETE', '/faults');
      const state = () => {
        const c = openListingsDb(tmp.dir);
        try {
          return listingsParts(c).journal.get(undoId)?.state;
        } finally {
          c.close();
        }
      };
      if (state() !== 'done') {
        const last = await runAndKill(CHILD, ['undo', second.uploadId], env, 60_000);
        expect(last.killed).toBe(false);
      }
      const check = openListingsDb(tmp.dir);
      try {
        const { journal } = listingsParts(check);
        expect(journal.get(undoId)).toMatchObject({ state: 'done', answered: SKUS, failed: 0 });
        // One undo only: the finished process found nothing interrupted and did not start another.
        expect(journal.uploads('demo').filter((u) => u.undoes === second.uploadId)).toHaveLength(1);
      } finally {
        check.close();
      }
      const now = await received();
      const resent = [...countWhenRecorded].filter(([sku, noted]) => now[sku]?.count !== noted);
      expect(resent).toEqual([]);
      for (const [sku, r] of Object.entries(now)) {
        expect(r.attributeValues?.selling_price, sku).toBe('649.00');
        // Two uploads and the undo; a SKU in flight at a kill may have been received once more.
        expect(r.count, sku).toBeGreaterThanOrEqual(3);
      }
    } finally {
      tmp.remove();
    }
  }, 600_000);
});
