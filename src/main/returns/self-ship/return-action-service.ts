import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { AppError } from '../../../shared/errors.ts';
import type {
  ReturnActionDetail,
  ReturnActionItem,
  ReturnActionKind,
  ReturnActionRequest,
} from '../../../shared/returns/return-action-types.ts';
import { MAX_RETURN_IDS, type ReturnItem } from '../../../shared/returns/return-types.ts';
import type { SliceDeps } from '../../backend/slice-deps.ts';
import { ActionJobs } from '../../fulfilment/action-jobs.ts';
import { ActionJournal } from '../../fulfilment/action-journal.ts';
import { abortableSleep } from '../../marketplace/http/abort.ts';
import { chunk } from '../../marketplace/seller/pool.ts';
import type { SellerClient } from '../../marketplace/seller/seller-client.ts';
import { ReturnWriter, type CacheKey } from '../return-writer.ts';
import { marketplaceStateOfCode } from '../../app/status-service.ts';
import { RETURN_JOURNAL } from './return-action-states.ts';
import { runReturnAction, settleReturnAction, type ReturnRunnerDeps } from './return-action-runner.ts';
import { t } from '../../i18n/backend-language.ts';

export type ReturnRunnerOptions = Pick<ReturnRunnerDeps, 'sleep' | 'maxRounds' | 'concurrency' | 'batchSize'>;

/** What each action needs beside the return ids: refused in a sentence before anything is read or journaled. */
const NEEDS: Partial<Record<ReturnActionKind, keyof ReturnActionRequest>> = {
  reject: 'comments',
  pickup: 'pickupDate',
  pickupAttempt: 'newPickupDate',
};

/** An offline read as one sentence a seller reads ("…, so nothing was approved"); any other error as it is. */
function offline(error: unknown, kind: ReturnActionKind): unknown {
  if (error instanceof AppError && marketplaceStateOfCode(error.code) === 'offline')
    return new AppError(error.code, t('returns.action.offline', { kind }), error.details);
  return error;
}

/** The returns as the marketplace has them now: self-ship returns are customer returns, read 25 ids a call. */
export async function readReturns(
  client: Pick<SellerClient, 'searchReturns'>,
  returnIds: readonly string[],
  signal?: AbortSignal,
): Promise<ReturnItem[]> {
  const read: ReturnItem[] = [];
  for (const part of chunk([...new Set(returnIds)], MAX_RETURN_IDS))
    for await (const page of client.searchReturns({ source: 'customer_return', returnIds: part }, { signal }))
      read.push(...page.returnItems);
  return read;
}

/** Which of these returns the account's cache holds. */
function cachedReturns(db: DatabaseSync, key: CacheKey, returnIds: readonly string[]): Set<string> {
  const rows = db
    .prepare(
      `SELECT return_id AS id FROM returns WHERE profile_id = ? AND account = ?
         AND return_id IN (SELECT value FROM json_each(?))`,
    )
    .all(key.profileId, key.account, JSON.stringify(returnIds)) as { id: string }[];
  return new Set(rows.map((r) => r.id));
}

/**
 * The self-ship return actions as jobs with a journal (GUIDE "Actions at the marketplace"), on the fulfilment
 * slice's machinery: every return journaled before it is sent, one action per return at a time, states read back
 * before sending and after any doubt, an answer final only when understood.
 */
export class ReturnActionService {
  readonly #deps: SliceDeps;
  readonly #runner: Partial<ReturnRunnerOptions>;
  readonly #writer: ReturnWriter;
  readonly journal: ActionJournal<ReturnActionKind>;
  readonly #jobs: ActionJobs<ReturnActionKind>;

  constructor(deps: SliceDeps, runner: Partial<ReturnRunnerOptions> = {}) {
    this.#deps = deps;
    this.#runner = runner;
    this.#writer = new ReturnWriter(deps.db);
    this.journal = new ActionJournal(deps.db, deps.now, RETURN_JOURNAL);
    this.#jobs = new ActionJobs(deps, this.journal, 'return');
  }

