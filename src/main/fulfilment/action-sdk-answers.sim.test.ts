import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FulfilmentActionKind } from '../../shared/fulfilment/action-types.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { ActionJournal } from './action-journal.ts';
import type { NewActionItem } from './action-journal.ts';
import { runAction } from './action-runner.ts';
import type { RunnerDeps } from './action-runner.ts';
import {
  approvedShipments,
  openFulfilmentDb,
  packRequestFor,
  received,
  simPerFile,
} from './testing/fulfilment.test-support.ts';

/**
 * The simulator's `sdk` action answers: pack, ready to dispatch and cancel answer `{shipments: [Shipment]}` as the
 * SDK models them, with no word per shipment. Stockroom takes none of them as done from the answer: each is
 * confirmed by reading it back after it was sent, and none is sent twice.
 */
const world = simPerFile();

let db: ReturnType<typeof openFulfilmentDb>;
let journal: ActionJournal;
beforeEach(async () => {
  await world.sim.admin('PUT', '/switches', { actionAnswers: 'sdk' });
  db = openFulfilmentDb(world.dir);
  journal = new ActionJournal(db);
});
afterEach(() => db.close());

/** What the job did, in order: each action call with what its answer said, and each read with the states read. */
type Event =
  | { call: 'send'; ids: string[]; outcomes: string[] }
  | { call: 'read'; states: Record<string, string | undefined> };

async function run(kind: FulfilmentActionKind, items: NewActionItem[]) {
  const events: Event[] = [];
  const { seller } = world;
  const f = seller.fulfilment;
  const sent = async <T extends { shipmentId: string; outcome: string }[]>(
    ids: string[],
    answer: Promise<T>,
  ) => {
    const results = await answer;
    events.push({ call: 'send', ids, outcomes: results.map((r) => r.outcome) });
    return results;
  };
  const deps: RunnerDeps = {
    journal,
    seller: {
      getShipments: async (kindOfIds, ids, opts) => {
        const read = await seller.getShipments(kindOfIds, ids, opts);
        events.push({
          call: 'read',
          states: Object.fromEntries(read.map((s) => [s.shipmentId, s.orderItems[0]?.status])),
        });
        return read;
      },
      fulfilment: {
        pack: (list, signal) =>
          sent(
            list.map((s) => s.shipmentId),
            f.pack(list, signal),
          ),
        dispatch: (ids, location, signal) => sent([...ids], f.dispatch(ids, location, signal)),
        cancel: (list, signal) =>
          sent(
            list.map((s) => s.shipmentId),
            f.cancel(list, signal),
          ),
      },
      selfShip: seller.selfShip,
    },
    store: () => undefined,
    sleep: async (ms) => {
      await world.sim.admin('POST', '/clock/advance', { ms });
    },
    pollMs: 1_000,
  };
  const id = `${kind}-sdk`;
  journal.create(id, { profileId: 'demo', account: 'self' }, kind, items);
  const message = await runAction(deps, id, kind, new AbortController().signal, () => undefined);
  return { message, items: journal.items(id), events };
}

/** For each shipment: a read after its one send that shows the state the action leads to. */
function confirmedByReadBack(events: Event[], ids: readonly string[], state: string): void {
  for (const id of ids) {
    const sendAt = events.findIndex((e) => e.call === 'send' && e.ids.includes(id));
    expect(sendAt, `${id} sent`).toBeGreaterThanOrEqual(0);
    const reads = events.slice(sendAt + 1).filter((e) => e.call === 'read');
    expect(
      reads.some((e) => e.states[id] === state),
      `${id} read back ${state}`,
    ).toBe(true);
  }
  // The answers said nothing of any shipment: every outcome came from a read.
  const outcomes = events.flatMap((e) => (e.call === 'send' ? e.outcomes : []));
  expect(new Set(outcomes)).toEqual(new Set(['unreported']));
}

const idsOf = (list: Shipment[]) => list.map((s) => s.shipmentId);
const once = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, 1]));

describe('pack, ready to dispatch and cancel answered in the SDK shape', () => {
  it('packs: each shipment confirmed packed from the read-back, each received once', async () => {
    const list = await approvedShipments(world.sim, world.seller, 3);
    const r = await run(
      'pack',
      list.map((s) => ({ shipmentId: s.shipmentId, locationId: s.locationId, request: packRequestFor(s) })),
    );
    expect(r.message).toBe('3 of 3 packed.');
    expect(r.items.map((i) => [i.outcome, i.message])).toEqual(list.map(() => ['done', 'Packed.']));
    confirmedByReadBack(r.events, idsOf(list), 'PACKED');
    expect((await received(world.sim)).pack).toEqual(once(idsOf(list)));
  });

  it('marks ready to dispatch: each confirmed from the read-back, each received once', async () => {
    const list = await approvedShipments(world.sim, world.seller, 3);
    const ids = idsOf(list);
    await world.sim.admin('POST', '/shipments/move', { shipmentIds: ids, status: 'PACKED' });
    const r = await run(
      'dispatch',
      list.map((s) => ({ shipmentId: s.shipmentId, locationId: s.locationId, request: null })),
    );
    expect(r.message).toBe('3 of 3 marked ready to dispatch.');
    expect(r.items.every((i) => i.outcome === 'done')).toBe(true);
    confirmedByReadBack(r.events, ids, 'READY_TO_DISPATCH');
    expect((await received(world.sim)).dispatch).toEqual(once(ids));
  });

  it('cancels: each confirmed from the read-back, each received once; a packed one refused in words', async () => {
    const list = await approvedShipments(world.sim, world.seller, 3);
    const [packed, ...open] = list;
    await world.sim.admin('POST', '/shipments/move', { shipmentIds: [packed!.shipmentId], status: 'PACKED' });
    const r = await run(
      'cancel',
      list.map((s) => ({
        shipmentId: s.shipmentId,
        request: { shipmentId: s.shipmentId, reason: 'out_of_stock' },
      })),
    );
    expect(r.items.map((i) => i.message)).toEqual([
      'It is packed at the marketplace, so it was not cancelled.',
      'Cancelled.',
      'Cancelled.',
    ]);
    confirmedByReadBack(r.events, idsOf(open), 'CANCELLED');
    expect((await received(world.sim)).cancel).toEqual(once(idsOf(open)));
  });
});
