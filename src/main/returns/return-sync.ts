import { AppError } from '../../shared/errors.ts';
import type { ReturnSyncKind } from '../../shared/returns/return-rows.ts';
import type { ReturnItem, ReturnsPage, ReturnsQuery } from '../../shared/returns/return-types.ts';
import { parseMarketplaceTime } from '../../shared/shipments/deadline.ts';
import { mapLimit } from '../marketplace/seller/pool.ts';
import {
  planFullReturnSync,
  planIncrementalReturnSync,
  type ReturnSyncPlanOptions,
} from './return-sync-plan.ts';
import type { ReturnSyncCheckpoints, ReturnWindow } from './return-sync-checkpoints.ts';
import type { CacheKey, OrderItemFacts, ReturnWriter } from './return-writer.ts';
import { t } from '../i18n/backend-language.ts';

/** The part of the seller client a returns sync needs. */
export interface ReturnSearchSource {
  searchReturns(query: ReturnsQuery, opts: { signal?: AbortSignal | undefined }): AsyncIterable<ReturnsPage>;
}

/** What is known of order items (their SKU and title): the shipments cache, then a read of the marketplace. */
export interface OrderItemFactsSource {
  /** From the offline cache: no network. */
  cached(key: CacheKey, orderItemIds: readonly string[]): Map<string, OrderItemFacts>;
  /** From the marketplace, for order items the cache does not hold. */
  read?(
    orderItemIds: readonly string[],
    signal: AbortSignal | undefined,
  ): Promise<Map<string, OrderItemFacts>>;
}

export interface ReturnSyncProgress {
  syncId: string;
  kind: ReturnSyncKind;
  windowsDone: number;
  windowsTotal: number;
  /** Distinct returns stored by this sync, counting those stored before a resume. */
  stored: number;
}

export interface ReturnSyncDeps {
  source: ReturnSearchSource;
  writer: ReturnWriter;
  checkpoints: ReturnSyncCheckpoints;
  facts?: OrderItemFactsSource | undefined;
  now: () => Date;
}

export interface ReturnSyncOptions {
  /** `auto`: resume an unfinished sync, else full the first time and incremental after. */
  kind?: ReturnSyncKind | 'auto';
  signal?: AbortSignal | undefined;
  onProgress?: (progress: ReturnSyncProgress) => void;
  /** Windows searched at once: the shipment sync's 4. */
  parallelism?: number;
  plan?: ReturnSyncPlanOptions;
  /** How far before the last sync an incremental sync (or a catch-up) starts reading, against clock skew. 15 min. */
  overlapMs?: number;
}

export interface ReturnSyncOutcome extends ReturnSyncProgress {
  resumed: boolean;
  /** Calls made: pages read and order-item reads. */
  requests: number;
  /** The most pages one window needed (the bench's bound). */
  busiestWindow: number;
}

/**
 * Rounds after the planned windows: each catches up on what changed since the round before began and walks again
 * the windows that saw a return twice. A sync whose returns keep moving stops there; the next reads what changed.
 */
const MAX_ROUNDS = 3;
/** Order items per marketplace read (the by-ids shipment read takes 100). */
const FACTS_PER_READ = 100;

/**
 * One sync of a seller account's returns into the cache: windows a few at a time, each a walk of pages of 25, each
 * page stored in its own transaction with, on a window's last page, the window's checkpoint. A failure, a cancel or a
 * kill keeps what was stored and the windows still to walk, which the next run resumes. Then the SKU and title of
 * the returns' order items, from the shipments cache or read from the marketplace.
 */
