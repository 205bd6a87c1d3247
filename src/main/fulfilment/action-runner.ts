import { AppError } from '../../shared/errors.ts';
import type { FulfilmentActionKind, ItemOutcome } from '../../shared/fulfilment/action-types.ts';
import type {
  CancelShipment,
  PackShipment,
  SelfShipDelivery,
  SelfShipDispatch,
  ShipmentActionResult,
  TrackingUpdate,
} from '../../shared/fulfilment/fulfilment-types.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import type { FulfilmentClient } from '../marketplace/seller/fulfilment-client.ts';
import { MAX_SHIPMENTS_PER_ACTION } from '../marketplace/seller/fulfilment-client.ts';
import type { SelfShipCalls } from '../marketplace/seller/self-ship-client.ts';
import { chunk } from '../marketplace/seller/pool.ts';
import type { ActionJournal, PendingActionItem } from './action-journal.ts';
import { VERB, cancelledSentence, refusalSentence, untaken, verdictOf } from './action-states.ts';
import { decideFromRead, sendInRounds, type Progress } from './action-rounds.ts';
import { t } from '../i18n/backend-language.ts';
import { say, sentence, type Said, type Sentence } from './stored-sentence.ts';

export interface RunnerDeps {
  journal: ActionJournal;
  seller: {
    getShipments(
      kind: 'shipmentIds',
      ids: readonly string[],
      opts?: { signal?: AbortSignal },
    ): Promise<Shipment[]>;
    fulfilment: Pick<FulfilmentClient, 'pack' | 'dispatch' | 'cancel'>;
    /** The calls on self-ship shipments (the seller's own courier). */
    selfShip: SelfShipCalls;
  };
  /**
   * Hands the shipments as read to the offline cache, so counts move without a sync. The app's resolves once the
   * write is queued (ShipmentService.queueRead): the next call to the marketplace overlaps it, and the job may end
   * before its last read is written.
   */
  store(shipments: Shipment[]): void | Promise<void>;
  /** Waits on the caller's clock (tests move the simulator's instead of sleeping). */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** Between two reads while the marketplace packs. Default 2 s. */
  pollMs?: number;
  /** Reads while packing before the job ends and leaves the rest "still packing". Default 90 (3 min at 2 s). */
  maxPolls?: number;
  /** Read-and-send rounds after failed calls before the job gives up. Default 4. */
  maxRounds?: number;
  /** Action calls in flight at once. Default 4. */
  concurrency?: number;
  /** Shipments per action call, at most 100 (the default); the kill tests use small ones to land between calls. */
  batchSize?: number;
}

type RecordedAnswer = { shipmentId: string; outcome: ItemOutcome; errorCode?: string; message: Said };

/**
 * Reads the shipments' states back, stores them, and records every one the marketplace has decided already. One the
 * read leaves out stays pending, neither sent nor decided: not known yet.
 */
async function readBack(
  deps: RunnerDeps,
  id: string,
  kind: FulfilmentActionKind,
  items: readonly PendingActionItem[],
  signal: AbortSignal,
): Promise<PendingActionItem[]> {
  const shipments = await deps.seller.getShipments(
    'shipmentIds',
    items.map((i) => i.shipmentId),
    { signal },
  );
  await deps.store(shipments);
  return decideFromRead(
    deps.journal,
    id,
    items,
    shipments,
    { idOf: (s) => s.shipmentId, locationOf: (s) => s.locationId },
    (shipment, item) => verdictOf(kind, shipment, item.sent, item.request),
  );
}

function send(
  deps: RunnerDeps,
  kind: FulfilmentActionKind,
  batch: readonly PendingActionItem[],
  signal: AbortSignal,
): Promise<ShipmentActionResult[]> {
  const f = deps.seller.fulfilment;
  const requests = <T>() => batch.map((i) => i.request as T);
  switch (kind) {
    case 'pack':
      return f.pack(requests<PackShipment>(), signal);
    case 'cancel':
      return f.cancel(requests<CancelShipment>(), signal);
    case 'dispatch':
      return f.dispatch(
        batch.map((i) => i.shipmentId),
        batch[0]?.locationId ?? undefined,
        signal,
      );
    case 'selfShipDispatch':
      return deps.seller.selfShip.selfShipDispatch(requests<SelfShipDispatch>(), signal);
    case 'selfShipDeliver':
      return deps.seller.selfShip.selfShipDelivery(requests<SelfShipDelivery>(), signal);
    case 'selfShipAttempt':
      return deps.seller.selfShip.selfShipAttempt(requests<SelfShipDelivery>(), signal);
    case 'trackingUpdate':
      return deps.seller.selfShip.updateTracking(requests<TrackingUpdate>(), signal);
  }
}

