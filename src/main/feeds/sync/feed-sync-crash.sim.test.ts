import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { startSim } from '../../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../../marketplace/testing/sim.test-support.ts';
import {
  feedSyncFor,
  feedsDb,
  openFeedsDatabase,
  PROFILE,
  recordingRun,
  simCategories,
  storedCount,
} from '../testing/feeds.test-support.ts';

const CHILD = fileURLToPath(new URL('../testing/sync-child.ts', import.meta.url));
let sim: Sim;
let store: ReturnType<typeof feedsDb>;

beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 2100 });
});
afterAll(() => sim.close());
beforeEach(async () => {
  await sim.admin('POST', '/reset');
  store = feedsDb();
});
afterEach(() => store.close());

it('resumes from the stored link after the backend process is killed mid-sync, without duplicates', async () => {
  // Later pages answer slowly, so the process is surely mid-walk when it is killed.
  await sim.admin('PUT', '/faults', {
    rules: [{ match: '/affiliate/1.0/feeds/*/category/*/*', latencyMs: 400 }],
  });
  const { trackingId, token } = sim.info.credentials.affiliate;
  const child = spawn(process.execPath, [CHILD, store.dir, sim.info.affiliate_base_url, trackingId, token], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const killed = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  // Killed once the first pages are stored (a batch of them, in one transaction), with the walk not done.
  const storedPages = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const stored = /^STORED (\d+)$/.exec(line);
      if (stored) {
        child.kill('SIGKILL');
        resolve(Number(stored[1]));
      }
    });
    child.once('exit', () => reject(new Error(`the sync process ended before storing a page: ${stderr}`)));
  });
  expect(await killed).toBe('SIGKILL');
  expect(storedPages).toBeGreaterThan(0);
  expect(storedPages).toBeLessThan(5);

  // A new backend opens the same data folder: the stored pages are there, whole, the walk marked unfinished.
  const db = openFeedsDatabase(store.dir);
  try {
    expect(storedCount(db, 'mobiles')).toBe(storedPages * 500);
    await sim.admin('DELETE', '/faults');
    await sim.admin('DELETE', '/counters');
    const { sync, repo } = feedSyncFor(sim, db);
    const run = recordingRun();
    await sync.full(PROFILE, { category: 'mobiles', variant: 'v1.1.0', format: 'json', inStock: false }, run);
    expect(run.progress[0]?.message).toContain(`Going on from page ${storedPages + 1}`);
    const mobiles = (await simCategories(sim)).find((c) => c.name === 'mobiles')!;
    expect(storedCount(db, 'mobiles')).toBe(mobiles.size);
    expect(repo.syncState(PROFILE, 'mobiles')).toMatchObject({ status: 'done', pages: 5 });
    expect(await sim.count('GET /affiliate/1.0/feeds/:tid/category/:file')).toBe(0);
    expect(await sim.count('GET /affiliate/1.0/feeds/:tid/category/:cat/:file', '200')).toBe(5 - storedPages);
  } finally {
    db.close();
  }
}, 60_000);
