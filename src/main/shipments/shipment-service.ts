import type { MarketplaceState } from '../../shared/app/payloads.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { AppError } from '../../shared/errors.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import { shipmentGridViewSchema, type GridColumnState } from '../../shared/shipments/contract.ts';
import type {
  ShipmentCacheStatus,
  ShipmentCounts,
  ShipmentDetail,
  ShipmentGridFilter,
  ShipmentRow,
  ShipmentSummary,
  ShipmentSyncKind,
  ShipmentSyncStart,
  ShipmentGridView,
} from '../../shared/shipments/types.ts';
import { marketplaceStateOf } from '../app/index.ts';
import type { SliceDeps } from '../backend/slice-deps.ts';
import { refreshShipments } from './refresh.ts';
import { RetryBackoff } from './retry-backoff.ts';
import type { OrderListing, ShipmentBlockQuery } from './shipment-queries.ts';
import { ShipmentQueries } from './shipment-queries.ts';
import { runShipmentSync, type SyncDeps, type SyncOptions, type SyncProgress } from './shipment-sync.ts';
import { ShipmentWriter, type CacheKey } from './shipment-writer.ts';
import { walLimitOf } from '../storage/wal-limit.ts';
import { ReadWrites } from './store-read.ts';
import { StoreThread } from './store-thread.ts';
import { unitsOrderedSince } from './sales-queries.ts';
import { SyncCheckpoints } from './sync-checkpoints.ts';
import { t } from '../i18n/backend-language.ts';
import { JobsInFlight } from '../jobs/jobs-in-flight.ts';

/** A visit within this long of a finished sync starts none. */
const FRESH_FOR_MS = 60_000;

/** How often, at most, a running sync tells the screen to read the cache again. */
const CHANGED_EVERY_MS = 700;

/**
 * The shipments of the active profile's seller account: syncs as jobs (one at a time per profile) and reads of
 * the offline cache. Reads need no network, so the screen works offline on what was stored.
 */
export class ShipmentService {
  readonly #deps: SliceDeps;
  readonly #writer: ShipmentWriter;
  readonly #checkpoints: SyncCheckpoints;
  readonly #queries: ShipmentQueries;
  readonly #running = new Map<string, string>();
  readonly #backoff = new RetryBackoff();
  readonly #inFlight = new JobsInFlight();
  readonly #outcome = new Map<string, { state: MarketplaceState; message: string | null }>();
  readonly #syncOptions: Pick<SyncOptions, 'parallelism' | 'plan'>;
  readonly #reads: ReadWrites;
  #storeThread: StoreThread | undefined;

  constructor(deps: SliceDeps, syncOptions: Pick<SyncOptions, 'parallelism' | 'plan'> = {}) {
    this.#deps = deps;
    this.#writer = new ShipmentWriter(deps.db);
    this.#checkpoints = new SyncCheckpoints(deps.db);
    this.#queries = new ShipmentQueries(deps.db, () => deps.now().getTime());
    this.#syncOptions = syncOptions;
    this.#reads = new ReadWrites({
      cache: () => ({ writer: this.#writer, store: this.#thread() }),
      now: deps.now,
      landed: (key) => deps.bus.emit('shipmentsChanged', { profileId: key.profileId }),
      // The next sync brings the cache right; the action itself was done at the marketplace.
      failed: (error) => deps.logger.error('shipments an action read back were not stored', error),
    });
  }

  /** The cache key of a profile's seller account, or null when it has none set up. */
  async key(profileId: string): Promise<CacheKey | null> {
    const account = await this.#deps.profiles.sellerAccountKey(profileId);
    return account === null ? null : { profileId, account };
  }

