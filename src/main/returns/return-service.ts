import { AppError } from '../../shared/errors.ts';
import type { GridBlock, GridBlockRequest } from '../../shared/grid/block.ts';
import type { ReturnGridFilter } from '../../shared/returns/contract.ts';
import type {
  ReturnCacheStatus,
  ReturnCounts,
  ReturnRow,
  ReturnSortColumn,
  ReturnSyncKind,
  ReturnSyncStart,
} from '../../shared/returns/return-rows.ts';
import type { SliceDeps } from '../backend/slice-deps.ts';
import type { OrderItemFactsOffer } from '../shipments/index.ts';
import { ReturnQueries } from './return-queries.ts';
import { ReturnSyncCheckpoints } from './return-sync-checkpoints.ts';
import {
  runReturnSync,
  type OrderItemFactsSource,
  type ReturnSearchSource,
  type ReturnSyncOptions,
} from './return-sync.ts';
import { ReturnWriter, type CacheKey, type OrderItemFacts } from './return-writer.ts';
import { t } from '../i18n/backend-language.ts';
import { JobsInFlight } from '../jobs/jobs-in-flight.ts';

/** How often, at most, a running sync tells the screen to read the cache again. */
const CHANGED_EVERY_MS = 700;

/** The part of the seller client the returns slice uses: the search and the read of order items by id. */
export interface ReturnsClient extends ReturnSearchSource {
  getShipments(
    kind: 'orderItemIds',
    ids: readonly string[],
    opts: { signal?: AbortSignal },
  ): Promise<
    { orderItems: { orderItemId: string; sku?: string | undefined; title?: string | undefined }[] }[]
  >;
}

/** The returns sync's closing sentence, in the seller's language: "Returns sync done: 12 returns stored." */
export function syncClosing(kind: ReturnSyncKind, stored: number): string {
  return t('returns.sync.done', { kind, stored });
}

/**
 * The returns of the active profile's seller account: the sync as a job (one at a time per profile) and reads of
 * the offline cache, which need no network.
 */
export class ReturnService {
  readonly #deps: SliceDeps;
  readonly #writer: ReturnWriter;
  readonly #checkpoints: ReturnSyncCheckpoints;
  readonly #queries: ReturnQueries;
  readonly #shipments: OrderItemFactsOffer | undefined;
  readonly #running = new Map<string, { jobId: string; kind: ReturnSyncKind; resumed: boolean }>();
  readonly #inFlight = new JobsInFlight();
  readonly #syncOptions: Pick<ReturnSyncOptions, 'parallelism' | 'plan'>;

  constructor(
    deps: SliceDeps,
    shipments: OrderItemFactsOffer | undefined,
    syncOptions: Pick<ReturnSyncOptions, 'parallelism' | 'plan'> = {},
  ) {
    this.#deps = deps;
    this.#writer = new ReturnWriter(deps.db);
    this.#checkpoints = new ReturnSyncCheckpoints(deps.db);
    this.#queries = new ReturnQueries(deps.db);
    this.#shipments = shipments;
    this.#syncOptions = syncOptions;
  }

