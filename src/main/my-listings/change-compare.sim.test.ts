import { describe, expect, it, vi } from 'vitest';
import type { ListingEdit } from '../../shared/my-listings/payloads.ts';
import type { ListingWriter } from './change-runner.ts';
import { changeSimPerTest, changeWindow, heldAt } from './testing/change-window.test-support.ts';
import { createListings, priceEdit, productOf, stockEdit } from './testing/my-listings.test-support.ts';

/**
 * Compare and set: a change applies only from the value it was made against. Each case is one the red team staged
 * against the real backend (issue 38, case 1): lost answers by the simulator's fault rules, a third value by a write
 * through the seller API from "another window" (the seller's panel, orders) while the change waits between rounds.
 */
const { at, counted } = changeSimPerTest();

const loseAnswer = (kind: 'price' | 'inventory') =>
  at.sim.admin('PUT', '/faults', {
    rules: [{ match: `/sellers/listings/v3/update/${kind}`, fault: 'truncate', times: 1 }],
  });
/** Once, between the first and second round: what another writer does while the change waits. */
const once = (work: () => Promise<void>) => {
  let done = false;
  return async () => {
    if (done) return;
    done = true;
    await work();
  };
};
const priceFrom = (sku: string, from: number, to: number): ListingEdit => ({
  sku,
  productId: productOf(0),
  kind: 'price',
  before: { mrp: 1000, sellingPrice: from },
  after: { mrp: 1000, sellingPrice: to },
});

