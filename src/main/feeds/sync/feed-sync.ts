import { randomUUID } from 'node:crypto';
import { AppError } from '../../../shared/errors.ts';
import type { ErrorCode } from '../../../shared/errors.ts';
import type { FeedFormat, FeedPage, FeedVariant } from '../../../shared/marketplace/affiliate-types.ts';
import { deltaUrl } from '../../marketplace/affiliate/affiliate-urls.ts';
import type { FeedSyncOptions, FeedSyncProgress, SyncMode } from '../../../shared/feeds/types.ts';
import type { AffiliateClient } from '../../marketplace/affiliate/affiliate-client.ts';
import type { CategoryLinks, FeedRepository, StoredPage } from '../feed-repository.ts';
import type { RateGate } from './rate-gate.ts';
import type { FeedPageStore } from '../store/feed-store-thread.ts';
import { categoryLabel } from '../../../shared/feeds/category-names.ts';
import { t } from '../../i18n/backend-language.ts';

export interface FeedSyncDeps {
  repo: FeedRepository;
  client(profileId: string): Promise<AffiliateClient>;
  /** Paces every affiliate call of a profile (20 calls/s). */
  gate(profileId: string): RateGate;
  /** Where pages are stored: a thread of their own in the app (FeedStoreThread); `repo` on this thread if not given. */
  store?(): FeedPageStore;
  now: () => Date;
}

export interface SyncRun {
  signal: AbortSignal;
  onProgress(progress: FeedSyncProgress): void;
}

/** Links are valid for 10 hours; a directory older than this is fetched again before a walk. */
const DIRECTORY_MAX_AGE_MS = 9 * 3_600_000;
/**
 * Pages are stored a few at a time, in one transaction, once they hold this many products (four pages of 500)...
 */
const BATCH_PRODUCTS = 2000;
/** ...or once the first of them has waited this long, so that a slow walk is still stored (and shown) as it goes. */
const BATCH_MAX_AGE_MS = 2000;
/** How often one run fetches the directory again after an expired link before giving up. */
const MAX_RESTARTS = 3;

interface Walk {
  profileId: string;
  category: string;
  mode: SyncMode;
  variant: FeedVariant;
  format: FeedFormat;
  inStock: boolean;
  walkId: string | null;
  /** Where the walk starts again after an expired link (fresh links from the directory). */
  restartUrl: (links: CategoryLinks) => string;
}

/**
 * Full and delta syncs of one category: pages follow `nextUrl` one at a time and are stored with their checkpoint
 * in one transaction a few pages at a time (BATCH_PRODUCTS), so a cancel or a failure keeps every fetched page, a
 * killed process every stored one, and a later run goes on from the stored link while it is valid.
 */
export class FeedSync {
  readonly #deps: FeedSyncDeps;

  constructor(deps: FeedSyncDeps) {
    this.#deps = deps;
  }

  /** Fetches the category directory in `format` and stores it (links included). */
  async refreshDirectory(profileId: string, format: FeedFormat, signal?: AbortSignal): Promise<void> {
    const client = await this.#deps.client(profileId);
    const gate = this.#deps.gate(profileId);
    await gate.take(signal);
    const directory = await client.getDirectory(format, {
      ...(signal === undefined ? {} : { signal }),
      pace: paceOf(gate),
    });
    this.#deps.repo.saveDirectory(profileId, format, directory, this.#iso());
  }

