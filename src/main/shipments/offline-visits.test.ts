import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { ShipmentCacheStatus, ShipmentSyncStart } from '../../shared/shipments/types.ts';
import { activeShopAt, callValue, jobEnd, startTestBackend } from '../testing/test-backend.ts';

/** A marketplace that does not answer: a visit does not start a sync on every opening; Sync now still tries. */
describe('shipments with the marketplace not answering', () => {
  let t: ReturnType<typeof startTestBackend>;
  let now = Date.parse('2026-11-24T10:00:00.000Z');
  let jobs: JobProgress[];
  let waits: number[];
  beforeEach(() => {
    now = Date.parse('2026-11-24T10:00:00.000Z');
    waits = [];
    // The client's retries wait on this rather than in real time: the refusals still go through every retry.
    t = startTestBackend({ now: () => new Date(now), httpSleep: async (ms) => void waits.push(ms) });
    jobs = [];
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
  });
  afterEach(() => t.close());

  const call = <T>(name: string, input: unknown = {}): Promise<T> => callValue<T>(t.backend, name, input);
  const ended = (jobId: string) => jobEnd(jobs, jobId, 20_000);

  it('waits 30 s after a failed try before a visit tries again, longer after the next, and at once on Sync now', async () => {
    // Nothing listens on port 9 of the loopback: every call is refused at once.
    const profile = await activeShopAt(t.backend, 'http://127.0.0.1:9');

    const first = await call<ShipmentSyncStart>('startShipmentSync', { whenDue: true });
    expect(first.jobId).not.toBeNull();
    expect(await ended(first.jobId!)).toMatchObject({ state: 'failed' });
    expect(waits.length).toBeGreaterThan(0);
    const status = await call<ShipmentCacheStatus>('getShipmentCacheStatus', {});
    expect(status).toMatchObject({ marketplace: 'offline', nextTryAt: '2026-11-24T10:00:30.000Z' });

    // A visit within the wait starts nothing and says when the next try is.
    now += 29_000;
    expect(await call('startShipmentSync', { whenDue: true })).toEqual({
      jobId: null,
      nextTryAt: '2026-11-24T10:00:30.000Z',
    });
    expect(new Set(jobs.filter((j) => j.profileId === profile.id).map((j) => j.jobId)).size).toBe(1);

    // Past it, a visit tries; after that second silence the wait doubles.
    now += 1_000;
    const second = await call<ShipmentSyncStart>('startShipmentSync', { whenDue: true });
    expect(second.jobId).not.toBeNull();
    await ended(second.jobId!);
    expect((await call<ShipmentCacheStatus>('getShipmentCacheStatus', {})).nextTryAt).toBe(
      new Date(now + 60_000).toISOString(),
    );

    // Sync now does not wait.
    const pressed = await call<ShipmentSyncStart>('startShipmentSync', {});
    expect(pressed.jobId).not.toBeNull();
    await ended(pressed.jobId!);
  });
});
