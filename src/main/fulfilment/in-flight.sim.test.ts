import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { ActionDetail } from '../../shared/fulfilment/contract.ts';
import { MemorySecretStore } from '../accounts/secret-store.ts';
import { startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { startTestBackend } from '../testing/test-backend.ts';
import {
  contract,
  filledPack,
  profileOn,
  startPack,
  syncedToPack,
  typeSecret,
} from './testing/contract.test-support.ts';
import { received } from './testing/fulfilment.test-support.ts';

/**
 * Nothing stays in flight (issue 38, case 5): a pack whose answers were lost, left by a job that gave up or by a
 * quit, is read back whenever its account becomes usable again (the marketplace back, a switch to its profile, its
 * secret typed again), and the seller sees it. Two profiles on two simulators where the case needs them.
 */
describe('actions left in flight', { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A backend on `dataDir` (a restart when given), its jobs collected. */
  function backend(options: Parameters<typeof startTestBackend>[0] = {}) {
    const t = startTestBackend(options);
    const jobs: JobProgress[] = [];
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
    // What tells the screen to show a resumed action's job and result.
    const resumed: string[] = [];
    t.backend.events.on('fulfilmentResumed', (r) => resumed.push(r.actionId));
    return { t, jobs, resumed, call: contract(() => t.backend) };
  }
  async function sim(seed: number): Promise<Sim> {
    const s = await startSim({ seed, shipments: 40, products: 20 });
    cleanups.push(() => s.close());
    return s;
  }
  /** The pack call is taken by the marketplace, its answer held back until the app has quit. */
  const answerHeld = (s: Sim) =>
    s.admin('PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/labels', method: 'POST', latencyMs: 20_000 }],
    });
  /** The marketplace packs what it took (its clock moves on), and answers again. */
  const answering = async (s: Sim) => {
    await s.admin('DELETE', '/faults');
    await s.admin('POST', '/clock/advance', { ms: 60_000 });
  };
  const packsReceived = async (s: Sim, ids: readonly string[]) => {
    const pack = (await received(s)).pack;
    return ids.map((id) => pack[id] ?? 0);
  };
  /** The fulfilment jobs started after `since` jobs were seen, by what they said. */
  const resumedJob = async (jobs: JobProgress[], since: number, n: number) =>
    vi.waitFor(
      () => {
        const said = jobs.slice(since).filter((j) => j.kind === 'fulfilmentPack');
        expect(said.map((j) => j.message)).toContain(`${n} shipments: checking what the marketplace did`);
        const end = said.find((j) => j.state !== 'running');
        expect(end).toBeDefined();
        return end!;
      },
      { timeout: 30_000, interval: 20 },
    );

  it('reads back a pack that gave up when the marketplace answers again, and sends nothing twice', async () => {
    const s = await sim(11);
    const { t, jobs, call } = backend();
    cleanups.push(() => t.close());
    const profileId = await profileOn(call, s, 'Shop');
    await call('activateProfile', { id: profileId });
    const ids = await syncedToPack(call, jobs, s, 2);
    const form = await filledPack(call, ids);
    // The marketplace packs them and the answer is cut; every read after the pack's first two goes unanswered.
    await s.admin('PUT', '/faults', {
      rules: [
        { match: '/sellers/v3/shipments/labels', method: 'POST', fault: 'truncate' },
        { match: '/sellers/v3/shipments*', method: 'GET', fault: 'drop', after: 2 },
      ],
    });
    const start = await startPack(call, form);
    const gaveUp = await vi.waitFor(
      () => {
        const end = jobs.find((j) => j.jobId === start.jobId && j.state !== 'running');
        expect(end).toBeDefined();
        return end!;
      },
      { timeout: 30_000, interval: 20 },
    );
    const sentence =
      'The marketplace did not answer for 2 of 2 shipments; Stockroom checks what it did when the marketplace answers again.';
    expect(gaveUp).toMatchObject({ state: 'failed', message: sentence });
    expect(await call<ActionDetail>('getFulfilmentAction', { actionId: start.actionId })).toMatchObject({
      state: 'failed',
      message: sentence,
    });
    expect(await packsReceived(s, ids)).toEqual([1, 1]);

    // The marketplace answers again (a test of the connection hears it): the pack is read back, not sent again.
    const since = jobs.length;
    await answering(s);
    await call('testConnection', { profileId });
    const end = await resumedJob(jobs, since, 2);
    expect(end).toMatchObject({ state: 'done', message: '2 of 2 packed.' });
    expect(await call<ActionDetail>('getFulfilmentAction', { actionId: start.actionId })).toMatchObject({
      state: 'done',
      done: 2,
    });
    expect(await packsReceived(s, ids)).toEqual([1, 1]);
  });

  it('reads back a pack a quit left, when the seller switches to its profile (and not before)', async () => {
    const [a, b] = [await sim(12), await sim(13)];
    const secrets = new MemorySecretStore();
    const first = backend({ secrets });
    const call = first.call;
    const shopA = await profileOn(call, a, 'Shop A');
    const shopB = await profileOn(call, b, 'Shop B');
    await call('activateProfile', { id: shopA });
    const ids = await syncedToPack(call, first.jobs, a, 2);
    await answerHeld(a);
    const start = await startPack(call, await filledPack(call, ids));
    await vi.waitFor(async () => expect(await packsReceived(a, ids)).toEqual([1, 1]), { timeout: 10_000 });
    // The seller moves to the other shop and quits while the marketplace still holds the pack's answer.
    await call('activateProfile', { id: shopB });
    await first.t.backend.close();

    await answering(a);
    const again = backend({ dataDir: first.t.dataDir, secrets });
    cleanups.push(() => again.t.close());
    expect((await again.call<{ activeId: string }>('listProfiles')).activeId).toBe(shopB);
    // Started on Shop B: Shop A's pack waits for its own account, untouched.
    expect(await packsReceived(a, ids)).toEqual([1, 1]);
    expect(again.jobs.filter((j) => j.kind === 'fulfilmentPack')).toEqual([]);

    await again.call('activateProfile', { id: shopA });
    const end = await resumedJob(again.jobs, 0, 2);
    expect(again.resumed).toEqual([start.actionId]);
    expect(end).toMatchObject({ state: 'done', message: '2 of 2 packed.' });
    expect(await again.call<ActionDetail>('getFulfilmentAction', { actionId: start.actionId })).toMatchObject(
      {
        state: 'done',
        done: 2,
      },
    );
    expect(await packsReceived(a, ids)).toEqual([1, 1]);
  });

  it('reads back a pack a quit left once the secret is typed again (the web host keeps none)', async () => {
    const a = await sim(14);
    const first = backend();
    const shopA = await profileOn(first.call, a, 'Shop A');
    await first.call('activateProfile', { id: shopA });
    const ids = await syncedToPack(first.call, first.jobs, a, 3);
    await answerHeld(a);
    const start = await startPack(first.call, await filledPack(first.call, ids));
    await vi.waitFor(async () => expect(await packsReceived(a, ids)).toEqual([1, 1, 1]), { timeout: 10_000 });
    await first.t.backend.close();

    await answering(a);
    const again = backend({ dataDir: first.t.dataDir });
    cleanups.push(() => again.t.close());
    // No secret yet: nothing can be read back, and nothing is said to have failed.
    await again.call('listProfiles');
    expect(again.jobs.filter((j) => j.kind === 'fulfilmentPack')).toEqual([]);

    await typeSecret(again.call, a, shopA);
    const end = await resumedJob(again.jobs, 0, 3);
    expect(end).toMatchObject({ state: 'done', message: '3 of 3 packed.' });
    expect(await again.call<ActionDetail>('getFulfilmentAction', { actionId: start.actionId })).toMatchObject(
      {
        state: 'done',
        done: 3,
      },
    );
    expect(await packsReceived(a, ids)).toEqual([1, 1, 1]);
  });
});
