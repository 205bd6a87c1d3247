import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { ActionJournal } from './action-journal.ts';
import { runAction } from './action-runner.ts';
import type { RunnerDeps } from './action-runner.ts';
import {
  approvedShipments,
  openFulfilmentDb,
  packRequestFor,
  received,
  simPerFile,
} from './testing/fulfilment.test-support.ts';
import { fulfilmentServiceOn } from './testing/fulfilment-service.test-support.ts';

/** Final only when understood (GUIDE "Actions at the marketplace"): answers and reads Stockroom cannot conclude from. */
const world = simPerFile();

const TZ = 'Asia/Kolkata';
const idsOf = (list: Shipment[]) => list.map((s) => s.shipmentId);

describe('a pack answered in words Stockroom does not know', () => {
  let app: ReturnType<typeof fulfilmentServiceOn>;
  beforeEach(() => {
    app = fulfilmentServiceOn(world.dir, world.sim, world.seller);
  });
  afterEach(() => app.close());

  /** Packs the shipments with the numbers the pack form proposes; the action once its job has ended. */
  async function packAsProposed(list: Shipment[]) {
    const form = await app.service.packForm(idsOf(list), TZ);
    expect(form.rows).toHaveLength(list.length);
    const numbers = form.rows.map((r) => r.invoiceNumber);
    const { actionId } = await app.service.startPack(list.map((s, n) => packRequestFor(s, numbers[n])));
    await app.settled();
    return { numbers, action: app.service.action(actionId) };
  }

  it('PROCESSING, SUCCESSFUL or no status: read back, packed, and their numbers never proposed again', async () => {
    const list = await approvedShipments(world.sim, world.seller, 6);
    const [first, next] = [list.slice(0, 3), list.slice(3)];
    await world.sim.admin('PUT', '/fulfilment/answer-words', {
      words: [
        { shipmentId: first[0]!.shipmentId, action: 'pack', status: 'PROCESSING' },
        { shipmentId: first[1]!.shipmentId, action: 'pack', status: 'SUCCESSFUL' },
        { shipmentId: first[2]!.shipmentId, action: 'pack', status: null },
      ],
    });
    const { numbers, action } = await packAsProposed(first);
    expect(action.message).toBe('3 of 3 packed.');
    expect(action.items.map((i) => i.message)).toEqual(['Packed.', 'Packed.', 'Packed.']);
    expect((await received(world.sim)).pack).toEqual(Object.fromEntries(idsOf(first).map((id) => [id, 1])));
    const again = await app.service.packForm(idsOf(next), TZ);
    expect(again.rows.map((r) => r.invoiceNumber).filter((n) => numbers.includes(n))).toEqual([]);
    expect(Object.keys(again.invoiceNumbersUsed)).toEqual(expect.arrayContaining(numbers));
  });

  it("frees a refused pack's number only once a read-back shows the shipment still waiting to be packed", async () => {
    const list = await approvedShipments(world.sim, world.seller, 3);
    const refuse = (s: Shipment) =>
      world.sim.admin('PUT', '/fulfilment/refusals', {
        refusals: [{ shipmentId: s.shipmentId, action: 'pack', errorCode: 'E1', errorMessage: 'No stock' }],
      });
    await refuse(list[0]!);
    const read = await packAsProposed([list[0]!]);
    expect(read.action.items[0]).toMatchObject({ outcome: 'refused', errorCode: 'E1' });
    // Read back APPROVED: the number is offered again.
    expect((await app.service.packForm([list[2]!.shipmentId], TZ)).rows[0]!.invoiceNumber).toBe(
      read.numbers[0],
    );

    // The read after the refusal fails (the form's, the start's and the job's first read pass): the number stays taken.
    await refuse(list[1]!);
    await world.sim.admin('PUT', '/faults', {
      rules: [
        {
          match: '/sellers/v3/shipments',
          method: 'GET',
          fault: '503',
          after: 3,
          times: 20,
          retryAfterSeconds: 0,
        },
      ],
    });
    const unread = await packAsProposed([list[1]!]);
    expect(unread.action.items[0]).toMatchObject({ outcome: 'refused', errorCode: 'E1' });
    await world.sim.admin('DELETE', '/faults');
    const form = await app.service.packForm([list[2]!.shipmentId], TZ);
    expect(form.invoiceNumbersUsed[unread.numbers[0]!]).toBe(list[1]!.shipmentId);
    expect(form.rows[0]!.invoiceNumber).not.toBe(unread.numbers[0]);
    // Its shipment read later (its pack form), still waiting to be packed: the number is free again.
    await app.service.packForm([list[1]!.shipmentId], TZ);
    expect((await app.service.packForm([list[2]!.shipmentId], TZ)).rows[0]!.invoiceNumber).toBe(
      unread.numbers[0],
    );
  });
});

