import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fastHttp, selfAccessSeller, startSim } from '../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../marketplace/testing/sim.test-support.ts';
import { exampleRows, listingsParts, openListingsDb, tempDir } from './testing/listings-db.test-support.ts';
import { UploadService } from './upload-service.ts';

const CHILD = fileURLToPath(new URL('./testing/upload-child.ts', import.meta.url));

describe('an upload whose backend is killed in the middle', () => {
  let sim: Sim;
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(async () => {
    tmp = tempDir();
    sim = await startSim({ shipments: 20, products: 50 });
  });
  afterEach(async () => {
    await sim.close();
    tmp.remove();
  });

  it('is shown as interrupted after a restart and resumes, sending only the SKUs without a recorded result', async () => {
    const db = openListingsDb(tmp.dir);
    const { drafts, journal } = listingsParts(db);
    drafts.replace('demo', exampleRows(300, 'K'));
    await sim.admin('PUT', '/faults', { rules: [{ match: '/sellers/listings/v3', latencyMs: 25 }] });

    const { appId, appSecret } = sim.info.credentials.self_access;
    const child = spawn(process.execPath, [CHILD], {
      env: {
        ...process.env,
        STOCKROOM_TEST_SIM: JSON.stringify({
          dataDir: tmp.dir,
          baseUrl: sim.info.base_url,
          authUrl: sim.info.auth_url,
          appId,
          appSecret,
        }),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('exit', (_code, signal) => resolve(signal)),
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    await vi.waitFor(() => expect(out).toMatch(/^upload \S+\n/), { timeout: 15_000, interval: 20 });
    const uploadId = /^upload (\S+)/.exec(out)?.[1] ?? '';
    await vi.waitFor(() => expect(journal.get(uploadId)?.answered).toBeGreaterThanOrEqual(60), {
      timeout: 15_000,
      interval: 5,
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');

    // What the journal holds after the kill: results recorded before it are final.
    const recordedBefore = journal.results(uploadId).map((r) => r.sku);
    expect(recordedBefore.length).toBeGreaterThanOrEqual(60);
    expect(recordedBefore.length).toBeLessThan(300);

    // The restarted backend: a new service over the same data folder.
    const restarted = openListingsDb(tmp.dir);
    const parts = listingsParts(restarted);
    const service = new UploadService({
      ...parts,
      seller: async () => selfAccessSeller(sim, fastHttp()).seller,
      runner: { baseDelayMs: 1, maxDelayMs: 5 },
    });
    expect(service.uploads('demo')).toEqual([
      expect.objectContaining({ id: uploadId, state: 'running', interrupted: true, total: 300 }),
    ]);
    service.resume(uploadId);
    await vi.waitFor(() => expect(service.isRunning(uploadId)).toBe(false), {
      timeout: 15_000,
      interval: 10,
    });
    expect(parts.journal.get(uploadId)).toMatchObject({ state: 'done', answered: 300, failed: 0 });

    const counts = (
      (await sim.admin('GET', '/listings/received')) as { skus: Record<string, { count: number }> }
    ).skus;
    expect(Object.keys(counts)).toHaveLength(300);
    // None of the SKUs whose result was recorded before the kill was sent again.
    for (const sku of recordedBefore) expect(counts[sku]?.count, sku).toBe(1);
    // Only calls in flight at the kill (at most 4 calls of 10) can have reached the marketplace twice.
    const twice = Object.values(counts).filter((c) => c.count > 1).length;
    expect(twice).toBeLessThanOrEqual(40);
  });
});
