import { describe, expect, it } from 'vitest';
import type { JobProgress } from '../../../../shared/app/payloads.ts';
import { AppError } from '../../../../shared/errors.ts';
import type { ReturnActionDetail } from '../../../../shared/returns/return-action-types.ts';
import { fakeApi, settle, statusOf } from '../../testing/fake-api.test-support.ts';
import { createReturnActionsStore } from './return-actions-store.ts';

const ended: JobProgress = {
  jobId: 'J1',
  kind: 'returnAction',
  profileId: 'demo',
  startedAt: '2026-11-29T10:00:00Z',
  seq: 2,
  state: 'done',
  done: 2,
  total: 2,
  message: '1 of 2 approved, 1 refused.',
};
const DETAIL: ReturnActionDetail = {
  id: 'A1',
  kind: 'approve',
  state: 'done',
  message: '1 of 2 approved, 1 refused.',
  total: 2,
  done: 1,
  refused: 1,
  jobId: null,
  items: [
    { returnId: 'R1', outcome: 'done', errorCode: null, message: 'Approved.' },
    {
      returnId: 'R2',
      outcome: 'refused',
      errorCode: 'STATE',
      message: 'It is rejected at the marketplace, so it was not approved.',
    },
  ],
};

describe('the self-ship return actions store', () => {
  it('starts an action on the ticked returns, then shows its result once the job has ended', async () => {
    const fake = fakeApi({
      getStatus: () => statusOf('demo'),
      startReturnAction: () => ({ actionId: 'A1', jobId: 'J1' }),
      getReturnAction: () => DETAIL,
    });
    const store = createReturnActionsStore();
    store.getState().init(fake.api);
    expect(await store.getState().start('approve', [{ returnId: 'R1' }, { returnId: 'R2' }])).toBe(true);
    expect(fake.calls.find((c) => c.name === 'startReturnAction')?.input).toEqual({
      kind: 'approve',
      returns: [{ returnId: 'R1' }, { returnId: 'R2' }],
    });
    expect(store.getState().result).toBeNull();
    fake.emit('jobProgress', ended);
    await settle();
    expect(store.getState().result?.message).toBe('1 of 2 approved, 1 refused.');
  });

  it('says in one sentence why nothing was sent, and drops everything on a switch of profile', async () => {
    const sentence =
      'Stockroom cannot reach the marketplace, so nothing was approved; try again when you are online.';
    const fake = fakeApi({
      getStatus: () => statusOf('demo'),
      startReturnAction: () => {
        throw new AppError('NETWORK', sentence);
      },
    });
    const store = createReturnActionsStore();
    store.getState().init(fake.api);
    await settle();
    expect(await store.getState().start('approve', [{ returnId: 'R1' }])).toBe(false);
    expect(store.getState()).toMatchObject({ error: sentence, busy: false, action: null });
    fake.emit('profilesChanged', { activeId: 'shop' });
    expect(store.getState().error).toBeNull();
  });
});
