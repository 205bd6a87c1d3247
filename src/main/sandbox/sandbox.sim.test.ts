import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileSummary } from '../../shared/accounts/profile.ts';
import type { TestOrderRow } from '../../shared/sandbox/contract.ts';
import { NOT_SANDBOX } from '../../shared/sandbox/sandbox-types.ts';
import { inEnglish } from '../../shared/returns/translate.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { TodayFigures } from '../../shared/shipments/today.ts';
import type { ShipmentRow } from '../../shared/shipments/types.ts';
import { startDemoBackend } from '../fulfilment/testing/demo-backend.test-support.ts';
import { jobEnd } from '../testing/test-backend.ts';

const timeZone = 'Asia/Kolkata';

/** Issue 40, the sandbox: test orders made and moved on the Demo's marketplace, over real HTTP. */
describe('the sandbox on the Demo profile', { timeout: 60_000 }, () => {
  let demo: Awaited<ReturnType<typeof startDemoBackend>>;
  // A Demo start and its first syncs on a machine shared with other work: more than the default hook time.
  beforeEach(async () => {
    demo = await startDemoBackend();
    // The Demo's first shipment sync (other first syncs may end before it): its orders name the listings.
    await vi.waitFor(
      () => expect(demo.jobs.some((j) => j.kind === 'shipmentSync' && j.state === 'done')).toBe(true),
      { timeout: 60_000, interval: 50 },
    );
  }, 90_000);
  afterEach(() => demo.t.close());

  const call = <T>(name: string, input: unknown = {}): Promise<T> => demo.call<T>(name, input);
  const refusal = (name: string, input: unknown = {}) =>
    call(name, input).catch((e: { code: string; message: string }) => ({ code: e.code, message: e.message }));
  const ended = async (jobId: string) => jobEnd(demo.jobs, jobId, 30_000);
  const toPackToday = async () => (await call<TodayFigures>('getToday', { timeZone })).counts.toPackToday;
  /** The syncs that started after `since` jobs were seen, all ended. */
  const syncsEnded = async (since: number) => {
    for (const job of demo.jobs.slice(since).filter((j) => j.kind === 'shipmentSync'))
      expect((await ended(job.jobId)).state).toBe('done');
  };

  it('makes 5 test orders, says so, and they appear on Today after the sync it runs', async () => {
    const before = await toPackToday();
    const seen = demo.jobs.length;
    const { jobId } = await call<{ jobId: string }>('startTestOrders');
    const end = await ended(jobId);
    expect(end).toMatchObject({
      kind: 'sandboxTestOrders',
      state: 'done',
      message: '5 test orders made. Shipments is syncing so they appear.',
    });
    await syncsEnded(seen);
    expect(await toPackToday()).toBe(before + 5);
    expect(((await demo.admin('GET', '/sandbox/received')) as { testOrders: number }).testOrders).toBe(5);
    const orders = await call<TestOrderRow[]>('listTestOrders');
    expect(orders).toHaveLength(5);
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(5);
    expect(orders[0]).toMatchObject({
      orderItemIds: [expect.any(String)],
      skus: [expect.any(String)],
      lastMove: null,
    });
  });

  it('holds a test order and releases it, reading each back; a move its state does not allow is refused in words', async () => {
    await ended((await call<{ jobId: string }>('startTestOrders')).jobId);
    const [first, second] = await call<TestOrderRow[]>('listTestOrders');
    const ids = [first!.orderItemIds[0]!, second!.orderItemIds[0]!];
    const held = await ended(
      (await call<{ jobId: string }>('startSandboxMove', { move: 'hold', orderItemIds: ids })).jobId,
    );
    expect(held.message).toBe('2 order items put on hold.');
    expect(
      (await call<TestOrderRow[]>('listTestOrders')).find((o) => o.orderId === first!.orderId)?.lastMove,
    ).toBe('put on hold');
    // Held already: read back as done, not sent a second time.
    const again = await ended(
      (await call<{ jobId: string }>('startSandboxMove', { move: 'hold', orderItemIds: [ids[0]] })).jobId,
    );
    expect(again.message).toBe('1 order item put on hold.');
    const received = (await demo.admin('GET', '/sandbox/received')) as {
      received: Record<string, Record<string, number>>;
    };
    expect(received.received['on_hold']?.[ids[0]!]).toBe(1);
    const shipped = await ended(
      (await call<{ jobId: string }>('startSandboxMove', { move: 'shipped', orderItemIds: [ids[1]] })).jobId,
    );
    expect(shipped.message).toBe(
      `0 of 1 order item marked shipped; 1 not done: Order item ${ids[1]} is on hold; release the hold first.`,
    );
    const released = await ended(
      (await call<{ jobId: string }>('startSandboxMove', { move: 'unhold', orderItemIds: ids })).jobId,
    );
    expect(released.message).toBe('2 order items released from hold.');
  });

  it('gives a delivered test order a customer return and moves it by a return event, each read back', async () => {
    await ended((await call<{ jobId: string }>('startTestOrders')).jobId);
    const [first, second] = await call<TestOrderRow[]>('listTestOrders');
    const [delivered, waiting] = [first!.orderItemIds[0]!, second!.orderItemIds[0]!];
    const ids = (
      await call<GridBlock<ShipmentRow>>('getShipmentBlock', {
        startRow: 0,
        endRow: 5,
        sort: [],
        filter: { view: 'all', search: delivered },
      })
    ).rows.map((r) => r.shipmentId);
    expect(ids).toHaveLength(1);
    await demo.admin('POST', '/shipments/move', { shipmentIds: ids, status: 'DELIVERED' });
    const start = (name: string, input: unknown) =>
      call<{ jobId: string }>(name, input).then((s) => ended(s.jobId));
    const made = await start('startSandboxReturn', {
      orderItemIds: [delivered, waiting],
      returnType: 'customer_return',
    });
    expect(made.message).toBe(
      `1 of 2 order items given a customer return; 1 not done: Order item ${waiting} is approved: a customer return needs it delivered first.`,
    );
    expect(
      (await start('startReturnEvent', { orderItemIds: [delivered], eventType: 'approved' })).message,
    ).toBe('1 order item had its return approved.');
    // Approved already: read back as done, not sent again.
    expect(
      (await start('startReturnEvent', { orderItemIds: [delivered], eventType: 'approved' })).message,
    ).toBe('1 order item had its return approved.');
    const received = (await demo.admin('GET', '/sandbox/received')) as {
      received: Record<string, Record<string, number>>;
    };
    expect(received.received['create_returns']).toEqual({ [delivered]: 1 });
    expect(received.received['return_events']).toEqual({ [delivered]: 1 });
    expect(
      (await call<TestOrderRow[]>('listTestOrders')).find((o) => o.orderItemIds[0] === delivered)?.lastMove,
    ).toBe('return approved');
  });

  it('refuses to move an order item that is not one of its test orders', async () => {
    expect(await refusal('startSandboxMove', { move: 'delivered', orderItemIds: ['400000000001'] })).toEqual({
      code: 'VALIDATION',
      message: 'Order item 400000000001 is not a test order of this account, so nothing was sent.',
    });
  });

  it('refuses test orders offline in one sentence, and journals nothing to send later', async () => {
    await demo.admin('PUT', '/faults', { rules: [{ match: '/sellers/*', fault: 'drop' }] });
    expect(await refusal('startTestOrders')).toEqual({
      code: 'NETWORK',
      message:
        'Stockroom cannot reach the marketplace, so no test order was made; try again when you are online.',
    });
    await demo.admin('DELETE', '/faults');
    expect(await call<TestOrderRow[]>('listTestOrders')).toEqual([]);
    expect(((await demo.admin('GET', '/sandbox/received')) as { testOrders: number }).testOrders).toBe(0);
  });

  it('refuses test orders on a Production profile in one sentence, before anything is sent', async () => {
    const live = await call<ProfileSummary>('saveProfile', { name: 'My shop', kind: 'production' });
    await call('activateProfile', { id: live.id });
    expect(await refusal('startTestOrders')).toEqual({ code: 'VALIDATION', message: inEnglish(NOT_SANDBOX) });
    expect(await refusal('startSandboxMove', { move: 'hold', orderItemIds: ['1'] })).toEqual({
      code: 'VALIDATION',
      message: inEnglish(NOT_SANDBOX),
    });
  });
});
