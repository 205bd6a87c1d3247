import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import {
  approvedShipments,
  packRequestFor,
  received,
  simPerFile,
} from './testing/fulfilment.test-support.ts';
import { fulfilmentServiceOn } from './testing/fulfilment-service.test-support.ts';
import { setBackendLanguage } from '../i18n/backend-language.ts';

const world = simPerFile();

/** Two windows' hosts on one data folder: two services, each its own connection to the one journal. */
let one: ReturnType<typeof fulfilmentServiceOn>;
let two: ReturnType<typeof fulfilmentServiceOn>;
beforeEach(() => {
  one = fulfilmentServiceOn(world.dir, world.sim, world.seller);
  two = fulfilmentServiceOn(world.dir, world.sim, world.seller);
});
afterEach(() => Promise.all([one.close(), two.close()]));

const idsOf = (list: Shipment[]) => list.map((s) => s.shipmentId);
/** "S1, S2, S3 and 7 more", the shipments sorted as the refusal names them. */
const named = (ids: string[]) => {
  const sorted = [...ids].sort();
  return `${sorted.slice(0, 3).join(', ')} and ${sorted.length - 3} more`;
};

/** Both started at once; one goes on, the other is refused with its sentence. */
async function both<T>(a: () => Promise<T>, b: () => Promise<T>): Promise<{ started: T; refusal: unknown }> {
  const results = await Promise.allSettled([a(), b()]);
  const started = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
  expect(started).toHaveLength(1);
  expect(refused).toHaveLength(1);
  await Promise.all([one.settled(), two.settled()]);
  return { started: started[0]!, refusal: refused[0] };
}

