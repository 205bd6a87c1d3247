/**
 * This thread's write transactions before a storage thread's long writes. The two connections take turns at
 * SQLite's one write lock; a storage thread writing 500 shipments holds it for 50 ms or more, and a journal row
 * written meanwhile on this thread would wait for all of it, with the thread blocked. So this thread counts its
 * transactions waiting or running in shared memory, and a storage thread writing in steps gives way between two
 * steps while the count is above zero: this thread waits at most one step. The storage thread also counts the
 * steps it has ended (`writeEnded`), so that a transaction of this thread that found the lock taken is woken the
 * moment the step ends rather than after a sleep of SQLite's busy handler (transaction.ts).
 */
const shared = new SharedArrayBuffer(8);
const turns = new Int32Array(shared);
/** turns[WAITING]: this thread's write transactions waiting or running. */
const WAITING = 0;
/** turns[ENDED]: write transactions a storage thread has ended (committed or rolled back), counted on. */
const ENDED = 1;

/** For a storage thread this thread starts (its workerData), so that it can give way to this thread's writes. */
export function writeTurnsBuffer(): SharedArrayBuffer {
  return shared;
}

/** A write transaction of this thread is about to ask for the lock. */
export function writeWanted(): void {
  Atomics.add(turns, WAITING, 1);
}

/** That transaction has ended (committed or rolled back). */
export function writeDone(): void {
  if (Atomics.sub(turns, WAITING, 1) === 1) Atomics.notify(turns, WAITING);
}

/**
 * On a storage thread, between two steps of a long write: waits while the thread that started it has a write
 * transaction waiting or running, at most `maxMs` in all (a bound, should that thread never say it is done).
 */
export function giveWay(buffer: SharedArrayBuffer, maxMs = 1_000): void {
  const count = new Int32Array(buffer);
  const deadline = performance.now() + maxMs;
  for (let n = Atomics.load(count, WAITING); n > 0; n = Atomics.load(count, WAITING)) {
    const left = deadline - performance.now();
    if (left <= 0) return;
    Atomics.wait(count, WAITING, n, left);
  }
}

/** On a storage thread: one of its write transactions has ended, the lock is free; a waiting writer is woken. */
export function writeEnded(buffer: SharedArrayBuffer): void {
  const ints = new Int32Array(buffer);
  Atomics.add(ints, ENDED, 1);
  Atomics.notify(ints, ENDED);
}

/** How many write transactions the storage threads have ended so far: read before asking for the lock. */
export function writesEnded(): number {
  return Atomics.load(turns, ENDED);
}

/**
 * Waits until a storage thread ends a write transaction after the `seen` count of `writesEnded`, or `ms` pass
 * (the lock may be held by another connection, which says nothing).
 */
export function waitForWriteEnd(seen: number, ms: number): void {
  Atomics.wait(turns, ENDED, seen, ms);
}