  /** The cache to read for the active profile (the Demo's is known before its marketplace is up). */
  async #activeKey(): Promise<CacheKey | null> {
    const profileId = this.#deps.profiles.activeId();
    const account = await this.#deps.profiles.cacheReadKey(profileId);
    return account === null ? null : { profileId, account };
  }

  /** Starts the returns sync of the active profile as a job, or answers the one already running. */
  async startSync(kind: ReturnSyncKind | 'auto' = 'auto'): Promise<ReturnSyncStart> {
    const profileId = this.#deps.profiles.activeId();
    const running = this.#running.get(profileId);
    if (running !== undefined) return running;
    const account = await this.#deps.clients.sellerAccount(profileId);
    // Closed while the account was read: the database may be closed too.
    if (this.#deps.jobs.isClosing()) throw new AppError('CANCELLED', t('jobs.error.closing'));
    if (account === null) throw new AppError('NOT_CONFIGURED', t('returns.noAccount'));
    const key: CacheKey = { profileId, account: account.key };
    const unfinished = this.#checkpoints.unfinished(key);
    const resumed = unfinished !== undefined && (kind === 'auto' || kind === unfinished.kind);
    const planned: ReturnSyncKind = resumed
      ? unfinished.kind
      : kind === 'full' || this.#checkpoints.lastDone(key) === undefined
        ? 'full'
        : 'incremental';
    const jobId = this.#inFlight.start((end) =>
      this.#deps.jobs.start('returnSync', profileId, async (ctx) => {
        try {
          return await this.#sync(key, account.client, kind, ctx.signal, (done, total, stored) =>
            ctx.progress(done, total, t('returns.sync.progress', { stored })),
          );
        } finally {
          this.#running.delete(profileId);
          end();
        }
      }),
    );
    const start = { jobId, kind: planned, resumed };
    this.#running.set(profileId, start);
    return start;
  }

  async #sync(
    key: CacheKey,
    client: ReturnsClient,
    kind: ReturnSyncKind | 'auto',
    signal: AbortSignal,
    progress: (done: number, total: number, stored: number) => void,
  ): Promise<string> {
    const { bus } = this.#deps;
    let lastChanged = 0;
    const changed = () => bus.emit('returnsChanged', { profileId: key.profileId });
    try {
      const outcome = await runReturnSync(
        {
          source: client,
          writer: this.#writer,
          checkpoints: this.#checkpoints,
          facts: this.#facts(client),
          now: this.#deps.now,
        },
        key,
        {
          ...this.#syncOptions,
          kind,
          signal,
          onProgress: (p) => {
            progress(p.windowsDone, p.windowsTotal, p.stored);
            const at = performance.now();
            if (at - lastChanged >= CHANGED_EVERY_MS) {
              lastChanged = at;
              changed();
            }
          },
        },
      );
      this.#deps.status.report(key.profileId, 'ok');
      this.#deps.status.recordSync(key.profileId, 'returns', this.#deps.now().toISOString(), key.account);
      return syncClosing(outcome.kind, outcome.stored);
    } catch (error) {
      this.#deps.status.report(key.profileId, error);
      throw error;
    } finally {
      changed();
    }
  }

  /** SKU and title of order items: the shipments cache first, then the marketplace's read by order item ids. */
  #facts(client: ReturnsClient): OrderItemFactsSource | undefined {
    const shipments = this.#shipments;
    if (shipments === undefined) return undefined;
    return {
      cached: (key, ids) => shipments.orderItemFacts(key, ids),
      read: async (ids, signal) => {
        const found = await client.getShipments('orderItemIds', ids, signal === undefined ? {} : { signal });
        const out = new Map<string, OrderItemFacts>();
        for (const s of found)
          for (const item of s.orderItems)
            if (item.sku !== undefined)
              out.set(item.orderItemId, { sku: item.sku, title: item.title ?? null });
        return out;
      },
    };
  }

  async cacheStatus(): Promise<ReturnCacheStatus> {
    const profileId = this.#deps.profiles.activeId();
    const key = await this.#activeKey();
    const last = key === null ? undefined : this.#checkpoints.last(key);
    const lastDone = key === null ? undefined : this.#checkpoints.lastDone(key);
    return {
      profileId,
      lastSyncAt: lastDone?.endedAt ?? null,
      lastError: last !== undefined && last.state === 'failed' ? last.message : null,
      total: key === null ? 0 : this.#queries.total(key),
    };
  }

  async block(request: GridBlockRequest<ReturnSortColumn, ReturnGridFilter>): Promise<GridBlock<ReturnRow>> {
    const key = await this.#activeKey();
    return key === null ? { rows: [], rowCount: 0 } : this.#queries.block(key, request);
  }

  async counts(filter: ReturnGridFilter): Promise<ReturnCounts> {
    const key = (await this.#activeKey()) ?? { profileId: '', account: '' };
    return this.#queries.counts(key, filter);
  }

  /** Waits for a running sync to end (after the job registry cancelled it), so nothing writes to a closed database. */
  async close(): Promise<void> {
    await this.#inFlight.drained();
    await new Promise((resolve) => setImmediate(resolve));
  }
}
