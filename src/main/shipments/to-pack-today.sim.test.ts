import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PackForm } from '../../shared/fulfilment/pack-rules.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import { SHIPMENT_COUNTS } from '../../shared/shipments/counts.ts';
import type { TodayCount, TodayFigures } from '../../shared/shipments/today.ts';
import type { ShipmentRow } from '../../shared/shipments/types.ts';
import { startDemoBackend } from '../fulfilment/testing/demo-backend.test-support.ts';
import { jobEnd } from '../testing/test-backend.ts';

const timeZone = 'Asia/Kolkata';

/**
 * Issue 39: "To pack today" (3) held 2 shipments whose forms had failed, and Pack… then packed 0. A count on Today
 * is work the seller can do: what Pack takes, with failed forms, packing at the marketplace and held ones apart.
 */
describe('To pack today is what Pack takes', () => {
  let demo: Awaited<ReturnType<typeof startDemoBackend>>;
  beforeEach(async () => {
    demo = await startDemoBackend();
  });
  afterEach(() => demo.t.close());

  const call = <T>(name: string, input: unknown = {}): Promise<T> => demo.call<T>(name, input);
  const rows = async (name: TodayCount) =>
    (
      await call<GridBlock<ShipmentRow>>('getShipmentBlock', {
        startRow: 0,
        endRow: 1000,
        sort: [],
        filter: { ...SHIPMENT_COUNTS[name].filter, timeZone },
      })
    ).rows;

  it('leaves failed forms, packing and held shipments out of To pack today, each counted apart', async () => {
    // Delivered shipments back in To pack, their dispatch-by long past: two with a failed form, one packing at the
    // marketplace, one held, one plainly approved.
    const delivered = (
      await call<GridBlock<ShipmentRow>>('getShipmentBlock', {
        startRow: 0,
        endRow: 5,
        sort: [],
        filter: { view: 'delivered' },
      })
    ).rows.map((r) => r.shipmentId);
    expect(delivered).toHaveLength(5);
    const [failed1, failed2, packing, held, approved] = delivered as [string, string, string, string, string];
    const move = (shipmentIds: string[], status: string, hold?: boolean) =>
      demo.admin('POST', '/shipments/move', { shipmentIds, status, ...(hold === undefined ? {} : { hold }) });
    await move([failed1, failed2], 'FORM_FAILED');
    await move([packing], 'PACKING_IN_PROGRESS');
    await move([held], 'APPROVED', true);
    await move([approved], 'APPROVED');
    const { jobId } = await call<{ jobId: string }>('startShipmentSync', { kind: 'incremental' });
    expect((await jobEnd(demo.jobs, jobId, 30_000)).state).toBe('done');

    const today = await call<TodayFigures>('getToday', { timeZone });
    const toPack = (await rows('toPackToday')).map((r) => r.shipmentId);
    expect(toPack).toContain(approved);
    for (const id of [failed1, failed2, packing, held]) expect(toPack).not.toContain(id);
    expect(today.counts.toPackToday).toBe(toPack.length);
    expect((await rows('formsFailed')).map((r) => r.shipmentId)).toEqual(
      expect.arrayContaining([failed1, failed2]),
    );
    const packingRows = await rows('packingInProgress');
    expect(packingRows.map((r) => r.shipmentId)).toContain(packing);
    expect(today.counts.packingInProgress).toBe(packingRows.length);
    expect((await rows('onHold')).map((r) => r.shipmentId)).toContain(held);

    // Pack… on every shipment To pack today opens leaves none out for its state or a hold.
    const form = await call<PackForm>('getPackForm', { shipmentIds: toPack.slice(0, 1000), timeZone });
    expect(form.skipped.filter((s) => !s.reason.startsWith('Can be packed from'))).toEqual([]);
    expect(form.rows.map((r) => r.shipmentId)).toContain(approved);
  });
});