describe('compare and set', () => {
  it('stock 7 → 50, answer lost, orders take it to 48: not sent again, says so, and offers "anyway"', async () => {
    let stage = async () => {};
    const w = changeWindow(at.sim, at.dir, { sleep: () => stage() });
    const [sku] = await createListings(w.seller, 'ST', 1);
    stage = once(async () => {
      await w.seller.updateInventory({
        [sku!]: { productId: productOf(0), locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 48 }] },
      });
    });
    await loseAnswer('inventory');
    const started = await w.service.start('demo', [stockEdit(sku!, 0, 50)]);
    await w.settled(started.changeId);

    expect(w.service.results(started.changeId)).toEqual([
      expect.objectContaining({
        sku,
        stopped: true,
        failed: false,
        words: 'Stock at LOC1 is now 48, not 7: not changed.',
        anyway: 'Set it to 50 at LOC1 anyway?',
      }),
    ]);
    expect(w.service.changes('demo')[0]).toMatchObject({
      state: 'done',
      stopped: 1,
      message: '0 of 1 changed, 0 refused, 1 left as the marketplace has it',
    });
    expect(await heldAt(w.seller, sku!)).toMatchObject({ stock: 48 });
    expect((await counted()).inventory[sku!]?.count).toBe(2); // ours, lost; the orders' write

    // "Anyway" is a new change, made against the value found, previewed before it is sent.
    const again = w.service.anyway('demo', started.changeId, []);
    expect(w.service.preview('demo', again).rows).toMatchObject([
      { sku, from: '48 at LOC1', to: '50 at LOC1' },
    ]);
    const anyway = await w.service.start('demo', again);
    await w.settled(anyway.changeId);
    expect(w.service.results(anyway.changeId)[0]?.words).toBe('Stock now 50 at LOC1.');
    expect(await heldAt(w.seller, sku!)).toMatchObject({ stock: 50 });
    w.db.close();
  });

  it('price 900 → 700, answer lost and reads failing; ₹800 set in the panel; Resume keeps the ₹800', async () => {
    const w = changeWindow(at.sim, at.dir);
    const [sku] = await createListings(w.seller, 'PANEL', 1);
    // The first read (before sending) answers; the write is taken and its answer lost; every read after fails.
    await at.sim.admin('PUT', '/faults', {
      rules: [
        { match: '/sellers/listings/v3/update/price', fault: 'truncate', times: 1 },
        { match: '/sellers/listings/v3/*', method: 'GET', fault: 'drop', after: 1 },
      ],
    });
    const started = await w.service.start('demo', [priceEdit(sku!, 0, 700)]);
    await w.settled(started.changeId);
    expect(w.service.changes('demo')[0]).toMatchObject({
      state: 'failed',
      message: 'The marketplace did not answer for 1 of 1; resume to check and send them.',
    });

    await at.sim.admin('DELETE', '/faults');
    await w.seller.updatePrices({ [sku!]: { productId: productOf(0), mrp: 1000, sellingPrice: 800 } });
    await w.service.resume(started.changeId);
    await w.settled(started.changeId);
    expect(w.service.results(started.changeId)).toMatchObject([
      {
        sku,
        stopped: true,
        words: 'Price is now ₹800, not ₹900: not changed.',
        anyway: 'Set it to ₹700 anyway?',
      },
    ]);
    expect(await heldAt(w.seller, sku!)).toMatchObject({ sellingPrice: 800 });
    expect((await counted()).price[sku!]?.count).toBe(2); // ours once, the panel's once
    w.db.close();
  });

  it('window 2 changes a SKU whose change in window 1 waits for its answer: refused with a sentence', async () => {
    let stage = async () => {};
    const w1 = changeWindow(at.sim, at.dir, { sleep: () => stage() });
    const w2 = changeWindow(at.sim, at.dir);
    const [sku] = await createListings(w1.seller, 'WIN', 1);
    let second = '';
    stage = once(async () => {
      second = await w2.service.start('demo', [priceEdit(sku!, 0, 650)]).then(
        () => 'started',
        (e: Error) => e.message,
      );
    });
    await loseAnswer('price');
    const first = await w1.service.start('demo', [priceEdit(sku!, 0, 700)]);
    await w1.settled(first.changeId);

    expect(second).toBe(
      `SKU ${sku} has a change still waiting for the marketplace's answer; resume that change or wait for it to end, then try again.`,
    );
    expect(w2.service.changes('demo').map((c) => c.message)).toEqual(['1 of 1 changed, 0 refused']);
    expect(await heldAt(w1.seller, sku!)).toMatchObject({ sellingPrice: 700 });
    expect((await counted()).price[sku!]?.count).toBe(1);

    // Its outcome known, the SKU is free: window 2's change, made against ₹700, goes through.
    const next = await w2.service.start('demo', [priceFrom(sku!, 700, 650)]);
    await w2.settled(next.changeId);
    expect(w2.service.results(next.changeId)[0]?.words).toBe('Price now ₹650 (MRP ₹1,000).');
    w1.db.close();
    w2.db.close();
  });

  it('price and stock of one SKU in one change: the SKU stays locked until both calls are answered', async () => {
    const probe = changeWindow(at.sim, at.dir);
    const [sku] = await createListings(probe.seller, 'BOTH', 1);
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    let reads = 0;
    const held: ListingWriter = {
      updatePrices: (c, o) => probe.seller.updatePrices(c, o),
      updateInventory: (c, o) => probe.seller.updateInventory(c, o),
      // The stock call's read (the second: price calls start first) is held back after it has read 7.
      getListingsBySku: async (skus, o) => {
        const read = await probe.seller.getListingsBySku(skus, o);
        if (reads++ === 1) await gate;
        return read;
      },
    };
    const w1 = changeWindow(at.sim, at.dir, { deps: { writer: async () => held } });
    const w2 = changeWindow(at.sim, at.dir);
    const first = await w1.service.start('demo', [priceEdit(sku!, 0, 800), stockEdit(sku!, 0, 50)]);
    await vi.waitFor(() => expect(w1.service.results(first.changeId)).toHaveLength(1));
    // The price answered, the stock call between its read and its send: window 2 may not change the stock now.
    await expect(w2.service.start('demo', [stockEdit(sku!, 0, 60)])).rejects.toMatchObject({
      code: 'VALIDATION',
      message: `SKU ${sku} has a change still waiting for the marketplace's answer; resume that change or wait for it to end, then try again.`,
    });
    open();
    await w1.settled(first.changeId);
    expect(await heldAt(probe.seller, sku!)).toMatchObject({ sellingPrice: 800, stock: 50 });
    expect((await counted()).inventory[sku!]?.count).toBe(1);
    for (const w of [probe, w1, w2]) w.db.close();
  });

  it('stock at a location the SKU no longer has: stopped in words, not "the marketplace did not answer"', async () => {
    const w = changeWindow(at.sim, at.dir);
    const [sku] = await createListings(w.seller, 'LOC2', 1);
    // Made from a cache that still had LOC2 (3 in stock); the marketplace lists LOC1 only.
    const edit: ListingEdit = {
      sku: sku!,
      productId: productOf(0),
      kind: 'stock',
      before: [
        { id: 'LOC1', status: 'ENABLED', inventory: 7 },
        { id: 'LOC2', status: 'ENABLED', inventory: 3 },
      ],
      after: [
        { id: 'LOC1', status: 'ENABLED', inventory: 7 },
        { id: 'LOC2', status: 'ENABLED', inventory: 9 },
      ],
    };
    const started = await w.service.start('demo', [edit]);
    await w.settled(started.changeId);
    expect(w.service.changes('demo')[0]).toMatchObject({
      state: 'done',
      message: '0 of 1 changed, 0 refused, 1 left as the marketplace has it',
    });
    expect(w.service.results(started.changeId)).toMatchObject([
      { sku, stopped: true, words: 'Stock at LOC2 is now none, not 3: not changed.' },
    ]);
    expect(w.reports).toEqual(['ok']); // the marketplace answered: not taken as offline
    expect((await counted()).inventory[sku!]).toBeUndefined();
    w.db.close();
  });

  it('two windows starting a change of one SKU at the same moment: one is sent, the other stops', async () => {
    const w1 = changeWindow(at.sim, at.dir);
    const w2 = changeWindow(at.sim, at.dir);
    const [sku] = await createListings(w1.seller, 'SAME', 1);
    // Both pass the start (no lock yet); whichever locks first sends, the other finds the lock or the new price.
    const started = await Promise.all([
      w1.service.start('demo', [priceEdit(sku!, 0, 700)]),
      w2.service.start('demo', [priceEdit(sku!, 0, 650)]),
    ]);
    await w1.settled(started[0].changeId);
    await w2.settled(started[1].changeId);
    const messages = [w1.service.results(started[0].changeId), w2.service.results(started[1].changeId)];
    expect(messages.map((r) => r[0]?.stopped === true).sort()).toEqual([false, true]);
    const sent = messages.findIndex((r) => r[0]?.stopped !== true);
    expect(await heldAt(w1.seller, sku!)).toMatchObject({ sellingPrice: [700, 650][sent] });
    expect((await counted()).price[sku!]?.count).toBe(1);
    w1.db.close();
    w2.db.close();
  });

  it('undo of an older change (900 → 700) after a newer one (700 → 650) keeps ₹650 and says so', async () => {
    const w = changeWindow(at.sim, at.dir);
    const [sku] = await createListings(w.seller, 'UNDO', 1);
    const older = await w.service.start('demo', [priceEdit(sku!, 0, 700)]);
    await w.settled(older.changeId);
    const newer = await w.service.start('demo', [priceFrom(sku!, 700, 650)]);
    await w.settled(newer.changeId);

    const undo = await w.service.undo(older.changeId);
    await w.settled(undo.changeId);
    expect(w.service.results(undo.changeId)).toMatchObject([
      {
        sku,
        stopped: true,
        words: 'Price is now ₹650, not ₹700: not changed.',
        anyway: 'Set it to ₹900 anyway?',
      },
    ]);
    expect(w.service.changes('demo')[0]).toMatchObject({
      undoes: older.changeId,
      message: '0 of 1 restored, 0 refused, 1 left as the marketplace has it',
    });
    expect(await heldAt(w.seller, sku!)).toMatchObject({ sellingPrice: 650 });
    expect((await counted()).price[sku!]?.count).toBe(2);
    w.db.close();
  });

  it('a change whose SKU moved since the preview is not sent at all, even the first time', async () => {
    const w = changeWindow(at.sim, at.dir);
    const [a, b] = await createListings(w.seller, 'MOVED', 2);
    await w.seller.updatePrices({ [a!]: { productId: productOf(0), mrp: 1000, sellingPrice: 850 } });
    const started = await w.service.start('demo', [priceEdit(a!, 0, 700), priceEdit(b!, 1, 700)]);
    await w.settled(started.changeId);
    expect(w.service.results(started.changeId).map((r) => r.words)).toEqual([
      'Price is now ₹850, not ₹900: not changed.',
      'Price now ₹700 (MRP ₹1,000).',
    ]);
    const c = await counted();
    expect([c.price[a!]?.count, c.price[b!]?.count]).toEqual([1, 1]); // a: the other write only
    w.db.close();
  });
});
