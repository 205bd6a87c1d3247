/**
 * This thread's write transactions before a storage thread's long writes. The two connections take turns at
 * SQLite's one write lock; a storage thread writing 500 shipments holds it for 50 ms or more, and a journal row
 * written meanwhile on this thread would wait for all of it, with the thread blocked. So this thread counts its
 * transactions waiting or running in shared memory, and a storage thread writing in steps gives way between two
 * steps while the count is above zero: this thread waits at most one step.
 */
const shared = new SharedArrayBuffer(8);
/** [0]: this thread's write transactions waiting or running; [1]: its storage threads' transactions running. */
const waiting = new Int32Array(shared);
/** How long a transaction here waits for a storage thread's to end before it asks SQLite for the lock anyway. */
const STORAGE_WAIT_MS = 250;

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

/**
 * On a storage thread: runs one of its write transactions, marked in the buffer, so that a transaction of the
 * thread that started it waiting for the lock is woken the moment this one commits (`waitForStorage`), rather than
 * when SQLite's busy handler next looks (it sleeps 1, 2, 5, 10, 15, 20, 25 ms… between looks, so a wait of 20 ms
 * took 33). A buffer of one count (from before this mark) is left as it is.
 */
export function storageWrite<T>(buffer: SharedArrayBuffer, work: () => T): T {
  if (buffer.byteLength < 8) return work();
  const marks = new Int32Array(buffer);
  Atomics.add(marks, 1, 1);
  try {
    return work();
  } finally {
    if (Atomics.sub(marks, 1, 1) === 1) Atomics.notify(marks, 1);
  }
}

/**
 * Before this thread's write transaction asks for the lock: waits while a storage thread it started has one running,
 * woken as that one ends, at most STORAGE_WAIT_MS (then SQLite's own busy handler waits, as before).
 */
export function waitForStorage(): void {
  const deadline = performance.now() + STORAGE_WAIT_MS;
  for (let n = Atomics.load(waiting, 1); n > 0; n = Atomics.load(waiting, 1)) {
    const left = deadline - performance.now();
    if (left <= 0) return;
    Atomics.wait(waiting, 1, n, left);
  }
}

/** A storage thread ended (closed or failed), perhaps inside a transaction: it holds no lock any more. */
export function storageGone(): void {
  Atomics.store(waiting, 1, 0);
  Atomics.notify(waiting, 1);
}