export async function runReturnSync(
  deps: ReturnSyncDeps,
  key: CacheKey,
  options: ReturnSyncOptions = {},
): Promise<ReturnSyncOutcome> {
  const { writer, checkpoints, now } = deps;
  const overlapMs = options.overlapMs ?? 15 * 60_000;
  const requested = options.kind ?? 'auto';
  const unfinished = checkpoints.unfinished(key);
  const resumed = unfinished !== undefined && (requested === 'auto' || requested === unfinished.kind);
  let syncId: string;
  let kind: ReturnSyncKind;
  if (resumed) {
    syncId = unfinished.syncId;
    kind = unfinished.kind;
    checkpoints.setState(syncId, 'running', '', now().toISOString());
  } else {
    const last = checkpoints.lastDone(key);
    kind = requested === 'full' || last === undefined ? 'full' : 'incremental';
    const startedAt = now();
    const windows =
      kind === 'full'
        ? planFullReturnSync(startedAt.getTime(), options.plan)
        : planIncrementalReturnSync(since(last as NonNullable<typeof last>) - overlapMs);
    syncId = checkpoints.create(key, kind, windows, startedAt.toISOString());
  }
  const startedAt = checkpoints.record(syncId).startedAt;
  const storedIds = new Set<string>();
  const before = resumed ? writer.storedSince(key, startedAt) : 0;
  let windows = checkpoints.windows(syncId);
  let done = windows.filter((w) => w.state !== 'pending').length;
  let total = windows.length;
  let requests = 0;
  let busiestWindow = 0;
  const progress = (): ReturnSyncProgress => ({
    syncId,
    kind,
    windowsDone: done,
    windowsTotal: total,
    stored: Math.max(before, storedIds.size),
  });
  options.onProgress?.(progress());
  const signalOpt = { signal: options.signal };

  const walk = async (window: ReturnWindow): Promise<void> => {
    const seen = new Set<string>();
    let suspect = false;
    let pages = 0;
    let stored = 0;
    let maxUpdatedMs: number | null = null;
    for await (const page of deps.source.searchReturns(window.query, signalOpt)) {
      pages += 1;
      requests += 1;
      stored += page.returnItems.length;
      for (const r of page.returnItems) {
        if (seen.has(r.returnId)) suspect = true;
        seen.add(r.returnId);
        const at = parseMarketplaceTime(r.updatedDate);
        if (at !== undefined && (maxUpdatedMs === null || at > maxUpdatedMs)) maxUpdatedMs = at;
      }
      writer.storePage(
        key,
        window.query.source,
        page.returnItems,
        factsOf(deps.facts, key, page.returnItems),
        now().toISOString(),
        page.hasMore
          ? undefined
          : { syncId, position: window.position, pages, stored, suspect, maxUpdatedMs },
      );
      for (const r of page.returnItems) storedIds.add(r.returnId);
      if (!page.hasMore) done += 1;
      options.onProgress?.(progress());
    }
    busiestWindow = Math.max(busiestWindow, pages);
  };

  try {
    for (;;) {
      await mapLimit(
        windows.filter((w) => w.state === 'pending'),
        options.parallelism ?? 4,
        walk,
      );
      windows = checkpoints.windows(syncId);
      const record = checkpoints.record(syncId);
      const suspects = windows.filter((w) => w.state === 'suspect').map((w) => w.query);
      if ((record.round > 0 && suspects.length === 0) || record.round >= MAX_ROUNDS) break;
      // What changed since the round before began (at the marketplace's clock when it is behind ours), and the walks
      // that saw the results move.
      const roundStart = Date.parse(record.roundStartedAt);
      const from = Math.min(roundStart, record.maxUpdatedMs ?? roundStart) - overlapMs;
      checkpoints.nextRound(syncId, [...planIncrementalReturnSync(from), ...suspects], now().toISOString());
      windows = checkpoints.windows(syncId);
      done = 0;
      total = windows.length;
      options.onProgress?.(progress());
    }
    requests += await fillFacts(deps, key, options.signal);
  } catch (error) {
    const cancelled =
      options.signal?.aborted === true || (error instanceof AppError && error.code === 'CANCELLED');
    const message = cancelled
      ? t('returns.sync.cancelledShort')
      : error instanceof AppError
        ? error.message
        : t('returns.sync.failedUnexpectedly');
    checkpoints.setState(syncId, cancelled ? 'cancelled' : 'failed', message, now().toISOString());
    if (cancelled && !(error instanceof AppError && error.code === 'CANCELLED'))
      throw new AppError('CANCELLED', t('returns.sync.cancelled'));
    throw error;
  }
  checkpoints.setState(syncId, 'done', '', now().toISOString());
  return { ...progress(), resumed, requests, busiestWindow };
}

/** Where an incremental sync starts: the earlier of the last sync's start and the newest change it saw. */
function since(last: { startedAt: string; maxUpdatedMs: number | null }): number {
  const started = Date.parse(last.startedAt);
  return last.maxUpdatedMs === null ? started : Math.min(started, last.maxUpdatedMs);
}

function factsOf(
  facts: OrderItemFactsSource | undefined,
  key: CacheKey,
  items: readonly ReturnItem[],
): Map<string, OrderItemFacts> {
  if (facts === undefined) return new Map();
  const ids = items.map((r) => r.orderItemId).filter((id): id is string => id !== undefined);
  return ids.length === 0 ? new Map() : facts.cached(key, ids);
}

/**
 * The SKU and title of cached returns whose order item the shipments cache did not know, read from the marketplace
 * (100 order items a call): the grid and the search by SKU then have them. Answers the calls made.
 */
async function fillFacts(
  deps: ReturnSyncDeps,
  key: CacheKey,
  signal: AbortSignal | undefined,
): Promise<number> {
  const { facts, writer } = deps;
  if (facts === undefined) return 0;
  const missing = writer.itemsWithoutSku(key, 100_000);
  if (missing.length === 0) return 0;
  const cached = facts.cached(key, missing);
  if (cached.size > 0) writer.setFacts(key, cached);
  const rest = missing.filter((id) => !cached.has(id));
  if (rest.length === 0 || facts.read === undefined) return 0;
  const read = await facts.read(rest, signal);
  if (read.size > 0) writer.setFacts(key, read);
  return Math.ceil(rest.length / FACTS_PER_READ);
}
