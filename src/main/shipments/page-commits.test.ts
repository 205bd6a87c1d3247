import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { PageCommits } from './page-commits.ts';
import { KEY, openCache } from './shipments.test-support.ts';

const page = (ids: string[], afterCommit?: () => void) => ({
  shipments: ids.map((id): Shipment => ({
    shipmentId: id,
    orderItems: [{ orderItemId: `OI-${id}`, orderId: `OD-${id}`, sku: `SKU-${id}`, status: 'APPROVED' }],
    forms: [],
    subShipments: [],
  })),
  syncedAt: '2026-11-23T10:00:00.000Z',
  ...(afterCommit ? { afterCommit } : {}),
});

describe('pages committed behind the windows', () => {
  let cache: ReturnType<typeof openCache>;
  beforeEach(() => {
    cache = openCache();
  });
  afterEach(() => cache.close());

  it('takes a page at once, stores the pages that arrive together in one commit, and says so after it', async () => {
    const commits = new PageCommits(cache.writer, KEY, 4);
    const committed: string[] = [];
    await commits.store(page(['A'], () => committed.push('A')));
    await commits.store(page(['B', 'C'], () => committed.push('B')));
    // Handed over, not yet on disk: the window could already ask for its next page.
    expect(cache.queries.total(KEY)).toBe(0);
    expect(committed).toEqual([]);
    await commits.flush();
    expect(cache.queries.total(KEY)).toBe(3);
    expect(committed).toEqual(['A', 'B']);
  });

  it('makes the window that brings one page too many wait for the next commit', async () => {
    const commits = new PageCommits(cache.writer, KEY, 2);
    await commits.store(page(['A']));
    const second = commits.store(page(['B']));
    let settled = false;
    void second.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await second;
    expect(cache.queries.total(KEY)).toBe(2);
  });

  it('fails the pages after a failed commit and the flush, and stores none of the failed batch', async () => {
    const commits = new PageCommits(cache.writer, KEY, 4);
    await commits.store(page(['A']));
    await commits.flush();
    cache.db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON shipments WHEN NEW.shipment_id = 'BAD'
      BEGIN SELECT RAISE(ABORT, 'disk trouble'); END`);
    await commits.store(page(['B', 'BAD']));
    await expect(commits.flush()).rejects.toThrow(/disk trouble/);
    await expect(commits.store(page(['C']))).rejects.toThrow(/disk trouble/);
    expect(cache.db.prepare('SELECT shipment_id FROM shipments ORDER BY 1').all()).toEqual([
      { shipment_id: 'A' },
    ]);
  });
});