describe('an answer that says success and an error code at once', () => {
  it('is read back, not taken as done: a cancel the marketplace refused is sent again once it may be', async () => {
    // Between rounds the refusal ends (stock found elsewhere, say), as the job waits.
    const app = fulfilmentServiceOn(world.dir, world.sim, world.seller, {
      sleep: async (ms) => {
        await world.sim.admin('PUT', '/fulfilment/refusals', { refusals: [] });
        await world.sim.admin('POST', '/clock/advance', { ms });
      },
    });
    try {
      const [s] = await approvedShipments(world.sim, world.seller, 1);
      const shipmentId = s!.shipmentId;
      await world.sim.admin('PUT', '/fulfilment/refusals', {
        refusals: [{ shipmentId, action: 'cancel', errorCode: 'E1', errorMessage: 'Not now' }],
      });
      await world.sim.admin('PUT', '/fulfilment/answer-words', {
        words: [{ shipmentId, action: 'cancel', status: 'success' }],
      });
      const { actionId } = await app.service.startCancel([{ shipmentId, reason: 'out_of_stock' }]);
      await app.settled();
      expect(app.service.action(actionId).message).toBe('1 of 1 cancelled.');
      const [now] = await world.seller.getShipments('shipmentIds', [shipmentId]);
      expect(now?.orderItems.every((i) => i.status === 'CANCELLED')).toBe(true);
      expect((await received(world.sim)).cancel).toEqual({ [shipmentId]: 2 });
    } finally {
      await app.close();
    }
  });
});

describe('a pack cancelled before it sent its shipments', () => {
  it('frees their invoice numbers: the next form proposes them again, no gap in the series', async () => {
    // Cancelled while waiting for the next round (the job's first read left them out: nothing sent).
    const app = fulfilmentServiceOn(world.dir, world.sim, world.seller, {
      sleep: async () => {
        throw new AppError('CANCELLED', 'Cancelled.');
      },
    });
    try {
      const list = await approvedShipments(world.sim, world.seller, 2);
      const form = await app.service.packForm(idsOf(list), TZ);
      const numbers = form.rows.map((r) => r.invoiceNumber);
      await world.sim.admin('PUT', '/shipments/left-out', { shipmentIds: idsOf(list), reads: 2 });
      const { actionId } = await app.service.startPack(list.map((s, n) => packRequestFor(s, numbers[n])));
      await app.settled();
      const action = app.service.action(actionId);
      expect(action.state).toBe('cancelled');
      expect(action.items.map((i) => i.message)).toEqual([
        'Not sent: the action was cancelled.',
        'Not sent: the action was cancelled.',
      ]);
      expect((await received(world.sim)).pack).toEqual({});
      const again = await app.service.packForm(idsOf(list), TZ);
      expect(again.rows.map((r) => r.invoiceNumber)).toEqual(numbers);
    } finally {
      await app.close();
    }
  });
});

