import { describe, expect, it } from 'vitest';
import { offlineRefusal } from './change-service.ts';
import type { SellerClient } from '../marketplace/seller/seller-client.ts';
import { changeSimPerTest, changeWindow } from './testing/change-window.test-support.ts';
import { createListings, priceEdit, stockEdit } from './testing/my-listings.test-support.ts';

/** Price and stock changes as a journaled job, against the simulator over real HTTP, SQLite on disk. */
const { at, counted } = changeSimPerTest();

function setup(online = true) {
  return changeWindow(at.sim, at.dir, {
    online,
    deps: { limits: () => new Map([['F-1', { floor: 850 }]]) },
  });
}

describe('a price and stock change', () => {
  it('previews old → new, holds back what fails a check, and says how many it will send', async () => {
    const { service, db } = setup();
    const preview = service.preview('demo', [
      priceEdit('F-1', 0, 849),
      priceEdit('A-1', 1, 1001),
      priceEdit('A-2', 2, 749),
      stockEdit('A-3', 3, 0),
      stockEdit('A-4', 4, 7),
    ]);
    expect(preview.rows.map((r) => [r.sku, r.from, r.to, r.problems])).toEqual([
      ['A-2', '₹900 (MRP ₹1,000)', '₹749 (MRP ₹1,000)', []],
      ['A-3', '7 at LOC1', '0 at LOC1', []],
      ['F-1', '₹900 (MRP ₹1,000)', '₹849 (MRP ₹1,000)', ['The selling price is under your floor of ₹850.']],
      ['A-1', '₹900 (MRP ₹1,000)', '₹1,001 (MRP ₹1,000)', ['The selling price is above the MRP (₹1,000).']],
    ]);
    expect(preview.confirm).toBe('Send 1 price change and 1 stock change to the marketplace?');
    expect([preview.sendable, preview.heldBack]).toEqual([2, 2]);
    db.close();
  });

  it('sends, answers per SKU in words, the read shows the new values, and undo puts the old back', async () => {
    const { service, seller, settled, db } = setup();
    const skus = await createListings(seller, 'CH', 12);
    const edits = [
      ...skus.slice(0, 11).map((sku, i) => priceEdit(sku, i, 800 + i)),
      stockEdit(skus[11]!, 11, 0),
      { ...priceEdit('NOT-MINE', 99, 500), productId: 'PRODUCT99999999' },
    ];
    const started = await service.start('demo', edits);
    expect(started).toMatchObject({ total: 13, heldBack: 0 });
    await settled(started.changeId);
    const results = service.results(started.changeId);
    expect(results.find((r) => r.sku === 'CH-1')?.words).toBe('Price now ₹800 (MRP ₹1,000).');
    expect(results.find((r) => r.sku === 'CH-12')?.words).toBe('Stock now 0 at LOC1.');
    expect(results.find((r) => r.sku === 'NOT-MINE')).toMatchObject({
      failed: true,
      words: 'Refused by the marketplace: no listing of SKU NOT-MINE for this seller.',
    });
    expect(service.changes('demo')[0]).toMatchObject({
      state: 'done',
      message: '12 of 13 changed, 1 refused',
    });
    const read = await seller.getListingsBySku(['CH-2', 'CH-12']);
    expect(read.map((r) => (r.state === 'available' ? r.listing : null))).toMatchObject([
      { price: { sellingPrice: 801 } },
      { locations: [{ id: 'LOC1', inventory: 0 }] },
    ]);

    const undo = await service.undo(started.changeId);
    expect(undo.total).toBe(12);
    await settled(undo.changeId);
    expect(service.changes('demo')[0]).toMatchObject({
      state: 'done',
      message: '12 of 12 restored, 0 refused',
    });
    const back = await seller.getListingsBySku(['CH-2', 'CH-12']);
    expect(back.map((r) => (r.state === 'available' ? r.listing : null))).toMatchObject([
      { price: { mrp: 1000, sellingPrice: 900 } },
      { locations: [{ id: 'LOC1', inventory: 7 }] },
    ]);
    await expect(service.undo(started.changeId)).rejects.toThrow('That change was undone already.');
    const c = await counted();
    expect(c.price['CH-2']?.count).toBe(2);
    expect(c.inventory['CH-12']?.count).toBe(2);
    db.close();
  });

  it('reads each call of 10 once and sends it once: the only calls a change makes', async () => {
    const { service, seller, settled, db } = setup();
    const skus = await createListings(seller, 'RC', 25);
    await at.sim.admin('DELETE', '/counters');
    const started = await service.start(
      'demo',
      skus.map((sku, i) => priceEdit(sku, i, 700)),
    );
    await settled(started.changeId);
    expect(service.changes('demo')[0]).toMatchObject({
      state: 'done',
      message: '25 of 25 changed, 0 refused',
    });
    // Compare and set reads before each send (issue 38): 3 calls of at most 10, each a read and a write.
    const calls = Object.entries(await at.sim.counters()).filter(([route]) => route.includes('/listings/'));
    expect(Object.fromEntries(calls)).toEqual({
      'GET /sellers/listings/v3/*': { '200': 3 },
      'POST /sellers/listings/v3/update/price': { '200': 3 },
    });
    db.close();
  });

  it('after a lost answer reads back first: a SKU the marketplace took is never sent twice', async () => {
    const { service, seller, settled, db } = setup();
    const skus = await createListings(seller, 'LOST', 20);
    // Two calls: one is taken and its answer cut off, the other's connection dropped before it was taken.
    await at.sim.admin('PUT', '/faults', {
      rules: [
        { match: '/sellers/listings/v3/update/price', fault: 'truncate', times: 1 },
        { match: '/sellers/listings/v3/update/price', fault: 'drop', after: 1, times: 1 },
      ],
    });
    const started = await service.start(
      'demo',
      skus.map((sku, i) => priceEdit(sku, i, 700)),
    );
    await settled(started.changeId);
    const results = service.results(started.changeId);
    expect(results).toHaveLength(20);
    expect(results.every((r) => !r.failed)).toBe(true);
    const confirmed = results.filter((r) => r.words.endsWith('so it was not sent again.'));
    expect(confirmed).toHaveLength(10);
    expect(confirmed[0]?.words).toBe(
      'Price now ₹700 (MRP ₹1,000). The marketplace had it already after an interruption, so it was not sent again.',
    );
    const c = await counted();
    expect(skus.map((s) => c.price[s]?.count)).toEqual(skus.map(() => 1));
    expect(await at.sim.count('POST /sellers/listings/v3/update/price')).toBe(3);
    db.close();
  });

  // Red team: a restock answered "PROCESSING" was recorded as refused, the return went back to waiting, and a second
  // restock set the stock to 2 for one unit returned.
  it('an answer word it does not know is not final: the SKU is read back, and never sent twice', async () => {
    // The window's writer, made once its seller is there.
    const made: { writer?: SellerClient } = {};
    const { service, seller, settled, db } = changeWindow(at.sim, at.dir, {
      deps: { writer: async () => made.writer! },
    });
    // The marketplace takes the change and answers with a word the spec does not have.
    const updatePrices: SellerClient['updatePrices'] = async (...args) => {
      const answers = await seller.updatePrices(...args);
      for (const answer of Object.values(answers)) answer.status = 'PROCESSING';
      return answers;
    };
    made.writer = new Proxy(seller, {
      get: (target, name) => {
        if (name === 'updatePrices') return updatePrices;
        const value = Reflect.get(target, name, target) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    const skus = await createListings(seller, 'WORD', 2);
    const started = await service.start(
      'demo',
      skus.map((sku, i) => priceEdit(sku, i, 700)),
    );
    await settled(started.changeId);
    expect(service.results(started.changeId).map((r) => [r.failed, r.words])).toEqual(
      skus.map(() => [
        false,
        'Price now ₹700 (MRP ₹1,000). The marketplace had it already after an interruption, so it was not sent again.',
      ]),
    );
    const c = await counted();
    expect(skus.map((sku) => c.price[sku]?.count)).toEqual([1, 1]);
    db.close();
  });

  it('an undo that stopped unanswered is named as such, not as undone already', async () => {
    const { service, seller, settled, db } = setup();
    const skus = await createListings(seller, 'UNDO', 1);
    const started = await service.start('demo', [priceEdit(skus[0]!, 0, 700)]);
    await settled(started.changeId);
    // The undo's read before sending answers; its write is taken and its answer lost; every read back fails.
    await at.sim.admin('PUT', '/faults', {
      rules: [
        { match: '/sellers/listings/v3/update/price', fault: 'truncate' },
        { match: '/sellers/listings/v3/*', method: 'GET', fault: 'drop', after: 1 },
      ],
    });
    const undo = await service.undo(started.changeId);
    await settled(undo.changeId);
    expect(service.changes('demo')[0]).toMatchObject({ id: undo.changeId, state: 'failed' });
    await expect(service.undo(started.changeId)).rejects.toThrow(
      'Its undo stopped before the marketplace answered for every SKU; resume that undo instead.',
    );
    db.close();
  });

  it('stops when the marketplace does not answer, tells the status bar, and a resume sends each SKU once', async () => {
    const { service, seller, settled, reports, db } = setup();
    const skus = await createListings(seller, 'DOWN', 3);
    // The read before sending answers; every write is taken and its answer lost; every read back fails.
    await at.sim.admin('PUT', '/faults', {
      rules: [
        { match: '/sellers/listings/v3/update/price', fault: 'truncate' },
        { match: '/sellers/listings/v3/*', method: 'GET', fault: 'drop', after: 1 },
      ],
    });
    const started = await service.start(
      'demo',
      skus.map((sku, i) => priceEdit(sku, i, 650)),
    );
    await settled(started.changeId);
    expect(service.changes('demo')[0]).toMatchObject({
      state: 'failed',
      answered: 0,
      message: 'The marketplace did not answer for 3 of 3; resume to check and send them.',
    });
    expect(reports).toEqual([expect.objectContaining({ code: 'NETWORK' })]);

    await at.sim.admin('DELETE', '/faults');
    await service.resume(started.changeId);
    await settled(started.changeId);
    expect(service.changes('demo')[0]).toMatchObject({ state: 'done', answered: 3, failed: 0 });
    expect(reports.at(-1)).toBe('ok');
    const c = await counted();
    expect(skus.map((s) => c.price[s]?.count)).toEqual([1, 1, 1]);
    db.close();
  });

  it('offline: refused with one sentence, nothing journaled or sent', async () => {
    const { service, db } = setup(false);
    await expect(service.start('demo', [priceEdit('X-1', 0, 700)])).rejects.toMatchObject({
      code: 'NETWORK',
      message: offlineRefusal(),
    });
    expect(service.changes('demo')).toEqual([]);
    expect(await counted()).toEqual({ price: {}, inventory: {} });
    db.close();
  });
});
