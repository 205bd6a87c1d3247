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
    // A pace too fast to matter: the window alone.
    const gate = new RateGate({ calls: 3, windowMs: 1000, spacingMs: 0, now: clock.now, sleep: clock.sleep });
    const starts = await startTimes(gate, clock, 7);
    expect(starts).toEqual([0, 0, 0, 1001, 1001, 1001, 2002]);
    for (let i = 3; i < starts.length; i++) expect(starts[i]! - starts[i - 3]!).toBeGreaterThanOrEqual(1000);
  });

  it('spreads a large limit across its window, at most two at once, rather than all of it together', async () => {
    const clock = fakeClock();
    const gate = new RateGate({
      calls: 8,
      windowMs: 800,
      spacingMs: 100,
      now: clock.now,
      sleep: clock.sleep,
    });
    const starts = await startTimes(gate, clock, 12);
    // Two at once from rest, then one a spacing; the window holds the ninth back until the first two leave it.
    expect(starts).toEqual([0, 0, 100, 200, 300, 400, 500, 600, 801, 801, 901, 1001]);
    for (let i = 8; i < starts.length; i++) expect(starts[i]! - starts[i - 8]!).toBeGreaterThanOrEqual(800);
  });

  it('paces 20 calls a 1,050 ms by default, inside a hard window of 20 in 1,020 ms', async () => {
    const clock = fakeClock();
    const gate = new RateGate({ calls: 20, now: clock.now, sleep: clock.sleep });
    const starts = await startTimes(gate, clock, 200);
    // Two at once from rest, then 52.5 ms apart: 19.05 calls/s over a long walk, 0.95 of the service's 20.
    expect(starts.slice(0, 6)).toEqual([0, 0, 53, 105, 158, 210]);
    expect((starts.length - 5) / ((starts.at(-1)! - starts[4]!) / 1000)).toBeCloseTo(19.05, 1);
    for (let i = 20; i < starts.length; i++) expect(starts[i]! - starts[i - 20]!).toBeGreaterThan(1020);
  });

  it('makes up for a timer that fired late instead of pushing every later call back', async () => {
    let now = 0;
    let late = 0;
    const clock = {
      now: () => now,
      // The thread was busy (storing a page) when one timer was due: it fires 50 ms late.
      sleep: (ms: number) => {
        now += ms + late;
        late = 0;
        return Promise.resolve();
      },
    };
    const gate = new RateGate({
      calls: 20,
      windowMs: 1000,
      spacingMs: 60,
      now: clock.now,
      sleep: clock.sleep,
    });
    const starts: number[] = [];
    for (let i = 0; i < 40; i++) {
      if (i === 10) late = 50;
      await gate.take();
      starts.push(now);
    }
    // After the first two, call i is due at (i - 1) × 60 ms. The 11th, due at 540, started at 590 (its timer late);
    // the 12th went 10 ms after it, on time, and every call after is on its schedule: nothing was lost.
    expect(starts.slice(9, 13)).toEqual([480, 590, 600, 660]);
    for (let i = 11; i < starts.length; i++) expect(starts[i]).toBe((i - 1) * 60);
    for (let i = 20; i < starts.length; i++) expect(starts[i]! - starts[i - 20]!).toBeGreaterThan(1000);
  });

  it('keeps 0.95 of the limit while the thread that fires its timers stores each page for 28 ms', async () => {
    // Ten walks through one gate on one thread, on a clock of its own: a page arrives 120 ms after its call starts,
    // the walk asks for its next call, then stores the page, holding the thread 28 ms (the million-product sync's
    // median on a quiet machine). A timer or an arrival runs only when the thread is free. The gate before this one
    // placed each start a fixed spacing after the starts before it; here it reached 17.2 calls/s (the real sync on
    // the same machine: 17.3 accepted calls/s).
    const STORE_MS = 28;
    const TRIP_MS = 120;
    let now = 0;
    let busyUntil = 0;
    let order = 0;
    const events: { at: number; order: number; run: () => void }[] = [];
    const later = (ms: number) =>
      new Promise<void>((run) => events.push({ at: now + ms, order: order++, run }));
    const gate = new RateGate({ calls: 20, now: () => now, sleep: later });
    let calls = 0;
    let ended = 0;
    const walk = async (pages: number) => {
      await gate.take();
      for (let page = 0; page < pages; page++) {
        calls++;
        await later(TRIP_MS);
        const next = page + 1 < pages ? gate.take() : Promise.resolve();
        busyUntil = Math.max(busyUntil, now) + STORE_MS;
        await later(busyUntil - now);
        ended = now;
        await next;
      }
    };
    let done = false;
    void Promise.all(Array.from({ length: 10 }, () => walk(40))).then(() => (done = true));
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      events.sort((a, b) => a.at - b.at || a.order - b.order);
      const event = events.shift();
      if (event === undefined) continue;
      now = Math.max(now, event.at, busyUntil);
      event.run();
    }
    expect(calls).toBe(400);
    expect(calls / (ended / 1000)).toBeGreaterThan(0.95 * 20);
  });

  it('lets a retry, which waited what the service asked already, go before the calls waiting', async () => {
    let now = 0;
    const timers: (() => void)[] = [];
    const gate = new RateGate({
      calls: 1,
      windowMs: 1000,
      spacingMs: 1000,
      now: () => now,
      // Each wait ends when the test says so.
      sleep: (ms) =>
        new Promise<void>((resolve) =>
          timers.push(() => {
            now += ms;
            resolve();
          }),
        ),
    });
    const order: string[] = [];
    await gate.take();
    const waiting = ['page a', 'page b'].map((name) => gate.take().then(() => order.push(name)));
    const retry = gate.take(undefined, { retry: true }).then(() => order.push('retry'));
    for (let i = 0; i < 3; i++) {
      await vi.waitFor(() => expect(timers).toHaveLength(i + 1));
      timers[i]!();
      await vi.waitFor(() => expect(order).toHaveLength(i + 1));
    }
    await Promise.all([...waiting, retry]);
    expect(order).toEqual(['retry', 'page a', 'page b']);
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
    const gate = new RateGate({ calls: 1, windowMs: 1000, spacingMs: 1, now: clock.now, sleep: clock.sleep });
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
