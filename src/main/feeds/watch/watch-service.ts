import type { DatabaseSync } from 'node:sqlite';
import Papa from 'papaparse';
import { categoryLabel } from '../../../shared/feeds/category-names.ts';
import { fileDay } from '../../../shared/dates.ts';
import { MARKETPLACE_TIME_ZONE } from '../../../shared/shipments/time-zone.ts';
import { AppError } from '../../../shared/errors.ts';
import { backendLocale, t } from '../../i18n/backend-language.ts';
import type { FeedProductFilter, FeedProductQuery, FeedProductRow } from '../../../shared/feeds/types.ts';
import { alertMoney, alertSentence } from '../../../shared/feeds/watch-rules.ts';
import type {
  CategoryDrops,
  PriceAlert,
  SubIds,
  WatchedProduct,
  WatchSettings,
} from '../../../shared/feeds/watch-types.ts';
import { affiliateLink } from '../../marketplace/affiliate/affiliate-urls.ts';
import type { SliceDeps } from '../../backend/slice-deps.ts';
import { exportRows } from '../export-rows.ts';
import { trackingIdOf, type AffiliateProfiles } from '../tracking-id.ts';
import { allProducts } from '../product-query.ts';
import { MAX_WATCHED, WatchRepository } from './watch-repository.ts';

/** At most this many links go into one CSV. */
const MAX_LINK_ROWS = 200_000;

type Deps = Pick<SliceDeps, 'db' | 'bus' | 'now'> & {
  /** The active profile, and its affiliate tracking id (ProfilesService). */
  profiles: Pick<SliceDeps['profiles'], 'activeId'> & AffiliateProfiles;
};

/**
 * The affiliate's watchlist and links: stars with a target price, the alerts each sync raises for them, a category's
 * biggest drops, and affiliate links with sub-ids. The tracking id (`affid`) is read from the profile here; the
 * affiliate token never leaves the backend.
 */
export class WatchService {
  readonly #deps: Deps;
  readonly #db: DatabaseSync;
  readonly repo: WatchRepository;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.#db = deps.db;
    this.repo = new WatchRepository(deps.db);
  }

  #profile(): string {
    return this.#deps.profiles.activeId();
  }

  #iso(): string {
    return this.#deps.now().toISOString();
  }

  watch(category: string, productId: string, targetPrice: number | null): WatchedProduct {
    const profileId = this.#profile();
    const already = this.repo.list(profileId, 'AND w.category = ? AND w.product_id = ?', category, productId);
    if (already.length === 0 && this.repo.count(profileId) >= MAX_WATCHED)
      throw new AppError('VALIDATION', t('feeds.error.watchlistFull', { max: MAX_WATCHED }));
    if (!this.repo.watch(profileId, category, productId, targetPrice, this.#iso()))
      throw new AppError('NOT_FOUND', t('feeds.error.productNotStored'), {
        productId,
      });
    this.#changed(profileId);
    return this.repo.list(profileId, 'AND w.category = ? AND w.product_id = ?', category, productId)[0]!;
  }

  unwatch(category: string, productId: string): { removed: boolean } {
    const profileId = this.#profile();
    const removed = this.repo.unwatch(profileId, category, productId);
    if (removed) this.#changed(profileId);
    return { removed };
  }

  watchlist(): WatchedProduct[] {
    return this.repo.list(this.#profile());
  }

  alerts(limit: number): PriceAlert[] {
    return this.repo.alerts(this.#profile(), limit);
  }

  categoryDrops(category: string, limit: number): CategoryDrops {
    return this.repo.categoryDrops(this.#profile(), category, limit);
  }

  settings(): WatchSettings {
    return { dropPercent: this.repo.settings(this.#profile()).dropPercent };
  }

  saveSettings(settings: WatchSettings): WatchSettings {
    this.repo.saveDropPercent(this.#profile(), settings.dropPercent);
    return this.settings();
  }

  lastSubIds(): SubIds {
    const { subId1, subId2 } = this.repo.settings(this.#profile());
    return { subId1, subId2 };
  }

  /** Where feed_history ends as a sync of the profile begins (see `afterSync`). */
  beforeSync(): number {
    return this.repo.historyMark();
  }

  /**
   * After a finished sync: alerts for the watched products of the category, and the sync's window of changes for
   * its biggest drops. Answers the sentence the sync's message gains ('' when nothing was found).
   */
  afterSync(profileId: string, category: string, mark: number): string {
    const { dropPercent } = this.repo.settings(profileId);
    const found = this.repo.afterSync(profileId, category, mark, dropPercent, this.#iso());
    const products = new Set(found.map((a) => a.productId)).size;
    if (products === 0) return '';
    const message = alertSentence(found, categoryLabel(category), {
      t,
      money: (amount, currency) => alertMoney(backendLocale(), amount, currency),
    });
    this.#deps.bus.emit('priceAlertsFound', { profileId, category, count: products, message });
    this.#changed(profileId);
    return message;
  }

  async link(category: string, productId: string, subIds: SubIds): Promise<{ url: string }> {
    const profileId = this.#profile();
    const [product] = this.repo.products(profileId, category, [productId]);
    if (product === undefined)
      throw new AppError('NOT_FOUND', t('feeds.error.productNotStored'), {
        productId,
      });
    if (product.productUrl === '') throw new AppError('VALIDATION', t('feeds.error.noProductLink'));
    const url = affiliateLink(product.productUrl, await trackingIdOf(this.#deps.profiles, profileId), subIds);
    this.repo.saveSubIds(profileId, subIds);
    return { url };
  }

  /**
   * CSV of affiliate links: the given products, or every product the filter matches in the grid's order. Title,
   * price, MRP, discount and link, raw numbers; titles come from third parties and are guarded (`guardCsvRow`).
   */
  async exportLinks(request: {
    filter: FeedProductFilter;
    sort: FeedProductQuery['sort'];
    productIds?: string[] | undefined;
    subId1: string;
    subId2: string;
    timeZone?: string | undefined;
  }): Promise<{ csv: string; rows: number; fileName: string }> {
    const profileId = this.#profile();
    const trackingId = await trackingIdOf(this.#deps.profiles, profileId);
    const subIds = { subId1: request.subId1, subId2: request.subId2 };
    const products: Iterable<FeedProductRow> =
      request.productIds === undefined
        ? allProducts(this.#db, profileId, request.filter, request.sort)
        : this.repo.products(profileId, request.filter.category, request.productIds);
    const rows = exportRows(products, MAX_LINK_ROWS, (p) => [
      p.title,
      p.sellingPrice ?? '',
      p.mrp ?? '',
      p.discount ?? '',
      p.productUrl ? affiliateLink(p.productUrl, trackingId, subIds) : '',
    ]);
    this.repo.saveSubIds(profileId, subIds);
    const csv = Papa.unparse({ fields: ['title', 'price', 'mrp', 'discount', 'link'], data: rows });
    const stamp = fileDay(this.#deps.now().getTime(), request.timeZone ?? MARKETPLACE_TIME_ZONE);
    return {
      csv,
      rows: rows.length,
      fileName: `affiliate-links-${request.filter.category ?? 'all'}-${stamp}.csv`,
    };
  }

  #changed(profileId: string): void {
    this.#deps.bus.emit('watchlistChanged', { profileId });
  }
}
