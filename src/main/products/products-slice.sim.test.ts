import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductRecord } from '../../shared/products/product-record.ts';
import type { PickList } from '../../shared/shipments/pick-list.ts';
import { startDemoBackend } from '../fulfilment/testing/demo-backend.test-support.ts';

/** The product record in the real backend on the Demo profile: filled by My listings' read and by the sheet. */
describe('the product records in the real backend', () => {
  let demo: Awaited<ReturnType<typeof startDemoBackend>>;
  beforeEach(async () => {
    demo = await startDemoBackend();
  });
  afterEach(() => demo.t.close());

  const call = <T>(name: string, input: unknown = {}): Promise<T> => demo.call<T>(name, input);
  const records = async () => new Map((await call<ProductRecord[]>('productRecords')).map((r) => [r.sku, r]));

  it(
    "learns tax, HSN and locations from My listings' read (its grid and the slips show them), a box from the sheet",
    { timeout: 90_000 },
    async () => {
      expect((await records()).size).toBe(0);
      const { jobId } = await call<{ jobId: string }>('readMyListings', { pasted: [] });
      await vi.waitFor(
        () => expect(demo.jobs.find((j) => j.jobId === jobId && j.state !== 'running')?.state).toBe('done'),
        {
          timeout: 30_000,
          interval: 20,
        },
      );
      const read = await records();
      expect(read.size).toBeGreaterThan(10);
      const [sku, one] = [...read][0]!;
      expect(one.fields.taxCode).toMatchObject({ value: expect.stringMatching(/^GST_/), source: 'listing' });
      expect(one.fields.hsn).toMatchObject({ value: expect.stringMatching(/^\d{4}$/), source: 'listing' });
      expect(Object.keys(one.locationNames ?? {}).length).toBeGreaterThan(0);
      // My listings' rows show the record's GST and HSN.
      const grid = await call<{ rows: { sku: string; gst?: string; hsn?: string }[] }>('myListingsBlock', {
        startRow: 0,
        endRow: 20,
        sort: [],
        filter: {},
      });
      const shown = grid.rows.filter((r) => read.has(r.sku));
      expect(shown.length).toBeGreaterThan(0);
      for (const r of shown) {
        const code = read.get(r.sku)!.fields.taxCode!.value;
        expect(r.gst).toBe(code === 'GST_APPAREL' ? code : `${code.replace('GST_', '')}%`);
        expect(r.hsn).toBe(read.get(r.sku)!.fields.hsn!.value);
      }
      // The packing slips carry each item's HSN from its record.
      const list = await call<PickList>('getPickList', {
        filter: { view: 'toPack' },
        timeZone: 'Asia/Kolkata',
      });
      const items = list.slips.flatMap((slip) => slip.items);
      expect(items.length).toBeGreaterThan(0);
      expect(items.filter((i) => read.has(i.sku) && i.hsn !== read.get(i.sku)?.fields.hsn?.value)).toEqual(
        [],
      );
      expect(items.some((i) => i.hsn !== undefined)).toBe(true);

      // The sheet tells a box the Demo's listings do not have; the listing's HSN still wins over the sheet's.
      await call('saveListingRows', {
        upsert: [
          {
            id: 'r1',
            position: 0,
            cells: {
              sku,
              hsn: '9999',
              package_length: '12',
              package_breadth: '10',
              package_height: '8',
              package_weight: '0.4',
            },
          },
        ],
      });
      await vi.waitFor(async () =>
        expect((await records()).get(sku)?.fields.weight).toMatchObject({ value: '0.4', source: 'sheet' }),
      );
      expect((await records()).get(sku)?.fields.hsn).toEqual(one.fields.hsn);
    },
  );
});
