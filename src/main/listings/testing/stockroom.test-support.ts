import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import { fastHttp, selfAccessSeller } from '../../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../../marketplace/testing/sim.test-support.ts';
import { ListingReads } from '../listing-reads.ts';
import { PreviewService } from '../listing-preview.ts';
import { UploadService } from '../upload-service.ts';
import { listingsParts, openListingsDb } from './listings-db.test-support.ts';

/**
 * One Stockroom over the simulator: its own data folder `dir/name` (a second one is "another window" with a journal
 * of its own), uploads and previews of the Demo profile, and waits for their ends.
 */
export function stockroomAt(sim: Sim, dir: string, name: string) {
  const folder = join(dir, name);
  mkdirSync(folder, { recursive: true });
  const db = openListingsDb(folder);
  const parts = listingsParts(db);
  const { seller } = selfAccessSeller(sim, fastHttp());
  const reads = new ListingReads(db);
  const uploads = new UploadService({
    ...parts,
    reads,
    seller: async () => seller,
    runner: { baseDelayMs: 1, maxDelayMs: 5 },
  });
  const preview = new PreviewService({ ...parts, reads, reader: async () => seller });
  const ended = async (uploadId: string) => {
    await vi.waitFor(() => expect(uploads.isRunning(uploadId)).toBe(false), {
      timeout: 15_000,
      interval: 10,
    });
    return parts.journal.get(uploadId);
  };
  /** Previews these rows (the reads as a job, to its end) and gives the preview's items. */
  const previewed = async (rowIds: string[]) => {
    const { jobId } = preview.start('demo', rowIds);
    await vi.waitFor(
      () => expect(parts.jobs.list('listingsPreview').find((j) => j.jobId === jobId)?.state).toBe('done'),
      { timeout: 15_000, interval: 10 },
    );
    return preview.preview('demo', rowIds).items;
  };
  return { db, ...parts, uploads, previewed, ended, seller };
}
