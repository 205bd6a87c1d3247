import { AppError } from '../../shared/errors.ts';
import { RoundWaits, slowDownWords, type RoundEnd } from '../marketplace/http/round-waits.ts';
import { mapLimit } from '../marketplace/seller/pool.ts';
import type { ActionJournal, PendingActionItem } from './action-journal.ts';
import type { ReadVerdict } from './action-states.ts';
import { SentMarks } from './sent-marks.ts';
import { t } from '../i18n/backend-language.ts';

export type Progress = (done: number, total: number, message: string) => void;

/** What one kind of action journal brings to the rounds: how its items are read back, grouped and sent. */
export interface Rounds {
  journal: Pick<ActionJournal<string>, 'pending' | 'unanswered' | 'markSentAll'>;
  /** Waits on the caller's clock (tests move the simulator's instead of sleeping). */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  /** Read-and-send rounds after failed calls before the job gives up. Default 4. */
  maxRounds?: number | undefined;
  /** Action calls in flight at once. Default 4. */
  concurrency?: number | undefined;
  /**
   * Reads the pending items' states back, records every one the marketplace has decided already, and returns those
   * to send. One the read leaves out is neither: it stays pending, not known yet.
   */
  readBack(pending: readonly PendingActionItem[], signal: AbortSignal): Promise<PendingActionItem[]>;
  /** The calls the items to send go out in. */
  batches(toSend: readonly PendingActionItem[]): PendingActionItem[][];
  /** Sends one call and records the answers it understood; the rest stay pending for the next read. */
  send(batch: readonly PendingActionItem[], signal: AbortSignal): Promise<void>;
  /** The job's error when rounds ran out with items unanswered and no call failed. */
  unanswered: string;
}

/**
 * The never-twice loop of an action job: read the pending items' states back, send only those the marketplace has
 * not done (each journaled as sent first, and not sent when another job has it out), record each answer; repeat
 * after a failed call or an unreported item, waiting out a Retry-After. Ends when every item has its word.
 */
export async function sendInRounds(
  rounds: Rounds,
  id: string,
  total: number,
  signal: AbortSignal,
  progress: Progress,
): Promise<void> {
  const { journal } = rounds;
  const answered = () => total - journal.unanswered(id);
  // Counted once for the number and the words: a count query on the job's thread, after every call of a round.
  const answeredSoFar = () => {
    const n = answered();
    progress(n, total, t('fulfilment.progress.answered', { answered: n, total }));
  };
  const maxRounds = rounds.maxRounds ?? 4;
  let lastError: unknown;
  // Rounds held back only by a rate limit wait its Retry-After and do not count (see RoundWaits).
  const waits = new RoundWaits();
  // The calls that start together are journaled as sent together.
  const marks = new SentMarks(journal, id);
  let next: RoundEnd = { waitMs: 0, counts: false, rateLimited: false };
  for (let round = 0, first = true; ; first = false) {
    const pending = journal.pending(id);
    if (pending.length === 0) return;
    if (round >= maxRounds) throw lastError ?? new AppError('SERVER', rounds.unanswered);
    if (next.rateLimited)
      progress(
        answered(),
        total,
        t('fulfilment.progress.slowDown', {
          answered: answered(),
          total,
          slowDown: slowDownWords(next.waitMs),
        }),
      );
    if (!first) await rounds.sleep(next.waitMs, signal);
    const answeredBefore = answered();
    const toSend = await rounds.readBack(pending, signal);
    answeredSoFar();
    lastError = undefined;
    await mapLimit(rounds.batches(toSend), rounds.concurrency ?? 4, async (batch) => {
      if (signal.aborted || lastError !== undefined) return;
      // Another job may have taken some of them since they were read (action-locks.ts): those are not sent.
      const mine = new Set(await marks.mark(batch.map((i) => i.shipmentId)));
      const sending = batch.filter((i) => mine.has(i.shipmentId));
      if (sending.length === 0) return;
      try {
        await rounds.send(sending, signal);
      } catch (error) {
        if (signal.aborted || (error instanceof AppError && error.code === 'CANCELLED')) throw error;
        // The call may have been done or not: the next round reads the states back before sending again.
        lastError = error;
        waits.failed(error);
      }
      answeredSoFar();
    });
    if (signal.aborted) throw new AppError('CANCELLED', t('fulfilment.job.cancelledShort'));
    next = waits.end(Math.min(30_000, 1_000 * 2 ** round), answered() > answeredBefore);
    if (next.counts) round++;
  }
}

/**
 * Records what a fresh read says of each pending item (its verdict: done before, refused in words, or to send) and
 * answers those to send, with the location the read gives where the journal had none. An item the read leaves out
 * is neither: it stays pending, not known yet.
 */
export function decideFromRead<T>(
  journal: Pick<ActionJournal<string>, 'record'>,
  id: string,
  items: readonly PendingActionItem[],
  read: readonly T[],
  at: { idOf(found: T): string; locationOf(found: T): string | undefined },
  verdict: (found: T, item: PendingActionItem) => ReadVerdict,
): PendingActionItem[] {
  const byId = new Map(read.map((r) => [at.idOf(r), r]));
  const toSend: PendingActionItem[] = [];
  const decided = [];
  for (const item of items) {
    const found = byId.get(item.shipmentId);
    if (found === undefined) continue;
    const v = verdict(found, item);
    if (v.send) toSend.push({ ...item, locationId: item.locationId ?? at.locationOf(found) ?? null });
    else
      decided.push({
        shipmentId: item.shipmentId,
        outcome: v.outcome,
        message: v.message,
        ...(v.errorCode === undefined ? {} : { errorCode: v.errorCode }),
      });
  }
  journal.record(id, decided);
  return toSend;
}