describe('read-backs that leave a shipment out, and packs that come back', () => {
  let db: ReturnType<typeof openFulfilmentDb>;
  let journal: ActionJournal;
  beforeEach(() => {
    db = openFulfilmentDb(world.dir);
    journal = new ActionJournal(db);
  });
  afterEach(() => db.close());

  async function pack(list: Shipment[], extra: Partial<RunnerDeps> = {}) {
    journal.create(
      'pack-1',
      { profileId: 'demo', account: 'self' },
      'pack',
      list.map((s) => ({ shipmentId: s.shipmentId, locationId: s.locationId, request: packRequestFor(s) })),
    );
    const deps: RunnerDeps = {
      journal,
      seller: world.seller,
      store: () => undefined,
      sleep: async (ms) => {
        await world.sim.admin('POST', '/clock/advance', { ms });
      },
      pollMs: 1_000,
      maxPolls: 5,
      ...extra,
    };
    return runAction(deps, 'pack-1', 'pack', new AbortController().signal, () => undefined);
  }

  it('a shipment a read leaves out is not known yet: read again, then packed once', async () => {
    const [s] = await approvedShipments(world.sim, world.seller, 1);
    await world.sim.admin('PUT', '/shipments/left-out', { shipmentIds: [s!.shipmentId], reads: 2 });
    expect(await pack([s!])).toBe('1 of 1 packed.');
    expect((await received(world.sim)).pack).toEqual({ [s!.shipmentId]: 1 });
  });

  it('a shipment every read leaves out stays without a word, never "unknown to the marketplace"', async () => {
    const [s] = await approvedShipments(world.sim, world.seller, 1);
    await world.sim.admin('PUT', '/shipments/left-out', { shipmentIds: [s!.shipmentId], reads: 100 });
    await expect(pack([s!], { maxRounds: 2 })).rejects.toMatchObject({ code: 'SERVER' });
    expect(journal.items('pack-1')).toEqual([
      { shipmentId: s!.shipmentId, outcome: null, errorCode: null, message: null },
    ]);
    expect((await received(world.sim)).pack).toEqual({});
  });

  /** A sleep that also moves the shipment back to APPROVED at the polls named (1 = the first). */
  const undoneAt = (s: Shipment, polls: number[]) => {
    let poll = 0;
    return async (ms: number) => {
      await world.sim.admin('POST', '/clock/advance', { ms });
      if (polls.includes(++poll))
        await world.sim.admin('POST', '/shipments/move', { shipmentIds: [s.shipmentId], status: 'APPROVED' });
    };
  };

  it('a pack answered success that reads back APPROVED again is sent once more, and packed', async () => {
    const [s] = await approvedShipments(world.sim, world.seller, 1);
    expect(await pack([s!], { sleep: undoneAt(s!, [1]) })).toBe('1 of 1 packed.');
    expect(journal.items('pack-1')[0]).toMatchObject({ outcome: 'done', message: 'Packed.' });
    expect((await received(world.sim)).pack).toEqual({ [s!.shipmentId]: 2 });
  });

  it('the second time it comes back, it is said in words and not sent a third time', async () => {
    const [s] = await approvedShipments(world.sim, world.seller, 1);
    expect(await pack([s!], { sleep: undoneAt(s!, [1, 2]) })).toBe('0 of 1 packed, 1 refused.');
    expect(journal.items('pack-1')[0]).toMatchObject({
      outcome: 'refused',
      errorCode: 'NOT_PACKED',
      message:
        "The marketplace accepted the pack twice, but the shipment is waiting to be packed again; open it in the marketplace's panel.",
    });
    expect((await received(world.sim)).pack).toEqual({ [s!.shipmentId]: 2 });
    // The marketplace accepted its number twice: a later read of the shipment does not free it.
    journal.markUntaken({ account: 'self', readFrom: new Date() }, [s!.shipmentId]);
    expect(journal.invoiceNumbersInUse('self')).toEqual(
      new Map([[packRequestFor(s!).invoiceNumber, s!.shipmentId]]),
    );
  });
});
