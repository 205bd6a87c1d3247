import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FulfilmentActionKind } from '../../shared/fulfilment/action-types.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import type { SellerClient } from '../marketplace/seller/seller-client.ts';
import { selfAccessSeller, startSim } from '../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../marketplace/testing/sim.test-support.ts';
import { ActionJournal } from './action-journal.ts';
import type { NewActionItem } from './action-journal.ts';
import { runAction } from './action-runner.ts';
import { setBackendLanguage } from '../i18n/backend-language.ts';
import type { RunnerDeps } from './action-runner.ts';
import {
  approvedShipments,
  openFulfilmentDb,
  packRequestFor,
  received,
  tempDir,
} from './testing/fulfilment.test-support.ts';

let sim: Sim;
let seller: SellerClient;
beforeAll(async () => {
  sim = await startSim({ shipments: 300 });
  seller = selfAccessSeller(sim).seller;
});
afterAll(() => sim.close());

let tmp: ReturnType<typeof tempDir>;
let journal: ActionJournal;
let stored: Shipment[];
let db: ReturnType<typeof openFulfilmentDb>;
beforeEach(async () => {
  await sim.admin('POST', '/reset');
  tmp = tempDir();
  db = openFulfilmentDb(tmp.dir);
  journal = new ActionJournal(db);
  stored = [];
});
afterEach(() => {
  db.close();
  tmp.remove();
});

/** Waiting moves the simulator's clock instead of sleeping. */
const deps = (extra: Partial<RunnerDeps> = {}): RunnerDeps => ({
  journal,
  seller,
  store: (s) => void stored.push(...s),
  sleep: async (ms) => {
    await sim.admin('POST', '/clock/advance', { ms });
  },
  pollMs: 1_000,
  ...extra,
});

async function run(kind: FulfilmentActionKind, items: NewActionItem[], extra: Partial<RunnerDeps> = {}) {
  const id = `${kind}-1`;
  journal.create(id, { profileId: 'demo', account: 'self' }, kind, items);
  const progress: string[] = [];
  const message = await runAction(deps(extra), id, kind, new AbortController().signal, (_d, _t, m) =>
    progress.push(m),
  );
  return { id, message, progress, items: journal.items(id) };
}

const packItems = (list: Shipment[]): NewActionItem[] =>
  list.map((s) => ({ shipmentId: s.shipmentId, locationId: s.locationId, request: packRequestFor(s) }));
const stateIn = async (ids: string[]) =>
  (await seller.getShipments('shipmentIds', ids)).map((s) => s.orderItems[0]?.status);

describe('pack', () => {
  it('packs, reads until the marketplace has packed, and says so per shipment', async () => {
    const list = await approvedShipments(sim, seller, 2);
    const ids = list.map((s) => s.shipmentId);
    const r = await run('pack', packItems(list));
    expect(r.message).toBe('2 of 2 packed.');
    expect(r.items.map((i) => [i.outcome, i.message])).toEqual([
      ['done', 'Packed.'],
      ['done', 'Packed.'],
    ]);
    expect(r.progress).toContain('Packing at the marketplace: 0 of 2 packed');
    expect(await stateIn(ids)).toEqual(['PACKED', 'PACKED']);
    expect(stored.filter((s) => s.orderItems[0]?.status === 'PACKED').map((s) => s.shipmentId)).toEqual(ids);
    expect((await received(sim)).pack).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
  });

  it('records a shipment the marketplace refused inside a 200 with its words, and packs the rest', async () => {
    const list = await approvedShipments(sim, seller, 2);
    await sim.admin('PUT', '/fulfilment/refusals', {
      refusals: [
        { shipmentId: list[1]!.shipmentId, action: 'pack', errorCode: 'E1', errorMessage: 'No stock' },
      ],
    });
    const r = await run('pack', packItems(list));
    expect(r.items.map((i) => [i.outcome, i.errorCode, i.message])).toEqual([
      ['done', null, 'Packed.'],
      ['refused', 'E1', 'The marketplace refused it: No stock (E1).'],
    ]);
    expect(r.message).toBe('1 of 2 packed, 1 refused.');
  });

  it('after a lost answer reads the states back and does not send again what was packed', async () => {
    const list = await approvedShipments(sim, seller, 3);
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/labels', fault: 'truncate', times: 1 }],
    });
    const r = await run('pack', packItems(list));
    expect(r.message).toBe('3 of 3 packed.');
    expect(Object.values((await received(sim)).pack)).toEqual([1, 1, 1]);
  });

  it('after a 503 before the marketplace acted sends again, once', async () => {
    const list = await approvedShipments(sim, seller, 2);
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/labels', fault: '503', times: 1 }],
    });
    const r = await run('pack', packItems(list));
    expect(r.message).toBe('2 of 2 packed.');
    expect(Object.values((await received(sim)).pack)).toEqual([1, 1]);
  });

  it('does not send a shipment packed already elsewhere, and says why a cancelled one was not packed', async () => {
    const list = await approvedShipments(sim, seller, 3);
    await sim.admin('POST', '/shipments/move', { shipmentIds: [list[0]!.shipmentId], status: 'PACKED' });
    await sim.admin('POST', '/shipments/move', { shipmentIds: [list[1]!.shipmentId], status: 'CANCELLED' });
    const r = await run('pack', packItems(list));
    expect(r.items.map((i) => i.message)).toEqual([
      'Packed already at the marketplace; not sent again.',
      'It is cancelled at the marketplace, so it was not packed.',
      'Packed.',
    ]);
    expect(Object.keys((await received(sim)).pack)).toEqual([list[2]!.shipmentId]);
  });
});

