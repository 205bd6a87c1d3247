import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReturnGridFilter } from '../../shared/returns/contract.ts';
import { RETURN_TABS } from '../../shared/returns/return-tabs.ts';
import { RETURN_TYPES } from '../../shared/returns/return-types.ts';
import { selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { runReturnSync } from './return-sync.ts';
import { KEY, openReturnsCache } from './returns.test-support.ts';

let sim: Sim;
let cache: ReturnType<typeof openReturnsCache>;
beforeAll(async () => {
  sim = await startSim({ shipments: 300, returns: 300 });
  cache = openReturnsCache();
  const { seller } = selfAccessSeller(sim);
  await runReturnSync(cache.deps(seller, seller), KEY);
});
afterAll(async () => {
  cache.close();
  await sim.close();
});

/** Every row a tab lists under the filter, read block by block as the grid reads them. */
function listed(filter: ReturnGridFilter): string[] {
  const ids: string[] = [];
  for (let start = 0; ; start += 100) {
    const block = cache.queries.block(KEY, { startRow: start, endRow: start + 100, sort: [], filter });
    ids.push(...block.rows.map((r) => r.returnId));
    if (block.rows.length < 100) return ids;
  }
}

function expectCountsEqualRows(base: Omit<ReturnGridFilter, 'tab'>): number {
  const counts = cache.queries.counts(KEY, { ...base, tab: 'arriving' });
  let total = 0;
  for (const tab of RETURN_TABS) {
    const ids = listed({ ...base, tab });
    expect(ids.length, `${tab} under ${JSON.stringify(base)}`).toBe(counts[tab]);
    expect(new Set(ids).size).toBe(ids.length);
    total += counts[tab];
  }
  return total;
}

describe('the counts of the Returns tabs', () => {
  it('each equals the rows its tab lists, and the tabs together hold every return once', () => {
    expect(expectCountsEqualRows({})).toBe(cache.queries.total(KEY));
    const counts = cache.queries.counts(KEY, { tab: 'arriving' });
    for (const tab of RETURN_TABS) expect(counts[tab], tab).toBeGreaterThan(0);
  });

  it('stay equal under a search by return id, order item, SKU or tracking id', () => {
    const [row] = cache.queries.block(KEY, {
      startRow: 0,
      endRow: 1,
      sort: [],
      filter: { tab: 'done' },
    }).rows;
    if (row === undefined) throw new Error('no return in done');
    for (const search of [row.returnId, row.orderItemId, row.sku, row.trackingId]) {
      expect(search).toBeTruthy();
      const total = expectCountsEqualRows({ search: String(search).toLowerCase() });
      expect(total).toBeGreaterThanOrEqual(1);
      const found = listed({ tab: 'done', search: String(search) });
      expect(found).toContain(row.returnId);
    }
  });

  it('stay equal under filters by type, reason, location and status', () => {
    const [row] = cache.queries.block(KEY, {
      startRow: 0,
      endRow: 1,
      sort: [],
      filter: { tab: 'arriving' },
    }).rows;
    if (row === null || row === undefined) throw new Error('no return arriving');
    const filters: Omit<ReturnGridFilter, 'tab'>[] = [
      ...RETURN_TYPES.map((type) => ({ type })),
      { type: 'refund', source: 'customer_return' },
      { reason: row.reason ?? '' },
      { locationId: row.locationId ?? '' },
      { status: 'delivered' },
      { status: 'in_transit', locationId: row.locationId ?? '' },
    ];
    for (const filter of filters)
      expect(expectCountsEqualRows(filter), JSON.stringify(filter)).toBeGreaterThan(0);
  });

  it('move a received return to done, in the count and in the rows alike', () => {
    const before = cache.queries.counts(KEY, { tab: 'to-receive' });
    const [row] = cache.queries.block(KEY, {
      startRow: 0,
      endRow: 1,
      sort: [],
      filter: { tab: 'to-receive' },
    }).rows;
    if (row === undefined) throw new Error('no return to receive');
    cache.db
      .prepare(
        `INSERT INTO return_receipts (profile_id, account, return_id, condition, received_at) VALUES (?, ?, ?, 'good', ?)`,
      )
      .run(KEY.profileId, KEY.account, row.returnId, '2026-11-29T08:00:00.000Z');
    const after = cache.queries.counts(KEY, { tab: 'to-receive' });
    expect(after['to-receive']).toBe(before['to-receive'] - 1);
    expect(after.done).toBe(before.done + 1);
    expect(listed({ tab: 'done' })).toContain(row.returnId);
    expect(expectCountsEqualRows({})).toBe(cache.queries.total(KEY));
  });
});
