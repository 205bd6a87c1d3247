import { expect, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';

/**
 * Waits for a Demo backend's first syncs to end: the shipments sync done and no job still running. The Demo starts
 * its shipments and returns syncs together, so "the last job reported done" can be the returns sync while the
 * shipments are still coming in.
 */
export async function firstSyncsEnded(jobs: readonly JobProgress[], timeout: number): Promise<void> {
  await vi.waitFor(
    () => {
      const latest = new Map(jobs.map((j) => [j.jobId, j]));
      expect([...latest.values()].some((j) => j.kind === 'shipmentSync' && j.state === 'done')).toBe(true);
      expect([...latest.values()].filter((j) => j.state === 'running')).toEqual([]);
    },
    { timeout, interval: 50 },
  );
}
