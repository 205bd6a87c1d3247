import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import {
  KEY,
  cachedStatuses as cachedOf,
  marketplaceTruth,
  openCache,
  statusesOf,
} from './shipments.test-support.ts';
import { refreshShipments } from './refresh.ts';
import { runShipmentSync } from './shipment-sync.ts';

const truth = marketplaceTruth;
const cachedStatuses = (cache: ReturnType<typeof openCache>) => cachedOf(cache.db);

/** Windows per round of a sync: the planned ones, then each round of catch-up and windows walked again. */
function roundSizes(cache: ReturnType<typeof openCache>, syncId: string): number[] {
  const rows = cache.db
    .prepare(
      'SELECT round, count(*) AS n FROM shipment_sync_windows WHERE sync_id = ? GROUP BY round ORDER BY round',
    )
    .all(syncId) as { round: number; n: number }[];
  return rows.map((r) => r.n);
}

/** Windows searched after the planned ones (catch-ups, and windows walked again). */
const laterWindows = (cache: ReturnType<typeof openCache>, syncId: string): number =>
  roundSizes(cache, syncId)
    .slice(1)
    .reduce((a, n) => a + n, 0);

describe('shipment sync against the simulator', () => {
  let sim: Sim;
  let cache: ReturnType<typeof openCache>;
  beforeEach(async () => {
    sim = await startSim({ shipments: 300 });
    cache = openCache();
  });
  afterEach(async () => {
    cache.close();
    await sim.close();
  });

  it('a first sync is a full sync of every state, in windows, and the cache then equals the marketplace', async () => {
    const { seller } = selfAccessSeller(sim);
    const progress: number[] = [];
    const outcome = await runShipmentSync(cache.deps(seller), KEY, {
      onProgress: (p) => progress.push(p.windowsDone),
    });
    expect(outcome.kind).toBe('full');
    expect(outcome.windowsDone).toBe(outcome.windowsTotal);
    expect(outcome.windowsTotal).toBeGreaterThan(3);
    expect(progress.at(-1)).toBe(outcome.windowsTotal);
    // One search per window, each then paged with GET.
    expect(await sim.count('POST /sellers/v3/shipments/filter')).toBe(outcome.windowsTotal);
    const expected = statusesOf(await truth(seller));
    expect(cachedStatuses(cache)).toEqual(expected);
    const counts = cache.queries.counts(KEY, { view: 'all' });
    expect(counts.all).toBe(expected.size);
    for (const view of ['toPack', 'toDispatch', 'inTransit', 'delivered', 'cancelled', 'returns'] as const)
      expect(counts[view], view).toBeGreaterThan(0);
  });

  it('counts each shipment stored once, though the catch-up round stores again what changed lately', async () => {
    const { seller } = selfAccessSeller(sim);
    // Changed a moment ago: the planned windows store them, and the catch-up (15 minutes back) stores them again.
    const recent = [...(await truth(seller)).values()]
      .filter((s) => s.orderItems[0]?.status === 'DELIVERED')
      .slice(0, 5)
      .map((s) => s.shipmentId);
    expect(recent).toHaveLength(5);
    await sim.admin('POST', '/shipments/move', { shipmentIds: recent, status: 'RETURN_REQUESTED' });
    const progress: number[] = [];
    const outcome = await runShipmentSync(cache.deps(seller), KEY, {
      onProgress: (p) => progress.push(p.stored),
    });
    expect(roundSizes(cache, outcome.syncId).length).toBeGreaterThan(1);
    const stored = cache.queries.total(KEY);
    expect(stored).toBe((await truth(seller)).size);
    expect(outcome.stored).toBe(stored);
    expect(Math.max(...progress)).toBe(stored);
  });

  it('after the marketplace clock moves a day, the next sync reads only what changed since the last one', async () => {
    const { seller } = selfAccessSeller(sim);
    const deps = cache.deps(seller);
    const first = await runShipmentSync(deps, KEY);
    await sim.admin('POST', '/clock/advance', { ms: 86_400_000 });
    const before = cachedStatuses(cache);

    const second = await runShipmentSync(deps, KEY);
    expect(second.kind).toBe('incremental');
    // One cursor per type and hold, then a catch-up round of the same (more only if a walk may have skipped one).
    expect(roundSizes(cache, second.syncId).slice(0, 2)).toEqual([6, 6]);
    const after = truth(seller);
    const expected = statusesOf(await after);
    expect(cachedStatuses(cache)).toEqual(expected);
    const changed = [...expected].filter(([id, status]) => before.get(id) !== status);
    const added = [...expected.keys()].filter((id) => !before.has(id));
    expect(added.length).toBeGreaterThan(0);
    expect(changed.length).toBeGreaterThan(added.length);
    // Only the changed ones (and the overlap) were read, far fewer than a full sync.
    expect(second.stored).toBeGreaterThanOrEqual(changed.length);
    expect(second.stored).toBeLessThan(first.stored / 2);
  });

  it('a cancelled sync keeps what it stored and the next one resumes with the windows it had left', async () => {
    const { seller } = selfAccessSeller(sim);
    const controller = new AbortController();
    const run = runShipmentSync(cache.deps(seller), KEY, {
      signal: controller.signal,
      parallelism: 1,
      onProgress: (p) => {
        if (p.windowsDone >= 5) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'CANCELLED' });
    const storedBefore = cache.queries.total(KEY);
    expect(storedBefore).toBeGreaterThan(0);
    const unfinished = cache.checkpoints.unfinished(KEY);
    expect(unfinished?.state).toBe('cancelled');
    const left = cache.checkpoints.windows(unfinished?.syncId ?? '');
    expect(left.done).toBeGreaterThanOrEqual(5);
    await sim.admin('DELETE', '/counters');

    const resumed = await runShipmentSync(cache.deps(seller), KEY);
    expect(resumed.resumed).toBe(true);
    expect(resumed.syncId).toBe(unfinished?.syncId);
    // Only the windows not yet done were searched again, then the rounds that follow them (a catch-up at least).
    expect(await sim.count('POST /sellers/v3/shipments/filter')).toBe(
      left.pending.length + laterWindows(cache, resumed.syncId),
    );
    expect(cachedStatuses(cache)).toEqual(statusesOf(await truth(seller)));
    expect(resumed.notSeen).toBe(0);
  });

  it('a sync failing on a page never clears the cache, and the next sync finishes the job', async () => {
    const { seller } = selfAccessSeller(sim);
    await runShipmentSync(cache.deps(seller), KEY);
    const snapshot = cache.db
      .prepare(
        'SELECT shipment_id, raw FROM shipments JOIN shipment_raw USING (profile_id, account, shipment_id) ORDER BY 1',
      )
      .all();

    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/filter', method: 'GET', fault: '500', after: 2 }],
    });
    const failed = runShipmentSync(cache.deps(seller), KEY, { kind: 'full' });
    await expect(failed).rejects.toMatchObject({ code: 'SERVER' });
    expect(
      cache.db
        .prepare(
          'SELECT shipment_id, raw FROM shipments JOIN shipment_raw USING (profile_id, account, shipment_id) ORDER BY 1',
        )
        .all(),
    ).toEqual(snapshot);
    expect(cache.queries.counts(KEY, { view: 'all' }).all).toBe(snapshot.length);
    expect(cache.checkpoints.unfinished(KEY)?.message).toMatch(/marketplace/i);

    await sim.admin('DELETE', '/faults');
    const next = await runShipmentSync(cache.deps(seller), KEY);
    expect(next.resumed).toBe(true);
    expect(next.kind).toBe('full');
    expect(cachedStatuses(cache)).toEqual(statusesOf(await truth(seller)));
  });

  it('a shipment the marketplace no longer returns is kept with its last state, marked not seen', async () => {
    const { seller } = selfAccessSeller(sim);
    const gone: Shipment = {
      shipmentId: 'GONE-1',
      dispatchByDate: '2026-01-05T10:00:00.000+05:30',
      orderItems: [{ orderItemId: 'OI-GONE', orderId: 'OD-GONE', status: 'PACKED' }],
      forms: [],
      subShipments: [],
    };
    cache.writer.store(KEY, [gone], { syncedAt: '2026-01-01T00:00:00.000Z', fullSyncId: 'older-sync' });
    const outcome = await runShipmentSync(cache.deps(seller), KEY);
    expect(outcome.notSeen).toBe(1);
    const detail = cache.queries.detail(KEY, 'GONE-1');
    expect(detail.status).toBe('PACKED');
    expect(detail.notSeenInLastFullSync).toBe(true);
    const block = cache.queries.block(KEY, {
      startRow: 0,
      endRow: 10,
      sort: [],
      filter: { view: 'all', search: 'OD-GONE' },
    });
    expect(block.rows.map((r) => [r.shipmentId, r.notSeenInLastFullSync])).toEqual([['GONE-1', true]]);
  });

  it('refreshing selected rows re-reads them by id and stores their current state', async () => {
    const { seller } = selfAccessSeller(sim);
    await runShipmentSync(cache.deps(seller), KEY);
    const ids = (
      cache.db.prepare('SELECT shipment_id FROM shipments ORDER BY 1 LIMIT 150').all() as {
        shipment_id: string;
      }[]
    ).map((r) => r.shipment_id);
    cache.db.prepare(`UPDATE shipments SET status = 'STALE'`).run();
    await sim.admin('DELETE', '/counters');
    const refreshed = await refreshShipments(cache.deps(seller), KEY, ids);
    expect(refreshed).toBe(150);
    expect(await sim.count('GET /sellers/v3/shipments')).toBe(2);
    const statuses = cachedStatuses(cache);
    expect(ids.every((id) => statuses.get(id) !== 'STALE')).toBe(true);
    expect([...statuses.values()].filter((s) => s === 'STALE')).toHaveLength(statuses.size - 150);
  });

  it('says why when the marketplace cannot be reached, and keeps the cache', async () => {
    const { seller } = selfAccessSeller(sim);
    await runShipmentSync(cache.deps(seller), KEY);
    const total = cache.queries.total(KEY);
    await sim.close();
    const error = await runShipmentSync(cache.deps(seller), KEY).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('NETWORK');
    expect(cache.queries.total(KEY)).toBe(total);
    sim = await startSim({ shipments: 10 }); // for afterEach, which closes it
  });
});

