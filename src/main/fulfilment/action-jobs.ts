import type { JobKind } from '../../shared/app/job-kinds.ts';
import { AppError } from '../../shared/errors.ts';
import type { ActionState } from '../../shared/fulfilment/action-types.ts';
import { counted } from '../../shared/plural.ts';
import type { SliceDeps } from '../backend/slice-deps.ts';
import { t } from '../i18n/backend-language.ts';
import { say, sentence, type Said } from './stored-sentence.ts';
import type { SellerClient } from '../marketplace/seller/seller-client.ts';
import type { ActionJournal } from './action-journal.ts';
import type { Progress } from './action-rounds.ts';
import { JobsInFlight } from '../jobs/jobs-in-flight.ts';

/** What one action's job does; the rest (journal states, ends, resume words) is the same for every kind. */
export interface ActionJobWork {
  /** Runs (or resumes) the action to its closing sentence (kept in the journal as its id and values). */
  run(signal: AbortSignal, progress: Progress): Promise<Said>;
  /** A cancelled action with items sent and unanswered: reads them back and closes it, sending nothing. */
  settle(signal: AbortSignal, progress: Progress): Promise<Said>;
  /** Items still without a final word when a job resumes (what "checking what the marketplace did" counts). */
  open(): number;
  /** After the action ended done. */
  done?(): void;
  /** At the end of the job, however it ended. */
  always?(): void;
}

/**
 * What a journal's jobs say: a progress line in the backend's language now, and the journal's words as sentences
 * of the catalogue (kept as their id and values, shown in the language of the moment).
 */
export interface ActionJobWords {
  /** "3 shipments: checking what the marketplace did", as a resumed job starts. */
  checking(open: number): string;
  /** A job the seller cancelled: what was sent stays as the marketplace took it. */
  cancelled(): Said;
  /** A job that gave up with items unanswered. */
  unanswered(open: number, total: number): Said;
}

/** Fulfilment's jobs, whose items are shipments. */
export const SHIPMENT_JOB_WORDS: ActionJobWords = {
  checking: (count) => t('fulfilment.job.checking', { count }),
  cancelled: () => sentence('fulfilment.job.cancelled'),
  unanswered: (open, total) => sentence('fulfilment.job.unansweredFor', { open, total }),
};

/** The words of a journal that names only its noun ("return"): English, until that journal brings its own. */
function wordsOfNoun(noun: string): ActionJobWords {
  return {
    checking: (open) => `${counted(open, noun)}: checking what the marketplace did`,
    cancelled: () => `Cancelled; ${noun}s already sent stay as the marketplace took them.`,
    unanswered: (open, total) =>
      `The marketplace did not answer for ${open} of ${counted(total, noun)}; Stockroom checks what it did when the marketplace answers again.`,
  };
}

/**
 * The jobs of one journal's actions (fulfilment's, the self-ship returns'): each runs as a job, says so when it
 * resumes, and ends in the journal in words whatever happens. Nothing stays in flight: a quit leaves the action as a
 * crash would (resumed at the next start); one that gave up with items unanswered says so and is read back when the
 * account is next usable; a cancel keeps what was sent to be read back.
 */
export class ActionJobs<K extends string> {
  readonly #deps: Pick<SliceDeps, 'jobs' | 'status'>;
  readonly #journal: ActionJournal<K>;
  /** The job's sentences (a journal naming only its noun, "return", gets English ones). */
  readonly #words: ActionJobWords;
  /** Action id → job id, while it runs. */
  readonly #running = new Map<string, string>();
  readonly #inFlight = new JobsInFlight();

  constructor(
    deps: Pick<SliceDeps, 'jobs' | 'status'>,
    journal: ActionJournal<K>,
    words: ActionJobWords | string,
  ) {
    this.#deps = deps;
    this.#journal = journal;
    this.#words = typeof words === 'string' ? wordsOfNoun(words) : words;
  }

  /** The job running the action, or null. */
  jobOf(actionId: string): string | null {
    return this.#running.get(actionId) ?? null;
  }

  isRunning(actionId: string): boolean {
    return this.#running.has(actionId);
  }

