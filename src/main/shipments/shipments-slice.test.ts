import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { ShipmentCounts } from '../../shared/shipments/types.ts';
import { firstSyncsEnded } from '../testing/first-sync.test-support.ts';
import { callValue, startTestBackend } from '../testing/test-backend.ts';

describe('the shipments slice in the real backend', () => {
  let t: ReturnType<typeof startTestBackend>;
  beforeEach(() => {
    t = startTestBackend();
  });
  afterEach(() => t.close());

  const call = <T>(name: string, input: unknown = {}): Promise<T> => callValue<T>(t.backend, name, input);

  it('on the Demo profile the first sync starts by itself, and the grid calls read what it stored', async () => {
    const jobs: JobProgress[] = [];
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
    await firstSyncsEnded(jobs, 20_000);
    expect(jobs[0]?.kind).toBe('shipmentSync');
    const sync = jobs.filter((j) => j.kind === 'shipmentSync').at(-1);
    expect(sync?.message).toMatch(/^Full sync done: [\d,]+ shipments stored\.$/);
    // While it runs, the shipments stored so far; the rate and the time left are the job line's own, said once.
    const running = jobs.filter((j) => j.kind === 'shipmentSync' && j.state === 'running' && j.done > 0);
    expect(running.length).toBeGreaterThan(0);
    for (const j of running)
      expect(j.message).toMatch(
        /^Syncing shipments: [\d,]+ of [\d,]+ date windows, [\d,]+ shipments? stored$/,
      );

    const { counts } = await call<{ counts: ShipmentCounts }>('getShipmentCounts', {
      filter: { view: 'all' },
    });
    expect(counts.all).toBeGreaterThan(1000);
    expect(counts.toPack).toBeGreaterThan(0);
    const block = await call<{ rows: { shipmentId: string; dispatchByMs: number }[]; rowCount: number }>(
      'getShipmentBlock',
      { startRow: 0, endRow: 50, sort: [{ colId: 'dispatchBy', sort: 'asc' }], filter: { view: 'toPack' } },
    );
    expect(block.rowCount).toBe(counts.toPack);
    const times = block.rows.map((r) => r.dispatchByMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const status = await call<{ lastSyncAt: string | null; marketplace: string }>(
      'getShipmentCacheStatus',
      {},
    );
    expect(status).toMatchObject({ marketplace: 'online' });
    expect(status.lastSyncAt).not.toBeNull();

    // A second start is an incremental sync.
    const { jobId } = await call<{ jobId: string }>('startShipmentSync', {});
    await vi.waitFor(() => expect(jobs.find((j) => j.jobId === jobId && j.state === 'done')).toBeDefined(), {
      timeout: 20_000,
      interval: 50,
    });
  });

  it('refuses a sort on a column the grid does not have, naming it', async () => {
    const envelope = await t.backend.dispatch('getShipmentBlock', {
      startRow: 0,
      endRow: 50,
      sort: [{ colId: 'raw; DROP TABLE shipments', sort: 'asc' }],
      filter: { view: 'all' },
    });
    expect(envelope.ok).toBe(false);
    expect(JSON.stringify(envelope)).toContain('VALIDATION');
    expect(JSON.stringify(envelope)).toContain('sort');
  });
});
