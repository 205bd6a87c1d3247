import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDemoBackend } from '../fulfilment/testing/demo-backend.test-support.ts';
import { SandboxJournal } from './sandbox-journal.ts';

/** Nothing stays in flight, nothing is sent twice: test orders a stop left half done, taken up at the next start. */
describe('test orders after Stockroom stopped in the middle', { timeout: 90_000 }, () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('never sends again a test order sent without an answer, and makes the one not sent yet', async () => {
    const first = await startDemoBackend();
    dirs.push(first.t.dataDir);
    await vi.waitFor(
      () => expect(first.jobs.some((j) => j.kind === 'shipmentSync' && j.state === 'done')).toBe(true),
      { timeout: 30_000, interval: 50 },
    );
    const db = first.t.backend.db;
    const { account } = db
      .prepare(`SELECT account FROM shipments WHERE profile_id = 'demo' LIMIT 1`)
      .get() as {
      account: string;
    };
    const { listingId, sku } = db
      .prepare(
        `SELECT json_extract(raw, '$.listingId') AS listingId, sku FROM shipment_order_items
         WHERE profile_id = 'demo' AND sku IS NOT NULL LIMIT 1`,
      )
      .get() as { listingId: string; sku: string };
    // As a crash leaves it: the first order sent (its answer lost), the second journaled, not sent.
    const journal = new SandboxJournal(db, () => new Date());
    const request = { order: { orderItems: [{ listingId, quantity: 1 }] }, skus: [sku] };
    journal.create('crashed', { profileId: 'demo', account }, 'testOrders', [
      { orderItemId: null, request },
      { orderItemId: null, request },
    ]);
    journal.markSent('crashed', 0);
    await first.t.backend.close();

    const second = await startDemoBackend({ dataDir: first.t.dataDir });
    try {
      const end = await vi.waitFor(
        () => {
          const job = second.jobs.find((j) => j.kind === 'sandboxTestOrders' && j.state !== 'running');
          if (!job) throw new Error('not resumed yet');
          return job;
        },
        { timeout: 30_000, interval: 50 },
      );
      expect(end.message).toBe(
        '1 of 2 test orders made; the marketplace did not answer for 1: it may have made it, and Shipments shows it after a sync (Stockroom does not send it twice). Shipments is syncing so they appear.',
      );
      expect(((await second.admin('GET', '/sandbox/received')) as { testOrders: number }).testOrders).toBe(1);
    } finally {
      await second.t.backend.close();
    }
  });
});
