import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { ReturnCacheStatus, ReturnCounts, ReturnRow } from '../../shared/returns/return-rows.ts';
import { RETURN_TABS } from '../../shared/returns/return-tabs.ts';
import { backgroundRound } from '../background-sync/round.ts';
import { callValue, jobEnd, startTestBackend } from '../testing/test-backend.ts';

describe('the returns slice in the real backend, on the Demo', () => {
  let t: ReturnType<typeof startTestBackend>;
  let jobs: JobProgress[];
  beforeEach(() => {
    jobs = [];
    t = startTestBackend();
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
  });
  afterEach(() => t.close());

  const call = <T>(name: string, input: unknown = {}): Promise<T> => callValue<T>(t.backend, name, input);
  const returnJob = async () => {
    const first = await vi.waitFor(
      () => {
        const job = jobs.find((j) => j.kind === 'returnSync');
        if (!job) throw new Error('no returns sync yet');
        return job;
      },
      { timeout: 20_000, interval: 20 },
    );
    return jobEnd(jobs, first.jobId, 30_000);
  };

  it('syncs the returns by itself at start, and the tabs list what their counts say', async () => {
    const end = await returnJob();
    expect(end.state).toBe('done');
    expect(end.message).toMatch(/^Full returns sync done: [\d,]+ returns stored\.$/);
    const status = await call<ReturnCacheStatus>('getReturnCacheStatus');
    expect(status.total).toBeGreaterThan(100);
    expect(status.lastSyncAt).not.toBeNull();
    const counts = await call<ReturnCounts>('getReturnCounts', { filter: { tab: 'arriving' } });
    expect(RETURN_TABS.reduce((a, tab) => a + counts[tab], 0)).toBe(status.total);
    for (const tab of RETURN_TABS) {
      const block = await call<GridBlock<ReturnRow>>('getReturnBlock', {
        startRow: 0,
        endRow: 1000,
        sort: [{ colId: 'createdDate', sort: 'asc' }],
        filter: { tab },
      });
      expect(block.rowCount, tab).toBe(counts[tab]);
      expect(block.rows).toHaveLength(counts[tab]);
      expect(block.rows.every((r) => r.tab === tab && r.sku !== null && r.title !== null)).toBe(true);
    }
  }, 60_000);

  it('syncs again by hand and with each background round, incrementally', async () => {
    await returnJob();
    const byHand = await call<{ jobId: string; kind: string }>('startReturnSync', {});
    expect(byHand.kind).toBe('incremental');
    expect((await jobEnd(jobs, byHand.jobId, 30_000)).message).toMatch(/^Returns sync done: /);
    const before = jobs.filter((j) => j.kind === 'returnSync' && j.state === 'done').length;
    await backgroundRound(t.backend.dispatch, t.backend.events)();
    const after = jobs.filter((j) => j.kind === 'returnSync' && j.state === 'done');
    expect(after.length).toBe(before + 1);
    expect(after.at(-1)?.message).toMatch(/^Returns sync done: /);
  }, 60_000);

  it('refuses a sort on a column the grid does not have, naming it', async () => {
    const envelope = await t.backend.dispatch('getReturnBlock', {
      startRow: 0,
      endRow: 50,
      sort: [{ colId: 'raw', sort: 'asc' }],
      filter: { tab: 'done' },
    });
    expect(envelope.ok).toBe(false);
    expect(JSON.stringify(envelope)).toContain('VALIDATION');
  });
});