  /**
   * Every action of the active seller account still in flight (left running by a crash, a kill or a quit; given up
   * with items unanswered; cancelled with items sent and unanswered), handed to `resume` with the state it was left
   * in, to be read back and resumed or closed: called whenever the account becomes usable (start, a switch, a secret
   * typed again, the marketplace back). An action of another seller account waits for that account. Answers the
   * actions started again.
   */
  async resumeUnfinished(
    deps: Pick<SliceDeps, 'clients' | 'profiles'>,
    resume: (
      actionId: string,
      kind: K,
      key: { profileId: string; account: string },
      client: SellerClient,
      state: ActionState,
    ) => void,
  ): Promise<string[]> {
    const profileId = deps.profiles.activeId();
    let account: { key: string; client: SellerClient } | null;
    try {
      account = await deps.clients.sellerAccount(profileId);
    } catch (error) {
      // No secret yet (the web host after a restart): typing it again is the next chance.
      if (error instanceof AppError && error.code === 'NOT_CONFIGURED') return [];
      throw error;
    }
    // Closed while the account was read: taken up at the next start.
    if (account === null || this.#deps.jobs.isClosing()) return [];
    const key = { profileId, account: account.key };
    // Filtered after the wait: two moments at once (a switch and the marketplace back) start each action once.
    const unfinished = this.#journal.unfinished(key).filter((a) => !this.isRunning(a.id));
    for (const { id, state } of unfinished) {
      const summary = this.#journal.get(id);
      if (summary !== undefined) resume(id, summary.kind, key, account.client, state);
    }
    return unfinished.map((a) => a.id);
  }

  async close(): Promise<void> {
    await this.#inFlight.drained();
  }

  /**
   * Runs an action as a job: a new one, or (`resumed`, the state it was left in) one still in flight, which says so
   * first ("3 shipments: checking what the marketplace did") and reads back before anything is sent again.
   */
  start(
    actionId: string,
    kind: JobKind,
    profileId: string,
    work: ActionJobWork,
    resumed?: ActionState,
  ): string {
    const jobId = this.#inFlight.start((end) =>
      this.#deps.jobs.start(kind, profileId, async (ctx) => {
        try {
          if (resumed !== undefined) {
            const open = work.open();
            ctx.progress(0, open, this.#words.checking(open));
          }
          const message =
            resumed === 'cancelled'
              ? await work.settle(ctx.signal, ctx.progress)
              : await work.run(ctx.signal, ctx.progress);
          this.#journal.finish(actionId, resumed === 'cancelled' ? 'cancelled' : 'done', message);
          this.#deps.status.report(profileId, 'ok');
          work.done?.();
          return say(message);
        } catch (error) {
          throw this.#ended(actionId, profileId, error, ctx.signal, resumed);
        } finally {
          work.always?.();
          this.#running.delete(actionId);
          end();
        }
      }),
    );
    this.#running.set(actionId, jobId);
    return jobId;
  }

  /** How a job that did not finish leaves its action, and the error its job ends with. */
  #ended(
    actionId: string,
    profileId: string,
    error: unknown,
    signal: AbortSignal,
    resumed: ActionState | undefined,
  ): unknown {
    // Quitting: left running, like a crash; the next start reads back what was sent and goes on.
    if (this.#deps.jobs.isClosing()) return error;
    const cancelled = signal.aborted || (error instanceof AppError && error.code === 'CANCELLED');
    if (cancelled) {
      this.#journal.finish(actionId, 'cancelled', this.#words.cancelled());
      return error;
    }
    this.#deps.status.report(profileId, error);
    const { total } = this.#journal.get(actionId) ?? { total: 0 };
    const open =
      resumed === 'cancelled'
        ? this.#journal.pending(actionId).filter((i) => i.sent).length
        : this.#journal.unanswered(actionId);
    const message: Said =
      open > 0
        ? this.#words.unanswered(open, total)
        : error instanceof AppError
          ? error.message
          : sentence('fulfilment.job.failed');
    this.#journal.finish(actionId, resumed === 'cancelled' ? 'cancelled' : 'failed', message);
    return open > 0 ? new AppError(error instanceof AppError ? error.code : 'INTERNAL', say(message)) : error;
  }
}