  /** A full sync: resumes a stopped walk from its stored link when that is still valid, else walks from the start. */
  async full(profileId: string, opts: FeedSyncOptions, run: SyncRun, note = ''): Promise<string> {
    const { repo } = this.#deps;
    const state = repo.syncState(profileId, opts.category);
    const client = await this.#deps.client(profileId);
    const resumable =
      state !== undefined &&
      state.mode === 'full' &&
      state.status !== 'done' &&
      state.nextUrl !== null &&
      state.walkId !== null &&
      state.variant === opts.variant &&
      state.format === opts.format &&
      state.inStock === opts.inStock;
    const walk: Walk = {
      profileId,
      category: opts.category,
      mode: 'full',
      variant: opts.variant,
      format: opts.format,
      inStock: opts.inStock,
      walkId: resumable ? state.walkId : randomUUID(),
      restartUrl: (links) => feedLink(links, opts.category),
    };
    let start: string;
    /** Says why delta sync is not available after this walk, when the category's version could not be read. */
    let versionNote = '';
    let counters = { pages: 0, products: 0, skipped: 0 };
    let message = note;
    const current = state?.nextUrl != null && client.serves(state.nextUrl);
    const valid = state?.nextValidTill == null || state.nextValidTill > this.#deps.now().getTime();
    if (resumable && current && valid) {
      start = state.nextUrl!;
      counters = { pages: state.pages, products: state.products, skipped: state.skipped };
      message = join(note, t('feeds.sync.goingOn', { page: state.pages + 1 }));
      repo.setStatus(profileId, opts.category, 'running', message, this.#iso());
    } else {
      const links = await this.#links(
        client,
        profileId,
        opts.category,
        opts.variant,
        opts.format,
        run.signal,
      );
      const version = await this.#versionForFull(client, profileId, links, run.signal);
      versionNote = version.note;
      if (resumable) {
        // The stored link cannot be followed: the same walk starts again from a fresh link, upserting what it
        // stored (counted again from the first page, which it fetches again).
        message = join(note, current ? t('feeds.sync.linkHadExpired') : t('feeds.sync.linkElsewhere'));
      }
      repo.beginWalk(
        profileId,
        opts.category,
        { ...walk, walkId: walk.walkId!, targetVersion: version.target },
        this.#iso(),
      );
      start = feedLink(links, opts.category);
    }
    const seen = await this.#walk(client, walk, start, counters, message, run);
    const target = repo.syncState(profileId, opts.category)?.targetVersion ?? null;
    const removed = opts.inStock
      ? 0
      : repo.markUnseenRemoved(profileId, opts.category, walk.walkId!, this.#iso());
    // What the category holds now, not what was fetched: a walk started again from a fresh link fetched some
    // products twice, and a resumed one fetched only the rest.
    const held = repo.heldCount(profileId, opts.category);
    const done = join(
      note,
      t('feeds.sync.fullDone', {
        products: held,
        pages: seen.pages,
        skipped: seen.skipped,
        removed,
        version: target === null ? 'none' : String(target),
      }),
      versionNote,
    );
    repo.finishWalk(profileId, opts.category, target, done, this.#iso());
    run.onProgress({ ...this.#progress(walk, seen, 0), removed, message: done });
    return done;
  }

  /**
   * A delta sync from the stored version to the latest: additions and updates applied, `isAvailable: false` marked
   * removed. Without a stored version, or when the service refuses the stored one as too old, a full sync runs.
   */
  async delta(profileId: string, opts: FeedSyncOptions, run: SyncRun): Promise<string> {
    const { repo } = this.#deps;
    const state = repo.syncState(profileId, opts.category);
    if (state?.version == null)
      return this.full(
        profileId,
        opts,
        run,
        state?.lastDoneAt == null ? t('feeds.sync.noCopyYet') : t('feeds.sync.noVersionStored'),
      );
    const variant = state.variant;
    const from = state.version;
    const client = await this.#deps.client(profileId);
    const links = await this.#links(client, profileId, opts.category, variant, opts.format, run.signal);
    const latest = await this.#latestVersion(client, profileId, links, run.signal);
    if (latest === null) throw new AppError('SERVER', t('feeds.error.noVersionSaid'));
    if (latest <= from) {
      const current = t('feeds.sync.alreadyCurrent', { version: String(from) });
      repo.finishWalk(profileId, opts.category, from, current, this.#iso());
      return current;
    }
    const walk: Walk = {
      profileId,
      category: opts.category,
      mode: 'delta',
      variant,
      format: opts.format,
      inStock: opts.inStock,
      walkId: null,
      restartUrl: (l) => deltaUrl(deltaLink(l, opts.category), from),
    };
    repo.beginWalk(profileId, opts.category, { ...walk, walkId: '', targetVersion: latest }, this.#iso());
    let seen;
    try {
      seen = await this.#walk(
        client,
        walk,
        walk.restartUrl(links),
        { pages: 0, products: 0, skipped: 0 },
        t('feeds.sync.changesSince', { version: String(from) }),
        run,
      );
    } catch (e) {
      if (
        e instanceof AppError &&
        e.code === 'BAD_REQUEST' &&
        (repo.syncState(profileId, opts.category)?.pages ?? 0) === 0
      ) {
        const note = t('feeds.sync.changesGone', { version: String(from) });
        run.onProgress({ ...this.#progress(walk, { pages: 0, products: 0, skipped: 0 }, 0), message: note });
        return this.full(profileId, { ...opts, variant }, run, note);
      }
      throw e;
    }
    const done = t('feeds.sync.deltaDone', {
      from: String(from),
      to: String(latest),
      changes: seen.products,
      removed: seen.removed,
      skipped: seen.skipped,
    });
    repo.finishWalk(profileId, opts.category, latest, done, this.#iso());
    run.onProgress({ ...this.#progress(walk, seen, 0), removed: seen.removed, message: done });
    return done;
  }

  /** Marks a walk stopped (cancelled, failed): the stored pages and link stay for the next run. */
  stopped(profileId: string, category: string, error: unknown): void {
    const cancelled = error instanceof AppError && error.code === 'CANCELLED';
    const state = this.#deps.repo.syncState(profileId, category);
    if (state === undefined || state.status !== 'running') return;
    const where = { pages: state.pages, products: state.products };
    const message = cancelled
      ? t('feeds.sync.cancelled', where)
      : t('feeds.sync.failed', {
          reason: error instanceof AppError ? error.message : t('feeds.sync.failedUnexpectedly'),
          ...where,
        });
    this.#deps.repo.setStatus(profileId, category, cancelled ? 'stopped' : 'failed', message, this.#iso());
  }

  async #walk(
    client: AffiliateClient,
    walk: Walk,
    start: string,
    counters: { pages: number; products: number; skipped: number },
    message: string,
    run: SyncRun,
  ): Promise<{ pages: number; products: number; skipped: number; removed: number; fetched: number }> {
    const { repo } = this.#deps;
    // fetched: products this run fetched itself (a resumed walk's counters start with what was stored before).
    const seen = { ...counters, removed: 0, fetched: 0 };
    const started = Date.now();
    let url = start;
    let restarts = 0;
    const pageStore: FeedPageStore = this.#deps.store?.() ?? repo;
    /**
     * Pages fetched and not stored yet, in order, and when the first of them arrived. A store that stages pages
     * (the storage thread) has them at once; only the count is kept here.
     */
    let batch: StoredPage[] = [];
    let batchPages = 0;
    let batchProducts = 0;
    let batchSince = 0;
    /** The batch on its way to the store: one at a time, so the pages in memory stay bounded. */
    let storing: Promise<void> = Promise.resolve();
    /** Sends the waiting pages to be stored in one transaction, once the batch before them is stored. */
    const store = async (): Promise<void> => {
      const pages = batch;
      const count = batchPages;
      batch = [];
      batchPages = 0;
      batchProducts = 0;
      try {
        await storing;
      } catch (error) {
        // The batch before failed: this one is dropped with it, staged pages included.
        if (count > 0) pageStore.discard?.(walk.profileId, walk.category);
        throw error;
      }
      if (count === 0) return;
      storing = Promise.resolve(pageStore.applyPages(walk.profileId, walk.category, pages, this.#iso())).then(
        (results) => {
          for (const result of results) seen.removed += result.removed;
        },
      );
      // Heard by the next store, or by the walk's end.
      storing.catch(() => undefined);
    };
    /** Every fetched page stored: what the walk waits for before it ends, well or not. */
    const stored = async (): Promise<void> => {
      await store();
      await storing;
    };
    run.onProgress({ ...this.#progress(walk, seen, 0), message: join(message, t('feeds.sync.starting')) });
    for (;;) {
      try {
        const gate = this.#deps.gate(walk.profileId);
        // Each page takes a turn of the gate as it is asked for, the one the client fetches ahead included.
        const pages = client.feedPages(url, {
          inStock: walk.inStock,
          signal: run.signal,
          pace: paceOf(gate),
          take: (signal) => gate.take(signal),
        });
        let pending = pages.next();
        for (;;) {
          const next: IteratorResult<FeedPage> = await pending;
          if (next.done) {
            await stored();
            return seen;
          }
          const page = next.value;
          seen.pages++;
          seen.products += page.products.length;
          seen.skipped += page.skipped.length;
          seen.fetched += page.products.length;
          const rate = seen.fetched / Math.max(0.001, (Date.now() - started) / 1000);
          // Said as each page arrives: a cancel from here on stores it too (see the catch below).
          run.onProgress({
            ...this.#progress(walk, seen, rate),
            message: join(
              message,
              t('feeds.sync.page', {
                page: seen.pages,
                products: seen.products,
                skipped: seen.skipped,
                empty: page.products.length === 0 && page.nextUrl !== null ? 'yes' : 'no',
              }),
            ),
          });
          if (batchPages === 0) batchSince = this.#deps.now().getTime();
          // A page with its text keeps its records as that text: the parsed records can go now rather than wait
          // with the batch and be copied to the storage thread with it.
          if (page.source !== undefined) for (const p of page.products) p.raw = null;
          const kept: StoredPage = {
            products: page.products,
            meta: {
              nextUrl: page.nextUrl,
              validTill: page.validTill,
              skipped: page.skipped.length,
              walkId: walk.walkId,
              source: page.source,
            },
          };
          if (pageStore.stage === undefined) batch.push(kept);
          else pageStore.stage(walk.profileId, walk.category, kept);
          batchPages++;
          batchProducts += page.products.length;
          // The next page is on its way while the batch waits (the client asked for it as this one came): in memory
          // at most this batch, the one being stored and two pages.
          pending = pages.next();
          pending.catch(() => undefined);
          if (page.nextUrl !== null) await new Promise((resolve) => setImmediate(resolve));
          const waited = this.#deps.now().getTime() - batchSince;
          if (page.nextUrl === null || batchProducts >= BATCH_PRODUCTS || waited >= BATCH_MAX_AGE_MS)
            await store();
        }
      } catch (e) {
        // What was fetched before the failure or the cancel is stored: the next run goes on after it. (A failure
        // to store drops its batch first, so it is not tried again here.)
        await stored();
        if (!(e instanceof AppError) || e.code !== 'URL_EXPIRED' || restarts >= MAX_RESTARTS) throw e;
        restarts++;
        // The walk starts again from the first page: its pages are counted from there (the run's own work, in
        // `fetched`, goes on adding up).
        seen.pages = 0;
        seen.products = 0;
        seen.skipped = 0;
        message = t('feeds.sync.linkExpired');
        run.onProgress({ ...this.#progress(walk, seen, 0), message });
        await this.refreshDirectory(walk.profileId, walk.format, run.signal);
        const links = this.#deps.repo.links(walk.profileId, walk.category, walk.variant);
        if (!links) throw noLinks(walk.category, walk.variant);
        url = walk.restartUrl(links);
      }
    }
  }

  /**
   * The category's signed links, from the stored directory while it is fresh, in `format` and of the client's
   * service, else a new one.
   */
  async #links(
    client: AffiliateClient,
    profileId: string,
    category: string,
    variant: FeedVariant,
    format: FeedFormat,
    signal: AbortSignal,
  ): Promise<CategoryLinks> {
    const { repo } = this.#deps;
    let links = repo.links(profileId, category, variant);
    const age = links === undefined ? Infinity : this.#deps.now().getTime() - Date.parse(links.fetchedAt);
    const elsewhere = [links?.get, links?.deltaGet].some((l) => l != null && !client.serves(l));
    if (links === undefined || links.format !== format || !(age < DIRECTORY_MAX_AGE_MS) || elsewhere) {
      await this.refreshDirectory(profileId, format, signal);
      links = repo.links(profileId, category, variant);
    }
    if (links === undefined) throw noLinks(category, variant);
    return links;
  }

  /**
   * The version a full sync's copy will be current to. The walk does not need it: when it cannot be read (a 404 was
   * seen from the real service while its feed answered) the walk goes on, and the copy has no version until a later
   * sync reads one, so delta sync waits for that. A cancel or refused credentials still stop the sync.
   */
  async #versionForFull(
    client: AffiliateClient,
    profileId: string,
    links: CategoryLinks,
    signal: AbortSignal,
  ): Promise<{ target: number | null; note: string }> {
    try {
      return { target: await this.#latestVersion(client, profileId, links, signal), note: '' };
    } catch (e) {
      if (!(e instanceof AppError) || STOPS_A_FULL_SYNC.has(e.code)) throw e;
      return {
        target: null,
        note: t('feeds.sync.noDeltaUntilVersion', { reason: e.message.replace(/[.।]$/, '') }),
      };
    }
  }

  async #latestVersion(
    client: AffiliateClient,
    profileId: string,
    links: CategoryLinks,
    signal: AbortSignal,
  ): Promise<number | null> {
    if (links.deltaGet === null) return null;
    const gate = this.#deps.gate(profileId);
    await gate.take(signal);
    const v = await client.deltaVersion(links.deltaGet, { signal, pace: paceOf(gate) });
    if (v.error !== null) throw new AppError('SERVER', t('feeds.error.serviceProblem', { reason: v.error }));
    return v.version;
  }

  #progress(
    walk: Walk,
    seen: { pages: number; products: number; skipped: number; fetched?: number },
    rate: number,
  ): FeedSyncProgress {
    return {
      category: walk.category,
      mode: walk.mode,
      pages: seen.pages,
      products: seen.products,
      skipped: seen.skipped,
      fetched: seen.fetched ?? 0,
      removed: 0,
      rate: Math.round(rate),
      message: '',
    };
  }

  #iso(): string {
    return this.#deps.now().toISOString();
  }
}

/**
 * A retry (a 429's once its Retry-After has passed, a 5xx's after its backoff) takes a turn of the gate too, ahead of
 * the calls waiting: the service counts it like any call, and one outside the gate filled the service's window for a
 * call inside it (a 429 that begot the next).
 */
function paceOf(gate: RateGate): (signal?: AbortSignal) => Promise<void> {
  return (signal) => gate.take(signal, { retry: true });
}

/** Errors of the version read that would stop the walk as well, so they stop the full sync at once. */
const STOPS_A_FULL_SYNC = new Set<ErrorCode>(['CANCELLED', 'AUTH_INVALID', 'AUTH_EXPIRED', 'NETWORK']);

/** Sentences joined with a space, the empty ones left out. */
function join(...sentences: string[]): string {
  return sentences.filter((s) => s !== '').join(' ');
}

function feedLink(links: CategoryLinks, category: string): string {
  if (links.get === null)
    throw new AppError('NOT_FOUND', t('feeds.error.noFeed', { category: categoryLabel(category) }));
  return links.get;
}

function deltaLink(links: CategoryLinks, category: string): string {
  if (links.deltaGet === null)
    throw new AppError('NOT_FOUND', t('feeds.error.noDeltaFeed', { category: categoryLabel(category) }));
  return links.deltaGet;
}

function noLinks(category: string, variant: string): AppError {
  return new AppError(
    'NOT_FOUND',
    t('feeds.error.noVariantFeed', { variant, category: categoryLabel(category) }),
  );
}
