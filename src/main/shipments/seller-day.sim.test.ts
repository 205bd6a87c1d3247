import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { PickList } from '../../shared/shipments/pick-list.ts';
import { addDays } from '../../shared/shipments/time-zone.ts';
import { SHIPMENT_COUNTS } from '../../shared/shipments/counts.ts';
import type { TodayCount, TodayFigures } from '../../shared/shipments/today.ts';
import type { ShipmentRow } from '../../shared/shipments/types.ts';
import { callValue, startTestBackend } from '../testing/test-backend.ts';
import { firstSyncsEnded } from '../testing/first-sync.test-support.ts';

/** The Today screen and the pick list through the contract, on the Demo profile's cache. */
describe("the seller's day from the offline cache", () => {
  let t: ReturnType<typeof startTestBackend>;
  let jobs: JobProgress[];
  beforeEach(async () => {
    t = startTestBackend();
    jobs = [];
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
    await firstSyncsEnded(jobs, 30_000);
  });
  afterEach(() => t.close());

  const call = <T>(name: string, input: unknown = {}): Promise<T> => callValue<T>(t.backend, name, input);
  const rows = (filter: unknown, endRow = 1000) =>
    call<GridBlock<ShipmentRow>>('getShipmentBlock', { startRow: 0, endRow, sort: [], filter });

  it('each count on Today is the number of rows its link opens in the grid, in any time zone', async () => {
    for (const timeZone of ['Asia/Kolkata', 'America/Los_Angeles']) {
      const today = await call<TodayFigures>('getToday', { timeZone });
      expect(today.stored).toBeGreaterThan(1000);
      expect(today.counts.toPackToday + today.counts.overdue + today.counts.onHold).toBeGreaterThan(0);
      // Everything is new on a first sync: no count until there was a sync before the last one.
      expect(today.counts.newSinceLastSync).toBeNull();
      for (const name of Object.keys(today.counts) as TodayCount[]) {
        if (name === 'newSinceLastSync') continue;
        const grid = await rows({ ...SHIPMENT_COUNTS[name].filter, timeZone });
        expect(grid.rowCount, `${name} in ${timeZone}`).toBe(today.counts[name as TodayCount]);
      }
    }
  });

  it('counts orders and selling value per day for 30 days, as the grid finds them by order date', async () => {
    const timeZone = 'Asia/Kolkata';
    const today = await call<TodayFigures>('getToday', { timeZone });
    expect(today.perDay).toHaveLength(30);
    const first = today.perDay[0]!.day;
    const last = today.perDay.at(-1)!.day;
    expect(addDays(first, 29)).toBe(last);
    const grid = await rows(
      { view: 'all', dateField: 'orderDate', dateFrom: first, dateTo: last, timeZone },
      1000,
    );
    expect(today.perDay.reduce((n, d) => n + d.orders, 0)).toBe(grid.rowCount);
    const oneDay = today.perDay.find((d) => d.orders > 0)!;
    const dayRows = await rows({
      view: 'all',
      dateField: 'orderDate',
      dateFrom: oneDay.day,
      dateTo: oneDay.day,
      timeZone,
    });
    expect(dayRows.rowCount).toBe(oneDay.orders);
    const value = dayRows.rows.reduce((sum, r) => sum + (r.sellingPrice ?? 0), 0);
    expect(oneDay.value).toBeCloseTo(value, 6);
  });

  it('a pick list of To pack adds up every SKU, and has a packing slip per shipment', async () => {
    const timeZone = 'Asia/Kolkata';
    const toPack = await rows({ view: 'toPack' });
    const list = await call<PickList>('getPickList', { filter: { view: 'toPack' }, timeZone });
    expect(list.source).toBe('To pack');
    expect(list.slips).toHaveLength(toPack.rowCount);
    const total = toPack.rows.reduce((n, r) => n + (r.quantity ?? 0), 0);
    expect(list.lines.reduce((n, l) => n + l.quantity, 0)).toBe(total);
    const slip = list.slips[0]!;
    expect(slip.items.length).toBeGreaterThan(0);
    expect(slip.orderIds.length).toBeGreaterThan(0);

    const chosen = toPack.rows.slice(0, 3).map((r) => r.shipmentId);
    const picked = await call<PickList>('getPickList', { shipmentIds: chosen, timeZone });
    expect(picked.source).toBe('3 selected shipments');
    expect(picked.slips.map((s) => s.shipmentId)).toEqual(chosen);
  });

  it('after a second sync, what it stored first is counted as new, and the link finds just those', async () => {
    const { jobId } = await call<{ jobId: string }>('startShipmentSync', { kind: 'incremental' });
    await vi.waitFor(() => expect(jobs.find((j) => j.jobId === jobId && j.state === 'done')).toBeDefined(), {
      timeout: 20_000,
      interval: 50,
    });
    const today = await call<TodayFigures>('getToday', { timeZone: 'Asia/Kolkata' });
    expect(today.counts.newSinceLastSync).not.toBeNull();
    const grid = await rows({ view: 'all', newSinceSync: true });
    expect(grid.rowCount).toBe(today.counts.newSinceLastSync);
  });

  it('refuses a time zone it does not know, naming the field', async () => {
    const envelope = await t.backend.dispatch('getToday', { timeZone: 'Mars/Olympus' });
    expect(envelope.ok).toBe(false);
    expect(JSON.stringify(envelope)).toContain('timeZone');
  });
});