describe('shipment sync after a crash', () => {
  it('resumes a sync whose process was killed mid-way, keeping every window it had finished', async () => {
    const sim = await startSim({ shipments: 300 });
    const cache = openCache();
    try {
      // Slow pages, so the kill lands mid-sync.
      await sim.admin('PUT', '/faults', {
        rules: [{ match: '/sellers/v3/shipments/filter', latencyMs: 40 }],
      });
      const child = spawn(
        process.execPath,
        [
          join(import.meta.dirname, 'sync-child.test-support.ts'),
          JSON.stringify({
            dataDir: cache.dataDir,
            baseUrl: sim.info.base_url,
            authUrl: sim.info.auth_url,
            ...sim.info.credentials.self_access,
          }),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const lines = createInterface({ input: child.stdout });
      const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
      await new Promise<void>((resolve, reject) => {
        lines.on('line', (line) => {
          if (line === 'WINDOW 6') resolve();
          if (line === 'FINISHED') reject(new Error('the sync finished before it could be killed'));
        });
      });
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');

      const crashed = cache.checkpoints.unfinished(KEY);
      expect(crashed?.state).toBe('running');
      const left = cache.checkpoints.windows(crashed?.syncId ?? '');
      expect(left.done).toBeGreaterThanOrEqual(6);
      expect(left.pending.length).toBeGreaterThan(0);
      expect(cache.queries.total(KEY)).toBeGreaterThanOrEqual(left.stored);

      await sim.admin('DELETE', '/faults');
      await sim.admin('DELETE', '/counters');
      const { seller } = selfAccessSeller(sim);
      const resumed = await runShipmentSync(cache.deps(seller), KEY);
      expect(resumed).toMatchObject({ resumed: true, syncId: crashed?.syncId, kind: 'full' });
      expect(await sim.count('POST /sellers/v3/shipments/filter')).toBe(
        left.pending.length + laterWindows(cache, resumed.syncId),
      );
      expect(cachedStatuses(cache)).toEqual(statusesOf(await truth(seller)));
    } finally {
      cache.close();
      await sim.close();
    }
  });
});
