import type { ReturnActionItem, ReturnActionKind } from '../../../shared/returns/return-action-types.ts';
import type { ReturnItem } from '../../../shared/returns/return-types.ts';
import type { ActionJournal, PendingActionItem } from '../../fulfilment/action-journal.ts';
import { decideFromRead, sendInRounds, type Progress } from '../../fulfilment/action-rounds.ts';
import { refusalMessage } from '../../fulfilment/action-states.ts';
import type { ItemAnswer } from '../../marketplace/seller/fulfilment-client.ts';
import { chunk } from '../../marketplace/seller/pool.ts';
import { MAX_RETURNS_PER_ACTION } from '../../marketplace/seller/return-action-client.ts';
import { t } from '../../i18n/backend-language.ts';
import { returnVerdict } from './return-action-states.ts';

export interface ReturnRunnerDeps {
  journal: ActionJournal<ReturnActionKind>;
  /** The returns as the marketplace has them now (`GET /v2/returns?returnIds=…`); one left out is not known yet. */
  read(returnIds: readonly string[], signal: AbortSignal): Promise<ReturnItem[]>;
  /** `POST /v2/returns/<kind>`: each return's answer (ReturnActionClient.send). */
  send(
    kind: ReturnActionKind,
    items: readonly ReturnActionItem[],
    signal: AbortSignal,
  ): Promise<ItemAnswer[]>;
  /** Hands the returns as read to the offline cache, so the tabs move without a sync. */
  store(returns: ReturnItem[]): void | Promise<void>;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  maxRounds?: number;
  concurrency?: number;
  /** Returns per call, at most 100 (the default); the kill tests use small ones to land between calls. */
  batchSize?: number;
}

type RecordedAnswer = {
  shipmentId: string;
  outcome: 'done' | 'refused';
  errorCode?: string;
  message: string;
};

/** Reads the returns back, stores them, and records every one the marketplace has decided already. */
async function readBack(
  deps: ReturnRunnerDeps,
  id: string,
  kind: ReturnActionKind,
  items: readonly PendingActionItem[],
  signal: AbortSignal,
): Promise<PendingActionItem[]> {
  const read = await deps.read(
    items.map((i) => i.shipmentId),
    signal,
  );
  await deps.store(read);
  return decideFromRead(
    deps.journal,
    id,
    items,
    read,
    { idOf: (r) => r.returnId, locationOf: (r) => r.locationId },
    (found, item) => returnVerdict(kind, found, item.sent, item.request as ReturnActionItem),
  );
}

/** Calls of at most 100 returns of one location each: the SDK's body names one `locationId`. */
function batches(items: readonly PendingActionItem[], size: number): PendingActionItem[][] {
  const byLocation = new Map<string, PendingActionItem[]>();
  for (const item of items) {
    const key = item.locationId ?? '';
    byLocation.set(key, [...(byLocation.get(key) ?? []), item]);
  }
  return [...byLocation.values()].flatMap((list) => chunk(list, size));
}

async function send(
  deps: ReturnRunnerDeps,
  id: string,
  kind: ReturnActionKind,
  batch: readonly PendingActionItem[],
  signal: AbortSignal,
): Promise<void> {
  const items = batch.map((i) => ({
    ...(i.request as ReturnActionItem),
    ...(i.locationId === null ? {} : { locationId: i.locationId }),
  }));
  const answers = await deps.send(kind, items, signal);
  // Unreported ones stay pending: the next round reads them back.
  deps.journal.record(
    id,
    answers.flatMap((a): RecordedAnswer[] =>
      a.outcome === 'done'
        ? [{ shipmentId: a.id, outcome: 'done', message: t('returns.action.did', { kind }) }]
        : a.outcome === 'refused'
          ? [
              {
                shipmentId: a.id,
                outcome: 'refused',
                errorCode: a.errorCode,
                message: refusalMessage(a.errorMessage, a.errorCode),
              },
            ]
          : [],
    ),
  );
}

/**
 * Runs (or resumes) one self-ship return action: read the pending returns back, send only those the marketplace has
 * not done, record each answer, read again after any doubt (sendInRounds); then reads the done ones once more into
 * the cache. Returns the job's closing sentence.
 */
export async function runReturnAction(
  deps: ReturnRunnerDeps,
  id: string,
  kind: ReturnActionKind,
  signal: AbortSignal,
  progress: Progress,
): Promise<string> {
  const total = deps.journal.counts(id).total;
  const size = Math.min(MAX_RETURNS_PER_ACTION, deps.batchSize ?? MAX_RETURNS_PER_ACTION);
  await sendInRounds(
    {
      journal: deps.journal,
      sleep: deps.sleep,
      maxRounds: deps.maxRounds,
      concurrency: deps.concurrency,
      readBack: (pending, s) => readBack(deps, id, kind, pending, s),
      batches: (toSend) => batches(toSend, size),
      send: (batch, s) => send(deps, id, kind, batch, s),
      unanswered: t('returns.action.unanswered'),
    },
    id,
    total,
    signal,
    progress,
  );
  const doneIds = deps.journal.withOutcome(id, 'done');
  if (doneIds.length > 0) await deps.store(await deps.read(doneIds, signal));
  return closing(deps.journal, id, kind);
}

/**
 * A cancelled action's returns sent without an answer: read back and recorded as the marketplace has them, never
 * sent again (the seller cancelled); one the marketplace did not take is closed as not done.
 */
export async function settleReturnAction(
  deps: ReturnRunnerDeps,
  id: string,
  kind: ReturnActionKind,
  signal: AbortSignal,
): Promise<string> {
  const sent = deps.journal.pending(id).filter((i) => i.sent);
  if (sent.length > 0) {
    const notTaken = await readBack(deps, id, kind, sent, signal);
    deps.journal.record(
      id,
      notTaken.map((i) => ({
        shipmentId: i.shipmentId,
        outcome: 'refused' as const,
        errorCode: 'CANCELLED',
        message: t('returns.action.notTaken', { kind }),
      })),
    );
  }
  return t('returns.action.cancelledClosing', { closing: closing(deps.journal, id, kind) });
}

/** "2 of 3 returns approved, 1 refused." */
function closing(journal: ActionJournal<ReturnActionKind>, id: string, kind: ReturnActionKind): string {
  // Counted by SQLite: `items` would put every item's message in words only to count them.
  const { done, total, refused } = journal.counts(id);
  const values = { done, total, kind, refused };
  return t(values.refused > 0 ? 'returns.action.closingRefused' : 'returns.action.closing', values);
}
