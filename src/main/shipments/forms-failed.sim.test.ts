import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { runShipmentSync } from './shipment-sync.ts';
import { KEY, cachedStatuses, marketplaceTruth, openCache, statusesOf } from './shipments.test-support.ts';
import { TodayQueries } from './today-queries.ts';

describe('a full sync in each dialect, and the forms failed', () => {
  let sim: Sim;
  let cache: ReturnType<typeof openCache>;
  beforeEach(async () => {
    sim = await startSim({ shipments: 400 });
    cache = openCache();
  });
  afterEach(async () => {
    cache.close();
    await sim.close();
  });

  for (const dialect of ['real', 'spec'] as const) {
    it(`stores every shipment, held, SELF, EXPRESS and FBF ones too, and counts failed forms (${dialect})`, async () => {
      await sim.admin('PUT', '/switches', { sellerDialect: dialect });
      const { seller } = selfAccessSeller(sim);
      await runShipmentSync(cache.deps(seller), KEY);

      const truth = await marketplaceTruth(seller);
      expect(cachedStatuses(cache.db)).toEqual(statusesOf(truth));
      const all = [...truth.values()];
      expect(all.some((s) => s.hold === true)).toBe(true);
      for (const kind of ['SELF', 'EXPRESS'])
        expect(all.some((s) => (s as { shipmentType?: string }).shipmentType === kind)).toBe(true);
      expect(all.some((s) => s.orderItems[0]?.serviceProfile === 'FBF')).toBe(true);

      // The real service says a form failed in the item's state; the specification in the form's status.
      const failed = all.filter((s) =>
        dialect === 'real'
          ? s.orderItems.some((i) => i.status === 'FORM_FAILED')
          : s.forms.some((f) => f.status === 'FAILED') &&
            ['APPROVED', 'PACKING_IN_PROGRESS', 'PACKED', 'READY_TO_DISPATCH'].includes(
              s.orderItems[0]?.status ?? '',
            ),
      );
      expect(failed.length).toBeGreaterThan(0);
      if (dialect === 'real')
        for (const s of all) for (const f of s.forms) expect(f).not.toHaveProperty('status');
      const today = new TodayQueries(cache.db, cache.queries, () => Date.now());
      expect(today.figures(KEY, 'Asia/Kolkata').counts.formsFailed).toBe(failed.length);
      expect(cache.queries.counts(KEY, { view: 'all', formsFailed: true }).all).toBe(failed.length);
    });
  }
});
