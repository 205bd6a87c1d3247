import { randomUUID } from 'node:crypto';
import { AppError } from '../../shared/errors.ts';
import {
  confirmSentence,
  describePrice,
  describeStock,
  editProblems,
  isNoChange,
} from '../../shared/my-listings/checks.ts';
import type {
  ChangePreview,
  ChangeResult,
  ChangeStarted,
  ChangeSummary,
  ListingEdit,
  PriceLimits,
} from '../../shared/my-listings/payloads.ts';
import type { LocationNames } from '../../shared/locations/location-names.ts';
import { ownJob } from '../accounts/index.ts';
import { t } from '../i18n/backend-language.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import { anywayEdit } from './change-compare.ts';
import type { ChangeJournal } from './change-journal.ts';
import { runChange } from './change-runner.ts';
import type { ChangeRunOptions, ListingWriter } from './change-runner.ts';
import { anywayQuestion, busySentence } from './change-words.ts';

export interface ChangeServiceDeps {
  journal: ChangeJournal;
  jobs: Pick<JobRegistry, 'start' | 'cancel'> & Partial<Pick<JobRegistry, 'isClosing'>>;
  writer(profileId: string): Promise<ListingWriter>;
  /** False when the marketplace last did not answer: a change is then refused, never queued. */
  online(profileId: string): Promise<boolean> | boolean;
  /** The seller's floor and ceiling per SKU. */
  limits?(profileId: string): ReadonlyMap<string, PriceLimits>;
  onChange?(change: ChangeSummary): void;
  /** How the marketplace answered a change (`'ok'` or the error), for the status bar: the next offline check. */
  report?(profileId: string, outcome: 'ok' | unknown): void;
  /** Once a change has been sent: read its SKUs again, so what is shown equals the marketplace. */
  afterSend?(profileId: string, skus: string[], signal: AbortSignal): Promise<void>;
  runner?: Pick<ChangeRunOptions, 'maxInFlight' | 'maxRounds' | 'baseDelayMs' | 'sleep'>;
  /** The seller's names of locations, so results say "at Pune warehouse", not the marketplace's id. */
  locationNames?(): Promise<LocationNames>;
}

/** Why a change is refused while the marketplace does not answer, in the seller's language. */
export const offlineRefusal = (): string => t('myListings.refusal.offline');

const describe = (e: ListingEdit, side: 'before' | 'after', names?: LocationNames): string =>
  e.kind === 'price' ? describePrice(e[side] as never, t) : describeStock(e[side] as never, names, t);

/**
 * Price and stock changes as jobs over the change journal: preview (old → new with the checks), send, a result
 * per SKU in words, resume after a crash (read back first), and undo (the old values sent back the same way).
 */
export class ChangeService {
  readonly #deps: ChangeServiceDeps;
  readonly #live = new Map<string, string>();

  constructor(deps: ChangeServiceDeps) {
    this.#deps = deps;
  }

  /**
   * Old → new per SKU and kind (locations by the seller's `names`), what would be held back and why, and the
   * confirmation's question.
   */
  preview(profileId: string, edits: readonly ListingEdit[], names?: LocationNames): ChangePreview {
    const { sendable, held } = this.#sort(profileId, edits);
    const rows = [...sendable, ...held].map(({ edit, problems }) => ({
      sku: edit.sku,
      kind: edit.kind,
      from: describe(edit, 'before', names),
      to: describe(edit, 'after', names),
      problems,
    }));
    const count = (kind: 'price' | 'stock') => sendable.filter((s) => s.edit.kind === kind).length;
    return {
      rows,
      sendable: sendable.length,
      heldBack: held.length,
      confirm: confirmSentence({ price: count('price'), stock: count('stock') }, t),
    };
  }

  /**
   * Sends the edits that change something and pass the checks; the rest are held back. `within` runs in the
   * transaction that writes the change, given the SKUs it sends: another slice's record of what it sent (a
   * restock's returns) stands or falls with the change; throwing there writes nothing.
   */
  async start(
    profileId: string,
    edits: readonly ListingEdit[],
    undoes?: string,
    within?: (changeId: string, skus: string[]) => void,
  ): Promise<ChangeStarted> {
    if (!(await this.#deps.online(profileId))) throw new AppError('NETWORK', offlineRefusal());
    const { sendable, held } = this.#sort(profileId, edits);
    if (sendable.length === 0)
      throw new AppError(
        'VALIDATION',
        held.length === 0 ? t('myListings.refusal.nothingChanges') : t('myListings.refusal.allHeld'),
      );
    // One action per SKU at a time: a SKU sent by another change, its outcome not known yet, waits for it.
    const busy = this.#deps.journal.busy(
      profileId,
      sendable.map((s) => s.edit.sku),
    );
    if (busy.length > 0) throw new AppError('VALIDATION', busySentence(busy));
    const changeId = randomUUID();
    this.#deps.journal.create(
      changeId,
      profileId,
      sendable.map((s) => s.edit),
      undoes,
      within && (() => within(changeId, [...new Set(sendable.map((s) => s.edit.sku))])),
    );
    const jobId = this.#run(changeId, profileId);
    return { changeId, jobId, total: sendable.length, heldBack: held.length };
  }

