import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fastHttp, selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { exampleRows, listingsParts, openListingsDb, tempDir } from './testing/listings-db.test-support.ts';
import { UploadService } from './upload-service.ts';

/** Issue 39: a SKU a spreadsheet turned into "8.90123E+15" was noted on import, and its row was sent all the same. */
describe('a SKU a spreadsheet mangled', () => {
  let sim: Sim;
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(async () => {
    tmp = tempDir();
    sim = await startSim({ shipments: 5, products: 5 });
  });
  afterEach(async () => {
    await sim.close();
    tmp.remove();
  });

  it('is held back from the upload until fixed; the other rows go', async () => {
    const db = openListingsDb(tmp.dir);
    const parts = listingsParts(db);
    const { seller } = selfAccessSeller(sim, fastHttp());
    const service = new UploadService({
      ...parts,
      seller: async () => seller,
      runner: { baseDelayMs: 1, maxDelayMs: 5 },
    });
    parts.drafts.replace(
      'demo',
      exampleRows(3, 'MG', (i): Record<string, string> => (i === 1 ? { sku: '8.90123E+15' } : {})),
    );
    const started = service.start('demo');
    expect(started).toMatchObject({ total: 2, heldBack: 1 });
    await vi.waitFor(() => expect(service.isRunning(started.uploadId)).toBe(false), { timeout: 10_000 });
    const received = (await sim.admin('GET', '/listings/received')) as { skus: Record<string, unknown> };
    expect(Object.keys(received.skus).sort()).toEqual(['MG-0001', 'MG-0003']);
    db.close();
  });
});
