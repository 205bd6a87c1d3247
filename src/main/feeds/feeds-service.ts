import type { DatabaseSync } from 'node:sqlite';
import Papa from 'papaparse';
import { feedSyncJob } from '../../shared/app/job-kinds.ts';
import { fileDay } from '../../shared/dates.ts';
import { MARKETPLACE_TIME_ZONE } from '../../shared/shipments/time-zone.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../i18n/backend-language.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import { affiliateLink } from '../marketplace/affiliate/affiliate-urls.ts';
import { categoryLabel } from '../../shared/feeds/category-names.ts';
import type {
  FeedCategoryView,
  FeedProductFilter,
  FeedProductQuery,
  FeedProductRow,
  FeedSettings,
  FeedSyncProgress,
  ProductDetail,
  SyncMode,
} from '../../shared/feeds/types.ts';
import type { SliceDeps } from '../backend/slice-deps.ts';
import { exportRows } from './export-rows.ts';
import { trackingIdOf } from './tracking-id.ts';
import { FeedRepository } from './feed-repository.ts';
import { shownImage } from './product-image.ts';
import { bestImage } from '../../shared/feeds/rules.ts';
import { KeptBrands } from './kept-brands.ts';
import { allProducts, productDetail, queryProducts } from './product-query.ts';
import { offersOf } from './offers-query.ts';
import { offersInPageOrder } from './offers-in-page-order.ts';
import type { ProductOffer } from '../../shared/feeds/offers.ts';
import { FeedSync } from './sync/feed-sync.ts';
import { RateGate } from './sync/rate-gate.ts';
import { SyncQueue } from './sync/sync-queue.ts';
import { FeedStoreThread } from './store/feed-store-thread.ts';
import type { FeedPageStore } from './store/feed-store-thread.ts';
import { walLimitOf } from '../storage/wal-limit.ts';

export const DEFAULT_FEED_SETTINGS: FeedSettings = { format: 'json', variant: 'v1.1.0', inStockOnly: false };
/** At most this many rows go into one CSV export. */
const MAX_EXPORT_ROWS = 200_000;

type Deps = Pick<
  SliceDeps,
  'db' | 'databaseDir' | 'bus' | 'jobs' | 'clients' | 'profiles' | 'status' | 'logger' | 'now'
>;

/** Work around every finished sync: a mark taken as it begins, handed back when it ends (the watchlist's check). */
export interface SyncHooks {
  before(): number;
  /** Answers a sentence for the sync's message, or ''. */
  after(profileId: string, category: string, mark: number): string;
}

/** The feed browser's service: one owner of the feeds tables, the syncs (as jobs) and their pacing. */
export class FeedsService {
  readonly #deps: Deps;
  readonly #db: DatabaseSync;
  readonly #brands: KeptBrands;
  readonly repo: FeedRepository;
  readonly sync: FeedSync;
  readonly #queue = new SyncQueue(4, 64);
  readonly #gates = new Map<string, RateGate>();
  /** Where syncs store their pages, once one has run (see #pageStore). */
  #storeThread: FeedStoreThread | undefined;
  /** Syncs running, so that closing waits for them to store what they fetched. */
  readonly #running = new Set<Promise<unknown>>();

  /** Reads the Demo simulator's images for the product panel (see product-image.ts). */
  readonly #fetchImage: (url: string, init: RequestInit) => Promise<Response>;

  readonly #hooks: SyncHooks | undefined;

  constructor(
    deps: Deps,
    fetchImage = (url: string, init: RequestInit) => globalThis.fetch(url, init),
    hooks?: SyncHooks,
  ) {
    this.#deps = deps;
    this.#fetchImage = fetchImage;
    this.#hooks = hooks;
    this.#db = deps.db;
    this.#brands = new KeptBrands(deps.db);
    this.repo = new FeedRepository(deps.db);
    this.sync = new FeedSync({
      repo: this.repo,
      client: (profileId) => deps.clients.affiliate(profileId),
      // The affiliate service allows 20 calls/s per affiliate, whatever runs at once.
      gate: (profileId) => this.#gate(profileId),
      store: () => this.#pageStore(),
      now: deps.now,
    });
  }

