import type { Worker } from 'node:worker_threads';
import type { WalLimit } from '../storage/wal-limit.ts';
import { startWorkerThread } from '../storage/worker-thread.ts';
import { writeTurnsBuffer } from '../storage/write-turns.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import type { CacheKey, StoreOptions } from './shipment-writer.ts';

export type StoredPage = { shipments: readonly Shipment[] } & StoreOptions;

/** Where a sync's pages go: the writer on this thread (ShipmentWriter) or the storage thread (StoreThread). */
export interface PageStore {
  storePages(key: CacheKey, pages: readonly StoredPage[]): void | Promise<void>;
  beginLoad(): void | Promise<void>;
  endLoad(): void | Promise<void>;
}

/** What the storage thread starts with. */
export interface StoreWorkerData {
  dataDir: string;
  walLimit: WalLimit;
  /** The starting thread's write transactions, to give way to (storage/write-turns.ts). */
  writeTurns: SharedArrayBuffer;
}

/** What the storage thread is asked (see store-worker.ts) and answers. */
type StoreAsk =
  | { type: 'pages'; key: CacheKey; pages: readonly StoredPage[] }
  | { type: 'read'; key: CacheKey; shipments: readonly Shipment[]; syncedAt: string }
  | { type: 'beginLoad' | 'endLoad' | 'ready' };
export type StoreRequest = StoreAsk & { id: number };
export interface StoreReply {
  id: number;
  /** How many shipments a 'read' wrote. */
  written?: number;
  error?: string;
}

/**
 * A sync's pages stored on a thread of their own with its own connection to the database: writing a page costs a
 * few milliseconds of SQLite work, which would otherwise hold up the main process (every window's next answer,
 * and the app) while the marketplace's answers wait. One request at a time per caller; the thread keeps the
 * process alive only while a request is open.
 */
export class StoreThread implements PageStore {
  readonly #worker: Worker;
  readonly #open = new Map<number, { resolve: (written: number) => void; reject: (error: Error) => void }>();
  #next = 1;
  #stopped: Error | undefined;

  /**
   * `walLimit`: the main connection's automatic checkpoint limit (storage/wal-limit.ts), for this thread's
   * connection too. Where the app checkpoints in the background that is a far backstop, so the thread's commits
   * do not checkpoint either.
   */
  constructor(dataDir: string, options: { walLimit?: WalLimit } = {}) {
    this.#worker = startWorkerThread('store-worker', import.meta.url, {
      dataDir,
      walLimit: options.walLimit ?? 'alone',
      writeTurns: writeTurnsBuffer(),
    } satisfies StoreWorkerData);
    this.#worker.on('message', (reply: StoreReply) => {
      const call = this.#open.get(reply.id);
      if (call === undefined) return;
      this.#open.delete(reply.id);
      if (this.#open.size === 0) this.#worker.unref();
      if (reply.error === undefined) call.resolve(reply.written ?? 0);
      else call.reject(new Error(reply.error));
    });
    this.#worker.on('error', (error) => this.#stop(error));
    this.#worker.on('exit', (code) =>
      this.#stop(new Error(`the storage thread stopped (exit code ${code})`)),
    );
  }

  /** The thread has ended (closed, or it failed): it takes no more work, and a new one must be started. */
  get stopped(): boolean {
    return this.#stopped !== undefined;
  }

  async storePages(key: CacheKey, pages: readonly StoredPage[]): Promise<void> {
    await this.#call({ type: 'pages', key, pages });
  }

  /**
   * Shipments an action read back, compared with their cached copies and the changed ones written, on the thread:
   * the comparison (a JSON copy of every shipment, a read of the cached ones) stays off the caller's thread too,
   * and it sees every earlier request's writes. Written a few to a transaction, giving way between them to the
   * caller's thread's own writes (a journal row waits for one of them, not for all). Resolves with how many were
   * written.
   */
  storeRead(key: CacheKey, shipments: readonly Shipment[], syncedAt: string): Promise<number> {
    return this.#call({ type: 'read', key, shipments, syncedAt });
  }

  /** Resolves once the thread is up with its connection open (it answers requests in order). */
  async ready(): Promise<void> {
    await this.#call({ type: 'ready' });
  }

  async beginLoad(): Promise<void> {
    await this.#call({ type: 'beginLoad' });
  }

  async endLoad(): Promise<void> {
    await this.#call({ type: 'endLoad' });
  }

  async close(): Promise<void> {
    this.#stop(new Error('the storage thread was closed'));
    await this.#worker.terminate();
  }

  #call(request: StoreAsk) {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#next++;
    return new Promise<number>((resolve, reject) => {
      this.#open.set(id, { resolve, reject });
      this.#worker.ref();
      this.#worker.postMessage({ id, ...request } satisfies StoreRequest);
    });
  }

  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const call of this.#open.values()) call.reject(error);
    this.#open.clear();
  }
}
