import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import type { CacheKey, ShipmentWriter, StoreOptions } from './shipment-writer.ts';

type Page = { shipments: readonly Shipment[] } & StoreOptions;

/**
 * The pages a sync's windows bring in, committed together: every page that arrived while the last commit ran goes
 * into the next one. On disk a commit costs far more than the rows in it, so four windows share one commit instead
 * of paying four. Each window waits for its page to be stored before it asks for the next, so at most one page per
 * window is ever pending, and a page (with its window's checkpoint) is stored whole or not at all.
 */
export class PageCommits {
  readonly #writer: ShipmentWriter;
  readonly #key: CacheKey;
  #pending: { page: Page; resolve: () => void; reject: (error: unknown) => void }[] = [];

  constructor(writer: ShipmentWriter, key: CacheKey) {
    this.#writer = writer;
    this.#key = key;
  }

  store(page: Page): Promise<void> {
    return new Promise((resolve, reject) => {
      // The first page of a batch schedules its commit after the I/O already waiting, so answers that arrived
      // meanwhile join it.
      if (this.#pending.length === 0) setImmediate(() => this.#commit());
      this.#pending.push({ page, resolve, reject });
    });
  }

  #commit(): void {
    const batch = this.#pending;
    this.#pending = [];
    try {
      this.#writer.storePages(
        this.#key,
        batch.map((b) => b.page),
      );
    } catch (error) {
      for (const b of batch) b.reject(error);
      return;
    }
    for (const b of batch) b.resolve();
  }
}
