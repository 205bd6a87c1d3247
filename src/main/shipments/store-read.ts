import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import type { CacheKey, ShipmentWriter } from './shipment-writer.ts';
import type { StoreThread } from './store-thread.ts';

/** Shipments written in one transaction when they are written on this thread. */
const BATCH = 25;
/** Shipments handed to the storage thread in one message. */
const HANDED = 100;

/** Where read-backs are written: the storage thread where there is one (a database on disk), else this thread. */
export interface ReadCache {
  writer: ShipmentWriter;
  store?: Pick<StoreThread, 'storeRead'> | undefined;
}

/**
 * Shipments an action just read (pack, dispatch), written over their cached copies: only the copies that changed
 * (an action reads its 500 shipments back several times, mostly unchanged). On the storage thread where there is
 * one, comparison and all, as a sync's pages are; on this thread otherwise, a few to a transaction with a turn of
 * the event loop between. Returns how many were written.
 */
export async function storeChanged(
  cache: ReadCache,
  key: CacheKey,
  shipments: readonly Shipment[],
  syncedAt: string,
): Promise<number> {
  if (cache.store !== undefined) {
    // Handed over 100 at a time, a turn of the event loop apart: copying them to the thread takes this thread
    // about 0.5 ms per 100.
    let written = 0;
    for (let i = 0; i < shipments.length; i += HANDED) {
      if (i > 0) await new Promise((resolve) => setImmediate(resolve));
      written += await cache.store.storeRead(key, shipments.slice(i, i + HANDED), syncedAt);
    }
    return written;
  }
  const changed = cache.writer.changed(key, shipments);
  for (let i = 0; i < changed.length; i += BATCH) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    cache.writer.store(key, changed.slice(i, i + BATCH), { syncedAt });
  }
  return changed.length;
}

export interface ReadWritesDeps {
  cache(): ReadCache;
  now(): Date;
  /** Some shipments of the account were written: the screens are told. */
  landed(key: CacheKey, written: number): void;
  /** A write queued behind a job failed; the job has moved on, so it is only reported. */
  failed(error: unknown): void;
}

/** Read-backs waiting to be written at most; a job reading faster waits for room. */
const MAX_WAITING = 16;

/**
 * The read-backs of actions, written in the order they were read, one after another, so an older read never lands
 * over a newer one. A job hands its reads over and goes on (`queue`): its next call to the marketplace overlaps
 * the write, and the job may end before its last read is written (the screens move when it lands). A caller that
 * needs the cache current first waits for its own write (`write`). `drained` waits for all of them (closing).
 */
export class ReadWrites {
  readonly #deps: ReadWritesDeps;
  #tail: Promise<unknown> = Promise.resolve();
  readonly #waiting = new Set<Promise<unknown>>();

  constructor(deps: ReadWritesDeps) {
    this.#deps = deps;
  }

  /** Written behind the earlier reads; resolves with how many shipments changed, once they are in the cache. */
  write(key: CacheKey, shipments: readonly Shipment[]): Promise<number> {
    const written = this.#tail.then(async () => {
      // Two turns of the event loop first: the job's next calls leave before the shipments are handed over. A call
      // started now is written to its socket on the next turn (undici), behind an immediate queued before it: with
      // one turn, the copy to the thread (and the collection it brings on) came first and held the calls back.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      const n = await storeChanged(this.#deps.cache(), key, shipments, this.#deps.now().toISOString());
      if (n > 0) this.#deps.landed(key, n);
      return n;
    });
    const settled = written.catch(() => undefined);
    this.#tail = settled;
    this.#waiting.add(settled);
    void settled.then(() => this.#waiting.delete(settled));
    return written;
  }

  /** Queued behind the earlier reads once there is room; resolves then, not when written. */
  async queue(key: CacheKey, shipments: readonly Shipment[]): Promise<void> {
    while (this.#waiting.size >= MAX_WAITING) await Promise.race(this.#waiting);
    this.write(key, shipments).catch((error: unknown) => this.#deps.failed(error));
  }

  /** Every read handed over so far is written (or failed). */
  async drained(): Promise<void> {
    await this.#tail;
  }
}
