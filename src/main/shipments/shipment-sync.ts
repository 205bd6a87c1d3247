import { AppError } from '../../shared/errors.ts';
import { t } from '../i18n/backend-language.ts';
import type { Shipment, ShipmentFilter, ShipmentPage } from '../../shared/marketplace/seller-types.ts';
import { parseMarketplaceTime } from '../../shared/shipments/deadline.ts';
import type { ShipmentSyncKind } from '../../shared/shipments/types.ts';
import { mapLimit } from '../marketplace/seller/pool.ts';
import type { SyncCheckpoints } from './sync-checkpoints.ts';
import type { CacheKey, ShipmentWriter } from './shipment-writer.ts';
import { PageCommits } from './page-commits.ts';
import type { PageStore } from './store-thread.ts';
import { SeenInWindows } from './sync-seen.ts';
import { planFullSync, planIncrementalSync, type FullSyncPlanOptions } from './sync-plan.ts';

/** The part of the seller client a sync needs. */
export interface ShipmentSource {
  filterShipments(
    filter: ShipmentFilter,
    opts: { pageSize?: number; signal?: AbortSignal },
  ): AsyncIterable<ShipmentPage>;
  getShipments(
    kind: 'shipmentIds',
    ids: readonly string[],
    opts: { signal?: AbortSignal },
  ): Promise<Shipment[]>;
}

export interface SyncProgress {
  syncId: string;
  kind: ShipmentSyncKind;
  windowsDone: number;
  windowsTotal: number;
  /**
   * Distinct shipments stored by this sync, counting those stored before a resume: a shipment a catch-up round or
   * a window walked again stores a second time counts once.
   */
  stored: number;
  /** Shipments stored per second since this run started. */
  ratePerSecond: number;
}

export interface SyncOptions {
  /** `auto`: resume an unfinished sync, else full the first time and incremental after. */
  kind?: ShipmentSyncKind | 'auto';
  signal?: AbortSignal | undefined;
  onProgress?: (progress: SyncProgress) => void;
  /** Windows searched at once. Default 4. */
  parallelism?: number;
  plan?: FullSyncPlanOptions;
  /** How far before the last sync an incremental sync starts reading, against clock skew. Default 15 min. */
  overlapMs?: number;
}

export interface SyncDeps {
  source: ShipmentSource;
  writer: ShipmentWriter;
  /** Where pages are stored: the storage thread in the app, else `writer` on this thread. */
  store?: PageStore | undefined;
  checkpoints: SyncCheckpoints;
  now: () => Date;
}

export interface SyncOutcome extends SyncProgress {
  resumed: boolean;
  notSeen: number;
}

const PAGE_SIZE = 20;
/**
 * Rounds after the planned windows: each catches up on what changed and walks again the windows that may have
 * skipped a shipment. A sync whose shipments keep moving stops there; the next sync reads what changed since.
 */
const MAX_ROUNDS = 4;

/**
 * One sync of a seller account's shipments into the cache. Windows run a few at a time, each a cursor of pages of
 * 20; pages are committed behind the windows (PageCommits), each whole, and a window's checkpoint in the
 * transaction of its last page.
 * A failure or a cancel leaves what was stored and the windows still to do, which the next run resumes. Nothing is
 * ever deleted: after a whole full sync, shipments it did not see are marked instead.
 */