describe('ready to dispatch and cancel', () => {
  it('marks packed shipments ready, one call per location, never twice', async () => {
    const list = await approvedShipments(sim, seller, 4);
    const ids = list.map((s) => s.shipmentId);
    await sim.admin('POST', '/shipments/move', { shipmentIds: ids, status: 'PACKED' });
    await sim.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/dispatch', fault: 'truncate', times: 1 }],
    });
    const r = await run(
      'dispatch',
      ids.map((shipmentId) => ({ shipmentId, request: null })),
    );
    expect(r.message).toBe('4 of 4 marked ready to dispatch.');
    expect(await stateIn(ids)).toEqual(ids.map(() => 'READY_TO_DISPATCH'));
    expect(Object.values((await received(sim)).dispatch)).toEqual([1, 1, 1, 1]);
    const locations = new Set(list.map((s) => s.locationId));
    const calls = (await sim.counters())['POST /sellers/v3/shipments/dispatch'] ?? {};
    expect(Object.values(calls).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(locations.size);
  });

  it('cancels before packing with the reason, and refuses a packed one in words', async () => {
    const list = await approvedShipments(sim, seller, 2);
    await sim.admin('POST', '/shipments/move', { shipmentIds: [list[1]!.shipmentId], status: 'PACKED' });
    const r = await run(
      'cancel',
      list.map((s) => ({
        shipmentId: s.shipmentId,
        request: { shipmentId: s.shipmentId, reason: 'out_of_stock' },
      })),
    );
    expect(r.items.map((i) => i.message)).toEqual([
      'Cancelled.',
      'It is packed at the marketplace, so it was not cancelled.',
    ]);
  });
});

describe('in Hindi', () => {
  beforeEach(() => setBackendLanguage('hi'));
  afterEach(() => setBackendLanguage('en'));

  it("says each shipment's word, the refusals and the closing sentence in Hindi, with ICU plurals", async () => {
    const list = await approvedShipments(sim, seller, 3);
    await sim.admin('POST', '/shipments/move', { shipmentIds: [list[0]!.shipmentId], status: 'PACKED' });
    await sim.admin('POST', '/shipments/move', { shipmentIds: [list[1]!.shipmentId], status: 'CANCELLED' });
    const r = await run('pack', packItems(list));
    expect(r.items.map((i) => i.message)).toEqual([
      'मार्केटप्लेस पर पहले से पैक है; दोबारा नहीं भेजा।',
      'मार्केटप्लेस पर यह कैंसल है, इसलिए इसे पैक नहीं किया गया।',
      'पैक हो गया।',
    ]);
    expect(r.message).toBe('3 में से 2 पैक किए गए, 1 को मना किया गया।');
    expect(r.progress).toContain('3 में से 2 का जवाब आया');
    expect(r.progress).toContain('मार्केटप्लेस पर पैकिंग: 3 में से 2 पैक');
  });

  it('keeps each word as its id and values: read after a switch of language, it speaks the new one', async () => {
    setBackendLanguage('en');
    const list = await approvedShipments(sim, seller, 2);
    await sim.admin('POST', '/shipments/move', { shipmentIds: [list[0]!.shipmentId], status: 'CANCELLED' });
    const r = await run('pack', packItems(list));
    expect(r.items.map((i) => i.message)).toEqual([
      'It is cancelled at the marketplace, so it was not packed.',
      'Packed.',
    ]);
    setBackendLanguage('hi');
    expect(journal.items(r.id).map((i) => i.message)).toEqual([
      'मार्केटप्लेस पर यह कैंसल है, इसलिए इसे पैक नहीं किया गया।',
      'पैक हो गया।',
    ]);
  });
});
