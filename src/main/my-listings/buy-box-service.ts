import type { ProductOffer } from '../../shared/feeds/offers.ts';
import { AppError } from '../../shared/errors.ts';
import type { BuyBoxSettings } from '../../shared/my-listings/payloads.ts';
import type { FeedsOffer } from '../feeds/index.ts';
import { t } from '../i18n/backend-language.ts';
import type { BuyBoxRepository } from './buy-box-repository.ts';

/** Product ids forgotten in one statement. */
const SLICE = 500;

export interface BuyBoxServiceDeps {
  repo: BuyBoxRepository;
  feeds: FeedsOffer;
  /** Told when a profile's buy boxes or proposals changed, so the grid reads its blocks again. */
  onChange?(profileId: string): void;
}

/**
 * The buy box of My listings: the feeds slice's offers of the listings' products copied into My listings' own table
 * (after a feed sync and after a read), and the proposals of the seller's rules computed from them.
 */
export class BuyBoxService {
  readonly #deps: BuyBoxServiceDeps;
  /** One refresh per profile at a time, and at most one waiting behind it for whoever asked meanwhile. */
  readonly #running = new Map<string, Promise<void>>();
  readonly #queued = new Map<string, Promise<void>>();

  constructor(deps: BuyBoxServiceDeps) {
    this.#deps = deps;
  }

  /**
   * Copies the offers of every listed product, as the feeds slice gives them a slice at a time. Asked
   * while one runs, it answers once a refresh that began after the ask has ended.
   */
  refresh(profileId: string): Promise<void> {
    const queued = this.#queued.get(profileId);
    if (queued !== undefined) return queued;
    const running = this.#running.get(profileId);
    if (running !== undefined) {
      const next = running
        .catch(() => undefined)
        .then(() => {
          this.#queued.delete(profileId);
          return this.refresh(profileId);
        });
      this.#queued.set(profileId, next);
      return next;
    }
    const work = this.#refresh(profileId).finally(() => this.#running.delete(profileId));
    this.#running.set(profileId, work);
    return work;
  }

  async #refresh(profileId: string): Promise<void> {
    const { repo, feeds } = this.#deps;
    const ids = repo.productIds(profileId);
    const held = new Set<string>();
    let changed = 0;
    for await (const offers of feeds.offersInSlices(profileId, ids)) {
      changed += repo.store(profileId, offers);
      for (const o of offers) held.add(o.productId);
    }
    // What the mirror no longer holds has no buy box any more.
    const gone = ids.filter((id) => !held.has(id));
    for (let i = 0; i < gone.length; i += SLICE) changed += repo.forget(profileId, gone.slice(i, i + SLICE));
    changed += repo.recompute(profileId);
    // Nothing moved (a read with an empty mirror, a sync of another category): the grid need not read again.
    if (changed > 0) this.#deps.onChange?.(profileId);
  }

  /** The offer and its history for a listing's product, read from the mirror now (the detail's popover). */
  offer(profileId: string, productId: string): ProductOffer | null {
    return this.#deps.feeds.offersOf(profileId, [productId])[0] ?? null;
  }

  settings(profileId: string): BuyBoxSettings {
    return this.#deps.repo.settings(profileId);
  }

  setSellerName(profileId: string, name: string): BuyBoxSettings {
    if (name.length > 200)
      throw new AppError('VALIDATION', t('myListings.refusal.sellerNameTooLong', { max: 200 }));
    this.#deps.repo.setSellerName(profileId, name);
    this.recompute(profileId);
    return this.settings(profileId);
  }

  /** The seller's rule of a SKU (match the buy box less `under` rupees), or none. */
  setRule(profileId: string, sku: string, under: number | null): void {
    this.#deps.repo.setRule(profileId, sku, under);
    this.recompute(profileId);
  }

  /** Mine or not, and the proposals, again (the seller's name, a rule, a floor or a ceiling changed). */
  recompute(profileId: string): void {
    this.#deps.repo.recompute(profileId);
    this.#deps.onChange?.(profileId);
  }
}