  /**
   * Reads the chosen returns from the marketplace now (offline is refused in one sentence, nothing journaled),
   * journals the action with what the read gave (location, service), and starts its job.
   */
  async start(
    kind: ReturnActionKind,
    requests: readonly ReturnActionRequest[],
  ): Promise<{ actionId: string; jobId: string }> {
    if (requests.length === 0) throw new AppError('VALIDATION', t('returns.action.chooseOne'));
    const need = NEEDS[kind];
    if (need !== undefined && requests.some((r) => r[need] === undefined))
      throw new AppError('VALIDATION', t('returns.action.need', { kind }), { field: need });
    const profileId = this.#deps.profiles.activeId();
    const account = await this.#account(profileId);
    const key = { profileId, account: account.key };
    const ids = [...new Set(requests.map((r) => r.returnId))];
    const cached = cachedReturns(this.#deps.db, key, ids);
    const named = this.journal.named(key, ids);
    const foreign = ids.filter((id) => !cached.has(id) && !named.has(id));
    if (foreign.length > 0)
      throw new AppError(
        'VALIDATION',
        t('returns.action.notOwn', {
          count: foreign.length,
          ids: foreign.slice(0, 3).join(', '),
          more: Math.max(0, foreign.length - 3),
          kind,
        }),
        { ids: foreign.slice(0, 100) },
      );
    let read: ReturnItem[];
    try {
      read = await readReturns(account.client, ids);
    } catch (error) {
      throw offline(error, kind);
    }
    this.#store(key, read);
    const byId = new Map(read.map((r) => [r.returnId, r]));
    const decidedAt = this.#deps.now().toISOString();
    const items = [...new Map(requests.map((r) => [r.returnId, r])).values()].map((r) => {
      const found = byId.get(r.returnId);
      const request: ReturnActionItem = {
        // A pickup attempt is made against the pickup date the marketplace has now (today when it has none),
        // unless the seller named the date tried.
        ...(kind === 'pickupAttempt' ? { pickupDate: found?.expectedDate ?? decidedAt } : {}),
        ...r,
        ...(kind === 'approve' || kind === 'reject' ? { serviceDate: decidedAt } : {}),
        ...(found?.services[0]?.serviceFulfilmentId === undefined
          ? {}
          : { serviceFulfilmentId: found.services[0].serviceFulfilmentId }),
      };
      return { shipmentId: r.returnId, locationId: found?.locationId, request };
    });
    const actionId = randomUUID();
    // One action per return at a time: refused here, in words, when another holds one (action-locks.ts).
    this.journal.create(actionId, key, kind, items);
    return { actionId, jobId: this.#job(actionId, kind, key, account.client) };
  }

  action(actionId: string): ReturnActionDetail {
    const summary = this.journal.get(actionId);
    if (summary === undefined)
      throw new AppError('NOT_FOUND', t('returns.action.notInJournal'), { actionId });
    const { profileId: _p, account: _a, ...rest } = summary;
    return {
      ...rest,
      items: this.journal
        .items(actionId)
        .map(({ shipmentId, ...item }) => ({ returnId: shipmentId, ...item })),
      jobId: this.#jobs.jobOf(actionId),
    };
  }

  /** Every action of the active seller account still in flight, read back and resumed or closed (ActionJobs). */
  resumeUnfinished(): Promise<string[]> {
    return this.#jobs.resumeUnfinished(this.#deps, (id, kind, key, client, state) => {
      this.#job(id, kind, key, client, state);
    });
  }

  close(): Promise<void> {
    return this.#jobs.close();
  }

  async #account(profileId: string): Promise<{ key: string; client: SellerClient }> {
    const account = await this.#deps.clients.sellerAccount(profileId);
    if (account === null) throw new AppError('NOT_CONFIGURED', t('returns.noAccount'));
    return account;
  }

  /** The returns as read, into the cache: the tabs move without a sync. */
  #store(key: CacheKey, read: readonly ReturnItem[]): void {
    if (read.length === 0) return;
    this.#writer.storePage(key, 'customer_return', read, new Map(), this.#deps.now().toISOString());
    this.#deps.bus.emit('returnsChanged', { profileId: key.profileId });
  }

  #job(
    actionId: string,
    kind: ReturnActionKind,
    key: CacheKey,
    client: SellerClient,
    resumed?: Parameters<ActionJobs<ReturnActionKind>['start']>[4],
  ): string {
    const runner: ReturnRunnerDeps = {
      journal: this.journal,
      read: (ids, signal) => readReturns(client, ids, signal),
      send: (k, items, signal) => client.returnActions.send(k, items, signal),
      store: (read) => this.#store(key, read),
      sleep: abortableSleep,
      ...this.#runner,
    };
    return this.#jobs.start(
      actionId,
      'returnAction',
      key.profileId,
      {
        run: (signal, progress) => runReturnAction(runner, actionId, kind, signal, progress),
        settle: (signal) => settleReturnAction(runner, actionId, kind, signal),
        open: () => this.journal.pending(actionId).length,
      },
      resumed,
    );
  }
}