  /** The cache to read for the active profile (the Demo's is known before its marketplace is up). */
  async #activeKey(): Promise<CacheKey | null> {
    const profileId = this.#deps.profiles.activeId();
    const account = await this.#deps.profiles.cacheReadKey(profileId);
    return account === null ? null : { profileId, account };
  }

  /**
   * Starts the sync of the active profile as a job, or returns the one already running. With `whenDue` (a screen
   * opening) no sync starts while the marketplace's last silence says to wait (see RetryBackoff).
   */
  async startSync(kind: ShipmentSyncKind | 'auto' = 'auto', whenDue = false): Promise<ShipmentSyncStart> {
    const profileId = this.#deps.profiles.activeId();
    const running = this.#running.get(profileId);
    if (running !== undefined) return { jobId: running, nextTryAt: null };
    const nowMs = this.#deps.now().getTime();
    const nextAt = this.#backoff.nextAt(profileId);
    if (whenDue && nextAt !== null && !this.#backoff.due(profileId, nowMs))
      return { jobId: null, nextTryAt: new Date(nextAt).toISOString() };
    // The key and the client from one read: an account switched while the sync starts is not mixed into it.
    const account = await this.#deps.clients.sellerAccount(profileId);
    // Closed while the account was read (the Demo's marketplace starting, say): the database may be closed too.
    if (this.#deps.jobs.isClosing()) throw new AppError('CANCELLED', t('jobs.error.closing'));
    const key = account === null ? null : { profileId, account: account.key };
    // A visit right after a sync ended (the Demo's launch sync, say) has no news to look for.
    const lastDone = whenDue && key !== null ? this.#checkpoints.lastDone(key)?.finishedAt : undefined;
    if (lastDone != null && nowMs - Date.parse(lastDone) < FRESH_FOR_MS)
      return { jobId: null, nextTryAt: null };
    if (key === null || account === null)
      throw new AppError('NOT_CONFIGURED', t('shipments.error.noSellerAccount'));
    const source = account.client;
    const jobId = this.#inFlight.start((end) =>
      this.#deps.jobs.start('shipmentSync', profileId, async (ctx) => {
        try {
          return await this.#sync(key, source, kind, ctx.signal, (p) =>
            ctx.progress(p.windowsDone, p.windowsTotal, progressMessage(p)),
          );
        } finally {
          this.#running.delete(profileId);
          end();
        }
      }),
    );
    this.#running.set(profileId, jobId);
    return { jobId, nextTryAt: null };
  }

  async #sync(
    key: CacheKey,
    source: SyncDeps['source'],
    kind: ShipmentSyncKind | 'auto',
    signal: AbortSignal,
    onProgress: (p: SyncProgress) => void,
  ): Promise<string> {
    const { deps } = this;
    let lastChanged = 0;
    const changed = () => deps.bus.emit('shipmentsChanged', { profileId: key.profileId });
    try {
      const outcome = await runShipmentSync({ ...this.#syncDeps(), source }, key, {
        ...this.#syncOptions,
        kind,
        signal,
        onProgress: (p) => {
          onProgress(p);
          const at = performance.now();
          if (at - lastChanged >= CHANGED_EVERY_MS) {
            lastChanged = at;
            changed();
          }
        },
      });
      this.#report(key.profileId, 'ok');
      deps.status.recordSync(key.profileId, 'shipments', deps.now().toISOString(), key.account);
      return t(outcome.kind === 'full' ? 'shipments.sync.fullDone' : 'shipments.sync.done', {
        count: outcome.stored,
      });
    } catch (error) {
      this.#report(key.profileId, error);
      throw error;
    } finally {
      changed();
    }
  }

  get deps(): SliceDeps {
    return this.#deps;
  }

  /** Waits for running syncs to end (after the job registry cancelled them), so nothing writes to a closed database. */
  async close(): Promise<void> {
    await this.#inFlight.drained();
    await this.#reads.drained();
    // The registry records a job's end in a callback right after its work settles.
    await new Promise((resolve) => setImmediate(resolve));
    await this.#storeThread?.close();
  }

  /**
   * Pages are stored on a thread of their own when the database is on disk (a second connection can reach it).
   * A thread that failed (its sync failed with it) is replaced for the next sync.
   */
  #thread(): StoreThread | undefined {
    if ((this.#storeThread === undefined || this.#storeThread.stopped) && this.#deps.databaseDir !== null)
      this.#storeThread = new StoreThread(this.#deps.databaseDir, {
        walLimit: walLimitOf(this.#deps.db),
      });
    return this.#storeThread;
  }

  #syncDeps(): Omit<SyncDeps, 'source'> {
    return {
      writer: this.#writer,
      store: this.#thread(),
      checkpoints: this.#checkpoints,
      now: this.#deps.now,
    };
  }

  #report(profileId: string, outcome: 'ok' | unknown): void {
    const state = marketplaceStateOf(outcome);
    if (state === 'offline') this.#backoff.failed(profileId, this.#deps.now().getTime());
    else if (state !== 'unknown') this.#backoff.answered(profileId);
    if (state !== 'unknown')
      this.#outcome.set(profileId, {
        state,
        message:
          outcome === 'ok'
            ? null
            : outcome instanceof AppError
              ? outcome.message
              : t('shipments.sync.failed'),
      });
    this.#deps.status.report(profileId, outcome);
  }

  async cacheStatus(): Promise<ShipmentCacheStatus> {
    const profileId = this.#deps.profiles.activeId();
    // What the cache holds, at once: not after the Demo's marketplace has started (a call waiting for it holds one
    // of the page's few connections to the web host while the first screen loads).
    const key = await this.#activeKey();
    const outcome = this.#outcome.get(profileId);
    const last = key === null ? undefined : this.#checkpoints.lastDone(key);
    return {
      profileId,
      lastSyncAt: last?.finishedAt ?? null,
      marketplace:
        outcome?.state === 'offline' ? 'offline' : outcome?.state === 'online' ? 'online' : 'unknown',
      lastError: outcome?.message ?? null,
      runningJobId: this.#running.get(profileId) ?? null,
      nextTryAt: nextTryIso(this.#backoff.nextAt(profileId)),
      locations: key === null ? [] : this.#queries.locations(key),
    };
  }

  /** The grid's tab, filters and sort the active profile last had; one that no longer reads is dropped. */
  view(): ShipmentGridView | null {
    const row = this.#deps.db
      .prepare('SELECT view FROM shipment_grid_view WHERE profile_id = ?')
      .get(this.#deps.profiles.activeId()) as { view: string } | undefined;
    if (row === undefined) return null;
    try {
      const parsed = shipmentGridViewSchema.safeParse(JSON.parse(row.view));
      return parsed.success ? (parsed.data as ShipmentGridView) : null;
    } catch {
      return null;
    }
  }

  saveView(view: ShipmentGridView): void {
    const { timeZone: _zone, ...filter } = view.filter as ShipmentGridFilter;
    this.#deps.db
      .prepare(
        `INSERT INTO shipment_grid_view (profile_id, view) VALUES (?, ?)
         ON CONFLICT (profile_id) DO UPDATE SET view = excluded.view`,
      )
      .run(this.#deps.profiles.activeId(), JSON.stringify({ filter, sort: view.sort }));
  }

  columns(): GridColumnState | null {
    const row = this.#deps.db
      .prepare('SELECT columns FROM shipment_grid_columns WHERE profile_id = ?')
      .get(this.#deps.profiles.activeId()) as { columns: string } | undefined;
    return row === undefined ? null : (JSON.parse(row.columns) as GridColumnState);
  }

  saveColumns(columns: GridColumnState): void {
    this.#deps.db
      .prepare(
        `INSERT INTO shipment_grid_columns (profile_id, columns) VALUES (?, ?)
         ON CONFLICT (profile_id) DO UPDATE SET columns = excluded.columns`,
      )
      .run(this.#deps.profiles.activeId(), JSON.stringify(columns));
  }

  async block(q: ShipmentBlockQuery): Promise<GridBlock<ShipmentRow>> {
    const key = await this.#activeKey();
    return key === null ? { rows: [], rowCount: 0 } : this.#queries.block(key, q);
  }

  async shown(filter: ShipmentGridFilter, shipmentIds: string[]): Promise<{ shipmentIds: string[] }> {
    const key = await this.#activeKey();
    return { shipmentIds: key === null ? [] : this.#queries.shown(key, filter, shipmentIds) };
  }

  async counts(filter: ShipmentGridFilter): Promise<{ counts: ShipmentCounts; summary: ShipmentSummary }> {
    const key = (await this.#activeKey()) ?? { profileId: '', account: '' };
    return {
      counts: this.#queries.counts(key, filter),
      summary: this.#queries.summary(key, filter),
    };
  }

  /**
   * The listings named in the cached orders of the profile's active seller account (another account's orders on
   * the same profile are not its own), at most `limit`; none when no seller account is set up.
   */
  /** Units of each SKU a day over the last `days` days of orders of the profile's seller account. */
  async salesPerDay(profileId: string, days: number): Promise<Map<string, number>> {
    const key = await this.key(profileId);
    if (key === null) return new Map();
    const since = this.#deps.now().getTime() - days * 86_400_000;
    const units = unitsOrderedSince(this.#deps.db, key, since);
    return new Map([...units].map(([sku, n]) => [sku, n / days]));
  }

  async listingsInOrders(profileId: string, limit: number): Promise<OrderListing[]> {
    const key = await this.key(profileId);
    return key === null ? [] : this.#queries.listingsInOrders(key, limit);
  }

  async detail(shipmentId: string): Promise<ShipmentDetail> {
    const key = await this.#activeKey();
    if (key === null) throw new AppError('NOT_FOUND', t('shipments.error.notStored', { shipmentId }));
    return this.#queries.detail(key, shipmentId);
  }

  /**
   * Shipments just read by another slice's action (pack, dispatch): the changed ones written over their cached
   * copies, in the order read, and the screens told, so counts move without a sync. Resolves once written.
   */
  async storeRead(key: CacheKey, shipments: readonly Shipment[]): Promise<void> {
    await this.#reads.write(key, shipments);
  }

  /** Which of these shipments the account's cache holds: an action on any other is refused. */
  cached(key: CacheKey, shipmentIds: readonly string[]): Set<string> {
    return this.#queries.cached(key, shipmentIds);
  }

  /** The same, for a job that goes on: resolves once queued; a write that fails is logged. */
  queueRead(key: CacheKey, shipments: readonly Shipment[]): Promise<void> {
    return this.#reads.queue(key, shipments);
  }

  async refresh(shipmentIds: readonly string[]): Promise<{ refreshed: number }> {
    const profileId = this.#deps.profiles.activeId();
    const account = await this.#deps.clients.sellerAccount(profileId);
    if (account === null) throw new AppError('NOT_CONFIGURED', t('shipments.error.noSellerAccount'));
    const key: CacheKey = { profileId, account: account.key };
    try {
      const refreshed = await refreshShipments(
        { ...this.#syncDeps(), source: account.client },
        key,
        shipmentIds,
      );
      this.#report(key.profileId, 'ok');
      return { refreshed };
    } catch (error) {
      this.#report(key.profileId, error);
      throw error;
    } finally {
      this.#deps.bus.emit('shipmentsChanged', { profileId: key.profileId });
    }
  }
}

/** The job's line says its own rate and time left (JobProgress): the message gives the shipments stored. */
function progressMessage(p: SyncProgress): string {
  return t('shipments.sync.progress', { done: p.windowsDone, total: p.windowsTotal, count: p.stored });
}

const nextTryIso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
