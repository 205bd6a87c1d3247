import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.ts';
import type { ReturnsQuery } from '../../shared/returns/return-types.ts';
import { selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { runReturnSync, type ReturnSearchSource } from './return-sync.ts';
import { KEY, cachedStatuses, openReturnsCache, returnsTruth, statusesOf } from './returns.test-support.ts';

const DAY_S = 24 * 3600;

describe('returns sync against the simulator', () => {
  let sim: Sim;
  let cache: ReturnType<typeof openReturnsCache>;
  beforeEach(async () => {
    sim = await startSim({ shipments: 300, returns: 200 });
    cache = openReturnsCache();
  });
  afterEach(async () => {
    cache.close();
    await sim.close();
  });

  it('a first sync is full: both sources, every location, each return once, with its SKU', async () => {
    const { seller } = selfAccessSeller(sim);
    const outcome = await runReturnSync(cache.deps(seller, seller), KEY);
    expect(outcome).toMatchObject({ kind: 'full', resumed: false });
    expect(outcome.windowsDone).toBe(outcome.windowsTotal);
    const truth = await returnsTruth(seller);
    expect(truth.size).toBe(200);
    expect(cachedStatuses(cache.db)).toEqual(statusesOf(truth));
    expect(cache.queries.total(KEY)).toBe(truth.size);
    expect(outcome.stored).toBe(truth.size);
    const rows = cache.db.prepare('SELECT source, location_id, sku FROM returns').all() as {
      source: string;
      location_id: string;
      sku: string | null;
    }[];
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['courier_return', 'customer_return']));
    expect(new Set(rows.map((r) => r.location_id)).size).toBe(3);
    // SKUs come from the marketplace's read of the order items (the shipments cache is empty here).
    expect(rows.every((r) => r.sku !== null && r.sku !== '')).toBe(true);
    expect(await sim.count('GET /sellers/v3/shipments')).toBeGreaterThan(0);
  });

  it('after the first, syncs incrementally: what changed over a day, in a few calls', async () => {
    const { seller } = selfAccessSeller(sim);
    const first = await runReturnSync(cache.deps(seller, seller), KEY);
    await sim.admin('POST', '/clock/advance', { seconds: DAY_S });
    await sim.admin('DELETE', '/counters');
    const second = await runReturnSync(cache.deps(seller, seller), KEY);
    expect(second.kind).toBe('incremental');
    expect(second.requests).toBeLessThan(first.requests / 3);
    const truth = await returnsTruth(seller);
    // The day's new returns are in, and returns that moved read as they stand now.
    expect(truth.size).toBeGreaterThan(200);
    expect(cachedStatuses(cache.db)).toEqual(statusesOf(truth));
    expect(second.stored).toBeGreaterThan(0);
    expect(second.stored).toBeLessThan(truth.size / 2);
  });

  it('misses nothing and stores nothing twice when returns change between pages', async () => {
    const { seller } = selfAccessSeller(sim);
    const truthBefore = await returnsTruth(seller);
    const courier = [...truthBefore.values()]
      .filter((r) => r.status === 'in_transit')
      .sort((a, b) => (a.createdDate ?? '').localeCompare(b.createdDate ?? ''));
    let moved = false;
    // After the first page of the first window with more pages, a return already read and one still ahead change.
    const source: ReturnSearchSource = {
      async *searchReturns(query: ReturnsQuery, opts) {
        for await (const page of seller.searchReturns(query, opts)) {
          yield page;
          if (!moved && page.hasMore) {
            moved = true;
            const read = page.returnItems[0]?.returnId as string;
            const ahead = courier.find((r) => !page.returnItems.some((p) => p.returnId === r.returnId));
            await sim.admin('POST', '/returns/status', {
              returnIds: [read, ahead?.returnId as string],
              status: 'delivered',
              shipmentStatus: 'delivered',
            });
          }
        }
      },
    };
    await runReturnSync(cache.deps(source, seller), KEY, { plan: { horizonDays: 60, windowDays: 60 } });
    expect(moved).toBe(true);
    const truth = await returnsTruth(seller);
    expect(cachedStatuses(cache.db)).toEqual(statusesOf(truth));
    const rows = cache.db
      .prepare('SELECT count(*) AS n, count(DISTINCT return_id) AS d FROM returns')
      .get() as {
      n: number;
      d: number;
    };
    expect(rows).toEqual({ n: truth.size, d: truth.size });
  });

  it('resumes a cancelled sync where it stopped, and ends it', async () => {
    const { seller } = selfAccessSeller(sim);
    const controller = new AbortController();
    let pages = 0;
    const source: ReturnSearchSource = {
      async *searchReturns(query, opts) {
        for await (const page of seller.searchReturns(query, opts)) {
          yield page;
          if (++pages === 3) controller.abort();
        }
      },
    };
    const stopped = runReturnSync(cache.deps(source, seller), KEY, {
      parallelism: 1,
      signal: controller.signal,
    });
    await expect(stopped).rejects.toBeInstanceOf(AppError);
    const unfinished = cache.checkpoints.unfinished(KEY);
    expect(unfinished?.state).toBe('cancelled');
    const before = cache.queries.total(KEY);
    expect(before).toBeGreaterThan(0);
    const resumed = await runReturnSync(cache.deps(seller, seller), KEY);
    expect(resumed).toMatchObject({ resumed: true, syncId: unfinished?.syncId, kind: 'full' });
    expect(cachedStatuses(cache.db)).toEqual(statusesOf(await returnsTruth(seller)));
    expect(cache.checkpoints.unfinished(KEY)).toBeUndefined();
  });
});