  /**
   * "Set it to … anyway": the edits of a change's stopped items (all, or those of `skus`), each made against the
   * value found instead; previewed and sent as a new change like any other.
   */
  anyway(profileId: string, changeId: string, skus: readonly string[]): ListingEdit[] {
    if (this.#get(changeId).profileId !== profileId)
      throw new AppError('NOT_FOUND', t('myListings.refusal.noSuchChange'), { changeId });
    const wanted = new Set(skus);
    const edits = settable(this.#deps.journal.stopped(changeId))
      .filter(({ edit }) => wanted.size === 0 || wanted.has(edit.sku))
      .map(({ edit, found }) => anywayEdit(edit, found));
    if (edits.length === 0) throw new AppError('VALIDATION', t('myListings.refusal.nothingStopped'));
    return edits;
  }

  /** Sends back, through the same path, the old values of every SKU the change set. */
  async undo(changeId: string, activeId?: string): Promise<ChangeStarted> {
    const change = ownJob(this.#get(changeId), activeId, 'change');
    if (this.#live.has(changeId)) throw new AppError('VALIDATION', t('myListings.refusal.stillSending'));
    const earlier = this.#deps.journal.undoOf(changeId);
    if (earlier !== undefined && earlier.state !== 'cancelled')
      throw new AppError(
        'VALIDATION',
        earlier.state === 'done'
          ? t('myListings.refusal.undoneAlready')
          : earlier.state === 'running'
            ? t('myListings.refusal.undoing')
            : t('myListings.refusal.undoStopped'),
      );
    const applied = this.#deps.journal.applied(changeId);
    // Units put back from returns: undone here, the returns would still read "back in stock".
    if (applied.some((e) => e.kind === 'stock' && e.adds === true))
      throw new AppError('VALIDATION', t('myListings.refusal.restockNotUndone'));
    const back = applied.map((e) => ({ ...e, before: e.after, after: e.before }) as ListingEdit);
    if (back.length === 0) throw new AppError('VALIDATION', t('myListings.refusal.noneTaken'));
    return this.start(change.profileId, back, changeId);
  }

  /** Resumes a change a crash or a lost connection left unfinished: read back first, then send the rest. */
  async resume(changeId: string, activeId?: string): Promise<{ jobId: string }> {
    const change = ownJob(this.#get(changeId), activeId, 'change');
    if (this.#live.has(changeId)) throw new AppError('VALIDATION', t('myListings.refusal.alreadySending'));
    if (change.state === 'done' || change.state === 'cancelled')
      throw new AppError(
        'VALIDATION',
        change.state === 'done' ? t('myListings.refusal.finished') : t('myListings.refusal.cancelled'),
      );
    if (!(await this.#deps.online(change.profileId))) throw new AppError('NETWORK', offlineRefusal());
    this.#deps.journal.setState(changeId, 'running', '');
    return { jobId: this.#run(changeId, change.profileId) };
  }

  /**
   * Every change of the profile still in flight (left running by a crash or a quit, or failed with SKUs sent and
   * unanswered), resumed, which reads them back first: called whenever the profile's account becomes usable (start,
   * a switch, a secret typed again, the marketplace back). Answers the changes started again.
   */
  async resumeUnfinished(profileId: string): Promise<string[]> {
    const { journal } = this.#deps;
    const open = () =>
      journal
        .changes(profileId)
        .filter(
          (c) =>
            !this.#live.has(c.id) &&
            (c.state === 'running' || (c.state === 'failed' && journal.pending(c.id).some((p) => p.sent))),
        );
    if (open().length === 0 || !(await this.#deps.online(profileId))) return [];
    try {
      await this.#deps.writer(profileId);
    } catch (error) {
      // No secret yet (the web host after a restart): typing it again is the next chance.
      if (error instanceof AppError && error.code === 'NOT_CONFIGURED') return [];
      throw error;
    }
    // Closed during the waits: taken up at the next start.
    if (this.#deps.jobs.isClosing?.() === true) return [];
    // Listed again after the waits: two moments at once start each change once.
    return open().map((c) => {
      journal.setState(c.id, 'running', '');
      this.#run(c.id, profileId);
      return c.id;
    });
  }

  cancel(changeId: string): void {
    const jobId = this.#live.get(changeId);
    if (jobId !== undefined) this.#deps.jobs.cancel(jobId);
    else {
      this.#get(changeId);
      this.#deps.journal.setState(changeId, 'cancelled', t('myListings.outcome.cancelled'));
    }
  }

  /** A profile's changes; `interrupted` marks one a crash left running. */
  changes(profileId: string): (ChangeSummary & { interrupted: boolean })[] {
    return this.#deps.journal
      .changes(profileId)
      .map((c) => ({ ...c, interrupted: c.state === 'running' && !this.#live.has(c.id) }));
  }

  /** A result per SKU in words; a stopped one offers to set it anyway. */
  results(changeId: string, names?: LocationNames): ChangeResult[] {
    this.#get(changeId);
    const { journal } = this.#deps;
    const anyway = new Map(
      settable(journal.stopped(changeId)).map(({ edit, found }) => [
        `${edit.kind}:${edit.sku}`,
        anywayQuestion(edit, found, names),
      ]),
    );
    return journal.results(changeId).map((r) => {
      const question = anyway.get(`${r.kind}:${r.sku}`);
      return question === undefined ? r : { ...r, anyway: question };
    });
  }

  isRunning(changeId: string): boolean {
    return this.#live.has(changeId);
  }

  #sort(profileId: string, edits: readonly ListingEdit[]) {
    const limits = this.#deps.limits?.(profileId);
    const checked = edits
      .filter((e) => !isNoChange(e))
      .map((edit) => ({ edit, problems: editProblems(edit, limits?.get(edit.sku), t) }));
    return {
      sendable: checked.filter((c) => c.problems.length === 0),
      held: checked.filter((c) => c.problems.length > 0),
    };
  }

  #get(changeId: string): ChangeSummary {
    const change = this.#deps.journal.get(changeId);
    if (!change) throw new AppError('NOT_FOUND', t('myListings.refusal.noSuchChange'), { changeId });
    return change;
  }

  #changed(changeId: string): void {
    const change = this.#deps.journal.get(changeId);
    if (change) this.#deps.onChange?.(change);
  }

  #run(changeId: string, profileId: string): string {
    const { journal } = this.#deps;
    const jobId = this.#deps.jobs.start('listingsChange', profileId, async (ctx) => {
      const total = this.#get(changeId).total;
      try {
        const writer = await this.#deps.writer(profileId);
        let answered = this.#get(changeId).answered;
        this.#changed(changeId);
        const outcome = await runChange({
          ...this.#deps.runner,
          journal,
          changeId,
          writer,
          signal: ctx.signal,
          names: await this.#deps.locationNames?.(),
          onProgress: (n) => {
            answered += n;
            ctx.progress(answered, total, t('myListings.job.answered', { answered, total }));
          },
        });
        // A read that fails afterwards leaves the change as sent; the screen's next read shows it.
        await this.#deps.afterSend?.(profileId, journal.skus(changeId), ctx.signal).catch((e: unknown) => {
          if (ctx.signal.aborted) throw e;
        });
        const after = this.#get(changeId);
        if (outcome === 'unsure') {
          const message = t('myListings.outcome.unsure', {
            unanswered: after.total - after.answered,
            total: after.total,
          });
          journal.setState(changeId, 'failed', message);
          throw new AppError('NETWORK', message);
        }
        // Stopped: not sent over a value the change was not made against; each SKU's words say what was found.
        const counts = {
          done: after.answered - after.failed - after.stopped,
          total: after.total,
          refused: after.failed,
          stopped: after.stopped,
        };
        const message =
          after.undoes === undefined
            ? t('myListings.outcome.changed', counts)
            : t('myListings.outcome.restored', counts);
        journal.setState(changeId, 'done', message);
        this.#deps.report?.(profileId, 'ok');
        return message;
      } catch (error) {
        // Quitting: left running, as a crash would leave it; the next start reads it back and goes on.
        if (this.#deps.jobs.isClosing?.() === true) throw error;
        const cancelled = ctx.signal.aborted || (error instanceof AppError && error.code === 'CANCELLED');
        if (!cancelled) this.#deps.report?.(profileId, error);
        if (cancelled) journal.setState(changeId, 'cancelled', t('myListings.outcome.cancelled'));
        else if (this.#get(changeId).state === 'running')
          journal.setState(
            changeId,
            'failed',
            error instanceof AppError ? error.message : t('myListings.outcome.failed'),
          );
        throw error;
      } finally {
        this.#live.delete(changeId);
        this.#changed(changeId);
      }
    });
    this.#live.set(changeId, jobId);
    return jobId;
  }
}

/**
 * Stopped items that may be set anyway: not units added (a restock), whose new value was a count on top of what was
 * read ("set it to 8 anyway" over a 6 found would add two units for one returned); its return is previewed again.
 */
function settable<T extends { edit: ListingEdit }>(stopped: readonly T[]): T[] {
  return stopped.filter(({ edit }) => !(edit.kind === 'stock' && edit.adds === true));
}
