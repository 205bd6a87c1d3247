import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { ActionDetail, ActionStart } from '../../shared/fulfilment/contract.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { ShipmentCounts, ShipmentDetail, ShipmentRow } from '../../shared/shipments/types.ts';
import { startTestBackend } from '../testing/test-backend.ts';

/** Cancel and ready to dispatch through the contract, on the Demo profile: results in words, counts moved without a sync. */
describe('fulfilment actions through the contract', () => {
  let t: ReturnType<typeof startTestBackend>;
  let jobs: JobProgress[];
  let admin: (method: string, path: string, body?: unknown) => Promise<unknown>;
  beforeEach(async () => {
    t = startTestBackend();
    jobs = [];
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
    await vi.waitFor(() => expect(jobs.at(-1)?.state).toBe('done'), { timeout: 30_000, interval: 50 });
    const { profiles } = await call<{ profiles: { id: string; sellerBaseUrl: string }[] }>(
      'listProfiles',
      {},
    );
    const origin = new URL(profiles.find((p) => p.id === 'demo')!.sellerBaseUrl).origin;
    admin = async (method, path, body) => {
      const res = await fetch(`${origin}/__sim${path}`, {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      expect(res.ok, `${method} ${path}`).toBe(true);
      return res.json();
    };
  });
  afterEach(() => t.close());

  const call = async <T>(name: string, input: unknown): Promise<T> => {
    const envelope = await t.backend.dispatch(name, input);
    if (!envelope.ok) throw Object.assign(new Error(envelope.error.message), envelope.error);
    return envelope.value as T;
  };
  const counts = async () =>
    (await call<{ counts: ShipmentCounts }>('getShipmentCounts', { filter: { view: 'all' } })).counts;
  const toPack = async (n: number) =>
    (
      await call<GridBlock<ShipmentRow>>('getShipmentBlock', {
        startRow: 0,
        endRow: 200,
        sort: [],
        filter: { view: 'toPack', hold: false, formsFailed: false },
      })
    ).rows
      .filter((r) => r.status === 'APPROVED')
      .slice(0, n);
  const finished = async (start: ActionStart): Promise<ActionDetail> => {
    await vi.waitFor(
      () => expect(jobs.find((j) => j.jobId === start.jobId && j.state !== 'running')?.state).toBe('done'),
      { timeout: 20_000, interval: 20 },
    );
    return call<ActionDetail>('getFulfilmentAction', { actionId: start.actionId });
  };

  it('cancels two shipments with a reason; the tabs count them under Cancelled at once, without a sync', async () => {
    const before = await counts();
    const rows = await toPack(2);
    expect(rows).toHaveLength(2);
    const syncs = jobs.filter((j) => j.kind === 'shipmentSync').length;
    const action = await finished(
      await call<ActionStart>('startCancelShipments', {
        shipments: rows.map((r) => ({ shipmentId: r.shipmentId, reason: 'out_of_stock' })),
      }),
    );
    expect(action).toMatchObject({
      kind: 'cancel',
      state: 'done',
      message: '2 of 2 cancelled.',
      total: 2,
      done: 2,
    });
    expect(action.items.map((i) => i.message)).toEqual(['Cancelled.', 'Cancelled.']);
    const after = await counts();
    expect(after.toPack).toBe(before.toPack - 2);
    expect(after.cancelled).toBe(before.cancelled + 2);
    expect(jobs.filter((j) => j.kind === 'shipmentSync').length).toBe(syncs);
  });

  it('marks packed shipments ready to dispatch and stores their new state', async () => {
    const rows = await toPack(2);
    const ids = rows.map((r) => r.shipmentId);
    await admin('POST', '/shipments/move', { shipmentIds: ids, status: 'PACKED' });
    const action = await finished(await call<ActionStart>('startReadyToDispatch', { shipmentIds: ids }));
    expect(action.message).toBe('2 of 2 marked ready to dispatch.');
    for (const shipmentId of ids) {
      const detail = await call<ShipmentDetail>('getShipment', { shipmentId });
      expect(detail).toMatchObject({ view: 'toDispatch', status: 'READY_TO_DISPATCH' });
    }
  });

  it('refuses an action offline with one sentence, and journals nothing to send later', async () => {
    const rows = await toPack(1);
    await admin('PUT', '/faults', { rules: [{ match: '/sellers/*', fault: 'drop' }] });
    const error = await call('startCancelShipments', {
      shipments: [{ shipmentId: rows[0]!.shipmentId, reason: 'out_of_stock' }],
    }).catch((e: { code: string; message: string }) => e);
    expect(error).toMatchObject({
      code: 'NETWORK',
      message:
        'Stockroom cannot reach the marketplace, so nothing was cancelled; try again when you are online.',
    });
    expect(jobs.some((j) => j.kind === 'fulfilmentCancel')).toBe(false);
  });
});
