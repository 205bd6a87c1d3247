import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Shipment, ShipmentFilter } from '../../shared/marketplace/seller-types.ts';
import { selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import type { ShipmentSource } from './shipment-sync.ts';
import { runShipmentSync } from './shipment-sync.ts';
import { KEY, cachedStatuses, marketplaceTruth, openCache, statusesOf } from './shipments.test-support.ts';

const orderMs = (s: Shipment): number => Date.parse(s.orderItems[0]?.orderDate ?? '');
const inRange = (ms: number, r: { from?: string; to?: string } | undefined): boolean =>
  r !== undefined &&
  (r.from === undefined || ms >= Date.parse(r.from)) &&
  (r.to === undefined || ms <= Date.parse(r.to));

/**
 * The seller client, with shipments moved at the simulator in the middle of a walk: once the first post-dispatch
 * window has sent a page with more to follow, a shipment of that page is cancelled (it leaves the window's results,
 * so under offset paging the next page starts one too far), and a delivered shipment of a pre-dispatch window
 * already walked goes back to APPROVED (it enters a walk that is over).
 */
function movingSource(
  sim: Sim,
  source: ShipmentSource,
  before: Map<string, Shipment>,
): { source: ShipmentSource; moved: string[]; movedWindowDone: () => boolean } {
  const walked: ShipmentFilter[] = [];
  const moved: string[] = [];
  let triggered = false;
  let trigger: ShipmentFilter | undefined;
  const wrapped: ShipmentSource = {
    getShipments: (kind, ids, opts) => source.getShipments(kind, ids, opts),
    async *filterShipments(filter, opts) {
      for await (const page of source.filterShipments(filter, opts)) {
        if (!triggered && filter.type === 'postDispatch' && filter.hold === false && page.hasMore) {
          triggered = true;
          trigger = filter;
          const leaver = page.shipments[0] as Shipment;
          const walkedPre = walked.filter((f) => f.type === 'preDispatch' && f.hold === false);
          const enterer = [...before.values()].find(
            (s) =>
              s.orderItems[0]?.status === 'DELIVERED' &&
              s.shipmentId !== leaver.shipmentId &&
              walkedPre.some((f) => inRange(orderMs(s), f.orderDate)),
          );
          expect(enterer, 'a delivered shipment placed in a walked pre-dispatch window').toBeDefined();
          await sim.admin('POST', '/shipments/move', {
            shipmentIds: [leaver.shipmentId],
            status: 'CANCELLED',
          });
          await sim.admin('POST', '/shipments/move', {
            shipmentIds: [(enterer as Shipment).shipmentId],
            status: 'APPROVED',
          });
          moved.push(leaver.shipmentId, (enterer as Shipment).shipmentId);
        }
        yield page;
      }
      walked.push(filter);
    },
  };
  return { source: wrapped, moved, movedWindowDone: () => trigger !== undefined && walked.includes(trigger) };
}

describe('a sync while shipments move (offset paging)', () => {
  let sim: Sim;
  let cache: ReturnType<typeof openCache>;
  beforeEach(async () => {
    sim = await startSim({ shipments: 1500 });
    cache = openCache();
  });
  afterEach(async () => {
    cache.close();
    await sim.close();
  });

  for (const dialect of ['real', 'spec'] as const) {
    it(`stores every shipment once, in its latest state (${dialect} dialect)`, async () => {
      await sim.admin('PUT', '/switches', { sellerDialect: dialect });
      const { seller } = selfAccessSeller(sim);
      const before = await marketplaceTruth(seller);
      const { source, moved } = movingSource(sim, seller, before);

      const outcome = await runShipmentSync(cache.deps(source), KEY, { parallelism: 2 });

      expect(moved).toHaveLength(2);
      const after = await marketplaceTruth(seller);
      expect(after.get(moved[0] as string)?.orderItems[0]?.status).toBe('CANCELLED');
      expect(after.get(moved[1] as string)?.orderItems[0]?.status).toBe('APPROVED');
      // The primary key keeps each shipment once; the cache holds exactly the marketplace's, as they stand now.
      expect(cachedStatuses(cache.db)).toEqual(statusesOf(after));
      expect(outcome.stored).toBeGreaterThanOrEqual(after.size);
    });
  }

  it('a sync cancelled after a walk was cut short resumes and still stores every shipment once', async () => {
    const { seller } = selfAccessSeller(sim);
    const before = await marketplaceTruth(seller);
    const { source, moved, movedWindowDone } = movingSource(sim, seller, before);
    const controller = new AbortController();
    // Windows one at a time: the cancel lands after the window that skipped one, before any other reads the mover.
    const run = runShipmentSync(cache.deps(source), KEY, {
      parallelism: 1,
      signal: controller.signal,
      onProgress: () => {
        if (movedWindowDone()) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(moved).toHaveLength(2);

    const resumed = await runShipmentSync(cache.deps(seller), KEY);
    expect(resumed.resumed).toBe(true);
    expect(cachedStatuses(cache.db)).toEqual(statusesOf(await marketplaceTruth(seller)));
  });
});
