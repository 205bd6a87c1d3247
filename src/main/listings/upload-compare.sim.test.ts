import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXAMPLE_ROW } from '../../shared/listings/example.ts';
import { startSim } from '../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../marketplace/testing/sim.test-support.ts';
import { exampleRows, tempDir } from './testing/listings-db.test-support.ts';
import { stockroomAt } from './testing/stockroom.test-support.ts';

/**
 * Compare and set for uploads and their undo (issue 38): a SKU is sent only while the marketplace holds what the call
 * was made against. The third value is written by "another window" (a second Stockroom uploading) or the seller's
 * panel (a price update through the seller API); lost answers by the simulator's fault rules.
 */
describe('compare and set of uploads and their undo, against the simulator', () => {
  let sim: Sim;
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(async () => {
    tmp = tempDir();
    sim = await startSim({ shipments: 5, products: 20 });
  });
  afterEach(async () => {
    await sim.close();
    tmp.remove();
  });

  const received = async () =>
    ((await sim.admin('GET', '/listings/received')) as { skus: Record<string, { count: number }> }).skus;
  const stockroom = (name: string) => {
    const s = stockroomAt(sim, tmp.dir, name);
    const words = (uploadId: string) =>
      Object.fromEntries(
        s.uploads.results(uploadId).map((r) => [r.sku, `${r.status}: ${r.issues[0]?.description ?? ''}`]),
      );
    return { ...s, words };
  };
  const priceOf = async (s: ReturnType<typeof stockroom>, sku: string) => {
    const [read] = await s.seller.getListingsBySku([sku]);
    return read?.state === 'available' ? read.listing.price.sellingPrice : undefined;
  };
  const priced = (rows: ReturnType<typeof exampleRows>, price: string) =>
    rows.map((r) => ({ ...r, cells: { ...r.cells, selling_price: price } }));
  /** The rows uploaded, then uploaded again at ₹700: the second upload is what an undo takes back. */
  const uploadedTwice = async (s: ReturnType<typeof stockroom>, rows: ReturnType<typeof exampleRows>) => {
    s.drafts.replace('demo', rows);
    expect(await s.ended(s.uploads.start('demo').uploadId)).toMatchObject({ state: 'done', failed: 0 });
    s.drafts.replace('demo', priced(rows, '700'));
    const second = s.uploads.start('demo');
    expect(await s.ended(second.uploadId)).toMatchObject({ state: 'done', failed: 0 });
    return second;
  };

  it('undo: a SKU another window changed since the upload is not sent back and says what it found; the other is', async () => {
    const a = stockroom('a');
    const rows = exampleRows(2, 'UC');
    const second = await uploadedTwice(a, rows);

    // Another window sets ₹650 on the first SKU after the upload.
    const b = stockroom('b');
    b.drafts.replace('demo', priced(rows.slice(0, 1), '650'));
    expect(await b.ended(b.uploads.start('demo').uploadId)).toMatchObject({ state: 'done', failed: 0 });

    const undo = a.uploads.undo(second.uploadId);
    expect(await a.ended(undo.uploadId)).toMatchObject({
      state: 'done',
      failed: 1,
      message: '1 of 2 restored, 1 not undone: UC-0001 (Price is now ₹650, not ₹700 as the upload set it).',
    });
    expect(a.words(undo.uploadId)).toEqual({
      'UC-0001': 'NOT_UNDONE: Price is now ₹650, not ₹700 as the upload set it: not undone.',
      'UC-0002': 'SUCCESS: ',
    });
    expect(await priceOf(a, 'UC-0001')).toBe(650);
    expect(await priceOf(a, 'UC-0002')).toBe(649);
    const got = await received();
    expect(got['UC-0001']?.count).toBe(3); // a's two uploads and b's: the undo sent nothing
    expect(got['UC-0002']?.count).toBe(3); // a's two uploads and the undo
    // The stopped SKU is not its latest result: the sheet keeps what was last sent.
    expect(a.journal.latestResults('demo').get('UC-0001')?.status).toBe('SUCCESS');
  });

  it('undo: each call of 10 is read once and sent once, the only calls it makes', async () => {
    const a = stockroom('a');
    const second = await uploadedTwice(a, exampleRows(25, 'UN'));

    await sim.admin('DELETE', '/counters');
    const undo = a.uploads.undo(second.uploadId);
    expect(await a.ended(undo.uploadId)).toMatchObject({ state: 'done', answered: 25, failed: 0 });
    // Compare and set reads before each send (issue 38): 3 calls of at most 10, each a read and a write.
    const calls = Object.entries(await sim.counters()).filter(([route]) => route.includes('/listings/'));
    expect(Object.fromEntries(calls)).toEqual({
      'GET /sellers/listings/v3/*': { '200': 3 },
      'POST /sellers/listings/v3': { '200': 3 },
    });
  });

  it('undo: a SKU still holding what the upload set is restored, also when its answer is lost', async () => {
    const a = stockroom('a');
    const second = await uploadedTwice(a, exampleRows(2, 'UR'));

    // The undo's call is taken by the marketplace and its answer lost: the read before the retry finds the undo's
    // own values, not a third one, and the retry goes on.
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/listings/v3', fault: 'truncate', times: 1 }],
    });
    const undo = a.uploads.undo(second.uploadId);
    expect(await a.ended(undo.uploadId)).toMatchObject({
      state: 'done',
      failed: 0,
      message: '2 of 2 restored, 0 not undone',
    });
    expect(await priceOf(a, 'UR-0001')).toBe(649);
    expect(await priceOf(a, 'UR-0002')).toBe(649);
    // Two uploads, the undo's call whose answer was lost, and its retry.
    expect((await received())['UR-0001']?.count).toBe(4);
  });

  it('an upload over a listing the preview read does not overwrite a price set since; a create is sent as before', async () => {
    const a = stockroom('a');
    const rows = exampleRows(2, 'UP');
    a.drafts.replace('demo', rows);
    await a.ended(a.uploads.start('demo').uploadId);

    const next = [
      ...priced(rows, '700'),
      { id: 'row-new', position: 9, cells: { ...rows[0]!.cells, sku: 'UP-NEW' } },
    ];
    a.drafts.replace('demo', next);
    await a.previewed(next.map((r) => r.id));
    // After the preview, the seller sets ₹660 on the first SKU in the marketplace's panel.
    await a.seller.updatePrices({
      'UP-0001': { productId: EXAMPLE_ROW.product_id!, mrp: 899, sellingPrice: 660 },
    });

    const upload = a.uploads.start('demo');
    expect(await a.ended(upload.uploadId)).toMatchObject({ state: 'done', answered: 3, failed: 1 });
    expect(a.words(upload.uploadId)).toEqual({
      'UP-0001':
        'CHANGED_SINCE: Price is now ₹660, not ₹649 as the preview read it: not uploaded, so the newer value ' +
        'stays. Preview again to upload over it.',
      'UP-0002': 'SUCCESS: ',
      'UP-NEW': 'SUCCESS: ',
    });
    expect(await priceOf(a, 'UP-0001')).toBe(660);
    expect(await priceOf(a, 'UP-0002')).toBe(700);
    const got = await received();
    expect(got['UP-0001']?.count).toBe(1);
    expect(got['UP-NEW']?.count).toBe(1);
  });
});
