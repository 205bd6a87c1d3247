import { describe, expect, it } from 'vitest';
import type { BackgroundSyncState } from '../../shared/app/payloads.ts';
import { BackgroundSyncScheduler, type RoundResult } from './scheduler.ts';
import { manualClock } from './testing/manual-timers.test-support.ts';

const settle = () => new Promise((r) => setImmediate(r));

function scheduler(options: { round?: () => Promise<RoundResult>; onBattery?: () => boolean } = {}) {
  const clock = manualClock();
  let minutes = 15;
  const seen = {
    states: [] as BackgroundSyncState[],
    newOrders: [] as number[],
    errors: [] as unknown[],
    rounds: 0,
  };
  const s = new BackgroundSyncScheduler({
    round: async () => {
      seen.rounds += 1;
      return (await options.round?.()) ?? { toPackBefore: 4, toPackAfter: 4, categories: 0 };
    },
    minutes: () => minutes,
    saveMinutes: (m) => void (minutes = m),
    now: clock.now,
    timers: clock.timers,
    ...(options.onBattery ? { onBattery: options.onBattery } : {}),
    changed: (state) => seen.states.push(state),
    newOrders: (count) => seen.newOrders.push(count),
    onError: (error) => seen.errors.push(error),
  });
  return { s, clock, seen, minutes: () => minutes };
}

describe('background sync', () => {
  it('runs a round every N minutes, saying when the next one is', async () => {
    const { s, clock, seen } = scheduler();
    s.start();
    expect(s.state()).toEqual({
      minutes: 15,
      nextRunAt: '2026-11-24T03:45:00.000Z',
      running: false,
      lastResult: null,
    });
    clock.fireNext();
    expect(s.state().running).toBe(true);
    await settle();
    expect(seen.rounds).toBe(1);
    expect(s.state()).toEqual({
      minutes: 15,
      nextRunAt: '2026-11-24T04:00:00.000Z',
      running: false,
      lastResult: 'done',
    });
    expect(clock.pending()).toEqual(['2026-11-24T04:00:00.000Z']);
    // The status bar heard each change.
    expect(seen.states.map((st) => [st.running, st.nextRunAt])).toEqual([
      [false, '2026-11-24T03:45:00.000Z'],
      [true, '2026-11-24T03:45:00.000Z'],
      [false, '2026-11-24T04:00:00.000Z'],
    ]);
  });

  it('announces new orders to pack once per round, and only when there are more', async () => {
    let after = 4;
    const { s, clock, seen } = scheduler({
      round: async () => ({ toPackBefore: 4, toPackAfter: after, categories: 1 }),
    });
    s.start();
    clock.fireNext();
    await settle();
    after = 7;
    clock.fireNext();
    await settle();
    after = 2; // orders packed meanwhile: nothing new
    clock.fireNext();
    await settle();
    expect(seen.newOrders).toEqual([3]);
  });

  it('skips a round on battery, and tries again at the next time', async () => {
    let battery = true;
    const { s, clock, seen } = scheduler({ onBattery: () => battery });
    s.start();
    clock.fireNext();
    await settle();
    expect(seen.rounds).toBe(0);
    expect(s.state()).toMatchObject({
      lastResult: 'skipped-on-battery',
      nextRunAt: '2026-11-24T04:00:00.000Z',
    });
    battery = false;
    clock.fireNext();
    await settle();
    expect(seen.rounds).toBe(1);
  });

  it('a failed round is recorded and the next one still comes', async () => {
    const { s, clock, seen } = scheduler({
      round: async () => {
        throw new Error('marketplace down');
      },
    });
    s.start();
    clock.fireNext();
    await settle();
    expect(seen.errors).toHaveLength(1);
    expect(s.state()).toMatchObject({
      lastResult: 'failed',
      running: false,
      nextRunAt: '2026-11-24T04:00:00.000Z',
    });
  });

  it('never runs two rounds at once', async () => {
    let finish!: (r: RoundResult) => void;
    const { s, seen } = scheduler({ round: () => new Promise((r) => (finish = r)) });
    s.start();
    void s.run();
    void s.run();
    await settle();
    expect(seen.rounds).toBe(1);
    finish({ toPackBefore: 0, toPackAfter: 0, categories: 0 });
  });

  it('can be turned off or set to another interval, and refuses one it does not offer', () => {
    const { s, clock, minutes } = scheduler();
    s.start();
    expect(s.setMinutes(0)).toMatchObject({ minutes: 0, nextRunAt: null });
    expect(clock.pending()).toEqual([]);
    expect(s.setMinutes(5)).toMatchObject({ minutes: 5, nextRunAt: '2026-11-24T03:35:00.000Z' });
    expect(clock.pending()).toEqual(['2026-11-24T03:35:00.000Z']);
    expect(() => s.setMinutes(7)).toThrow(
      'Background sync runs every 5, 15, 30, 60 minutes or is off (0), not 7.',
    );
    expect(minutes()).toBe(5);
  });

  it('stops planning when stopped (the backend closing)', () => {
    const { s, clock } = scheduler();
    s.start();
    s.stop();
    expect(clock.pending()).toEqual([]);
    expect(s.state().nextRunAt).toBeNull();
  });
});