describe('one action per shipment at a time, across windows and hosts sharing the data folder', () => {
  it('pack, ready to dispatch and cancel started twice on 10 shipments: each received once', async () => {
    const list = await approvedShipments(world.sim, world.seller, 10);
    const ids = idsOf(list);
    // Both windows' forms propose the same numbers: shown, not reserved.
    const requests = list.map((s, n) => packRequestFor(s, `INV-2026-${String(n + 1).padStart(5, '0')}`));
    const pack = await both(
      () => one.service.startPack(requests),
      () => two.service.startPack(requests),
    );
    expect(pack.refusal).toMatchObject({
      code: 'BUSY',
      message: `Shipments ${named(ids)} are already being packed, so nothing was packed; wait for that to finish, then try again.`,
    });
    const packed = [one, two].map((w) => w.service.journal.get(pack.started.actionId)).find(Boolean);
    expect(packed?.message).toBe('10 of 10 packed.');

    const dispatch = await both(
      () => one.service.startDispatch(ids),
      () => two.service.startDispatch(ids),
    );
    expect(dispatch.refusal).toMatchObject({
      code: 'BUSY',
      message: `Shipments ${named(ids)} are already being marked ready to dispatch, so nothing was marked ready to dispatch; wait for that to finish, then try again.`,
    });

    const others = idsOf(await approvedShipments(world.sim, world.seller, 10, 10));
    const cancels = others.map((shipmentId) => ({ shipmentId, reason: 'out_of_stock' }));
    const cancel = await both(
      () => one.service.startCancel(cancels),
      () => two.service.startCancel(cancels),
    );
    expect(cancel.refusal).toMatchObject({
      message: `Shipments ${named(others)} are already being cancelled, so nothing was cancelled; wait for that to finish, then try again.`,
    });

    const counts = await received(world.sim);
    const once = (list: string[]) => Object.fromEntries(list.map((id) => [id, 1]));
    expect(counts.pack).toEqual(once(ids));
    expect(counts.dispatch).toEqual(once(ids));
    expect(counts.cancel).toEqual(once(others));
  });

  it('reserves invoice numbers when a pack is sent: the same numbers on other shipments are refused', async () => {
    const list = await approvedShipments(world.sim, world.seller, 4);
    const numbered = (part: Shipment[]) => part.map((s, n) => packRequestFor(s, `INV-2026-0000${n + 1}`));
    const [a, b] = [list.slice(0, 2), list.slice(2)];
    const pack = await both(
      () => one.service.startPack(numbered(a!)),
      () => two.service.startPack(numbered(b!)),
    );
    const winner =
      [a!, b!].find(
        (part) => part[0]!.shipmentId === one.service.journal.items(pack.started.actionId)[0]?.shipmentId,
      ) ?? [];
    const loser = winner === a ? b! : a!;
    expect(pack.refusal).toMatchObject({
      code: 'VALIDATION',
      message: `Shipment ${winner[0]!.shipmentId} already has invoice number INV-2026-00001, so nothing was packed; give shipment ${loser[0]!.shipmentId} another.`,
    });
    expect(Object.keys((await received(world.sim)).pack).sort()).toEqual(idsOf(winner).sort());
  });

  it('a shipment is free again once its outcome is known, and two shipments of one pack may not share a number', async () => {
    const list = await approvedShipments(world.sim, world.seller, 2);
    const first = await one.service.startPack([packRequestFor(list[0]!, 'INV-2026-00007')]);
    await one.settled();
    expect(one.service.journal.get(first.actionId)?.message).toBe('1 of 1 packed.');
    // Packed: ready to dispatch from the other window is not held by the finished pack.
    await two.service.startDispatch([list[0]!.shipmentId]);
    await two.settled();
    await expect(
      one.service.startPack(list.map((s) => packRequestFor(s, 'INV-2026-00008'))),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: `Shipment ${list[0]!.shipmentId} already has invoice number INV-2026-00008, so nothing was packed; give shipment ${list[1]!.shipmentId} another.`,
    });
  });

  it('two profiles acting as one seller account: a number one packed with is refused to the other', async () => {
    const a = fulfilmentServiceOn(world.dir, world.sim, world.seller, {}, 'a');
    const b = fulfilmentServiceOn(world.dir, world.sim, world.seller, {}, 'b');
    try {
      const [s1, s2] = await approvedShipments(world.sim, world.seller, 2);
      const first = await a.service.startPack([packRequestFor(s1!, 'INV-2026-00001')]);
      await a.settled();
      expect(a.service.journal.get(first.actionId)?.message).toBe('1 of 1 packed.');
      await expect(b.service.startPack([packRequestFor(s2!, 'INV-2026-00001')])).rejects.toMatchObject({
        code: 'VALIDATION',
        message: `Shipment ${s1!.shipmentId} already has invoice number INV-2026-00001, so nothing was packed; give shipment ${s2!.shipmentId} another.`,
      });
      expect(Object.keys((await received(world.sim)).pack)).toEqual([s1!.shipmentId]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('checks again at the send: an action resumed after another took its shipment does not send it', () => {
    const journal = one.service.journal;
    const key = { profileId: 'demo', account: 'self' };
    const item = { shipmentId: 'S1', request: { shipmentId: 'S1', invoiceNumber: 'INV-1' } };
    journal.create('A', key, 'pack', [item]);
    // A stopped before sending anything: S1 is free for B, which sends it.
    journal.finish('A', 'failed', 'The marketplace did not answer.');
    journal.create('B', key, 'pack', [item]);
    expect(journal.markSent('B', ['S1'])).toEqual(['S1']);
    // A goes on (resumed): S1 is out at the marketplace for B, so A does not send it, and says so.
    expect(journal.markSent('A', ['S1'])).toEqual([]);
    expect(journal.items('A')).toEqual([
      {
        shipmentId: 'S1',
        outcome: 'refused',
        errorCode: 'BUSY',
        message: 'Another Stockroom job has this shipment at the marketplace, so this one did not send it.',
      },
    ]);
    // And while B's answer is unknown, a new action on S1 is refused.
    expect(() => journal.create('C', key, 'cancel', [{ shipmentId: 'S1', request: null }])).toThrow(
      'Shipment S1 is already being packed, so nothing was cancelled; wait for that to finish, then try again.',
    );
  });
});

describe('in Hindi (the backend speaks the language the screens speak)', () => {
  beforeEach(() => setBackendLanguage('hi'));
  afterEach(() => setBackendLanguage('en'));

  it('a pack started twice: the refusal and the closing sentence of the one that ran are Hindi', async () => {
    const list = await approvedShipments(world.sim, world.seller, 2);
    const [a, b] = idsOf(list).sort();
    const requests = list.map((s, n) => packRequestFor(s, `INV-2026-${String(n + 21).padStart(5, '0')}`));
    const pack = await both(
      () => one.service.startPack(requests),
      () => two.service.startPack(requests),
    );
    expect(pack.refusal).toMatchObject({
      code: 'BUSY',
      message: `शिपमेंट ${a} और ${b} पहले से पैक किए जा रहे हैं, इसलिए कुछ भी पैक नहीं हुआ; वह काम पूरा होने दें, फिर कोशिश करें।`,
    });
    const journal = [one, two].map((w) => w.service.journal).find((j) => j.get(pack.started.actionId));
    expect(journal?.get(pack.started.actionId)?.message).toBe('2 में से 2 पैक किए गए।');
    expect(journal?.items(pack.started.actionId).map((i) => i.message)).toEqual(['पैक हो गया।', 'पैक हो गया।']);
  });
});