  /**
   * Pages are stored on a thread of their own when the database is on disk (a second connection can reach it),
   * else here. A thread that failed (its sync failed with it) is replaced for the next sync.
   */
  #pageStore(): FeedPageStore {
    if (this.#deps.databaseDir === null) return this.repo;
    if (this.#storeThread === undefined || this.#storeThread.stopped)
      this.#storeThread = new FeedStoreThread(this.#deps.databaseDir, { walLimit: walLimitOf(this.#db) });
    return this.#storeThread;
  }

  /** Waits for running syncs to end (the job registry cancelled them) and their pages to be stored. */
  async close(): Promise<void> {
    await Promise.allSettled([...this.#running]);
    await this.#storeThread?.close();
  }

  #gate(profileId: string): RateGate {
    let gate = this.#gates.get(profileId);
    if (gate === undefined) {
      gate = new RateGate({ calls: 20 });
      this.#gates.set(profileId, gate);
    }
    return gate;
  }

  #profile(): string {
    return this.#deps.profiles.activeId();
  }

  settings(profileId = this.#profile()): FeedSettings {
    const row = this.#db
      .prepare('SELECT format, variant, in_stock FROM feed_settings WHERE profile_id = ?')
      .get(profileId) as
      { format: FeedSettings['format']; variant: FeedSettings['variant']; in_stock: number } | undefined;
    return row
      ? { format: row.format, variant: row.variant, inStockOnly: row.in_stock === 1 }
      : DEFAULT_FEED_SETTINGS;
  }

  saveSettings(settings: FeedSettings): FeedSettings {
    this.#db
      .prepare(
        `INSERT INTO feed_settings (profile_id, format, variant, in_stock) VALUES (?, ?, ?, ?)
         ON CONFLICT (profile_id) DO UPDATE SET format = excluded.format, variant = excluded.variant, in_stock = excluded.in_stock`,
      )
      .run(this.#profile(), settings.format, settings.variant, settings.inStockOnly ? 1 : 0);
    return this.settings();
  }

  directory(): { categories: FeedCategoryView[]; settings: FeedSettings } {
    const profileId = this.#profile();
    return { categories: this.repo.categories(profileId), settings: this.settings(profileId) };
  }

  async refreshDirectory(): Promise<{ categories: FeedCategoryView[]; settings: FeedSettings }> {
    const profileId = this.#profile();
    try {
      await this.sync.refreshDirectory(profileId, this.settings(profileId).format);
      this.#deps.status.report(profileId, 'ok');
    } catch (error) {
      this.#deps.status.report(profileId, error);
      throw error;
    }
    return this.directory();
  }

  /** A sync as a job of kind `feedSync:<category>`, queued behind other categories' syncs. */
  startSync(category: string, mode: SyncMode): { jobId: string } {
    const profileId = this.#profile();
    const view = this.repo.categories(profileId).find((c) => c.name === category);
    if (view === undefined) throw new AppError('NOT_FOUND', t('feeds.error.noCategory', { category }));
    if (!view.hasFeed)
      throw new AppError('VALIDATION', t('feeds.error.noProductFeed', { category: categoryLabel(category) }));
    const settings = this.settings(profileId);
    const slot = this.#queue.claim(`${profileId}\n${category}`);
    const options = {
      category,
      variant: settings.variant,
      format: settings.format,
      inStock: settings.inStockOnly,
    };
    const jobId = this.#deps.jobs.start(feedSyncJob(category), profileId, async (ctx) => {
      if (slot.ahead > 0) ctx.progress(0, null, t('feeds.sync.waiting', { count: slot.ahead }));
      const work = slot.run(async () => {
        const run = {
          signal: ctx.signal,
          onProgress: (p: FeedSyncProgress) => {
            // The job's count is this run's work, so its rate is too (the message says the category's total).
            ctx.progress(p.fetched, null, p.message);
            this.#deps.bus.emit('feedsChanged', { profileId, category, ended: false });
          },
        };
        try {
          const mark = this.#hooks?.before();
          const message =
            mode === 'delta'
              ? await this.sync.delta(profileId, options, run)
              : await this.sync.full(profileId, options, run);
          this.#deps.status.report(profileId, 'ok');
          const found = mark === undefined ? '' : this.#hooks!.after(profileId, category, mark);
          return found === '' ? message : `${message} ${found}`;
        } catch (error) {
          this.sync.stopped(profileId, category, error);
          if (!(error instanceof AppError && error.code === 'CANCELLED'))
            this.#deps.status.report(profileId, error);
          throw error;
        } finally {
          this.#deps.bus.emit('feedsChanged', { profileId, category, ended: true });
        }
      }, ctx.signal);
      this.#running.add(work);
      void work.catch(() => undefined).finally(() => this.#running.delete(work));
      return work;
    });
    return { jobId };
  }

  query(q: FeedProductQuery): GridBlock<FeedProductRow> {
    return queryProducts(this.#db, this.#profile(), q);
  }

  brands(category: string | undefined): string[] {
    return this.#brands.brands(this.#profile(), category);
  }

  /**
   * Another slice's read of the mirror by product id (My listings' buy box): at most MAX_OFFER_IDS ids a call,
   * across the profile's categories (offers-query.ts).
   */
  offersOf(profileId: string, productIds: readonly string[]): ProductOffer[] {
    return offersOf(this.#db, profileId, productIds);
  }

  /** The offers of many product ids in slices, each stored page read about once (offers-in-page-order.ts). */
  offersInSlices(profileId: string, productIds: readonly string[]): AsyncIterable<ProductOffer[]> {
    return offersInPageOrder(this.#db, profileId, productIds);
  }

  async product(category: string, productId: string): Promise<ProductDetail> {
    const profileId = this.#profile();
    const detail = productDetail(this.#db, profileId, category, productId);
    if (detail === undefined)
      throw new AppError('NOT_FOUND', t('feeds.error.productNotStored'), {
        productId,
      });
    return {
      ...detail,
      image: await shownImage(bestImage(detail.imageUrls), this.#fetchImage),
      affiliateUrl: affiliateLink(detail.productUrl, await trackingIdOf(this.#deps.profiles, profileId)),
    };
  }

  /**
   * CSV of the filtered products with their affiliate links, carrying the sub-ids the screen has (as every other
   * link it gives out); raw values (no grouping, ISO times). Titles and brands come from third parties: formula-like
   * text gets a leading apostrophe (`guardCsvRow`).
   */
  async exportCsv(
    filter: FeedProductFilter,
    sort: FeedProductQuery['sort'],
    timeZone = MARKETPLACE_TIME_ZONE,
    subIds: { subId1?: string | undefined; subId2?: string | undefined } = {},
  ): Promise<{ csv: string; rows: number; fileName: string }> {
    const profileId = this.#profile();
    const trackingId = await trackingIdOf(this.#deps.profiles, profileId);
    const rows = exportRows(allProducts(this.#db, profileId, filter, sort), MAX_EXPORT_ROWS, (p) => [
      p.productId,
      p.category,
      p.title,
      p.brand,
      p.mrp ?? '',
      p.sellingPrice ?? '',
      p.specialPrice ?? '',
      p.currency,
      p.discount ?? '',
      p.inStock,
      p.codAvailable,
      p.removed,
      p.changedAt,
      p.productUrl ? affiliateLink(p.productUrl, trackingId, subIds) : '',
    ]);
    const csv = Papa.unparse({
      fields: [
        'productId',
        'category',
        'title',
        'brand',
        'mrp',
        'sellingPrice',
        'specialPrice',
        'currency',
        'discountPercentage',
        'inStock',
        'codAvailable',
        'removed',
        'lastChangedAt',
        'affiliateUrl',
      ],
      data: rows,
    });
    const stamp = fileDay(this.#deps.now().getTime(), timeZone);
    return { csv, rows: rows.length, fileName: `feed-products-${filter.category ?? 'all'}-${stamp}.csv` };
  }
}