/** Calls of at most 100; ready to dispatch names one location per call; a tracking id update one shipment. */
function batches(
  kind: FulfilmentActionKind,
  items: readonly PendingActionItem[],
  size: number,
): PendingActionItem[][] {
  if (kind === 'trackingUpdate') return chunk(items, 1);
  if (kind !== 'dispatch') return chunk(items, size);
  const byLocation = new Map<string, PendingActionItem[]>();
  for (const item of items) {
    const key = item.locationId ?? '';
    byLocation.set(key, [...(byLocation.get(key) ?? []), item]);
  }
  return [...byLocation.values()].flatMap((list) => chunk(list, size));
}

/** The answer's word on each shipment; unreported ones stay pending for the next read. */
function recordAnswers(
  deps: RunnerDeps,
  id: string,
  kind: FulfilmentActionKind,
  results: ShipmentActionResult[],
  batch: readonly PendingActionItem[],
): void {
  const requestOf = new Map(batch.map((i) => [i.shipmentId, i.request]));
  deps.journal.record(
    id,
    results.flatMap((r): RecordedAnswer[] =>
      r.outcome === 'done'
        ? [
            kind === 'pack'
              ? {
                  shipmentId: r.shipmentId,
                  outcome: 'packing' as const,
                  message: sentence('fulfilment.item.packing'),
                }
              : {
                  shipmentId: r.shipmentId,
                  outcome: 'done' as const,
                  message:
                    kind === 'cancel'
                      ? cancelledSentence(requestOf.get(r.shipmentId) as CancelShipment, undefined)
                      : VERB.did(kind),
                },
          ]
        : r.outcome === 'refused'
          ? [
              {
                shipmentId: r.shipmentId,
                outcome: 'refused' as const,
                errorCode: r.errorCode,
                message: refusalSentence(r.errorMessage, r.errorCode),
              },
            ]
          : [],
    ),
  );
}

/**
 * Runs (or resumes) one action: read the pending shipments' states back, send only those the marketplace has not
 * done, record each answer; repeat after a failed call or an unreported shipment. A pack then reads again until
 * the marketplace has packed them. Returns the job's closing sentence in the backend's language.
 */
export async function runAction(
  deps: RunnerDeps,
  id: string,
  kind: FulfilmentActionKind,
  signal: AbortSignal,
  progress: Progress,
): Promise<string> {
  return say(await runActionKept(deps, id, kind, signal, progress));
}

/** `runAction`, its closing sentence as the journal keeps it (its id and values, shown in the language of then). */
export async function runActionKept(
  deps: RunnerDeps,
  id: string,
  kind: FulfilmentActionKind,
  signal: AbortSignal,
  progress: Progress,
): Promise<Sentence> {
  const total = deps.journal.counts(id).total;
  const size = Math.min(MAX_SHIPMENTS_PER_ACTION, deps.batchSize ?? MAX_SHIPMENTS_PER_ACTION);
  await sendInRounds(
    {
      journal: deps.journal,
      sleep: deps.sleep,
      maxRounds: deps.maxRounds,
      concurrency: deps.concurrency,
      readBack: (pending, s) => readBack(deps, id, kind, pending, s),
      batches: (toSend) => batches(kind, toSend, size),
      send: async (batch, s) => recordAnswers(deps, id, kind, await send(deps, kind, batch, s), batch),
      unanswered: t('fulfilment.job.unanswered'),
    },
    id,
    total,
    signal,
    progress,
  );
  if (kind === 'pack') {
    await readRefusalsBack(deps, id, signal);
    // Answered success, then read back waiting to be packed again: sent once more by this job (the same request and
    // invoice number, after one more read), said in words the second time (see reopenOnce).
    if (reopened(deps, id, await waitForPacked(deps, id, signal, progress, total)))
      return runActionKept(deps, id, kind, signal, progress);
  } else await storeAfter(deps, id, signal);
  return closing(deps, id, kind);
}

/**
 * A cancelled action's shipments sent without an answer: read back and recorded as the marketplace has them, never
 * sent again (the seller cancelled); one the marketplace did not take is closed as not done. Shipments never sent
 * stay unsent. Returns the closing sentence as the journal keeps it.
 */
