import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import { countLabel, DEADLINE_COUNTS, SHIPMENT_COUNTS } from '../../shared/shipments/counts.ts';
import type { PickList } from '../../shared/shipments/pick-list.ts';
import type { TodayCount, TodayFigures } from '../../shared/shipments/today.ts';
import type {
  ShipmentCounts,
  ShipmentGridFilter,
  ShipmentRow,
  ShipmentSummary,
} from '../../shared/shipments/types.ts';
import { PRE_DISPATCH_VIEWS, SHIPMENT_VIEWS } from '../../shared/shipments/views.ts';
import { callValue, startTestBackend } from '../testing/test-backend.ts';
import { firstSyncsEnded } from '../testing/first-sync.test-support.ts';

const timeZone = 'Asia/Kolkata';

/**
 * Every count a seller reads, computed as each screen computes it (the calls the screens make, over one cache
 * filled from the Demo's marketplace), must be one number: Today, the tabs, the summary chips, by location and the
 * pick list opened from a count.
 */
describe('counts that agree on every screen', () => {
  let t: ReturnType<typeof startTestBackend>;
  beforeEach(async () => {
    // One instant for every screen: a deadline passing between two calls would be a real change, not a disagreement.
    const at = new Date();
    t = startTestBackend({ now: () => at });
    const jobs: JobProgress[] = [];
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
    await firstSyncsEnded(jobs, 60_000);
    // A few shipments without a location back to be packed, late (delivered ones, their dispatch-by long past),
    // so that By location has its "No location" row to add up; a sync brings them into the cache.
    const delivered = await grid({ view: 'delivered' });
    const unplaced = delivered.rows.filter((r) => r.locationId === null).slice(0, 3);
    expect(unplaced).toHaveLength(3);
    const { profiles } = await call<{ profiles: { id: string; sellerBaseUrl: string }[] }>(
      'listProfiles',
      {},
    );
    const origin = new URL(profiles.find((p) => p.id === 'demo')!.sellerBaseUrl).origin;
    const moved = await fetch(`${origin}/__sim/shipments/move`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ shipmentIds: unplaced.map((r) => r.shipmentId), status: 'APPROVED' }),
    });
    expect(moved.ok).toBe(true);
    const { jobId } = await call<{ jobId: string }>('startShipmentSync', { kind: 'incremental' });
    await vi.waitFor(() => expect(jobs.find((j) => j.jobId === jobId && j.state === 'done')).toBeDefined(), {
      timeout: 30_000,
      interval: 50,
    });
  });
  afterEach(() => t.close());

  const call = <T>(name: string, input: unknown = {}): Promise<T> => callValue<T>(t.backend, name, input);
  const grid = (filter: ShipmentGridFilter, endRow = 1000) =>
    call<GridBlock<ShipmentRow>>('getShipmentBlock', { startRow: 0, endRow, sort: [], filter });
  const tabs = (filter: ShipmentGridFilter) =>
    call<{ counts: ShipmentCounts; summary: ShipmentSummary }>('getShipmentCounts', { filter });
  const pickList = (filter: ShipmentGridFilter) => call<PickList>('getPickList', { filter, timeZone });

  it("Today's counts are the grid's rows, the tab's count and the pick list opened from them", async () => {
    const today = await call<TodayFigures>('getToday', { timeZone });
    expect(today.counts.toPackToday).toBeGreaterThan(0);
    for (const name of Object.keys(today.counts) as TodayCount[]) {
      if (name === 'newSinceLastSync') continue;
      const filter = { ...SHIPMENT_COUNTS[name].filter, timeZone };
      const n = today.counts[name];
      expect((await grid(filter)).rowCount, `${name}: grid`).toBe(n);
      expect((await tabs(filter)).counts[filter.view], `${name}: tab`).toBe(n);
      const list = await pickList(filter);
      expect(list.slips, `${name}: pick list`).toHaveLength(n);
      expect(list.source).toBe(countLabel(name));
    }
  });

  it('most ordered among what is to pack today is what the pick list of To pack today adds up', async () => {
    const today = await call<TodayFigures>('getToday', { timeZone });
    const list = await pickList({ ...SHIPMENT_COUNTS.toPackToday.filter, timeZone });
    expect(list.source).toBe('To pack today');
    expect(today.topSkus.length).toBeGreaterThan(0);
    for (const top of today.topSkus) {
      const line = list.lines.find((l) => l.sku === top.sku);
      expect(line, top.sku).toMatchObject({ quantity: top.quantity, shipments: top.shipments });
    }
    // And no SKU of the pick list has more units than the last one shown.
    const shown = new Set(today.topSkus.map((s) => s.sku));
    const least = Math.min(...today.topSkus.map((s) => s.quantity));
    for (const line of list.lines) if (!shown.has(line.sku)) expect(line.quantity).toBeLessThanOrEqual(least);
  });

  it('by location adds up to Today, shipments without a location in a row of their own', async () => {
    const today = await call<TodayFigures>('getToday', { timeZone });
    const rows = (await grid({ ...SHIPMENT_COUNTS.toPackToday.filter, timeZone })).rows;
    expect(today.locations.length).toBeGreaterThan(1);
    const sum = (k: 'toPackToday' | 'overdue') => today.locations.reduce((n, l) => n + l[k], 0);
    expect(sum('toPackToday')).toBe(today.counts.toPackToday);
    expect(sum('overdue')).toBe(today.counts.overdue);
    const unplaced = rows.filter((r) => r.locationId === null).length;
    expect(unplaced).toBeGreaterThan(0);
    expect(today.locations.find((l) => l.locationId === null)?.toPackToday).toBe(unplaced);
    for (const l of today.locations.filter((l) => l.locationId !== null)) {
      const filter = { ...SHIPMENT_COUNTS.toPackToday.filter, locationId: l.locationId!, timeZone };
      expect((await grid(filter)).rowCount, l.locationId!).toBe(l.toPackToday);
    }
    // Every dispatch location of the cache has its row, one with nothing to do today too.
    const cached = new Set(
      (await grid({ view: 'all' })).rows.map((r) => r.locationId).filter((l) => l !== null),
    );
    expect(cached.size).toBeGreaterThan(1);
    for (const id of cached) expect(today.locations.map((l) => l.locationId)).toContain(id);
  });

  it("the chips split each tab's shipments still to dispatch, each the rows it shows when pressed", async () => {
    const today = await call<TodayFigures>('getToday', { timeZone });
    for (const { id: view } of SHIPMENT_VIEWS) {
      const { counts, summary } = await tabs({ view, timeZone });
      const split = DEADLINE_COUNTS.reduce((n, name) => n + summary[name], 0);
      const still =
        view === 'all'
          ? PRE_DISPATCH_VIEWS.reduce((n, v) => n + counts[v], 0)
          : PRE_DISPATCH_VIEWS.includes(view)
            ? counts[view]
            : 0;
      expect(split, `${view}: the deadline chips`).toBe(still);
      for (const name of [...DEADLINE_COUNTS, 'onHold', 'formsFailed'] as const) {
        const pressed = { ...SHIPMENT_COUNTS[name].filter, view, timeZone };
        expect((await grid(pressed)).rowCount, `${view}: ${name}`).toBe(summary[name]);
        // Pressing a chip changes the grid, not the chips.
        if (name !== 'onHold' && name !== 'formsFailed')
          expect((await tabs(pressed)).summary, `${view}: ${name} pressed`).toEqual(summary);
      }
    }
    // On All, the chips are Today's counts of the same names.
    const { summary } = await tabs({ view: 'all', timeZone });
    expect(summary).toMatchObject({
      overdue: today.counts.overdue,
      onHold: today.counts.onHold,
      formsFailed: today.counts.formsFailed,
    });
    // Under To pack today's filter, its deadline set aside, Overdue with Due today is To pack today.
    const { deadline: _byToday, ...packable } = SHIPMENT_COUNTS.toPackToday.filter;
    const toPack = await tabs({ ...packable, timeZone });
    expect(toPack.summary.overdue + toPack.summary.dueToday).toBe(today.counts.toPackToday);
  });
});
