import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListingV3 } from '../../shared/marketplace/listing-read.ts';
import { startSim } from '../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../marketplace/testing/sim.test-support.ts';
import { exampleRows, tempDir } from './testing/listings-db.test-support.ts';
import { stockroomAt } from './testing/stockroom.test-support.ts';

type Received = Record<
  string,
  { count: number; listingId?: string; attributeValues?: Record<string, string> }
>;

describe('preview and undo of an upload, against the simulator', () => {
  let sim: Sim;
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(async () => {
    tmp = tempDir();
    sim = await startSim({ shipments: 20, products: 50 });
  });
  afterEach(async () => {
    await sim.close();
    tmp.remove();
  });

  const received = async () => ((await sim.admin('GET', '/listings/received')) as { skus: Received }).skus;
  const stockroom = (name: string) => stockroomAt(sim, tmp.dir, name);
  /** The listing of a SKU as the v3 read gives it. */
  const read = async (s: ReturnType<typeof stockroom>, sku: string): Promise<ListingV3 | undefined> => {
    const [got] = await s.seller.getListingsBySku([sku]);
    return got?.state === 'available' ? got.listing : undefined;
  };

  it('reads the listings as they are now and shows old → new per SKU, marking those with nothing to change', async () => {
    const s = stockroom('a');
    const rows = exampleRows(5, 'PV');
    s.drafts.replace('demo', rows);
    expect(await s.ended(s.uploads.start('demo').uploadId)).toMatchObject({ state: 'done', failed: 0 });

    s.drafts.save('demo', {
      upsert: [
        { ...rows[0]!, cells: { ...rows[0]!.cells, selling_price: '599' } },
        {
          ...rows[1]!,
          cells: { ...rows[1]!.cells, mrp: '999', listing_status: 'INACTIVE', location_inventory: '7' },
        },
        { id: 'row-new', position: 9, cells: { ...rows[2]!.cells, sku: 'PV-NEW' } },
      ],
    });
    const items = await s.previewed(['row-PV-0', 'row-PV-1', 'row-PV-2', 'row-new']);
    const bySku = new Map(items.map((i) => [i.sku, i]));
    expect(bySku.get('PV-0001')).toMatchObject({
      state: 'changes',
      changes: [{ field: 'selling_price', label: 'Price', old: '649', new: '599' }],
    });
    expect(bySku.get('PV-0002')?.changes.map((c) => `${c.label}: ${c.old} → ${c.new}`)).toEqual([
      'MRP: 899 → 999',
      'Stock: 25 → 7',
      'Status: ACTIVE → INACTIVE',
    ]);
    expect(bySku.get('PV-0003')).toMatchObject({ state: 'same', changes: [] });
    expect(bySku.get('PV-NEW')).toMatchObject({ state: 'unknown' });
    expect(bySku.get('PV-NEW')?.note).toBe(
      'The marketplace has no listing for this SKU yet, so there is nothing to compare: the upload creates it.',
    );
    // Four SKUs: one read call.
    expect(await sim.count('GET /sellers/listings/v3/*', '200')).toBe(1);
  });

  it('undoes an upload: the earlier request from the journal, or the values the preview read; says why where neither', async () => {
    const a = stockroom('a');
    const rows = exampleRows(4, 'UN');
    a.drafts.replace('demo', rows);
    const first = a.uploads.start('demo');
    expect(await a.ended(first.uploadId)).toMatchObject({ state: 'done', failed: 0 });

    // A second Stockroom (no journal of these SKUs) previews, then uploads new prices and a never-seen SKU.
    const b = stockroom('b');
    const changed = rows.map((r) => ({
      ...r,
      cells: { ...r.cells, selling_price: '555', shipping_local: '0' },
    }));
    b.drafts.replace('demo', [
      ...changed.slice(0, 3),
      { id: 'row-x', position: 9, cells: { ...rows[0]!.cells, sku: 'UN-X' } },
    ]);
    const items = await b.previewed(['row-UN-0', 'row-UN-1']);
    expect(items.every((i) => i.state === 'changes')).toBe(true);
    // The second Stockroom never sent them, but its preview read them: it knows an upload overwrites them.
    expect(b.journal.knownSkus('demo')).toEqual(new Set(['UN-0001', 'UN-0002']));
    const second = b.uploads.start('demo');
    expect(await b.ended(second.uploadId)).toMatchObject({ state: 'done', answered: 4, failed: 0 });
    const after = await received();
    expect(after['UN-0001']?.attributeValues).toMatchObject({
      selling_price: '555.00',
      local_shipping_charge: '0.00',
    });

    const undo = b.uploads.undo(second.uploadId);
    expect(undo).toMatchObject({ total: 2, heldBack: 2 });
    expect(await b.ended(undo.uploadId)).toMatchObject({
      state: 'done',
      total: 4,
      answered: 4,
      failed: 2,
      undoes: second.uploadId,
      message:
        '2 of 4 restored, 2 not undone: UN-0003 (its values before the upload are not known: no earlier upload or preview); UN-X (its values before the upload are not known: no earlier upload or preview).',
    });
    const results = new Map(b.uploads.results(undo.uploadId).map((r) => [r.sku, r]));
    expect(results.get('UN-0001')).toMatchObject({ status: 'SUCCESS', failed: false });
    expect(results.get('UN-0003')).toMatchObject({ status: 'NOT_UNDONE', failed: true });
    expect(results.get('UN-0003')?.issues[0]?.description).toMatch(/^This SKU cannot be undone: /);
    expect(results.get('UN-X')).toMatchObject({ status: 'NOT_UNDONE' });

    const now = await received();
    for (const sku of ['UN-0001', 'UN-0002']) {
      expect(now[sku]).toMatchObject({ count: 3 });
      expect(now[sku]?.attributeValues).toMatchObject({
        selling_price: '649.00',
        local_shipping_charge: '20.00',
      });
      const listing = await read(b, sku);
      expect(listing).toMatchObject({ price: { sellingPrice: 649 }, shippingFees: { local: 20 } });
    }
    // Not undone: still as the upload left it, and sent no more.
    expect(now['UN-0003']).toMatchObject({ count: 2, attributeValues: { selling_price: '555.00' } });
    expect(() => b.uploads.undo(second.uploadId)).toThrow('That upload was undone already.');

    // The first Stockroom undoes its own second upload from its journal: its first request goes back.
    a.drafts.replace('demo', changed);
    const third = a.uploads.start('demo');
    expect(await a.ended(third.uploadId)).toMatchObject({ state: 'done', failed: 0 });
    // Another profile active (a screen left from before a switch): refused, nothing sent (issue 38, case 6).
    const elsewhere =
      'That upload was made on another profile, so nothing was sent; switch to that profile to act on it.';
    expect(() => a.uploads.undo(third.uploadId, 'shop')).toThrow(elsewhere);
    expect(() => a.uploads.retryFailed(third.uploadId, 'shop')).toThrow(elsewhere);
    expect(() => a.uploads.resume(third.uploadId, 'shop')).toThrow(elsewhere);
    const undoThird = a.uploads.undo(third.uploadId, 'demo');
    expect(undoThird).toMatchObject({ total: 4, heldBack: 0 });
    expect(await a.ended(undoThird.uploadId)).toMatchObject({ state: 'done', answered: 4, failed: 0 });
    const last = await received();
    for (const sku of ['UN-0001', 'UN-0002', 'UN-0003', 'UN-0004'])
      expect(last[sku]?.attributeValues, sku).toMatchObject({ selling_price: '649.00' });
  });
});