export async function settleCancelledKept(
  deps: RunnerDeps,
  id: string,
  kind: FulfilmentActionKind,
  signal: AbortSignal,
  progress: Progress,
): Promise<Sentence> {
  const sent = deps.journal.pending(id).filter((i) => i.sent);
  if (sent.length > 0) {
    const notTaken = await readBack(deps, id, kind, sent, signal);
    deps.journal.record(
      id,
      notTaken.map((i) => ({
        shipmentId: i.shipmentId,
        outcome: 'refused' as const,
        errorCode: 'CANCELLED',
        message: sentence('fulfilment.refused.cancelledBeforeTaken', { cannot: VERB.cannot(kind) }),
      })),
    );
    // Read back waiting as before: what they were sent with (an invoice number) is free again.
    deps.journal.markUntaken(
      { actionId: id },
      notTaken.map((i) => i.shipmentId),
    );
  }
  if (kind === 'pack') await waitForPacked(deps, id, signal, progress, deps.journal.counts(id).total);
  return sentence('fulfilment.job.cancelledClosing', { closing: closing(deps, id, kind) });
}

/**
 * Reads back the packs the marketplace refused after they were sent: still waiting to be packed, their invoice
 * numbers are free again; packing or packed after all (the state is what counts), recorded so. A read that fails
 * or leaves one out keeps its number reserved: nothing is lost, the seller types another.
 */
async function readRefusalsBack(deps: RunnerDeps, id: string, signal: AbortSignal): Promise<void> {
  const refused = deps.journal.refusedUnread(id);
  if (refused.length === 0) return;
  let shipments: Shipment[];
  try {
    shipments = await deps.seller.getShipments(
      'shipmentIds',
      refused.map((r) => r.shipmentId),
      { signal },
    );
  } catch (error) {
    if (signal.aborted || (error instanceof AppError && error.code === 'CANCELLED')) throw error;
    return;
  }
  await deps.store(shipments);
  const free: string[] = [];
  const taken: RecordedAnswer[] = [];
  for (const s of shipments) {
    if (!refused.some((r) => r.shipmentId === s.shipmentId)) continue;
    if (untaken('pack', s)) free.push(s.shipmentId);
    else {
      const verdict = verdictOf('pack', s, true);
      if (!verdict.send && verdict.outcome !== 'refused')
        taken.push({ shipmentId: s.shipmentId, outcome: verdict.outcome, message: verdict.message });
    }
  }
  deps.journal.markUntaken({ actionId: id }, free);
  deps.journal.record(id, taken);
}

/** Opens the shipments read back unpacked once; those opened before are refused in words. Whether any was opened. */
function reopened(deps: RunnerDeps, id: string, back: readonly string[]): boolean {
  if (back.length === 0) return false;
  const again = deps.journal.reopenOnce(id, back);
  deps.journal.record(
    id,
    again.map((shipmentId) => ({
      shipmentId,
      outcome: 'refused' as const,
      errorCode: 'NOT_PACKED',
      message: sentence('fulfilment.refused.notPacked'),
    })),
  );
  return again.length < back.length;
}

/**
 * Reads the shipments being packed until the marketplace has packed them (or the reads run out). Returns those read
 * back waiting to be packed again after a success answer (at once: the job sends them again before reading on).
 */
async function waitForPacked(
  deps: RunnerDeps,
  id: string,
  signal: AbortSignal,
  progress: Progress,
  total: number,
): Promise<string[]> {
  const maxPolls = deps.maxPolls ?? 90;
  for (let poll = 0; poll < maxPolls; poll++) {
    const packing = deps.journal.pending(id, { packing: true });
    if (packing.length === 0) return [];
    const packed = total - packing.length;
    progress(packed, total, t('fulfilment.progress.packing', { packed, total }));
    await deps.sleep(deps.pollMs ?? 2_000, signal);
    // Sent already, so a state found done reads "Packed."
    const back = await readBack(
      deps,
      id,
      'pack',
      packing.map((p) => ({ ...p, sent: true })),
      signal,
    );
    if (back.length > 0) return back.map((b) => b.shipmentId);
  }
  return [];
}

/** The new states of what was done, read once more into the cache: the tabs and Today move without a sync. */
async function storeAfter(deps: RunnerDeps, id: string, signal: AbortSignal): Promise<void> {
  const done = deps.journal.withOutcome(id, 'done');
  if (done.length > 0) await deps.store(await deps.seller.getShipments('shipmentIds', done, { signal }));
}

/** The job's closing sentence: "3 of 4 packed, 1 refused." (ICU plurals drop the parts at 0). */
function closing(deps: RunnerDeps, id: string, kind: FulfilmentActionKind): Sentence {
  const { total, done, packing, refused } = deps.journal.counts(id);
  return sentence('fulfilment.job.closing', { done, total, cannot: VERB.cannot(kind), packing, refused });
}
