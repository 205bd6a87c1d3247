import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import { RateGate } from './rate-gate.ts';
import { SyncQueue } from './sync-queue.ts';

/** A clock that only moves when the gate sleeps. */
function fakeClock() {
  let now = 0;
  const slept: number[] = [];
  return {
    now: () => now,
    sleep: (ms: number) => {
      slept.push(ms);
      now += ms;
      return Promise.resolve();
    },
    slept,
  };
}

/** When each of `count` calls in a row got through the gate, on its clock. */
async function startTimes(
  gate: RateGate,
  clock: ReturnType<typeof fakeClock>,
  count: number,
): Promise<number[]> {
  const starts: number[] = [];
  for (let i = 0; i < count; i++) {
    await gate.take();
    starts.push(clock.now());
  }
  return starts;
}

describe('RateGate', () => {
  it('lets `calls` calls start in any window and makes the next one wait for the oldest to leave it', async () => {
    const clock = fakeClock();
    const gate = new RateGate({ calls: 3, windowMs: 1000, now: clock.now, sleep: clock.sleep });
    const starts = await startTimes(gate, clock, 7);
    expect(starts).toEqual([0, 0, 0, 1001, 1001, 1001, 2002]);
    for (let i = 3; i < starts.length; i++) expect(starts[i]! - starts[i - 3]!).toBeGreaterThanOrEqual(1000);
  });

  it('spreads a large limit across its window in small bursts rather than all of it at once', async () => {
    const clock = fakeClock();
    const gate = new RateGate({ calls: 8, windowMs: 800, now: clock.now, sleep: clock.sleep });
    const starts = await startTimes(gate, clock, 12);
    // Four at a time (four spacings of 100 ms), so the service never sees the whole second's calls together.
    expect(starts).toEqual([0, 0, 0, 0, 400, 400, 400, 400, 801, 801, 801, 801]);
    for (let i = 8; i < starts.length; i++) expect(starts[i]! - starts[i - 8]!).toBeGreaterThanOrEqual(800);
  });

  it('lets a call start at once after a quiet spell', async () => {
    const clock = fakeClock();
    const gate = new RateGate({ calls: 20, now: clock.now, sleep: clock.sleep });
    await gate.take();
    await clock.sleep(5_000);
    await gate.take();
    expect(clock.now()).toBe(5_000);
  });

  it('a cancelled waiter leaves with CANCELLED and does not hold up the others', async () => {
    const clock = fakeClock();
    const gate = new RateGate({ calls: 1, windowMs: 1000, now: clock.now, sleep: clock.sleep });
    await gate.take();
    const controller = new AbortController();
    controller.abort();
    await expect(gate.take(controller.signal)).rejects.toMatchObject({ code: 'CANCELLED' });
    await gate.take();
    expect(clock.now()).toBe(1001);
  });

  it('refuses more waiters than its bound with a sentence', async () => {
    const gate = new RateGate({
      calls: 1,
      windowMs: 1000,
      maxWaiting: 1,
      sleep: () => new Promise(() => undefined),
    });
    await gate.take();
    void gate.take().catch(() => undefined);
    await expect(gate.take()).rejects.toThrow('Too many feed calls are waiting');
  });
});

describe('SyncQueue', () => {
  it('runs at most `concurrency` at once, the rest in order, and never one category twice', async () => {
    const queue = new SyncQueue(1, 5);
    const order: string[] = [];
    let release!: () => void;
    const a = queue.claim('a');
    const b = queue.claim('b');
    expect([a.ahead, b.ahead]).toEqual([0, 1]);
    expect(() => queue.claim('a')).toThrow(AppError);
    const signal = new AbortController().signal;
    const first = a.run(
      () =>
        new Promise<void>((resolve) => {
          order.push('a starts');
          release = () => {
            order.push('a ends');
            resolve();
          };
        }),
      signal,
    );
    const second = b.run(async () => {
      order.push('b starts');
    }, signal);
    await vi.waitFor(() => expect(order).toEqual(['a starts']));
    // b waits while a runs.
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['a starts']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['a starts', 'a ends', 'b starts']);
    expect(queue.has('a')).toBe(false);
  });

  it('a waiting sync that is cancelled leaves the queue', async () => {
    const queue = new SyncQueue(1, 5);
    const a = queue.claim('a');
    const b = queue.claim('b');
    const controller = new AbortController();
    const blocking = a.run(() => new Promise<void>(() => undefined), new AbortController().signal);
    void blocking;
    const waiting = b.run(() => Promise.resolve('ran'), controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(queue.has('b')).toBe(false);
  });
});
