import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { FeedCategoryView } from '../../shared/feeds/types.ts';
import { startDemoMarketplace } from '../hosts/start-demo-marketplace.ts';
import { callValue, jobEnd, startTestBackend } from '../testing/test-backend.ts';
import { DEMO_PORT_FILE, keptDemoPort, startOnKeptPort } from './demo-port.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-demo-port-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const portOf = (m: { sellerBaseUrl: string }) => Number(new URL(m.sellerBaseUrl).port);

describe("the Demo marketplace's port, kept per data folder", () => {
  it('is the same at the next launch, so a feed sync stopped by closing goes on from its page', async () => {
    const dataDir = folder();
    const first = startTestBackend({ dataDir });
    const jobs: JobProgress[] = [];
    first.backend.events.on('jobProgress', (p) => jobs.push(p));
    await callValue(first.backend, 'refreshFeedDirectory');
    const { jobId } = await callValue<{ jobId: string }>(first.backend, 'startFeedSync', {
      category: 'laptops',
      mode: 'full',
    });
    await vi.waitFor(
      () => {
        if (!jobs.some((j) => j.jobId === jobId && j.done >= 1000))
          throw new Error('two pages not stored yet');
      },
      { timeout: 30_000, interval: 20 },
    );
    const port = keptDemoPort(dataDir);
    expect(port).toBeGreaterThan(0);
    // Closing the app (its jobs cancelled, what they fetched stored).
    await first.backend.close();

    const second = startTestBackend({ dataDir });
    try {
      const stored = (
        await callValue<{ categories: FeedCategoryView[] }>(second.backend, 'feedDirectory')
      ).categories.find((c) => c.name === 'laptops')!.stored;
      expect(stored).toBeGreaterThanOrEqual(1000);
      const again: JobProgress[] = [];
      second.backend.events.on('jobProgress', (p) => again.push(p));
      const resumed = await callValue<{ jobId: string }>(second.backend, 'startFeedSync', {
        category: 'laptops',
        mode: 'full',
      });
      const last = await jobEnd(again, resumed.jobId, 60_000);
      const total = (
        await callValue<{ categories: FeedCategoryView[] }>(second.backend, 'feedDirectory')
      ).categories.find((c) => c.name === 'laptops')!.stored;
      expect(last.state).toBe('done');
      // Only the pages the first launch did not store were fetched: the stored link was still the marketplace's.
      expect(last.done).toBe(total - stored);
      expect(keptDemoPort(dataDir)).toBe(port);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('moves to a free port when the kept one is taken, and keeps the new one', async () => {
    const dataDir = folder();
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as { port: number }).port;
    writeFileSync(join(dataDir, DEMO_PORT_FILE), String(port));
    try {
      const marketplace = await startOnKeptPort(startDemoMarketplace, dataDir);
      try {
        expect(portOf(marketplace)).not.toBe(port);
        expect(keptDemoPort(dataDir)).toBe(portOf(marketplace));
      } finally {
        await marketplace.close();
      }
    } finally {
      taken.close();
    }
  }, 60_000);

  it('takes a free port over a damaged file, and keeps nothing where the folder cannot be written', async () => {
    const dataDir = folder();
    for (const text of ['', 'abc', '80', '70000', '1'.repeat(100), '8080 8081']) {
      writeFileSync(join(dataDir, DEMO_PORT_FILE), text);
      expect(keptDemoPort(dataDir), JSON.stringify(text)).toBeUndefined();
    }
    const marketplace = await startOnKeptPort(startDemoMarketplace, null);
    try {
      expect(portOf(marketplace)).toBeGreaterThan(0);
      expect(keptDemoPort(dataDir)).toBeUndefined();
    } finally {
      await marketplace.close();
    }
  }, 60_000);
});
