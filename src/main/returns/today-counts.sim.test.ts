import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { ReturnGridFilter } from '../../shared/returns/contract.ts';
import type { ReturnCounts, ReturnRow } from '../../shared/returns/return-rows.ts';
import { RETURN_TODAY_COUNTS, returnTodayFilter } from '../../shared/returns/return-today.ts';
import { parseMarketplaceTime } from '../../shared/shipments/deadline.ts';
import { dayOf } from '../../shared/shipments/time-zone.ts';
import { callValue, startTestBackend } from '../testing/test-backend.ts';

/**
 * Today's counts of returns, as the Today screen asks for them, over one cache filled from the Demo's marketplace:
 * each is the count of the Returns tab it opens and the rows that tab lists.
 */
describe("Today's returns and the Returns tabs", () => {
  let t: ReturnType<typeof startTestBackend>;
  // One instant for every call: a day turning between two calls would be a real change, not a disagreement.
  const at = new Date();
  beforeAll(async () => {
    t = startTestBackend({ now: () => at });
    const jobs: JobProgress[] = [];
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
    // The Demo syncs its returns at launch.
    await vi.waitFor(
      () => expect(jobs.find((j) => j.kind === 'returnSync' && j.state === 'done')).toBeDefined(),
      { timeout: 60_000, interval: 50 },
    );
  });
  afterAll(() => t.close());

  const call = <T>(name: string, input: unknown): Promise<T> => callValue<T>(t.backend, name, input);
  const rows = (filter: ReturnGridFilter) =>
    call<GridBlock<ReturnRow>>('getReturnBlock', { startRow: 0, endRow: 1000, sort: [], filter });
  const counts = (filter: ReturnGridFilter) => call<ReturnCounts>('getReturnCounts', { filter });

  // Kolkata, and a zone whose day is another one for half of India's: "today" is the seller's day.
  for (const zone of ['Asia/Kolkata', 'America/New_York']) {
    it(`each count is its tab's count and the rows the tab lists (${zone})`, async () => {
      const today = dayOf(at.getTime(), zone);
      let waiting = 0;
      for (const count of RETURN_TODAY_COUNTS) {
        const filter = returnTodayFilter(count, at.getTime(), zone);
        const n = (await counts(filter))[count.tab];
        const listed = await rows(filter);
        expect(listed.rowCount, count.name).toBe(n);
        waiting += n;
        for (const r of listed.rows) expect(r.tab, r.returnId).toBe(count.tab);
        if (count.today)
          for (const r of listed.rows)
            expect(dayOf(parseMarketplaceTime(r.expectedDate ?? '')!, zone), r.returnId).toBe(today);
      }
      // The Demo has returns waiting for the seller.
      expect(waiting).toBeGreaterThan(0);
      // Arriving today is exactly the Arriving returns expected on the seller's today, none left out.
      const arriving = await rows({ tab: 'arriving', timeZone: zone });
      const expectedToday = arriving.rows.filter((r) => {
        const ms = parseMarketplaceTime(r.expectedDate ?? undefined);
        return ms !== undefined && dayOf(ms, zone) === today;
      });
      const arrivingToday = RETURN_TODAY_COUNTS.find((c) => c.name === 'arrivingToday')!;
      expect((await counts(returnTodayFilter(arrivingToday, at.getTime(), zone))).arriving).toBe(
        expectedToday.length,
      );
    });
  }
});
