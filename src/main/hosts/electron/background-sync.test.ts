import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackgroundSyncState, JobProgress } from '../../../shared/app/payloads.ts';
import { manualClock } from '../../background-sync/testing/manual-timers.test-support.ts';
import { startShell, type Shell } from './testing/start-shell.test-support.ts';

let shell: Shell | undefined;
afterEach(async () => {
  await shell?.stop();
  shell = undefined;
});

const value = async <T>(s: Shell, name: string, input: unknown = {}) =>
  ((await s.invoke(name, input)) as { value: T }).value;

describe('background sync in the desktop app (Demo profile, real backend)', () => {
  it('runs an incremental shipment sync on its timer, and the status says when the next one is', async () => {
    const clock = manualClock(new Date());
    shell = await startShell({ backgroundTimers: clock.timers });
    const s = shell;
    const first = await value<BackgroundSyncState>(s, 'getBackgroundSync');
    expect(first).toMatchObject({ minutes: 15, running: false, lastResult: null });
    expect(Date.parse(first.nextRunAt!) - Date.now()).toBeGreaterThan(14 * 60_000);
    // Let the Demo's launch sync end first, as fifteen minutes would.
    await vi.waitFor(async () => {
      const jobs = await value<JobProgress[]>(s, 'listJobs', { kind: 'shipmentSync' });
      expect(jobs.length).toBeGreaterThan(0);
      expect(jobs.every((j) => j.state !== 'running')).toBe(true);
    }, 30_000);
    const before = (await value<JobProgress[]>(s, 'listJobs', { kind: 'shipmentSync' })).length;

    clock.fireNext();
    await vi.waitFor(async () => {
      expect(await value<BackgroundSyncState>(s, 'getBackgroundSync')).toMatchObject({
        lastResult: 'done',
        running: false,
      });
    }, 30_000);
    const jobs = await value<JobProgress[]>(s, 'listJobs', { kind: 'shipmentSync' });
    expect(jobs).toHaveLength(before + 1);
    expect(jobs[0]).toMatchObject({ state: 'done' });
    expect(clock.pending()).toHaveLength(1);
  }, 60_000);

  it('keeps the interval in the settings, refuses one it does not offer, and can be turned off', async () => {
    shell = await startShell({ backgroundTimers: manualClock().timers });
    expect(await shell.invoke('setBackgroundSync', { minutes: 7 })).toMatchObject({
      ok: false,
      error: {
        code: 'VALIDATION',
        message: expect.stringContaining('minutes must be 0 (off), 5, 15, 30 or 60'),
      },
    });
    expect(await value<BackgroundSyncState>(shell, 'setBackgroundSync', { minutes: 0 })).toMatchObject({
      minutes: 0,
      nextRunAt: null,
    });
    expect(JSON.parse(readFileSync(join(shell.dataDir, 'config.json'), 'utf8'))).toMatchObject({
      backgroundSyncMinutes: 0,
    });
  });

  it('new orders to pack become an OS notification', async () => {
    shell = await startShell({ backgroundTimers: manualClock().timers });
    shell.backend!.events.emit('newOrdersToPack', { count: 3, message: '3 new orders to pack.' });
    expect(shell.fake.os.notifications).toEqual([{ title: 'Stockroom', body: '3 new orders to pack.' }]);
  });

  it('waits while the computer runs on battery', async () => {
    const clock = manualClock();
    shell = await startShell({ backgroundTimers: clock.timers, prepare: (os) => void (os.onBattery = true) });
    clock.fireNext();
    expect(await value<BackgroundSyncState>(shell, 'getBackgroundSync')).toMatchObject({
      lastResult: 'skipped-on-battery',
    });
  });
});
