import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SellerClient } from '../../marketplace/seller/seller-client.ts';
import { selfAccessSeller, startSim, type Sim } from '../../marketplace/testing/sim.test-support.ts';
import {
  cacheReturns,
  returnActionServiceOn,
  returnsReceived,
  selfShipReturns,
  tempDir,
} from './testing/return-actions.test-support.ts';

/**
 * The self-ship return actions against the simulator, through the real service: results in words, read back
 * before sending, an answer final only when understood, one action per return at a time, refused offline.
 */
let sim: Sim;
let seller: SellerClient;
let tmp: ReturnType<typeof tempDir>;
let on: ReturnType<typeof returnActionServiceOn>;
beforeAll(async () => {
  sim = await startSim({ shipments: 200 });
  seller = selfAccessSeller(sim).seller;
});
afterAll(() => sim.close());
beforeEach(async () => {
  await sim.admin('POST', '/reset');
  tmp = tempDir();
  on = returnActionServiceOn(tmp.dir, sim, seller);
});
afterEach(async () => {
  await sim.admin('DELETE', '/faults');
  await on.close();
  tmp.remove();
});

/** Self-ship returns waiting for a decision, in the account's cache. */
async function waiting(count: number): Promise<string[]> {
  const ids = await selfShipReturns(sim, count);
  await cacheReturns(on.db, seller, ids);
  return ids;
}

/** Runs an action to its end and answers its detail. */
async function run(
  kind: Parameters<typeof on.service.start>[0],
  returns: Parameters<typeof on.service.start>[1],
) {
  const { actionId } = await on.service.start(kind, returns);
  await on.service.close();
  return on.service.action(actionId);
}

const cachedTab = (id: string) =>
  (on.db.prepare('SELECT status, tab FROM returns WHERE return_id = ?').get(id) as {
    status: string;
    tab: string;
  }) ?? undefined;

describe('self-ship return actions', () => {
  it('approves two returns once each; the cache reads them approved, in To pick up, without a sync', async () => {
    const ids = await waiting(2);
    const action = await run(
      'approve',
      ids.map((returnId) => ({ returnId })),
    );
    expect(action).toMatchObject({ kind: 'approve', state: 'done', message: '2 of 2 approved.', done: 2 });
    expect(action.items.map((i) => [i.returnId, i.message])).toEqual(ids.map((id) => [id, 'Approved.']));
    const received = await returnsReceived(sim);
    expect(ids.map((id) => received.approve[id])).toEqual([1, 1]);
    for (const id of ids) expect(cachedTab(id)).toEqual({ status: 'approved', tab: 'to-pick-up' });
  });

  it('reads back first: one approved already is not sent again, one rejected is refused in words', async () => {
    const [already, rejected, fresh] = (await waiting(3)) as [string, string, string];
    await sim.admin('POST', '/returns/status', { returnIds: [already], status: 'approved' });
    await sim.admin('POST', '/returns/status', { returnIds: [rejected], status: 'rejected' });
    await sim.admin('POST', '/clock/advance', { ms: 1000 });
    const action = await run('approve', [{ returnId: already }, { returnId: rejected }, { returnId: fresh }]);
    expect(action.message).toBe('2 of 3 approved, 1 refused.');
    expect(action.items.map((i) => i.message)).toEqual([
      'Approved already at the marketplace; not sent again.',
      'It is rejected at the marketplace, so it was not approved.',
      'Approved.',
    ]);
    const received = await returnsReceived(sim);
    expect([received.approve[already], received.approve[rejected], received.approve[fresh]]).toEqual([
      undefined,
      undefined,
      1,
    ]);
  });

  it('reads back an answer it does not understand instead of taking it as done or refused', async () => {
    const [silent, odd] = (await waiting(2)) as [string, string];
    await sim.admin('PUT', '/returns/answer-words', {
      words: [
        { returnId: silent, processingStatus: null },
        { returnId: odd, processingStatus: 'PROCESSING' },
      ],
    });
    const action = await run('reject', [
      { returnId: silent, comments: 'The product was used or damaged by the buyer' },
      { returnId: odd, comments: 'The return window has passed' },
    ]);
    // Decided by the read that followed, which shows them rejected: each sent once, never twice.
    expect(action.items.map((i) => i.message)).toEqual(['Rejected.', 'Rejected.']);
    const received = await returnsReceived(sim);
    expect([received.reject[silent], received.reject[odd]]).toEqual([1, 1]);
  });

  it('refuses in words a pickup attempt made against a date that changed, and a reject without a reason', async () => {
    const [a, b] = (await waiting(2)) as [string, string];
    await sim.admin('POST', '/returns/status', { returnIds: [a, b], status: 'approved' });
    await sim.admin('POST', '/clock/advance', { ms: 1000 });
    const pickup = await run('pickup', [{ returnId: a, pickupDate: '2026-12-01T10:00:00.000+05:30' }]);
    expect(pickup.items[0]?.message).toBe('Pickup date set.');
    // An attempt made against another date than the one the marketplace now has: stopped, never overwritten.
    const attempt = await run('pickupAttempt', [
      {
        returnId: a,
        pickupDate: '2026-11-30T10:00:00.000+05:30',
        newPickupDate: '2026-12-03T10:00:00.000+05:30',
      },
    ]);
    expect(attempt.items[0]).toMatchObject({
      outcome: 'refused',
      message:
        'Its pickup date changed at the marketplace since you chose, so it was not given a new pickup date; check the date and try again.',
    });
    await expect(on.service.start('reject', [{ returnId: b }])).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Choose why you reject, so nothing was rejected.',
    });
  });

  it('takes one action per return at a time: a second is refused in words while the first is out', async () => {
    const [id] = (await waiting(1)) as [string];
    await sim.admin('PUT', '/faults', { rules: [{ match: '/sellers/v2/returns/approve', latencyMs: 1500 }] });
    await on.service.start('approve', [{ returnId: id }]);
    await expect(
      on.service.start('reject', [{ returnId: id, comments: 'The return window has passed' }]),
    ).rejects.toMatchObject({
      code: 'BUSY',
      message: `Return ${id} is already being approved, so nothing was rejected; wait for that to finish, then try again.`,
    });
    await on.service.close();
    expect((await returnsReceived(sim)).reject[id]).toBeUndefined();
  });

  it("refuses offline in one sentence and journals nothing; and another account's return before any read", async () => {
    const [id] = (await waiting(1)) as [string];
    await sim.admin('PUT', '/faults', { rules: [{ match: '/sellers/*', fault: 'drop' }] });
    await expect(on.service.start('approve', [{ returnId: id }])).rejects.toMatchObject({
      code: 'NETWORK',
      message:
        'Stockroom cannot reach the marketplace, so nothing was approved; try again when you are online.',
    });
    expect(on.db.prepare('SELECT count(*) AS n FROM return_actions').get()).toEqual({ n: 0 });
    await sim.admin('DELETE', '/faults');
    const [theirs] = (await selfShipReturns(sim, 1, 'secondary')) as [string];
    await expect(on.service.start('cancel', [{ returnId: theirs }])).rejects.toMatchObject({
      code: 'VALIDATION',
      message: `Return ${theirs} is not among this profile's returns (they may be another profile's), so nothing was cancelled. Choose them on this profile's Returns screen.`,
    });
  });
});