export async function runShipmentSync(
  deps: SyncDeps,
  key: CacheKey,
  options: SyncOptions = {},
): Promise<SyncOutcome> {
  const { writer, checkpoints, now } = deps;
  const requested = options.kind ?? 'auto';
  const unfinished = checkpoints.unfinished(key);
  let syncId: string;
  let kind: ShipmentSyncKind;
  const resumed = unfinished !== undefined && (requested === 'auto' || requested === unfinished.kind);
  if (resumed) {
    syncId = unfinished.syncId;
    kind = unfinished.kind;
    checkpoints.setState(syncId, 'running', '', now().toISOString());
  } else {
    const lastFull = checkpoints.lastDone(key, 'full');
    const last = checkpoints.lastDone(key);
    kind = requested === 'full' || lastFull === undefined || last === undefined ? 'full' : 'incremental';
    const startedAt = now();
    const windows =
      kind === 'full'
        ? planFullSync(startedAt.getTime(), options.plan)
        : planIncrementalSync(
            highWater(last as NonNullable<typeof last>) - (options.overlapMs ?? 15 * 60_000),
          );
    syncId = checkpoints.create(key, kind, windows, startedAt.toISOString());
  }

  let plan = checkpoints.windows(syncId);
  let done = plan.done;
  let total = plan.total;
  // Which shipments this sync stored (before a resume: those stored since it started).
  const storedIds = new Set<string>();
  const before = resumed ? writer.syncedSince(key, unfinished.startedAt) : [];
  for (const s of before) storedIds.add(s.shipmentId);
  let stored = storedIds.size;
  let storedThisRun = 0;
  const started = performance.now();
  const progress = (): SyncProgress => {
    const seconds = (performance.now() - started) / 1000;
    return {
      syncId,
      kind,
      windowsDone: done,
      windowsTotal: total,
      stored,
      ratePerSecond: seconds > 0 ? Math.round(storedThisRun / seconds) : 0,
    };
  };
  options.onProgress?.(progress());

  const parallelism = options.parallelism ?? 4;
  const overlapMs = options.overlapMs ?? 15 * 60_000;
  // Four pages a window may wait to be committed (80 shipments): enough to ride out a slow commit (a log checkpoint)
  // without holding the window up; two were not.
  const store = deps.store ?? writer;
  const commits = new PageCommits(store, key, parallelism * 4);
  // What each window saw, to find walks that offset paging may have cut short (sync-seen.ts).
  const seen = new SeenInWindows(plan.all);
  if (resumed) {
    const pending = new Set(plan.pending.map((w) => w.position));
    seen.recall(
      plan.all.filter((w) => !pending.has(w.position)),
      before,
    );
  }
  // A full sync rewrites the whole account: its indexes are built once at the end rather than row by row.
  if (kind === 'full') await store.beginLoad();
  try {
    try {
      for (;;) {
        await mapLimit(plan.pending, parallelism, async (window) => {
          let pages = 0;
          let windowStored = 0;
          let maxUpdated: number | null = null;
          const opts =
            options.signal === undefined
              ? { pageSize: PAGE_SIZE }
              : { pageSize: PAGE_SIZE, signal: options.signal };
          for await (const page of deps.source.filterShipments(window.filter, opts)) {
            pages += 1;
            windowStored += page.shipments.length;
            seen.note(window.position, page.shipments);
            for (const s of page.shipments) {
              const at = parseMarketplaceTime(s.updatedAt);
              if (at !== undefined && (maxUpdated === null || at > maxUpdated)) maxUpdated = at;
            }
            await commits.store({
              shipments: page.shipments,
              syncedAt: now().toISOString(),
              fullSyncId: kind === 'full' ? syncId : undefined,
              windowDone: page.hasMore
                ? undefined
                : {
                    syncId,
                    position: window.position,
                    pages,
                    stored: windowStored,
                    maxUpdatedAtMs: maxUpdated,
                  },
              afterCommit: () => {
                for (const s of page.shipments) storedIds.add(s.shipmentId);
                stored = storedIds.size;
                storedThisRun += page.shipments.length;
                if (!page.hasMore) done += 1;
                options.onProgress?.(progress());
              },
            });
          }
        });
        await commits.flush();
        // A round of catch-up with no suspect walk ends the sync; so does the last round allowed.
        if ((plan.round > 0 && seen.suspects.size === 0) || plan.round >= MAX_ROUNDS) break;
        // Next round: what changed since this round began (its latest state), and the suspect windows again.
        const roundStart = now();
        checkpoints.nextRound(
          syncId,
          plan.round + 1,
          [...seen.suspects],
          planIncrementalSync(Date.parse(plan.roundStartedAt) - overlapMs),
          roundStart.toISOString(),
        );
        plan = checkpoints.windows(syncId);
        seen.startRound(plan.pending);
        done = plan.done;
        total = plan.total;
        options.onProgress?.(progress());
      }
    } catch (error) {
      // What was read before the failure or the cancel is kept: the next sync goes on from it.
      await commits.flush().catch(() => undefined);
      // Windows found suspect so far are walked again when the sync resumes, in this same round.
      if (seen.suspects.size > 0)
        checkpoints.nextRound(syncId, plan.round, [...seen.suspects], [], plan.roundStartedAt);
      const cancelled =
        options.signal?.aborted === true || (error instanceof AppError && error.code === 'CANCELLED');
      const message = cancelled
        ? t('shipments.sync.cancelledShort')
        : error instanceof AppError
          ? error.message
          : t('shipments.sync.failedUnexpectedly');
      checkpoints.setState(syncId, cancelled ? 'cancelled' : 'failed', message, now().toISOString());
      if (cancelled && !(error instanceof AppError && error.code === 'CANCELLED'))
        throw new AppError('CANCELLED', t('shipments.sync.cancelled'));
      throw error;
    }
    const notSeen = kind === 'full' ? writer.markNotSeen(key, syncId) : 0;
    checkpoints.setState(syncId, 'done', '', now().toISOString());
    return { ...progress(), resumed, notSeen };
  } finally {
    if (kind === 'full') await store.endLoad();
  }
}

/** Where the next incremental sync starts: the earlier of the last sync's start and the newest change it saw. */
function highWater(last: { startedAt: string; maxUpdatedAtMs: number | null }): number {
  const started = Date.parse(last.startedAt);
  return last.maxUpdatedAtMs === null ? started : Math.min(started, last.maxUpdatedAtMs);
}
