/**
 * This thread's write transactions before a storage thread's long writes. The two connections take turns at
 * SQLite's one write lock; a storage thread writing 500 shipments holds it for 50 ms or more, and a journal row
 * written meanwhile on this thread would wait for all of it, with the thread blocked. So this thread counts its
 * transactions waiting or running in shared memory, and a storage thread writing in steps gives way between two
 * steps while the count is above zero: this thread waits at most one step.
 */
const shared = new SharedArrayBuffer(4);
const waiting = new Int32Array(shared);

/** For a storage thread this thread starts (its workerData), so that it can give way to this thread's writes. */
export function writeTurnsBuffer(): SharedArrayBuffer {
  return shared;
}

/** A write transaction of this thread is about to ask for the lock. */
export function writeWanted(): void {
  Atomics.add(waiting, 0, 1);
}

/** That transaction has ended (committed or rolled back). */
export function writeDone(): void {
  if (Atomics.sub(waiting, 0, 1) === 1) Atomics.notify(waiting, 0);
}

/**
 * On a storage thread, between two steps of a long write: waits while the thread that started it has a write
 * transaction waiting or running, at most `maxMs` in all (a bound, should that thread never say it is done).
 */
export function giveWay(buffer: SharedArrayBuffer, maxMs = 1_000): void {
  const count = new Int32Array(buffer);
  const deadline = performance.now() + maxMs;
  for (let n = Atomics.load(count, 0); n > 0; n = Atomics.load(count, 0)) {
    const left = deadline - performance.now();
    if (left <= 0) return;
    Atomics.wait(count, 0, n, left);
  }
}
