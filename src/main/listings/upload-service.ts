import { ownJob } from '../accounts/index.ts';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../shared/errors.ts';
import { cell } from '../../shared/listings/columns.ts';
import { fingerprintOfText } from '../../shared/listings/fingerprint.ts';
import { checkSheet, hasErrors, toRequest } from '../../shared/listings/rules.ts';
import type { CreateListingRequest, CreateListingResponse } from '../../shared/marketplace/listing-types.ts';
import type { DraftRepository } from './draft-repository.ts';
import type { SkuResult, UploadStarted, UploadSummary } from '../../shared/listings/payloads.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import type { ResultIssue, UploadJournal, UploadRecord } from './upload-journal.ts';
import type { SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import type { ListingReads } from './listing-reads.ts';
import { undoItems } from './undo-plan.ts';
import { cellsOfRequest } from './request-cells.ts';
import { runUpload } from './upload-runner.ts';
import { offlineMessage } from './upload-offline.ts';
import type { ListingReader } from './read-by-sku.ts';
import { undoCheck, updateCheck } from './upload-compare.ts';
import type { UploadCheck } from './upload-compare.ts';
import { CHANGED_SINCE, NOT_UNDONE } from './upload-journal.ts';
import { undoMessage } from './undo-words.ts';
import { t } from '../i18n/backend-language.ts';
import type { PendingItem } from './upload-journal.ts';
import type { RunnerOptions, UploadProgress } from './upload-runner.ts';

/** The part of the seller client an upload needs: its call, and the read just before it (compare and set). */
export interface ListingSender extends ListingReader {
  createListings(
    listings: Readonly<Record<string, CreateListingRequest>>,
    opts: { signal?: AbortSignal | undefined; maxAttempts?: number | undefined },
  ): Promise<Record<string, CreateListingResponse>>;
}

/** The part of the job registry an upload needs. */
type UploadJobs = Pick<JobRegistry, 'start' | 'cancel'>;

export interface UploadServiceDeps {
  drafts: DraftRepository;
  journal: UploadJournal;
  /** The preview's reads: those still fresh are kept with an upload's items, for its undo. */
  reads?: Pick<ListingReads, 'fresh'>;
  jobs: UploadJobs;
  seller(profileId: string): Promise<ListingSender>;
  /**
   * Told of every recorded result and change of state (the slice emits them as events). Progress goes out as the
   * job's own progress: one stream per upload.
   */
  onResults?: (uploadId: string, profileId: string, results: SkuResult[]) => void;
  onChange?: (upload: UploadSummary) => void;
  /** Tells the status bar what the marketplace said (an upload stopped offline shows there too). */
  report?: (profileId: string, outcome: unknown) => void;
  /** Pacing and retry settings (tests use short delays). */
  runner?: Pick<
    RunnerOptions,
    'now' | 'sleep' | 'maxInFlight' | 'baseDelayMs' | 'maxDelayMs' | 'maxAttempts'
  >;
}

/**
 * Listing uploads as jobs over the journal. An upload snapshots the rows that pass the rules; pause lets the calls in
 * flight land and stops; resume (also after a crash) sends only the SKUs without a recorded result.
 */
export class UploadService {
  readonly #deps: UploadServiceDeps;
  readonly #live = new Map<string, { jobId: string; pause: boolean }>();
  /** Uploads paused because the marketplace could not be reached, and whether it answers again since. */
  readonly #offline = new Map<string, 'waiting' | 'back'>();

  constructor(deps: UploadServiceDeps) {
    this.#deps = deps;
  }

  /** Uploads the profile's draft rows without errors (all of them, or the given row ids). */
  start(profileId: string, rowIds?: readonly string[]): UploadStarted {
    const rows = this.#deps.drafts.rows(profileId);
    const issues = checkSheet(rows, t);
    const wanted = rowIds === undefined ? undefined : new Set(rowIds);
    const chosen = rows.filter((r) => wanted === undefined || wanted.has(r.id));
    const ok = chosen.filter((r) => !hasErrors(issues.get(r.id)));
    if (ok.length === 0)
      throw new AppError(
        'VALIDATION',
        chosen.length === 0 ? t('listings.refusal.noRows') : t('listings.refusal.allRowsHaveErrors'),
      );
    const uploadId = randomUUID();
    const before = this.#deps.reads?.fresh(profileId);
    this.#deps.journal.create(
      uploadId,
      profileId,
      ok.map((r) => {
        const sku = cell(r.cells, 'sku');
        return { sku, rowId: r.id, request: toRequest(r.cells), before: before?.get(sku) };
      }),
    );
    const jobId = this.#run(uploadId, profileId);
    return { uploadId, jobId, total: ok.length, heldBack: chosen.length - ok.length };
  }

  /**
   * "Undo this upload": a new upload sending back, for every SKU `uploadId` changed, what the listing was before it
   * (undo-plan.ts). Journaled, resumable and paced like any upload; SKUs that cannot be undone say why.
   */
  undo(uploadId: string, activeId?: string): UploadStarted {
    const upload = ownJob(this.#get(uploadId), activeId, 'upload');
    if (this.#live.has(uploadId)) throw new AppError('VALIDATION', t('listings.refusal.stillRunning'));
    const earlier = this.#deps.journal.undoOf(uploadId);
    if (earlier !== undefined && earlier.state !== 'cancelled')
      throw new AppError(
        'VALIDATION',
        earlier.state === 'done' ? t('listings.refusal.undoneAlready') : t('listings.refusal.beingUndone'),
      );
    const items = undoItems(this.#deps.journal, uploadId);
    if (items.length === 0) throw new AppError('VALIDATION', t('listings.refusal.nothingToUndo'));
    const undoId = randomUUID();
    this.#deps.journal.create(undoId, upload.profileId, items, { undoes: uploadId });
    const jobId = this.#run(undoId, upload.profileId);
    const sendable = items.filter((i) => i.result === undefined).length;
    return { uploadId: undoId, jobId, total: sendable, heldBack: items.length - sendable };
  }

  /** A new upload of the SKUs that failed in `uploadId`, from their rows as they are now. */
  retryFailed(uploadId: string, activeId?: string): UploadStarted {
    const upload = ownJob(this.#get(uploadId), activeId, 'upload');
    if (upload.undoes !== undefined) throw new AppError('VALIDATION', t('listings.refusal.undoNotRetried'));
    const failedRows = this.#deps.journal
      .results(uploadId)
      .filter((r) => r.failed)
      .map((r) => r.rowId);
    if (failedRows.length === 0) throw new AppError('VALIDATION', t('listings.refusal.noFailed'));
    return this.start(upload.profileId, failedRows);
  }

  /** Resumes a paused or interrupted upload: only SKUs without a recorded result are sent. */
  resume(uploadId: string, activeId?: string): { jobId: string } {
    const upload = ownJob(this.#get(uploadId), activeId, 'upload');
    if (this.#live.has(uploadId)) throw new AppError('VALIDATION', t('listings.refusal.alreadyRunning'));
    if (upload.state === 'done' || upload.state === 'cancelled')
      throw new AppError(
        'VALIDATION',
        upload.state === 'done' ? t('listings.refusal.finished') : t('listings.refusal.cancelled'),
      );
    this.#deps.journal.setState(uploadId, 'running', '');
    this.#offline.delete(uploadId);
    return { jobId: this.#run(uploadId, upload.profileId) };
  }

  pause(uploadId: string): void {
    const live = this.#live.get(uploadId);
    if (!live) throw new AppError('NOT_FOUND', t('listings.refusal.notRunning'));
    live.pause = true;
  }

  cancel(uploadId: string): void {
    this.#offline.delete(uploadId);
    const live = this.#live.get(uploadId);
    if (live) this.#deps.jobs.cancel(live.jobId);
    else {
      this.#deps.journal.setState(uploadId, 'cancelled', this.#cancelledMessage(uploadId));
      this.#changed(uploadId);
    }
  }

  /** Uploads of a profile; `interrupted` marks one left running by a crash or forced quit. */
  uploads(profileId: string): (UploadRecord & { interrupted: boolean })[] {
    return this.#deps.journal.uploads(profileId).map((u) => ({
      ...u,
      interrupted: u.state === 'running' && !this.#live.has(u.id),
      offline: this.#offline.get(u.id),
    }));
  }

  /**
   * The marketplace of `profileId` answers again: each of its uploads paused offline now offers to send what was
   * not sent (never sent by itself: the seller chooses).
   */
  marketplaceBack(profileId: string): void {
    for (const [uploadId, state] of this.#offline) {
      if (state !== 'waiting' || this.#deps.journal.get(uploadId)?.profileId !== profileId) continue;
      this.#offline.set(uploadId, 'back');
      this.#changed(uploadId);
    }
  }

  /** Every answered SKU of one upload. */
  results(uploadId: string): SkuResult[] {
    this.#get(uploadId);
    return this.#deps.journal.results(uploadId);
  }

  isRunning(uploadId: string): boolean {
    return this.#live.has(uploadId);
  }

  #restoreRows(
    profileId: string,
    rowIds: ReadonlyMap<string, string>,
    requests: ReadonlyMap<string, CreateListingRequest>,
    results: Readonly<Record<string, { failed: boolean }>>,
  ): void {
    const patches = Object.entries(results).flatMap(([sku, r]) => {
      const rowId = rowIds.get(sku);
      const request = requests.get(sku);
      return r.failed || rowId === undefined || request === undefined
        ? []
        : [{ rowId, cells: cellsOfRequest(sku, request) }];
    });
    if (patches.length > 0) this.#deps.drafts.patchCells(profileId, patches);
  }

  /**
   * Per SKU that must hold a known value to be sent: an undo's (what the upload set), an upload's over a listing the
   * preview read (what was read). A create (nothing read before) is sent as it is.
   */
  #checks(
    upload: UploadRecord,
    pending: readonly PendingItem[],
  ): Map<string, (read: SkuListingRead | undefined) => UploadCheck> {
    const out = new Map<string, (read: SkuListingRead | undefined) => UploadCheck>();
    const setBy =
      upload.undoes === undefined
        ? undefined
        : new Map(this.#deps.journal.changed(upload.undoes).map((i) => [i.sku, i.request]));
    for (const p of pending) {
      const set = setBy?.get(p.sku);
      const before = p.before;
      if (set !== undefined) out.set(p.sku, (read) => undoCheck(set, p.request, read));
      else if (before !== undefined) out.set(p.sku, (read) => updateCheck(before, p.request, read));
    }
    return out;
  }

  #changed(uploadId: string): void {
    const upload = this.#deps.journal.get(uploadId);
    if (upload)
      this.#deps.onChange?.({ ...upload, interrupted: false, offline: this.#offline.get(uploadId) });
  }

  #get(uploadId: string): UploadRecord {
    const upload = this.#deps.journal.get(uploadId);
    if (!upload) throw new AppError('NOT_FOUND', t('listings.refusal.noSuchUpload'), { uploadId });
    return upload;
  }

  #cancelledMessage(uploadId: string): string {
    return cancelledMessage(this.#get(uploadId), this.#deps.journal.sentUnanswered(uploadId));
  }

  #run(uploadId: string, profileId: string): string {
    const { journal } = this.#deps;
    const live = { jobId: '', pause: false };
    const jobId = this.#deps.jobs.start('listingsUpload', profileId, async (ctx) => {
      const upload = this.#get(uploadId);
      try {
        const seller = await this.#deps.seller(profileId);
        const pending = journal.pending(uploadId);
        const rowIds = journal.rowIds(uploadId);
        const sent = new Map(pending.map((p) => [p.sku, fingerprintOfText(JSON.stringify(p.request))]));
        const requests = new Map(pending.map((p) => [p.sku, p.request]));
        let lastJobReport = 0;
        this.#changed(uploadId);
        const outcome = await runUpload(pending, {
          ...this.#deps.runner,
          check: checkBeforeSend(this.#checks(upload, pending), seller, upload.undoes !== undefined),
          send: (listings, signal) => {
            // Journalled before it goes: a cancel can then tell a SKU sent without an answer from one never sent.
            journal.markSent(uploadId, Object.keys(listings));
            return seller.createListings(listings, { signal, maxAttempts: 1 });
          },
          record: (results) => {
            // An undo restored these at the marketplace: the sheet shows it too, before the result is recorded
            // (a crash between the two resends the same values, which changes nothing).
            if (upload.undoes !== undefined) this.#restoreRows(profileId, rowIds, requests, results);
            journal.record(uploadId, results, profileId);
            this.#deps.onResults?.(
              uploadId,
              profileId,
              Object.entries(results).map(([sku, r]) => ({
                sku,
                rowId: rowIds.get(sku) ?? '',
                ...r,
                sent: sent.get(sku) ?? '',
              })),
            );
          },
          onProgress: (p) => {
            // The job's row and event at most every 250 ms, and always the last.
            const at = (this.#deps.runner?.now ?? Date.now)();
            if (at - lastJobReport >= 250 || p.done === p.total) {
              lastJobReport = at;
              ctx.progress(p.done, p.total, progressText(p));
            }
          },
          signal: ctx.signal,
          shouldStop: () => live.pause,
          alreadyDone: upload.total - pending.length,
          total: upload.total,
        });
        const after = this.#get(uploadId);
        if (typeof outcome === 'object') {
          // Offline: paused, its unsent SKUs without a result (not refused), offered again when the marketplace is.
          const message = offlineMessage(after, outcome);
          journal.setState(uploadId, 'paused', message);
          this.#offline.set(uploadId, 'waiting');
          this.#deps.report?.(profileId, outcome.offline);
          return message;
        }
        if (outcome === 'stopped') {
          const message = t('listings.upload.pausedAt', { answered: after.answered, total: after.total });
          journal.setState(uploadId, 'paused', message);
          return message;
        }
        const message =
          after.undoes === undefined
            ? t('listings.upload.done', {
                uploaded: after.answered - after.failed,
                total: after.total,
                failed: after.failed,
              })
            : undoMessage(after, journal.results(uploadId));
        journal.setState(uploadId, 'done', message);
        return message;
      } catch (error) {
        const cancelled = ctx.signal.aborted || (error instanceof AppError && error.code === 'CANCELLED');
        if (cancelled) journal.setState(uploadId, 'cancelled', this.#cancelledMessage(uploadId));
        else
          journal.setState(
            uploadId,
            'failed',
            error instanceof AppError ? error.message : t('listings.upload.failedUnexpectedly'),
          );
        throw error;
      } finally {
        this.#live.delete(uploadId);
        this.#changed(uploadId);
      }
    });
    live.jobId = jobId;
    this.#live.set(uploadId, live);
    return jobId;
  }
}

/**
 * The runner's check: reads the SKUs of a call that have something to compare, just before it is sent (and again
 * before each retry, so a lost answer is read back too); a SKU that moved since is answered with its sentence.
 */
function checkBeforeSend(
  checks: ReadonlyMap<string, (read: SkuListingRead | undefined) => UploadCheck>,
  reader: ListingReader,
  undo: boolean,
): RunnerOptions['check'] {
  if (checks.size === 0) return undefined;
  return async (skus, signal) => {
    const mine = skus.filter((sku) => checks.has(sku));
    if (mine.length === 0) return {};
    const reads = new Map((await reader.getListingsBySku(mine, { signal })).map((r) => [r.sku, r]));
    const held: Record<string, { status: string; failed: boolean; issues: ResultIssue[] }> = {};
    for (const sku of mine) {
      const verdict = checks.get(sku)?.(reads.get(sku));
      if (verdict?.is === 'stopped')
        held[sku] = {
          status: undo ? NOT_UNDONE : CHANGED_SINCE,
          failed: true,
          issues: [{ severity: 'ERROR', code: CHANGED_SINCE, description: verdict.sentence }],
        };
    }
    return held;
  };
}

/** What the screen shows of a running upload (its job's message): how far, how fast, how long still. */
function progressText(p: UploadProgress): string {
  const parts = [
    p.failed > 0
      ? t('listings.upload.progressFailed', { done: p.done, total: p.total, failed: p.failed })
      : t('listings.upload.answeredSoFar', { done: p.done, total: p.total }),
  ];
  if (p.rate > 0) parts.push(t('listings.upload.rate', { rate: p.rate }));
  if (p.secondsLeft !== null) parts.push(t('listings.upload.left', { time: formatSeconds(p.secondsLeft) }));
  return parts.join(', ');
}

function formatSeconds(s: number): string {
  if (s < 60) return t('listings.time.seconds', { s });
  const m = Math.floor(s / 60);
  return m < 60
    ? t('listings.time.minutes', { m, s: s % 60 })
    : t('listings.time.hours', { h: Math.floor(m / 60), m: m % 60 });
}

/**
 * What a cancelled upload says: how far it got; that the SKUs sent without an answer may have reached the
 * marketplace (a call cut short by the cancel may have been taken), so they are read before being sent again; and how
 * many were never sent (a seller was told to check 2,440 SKUs of which a few were in flight).
 */
function cancelledMessage(upload: UploadRecord, sentUnanswered: number): string {
  return t('listings.upload.cancelledAt', {
    answered: upload.answered,
    total: upload.total,
    uploaded: upload.answered - upload.failed,
    failed: upload.failed,
    inDoubt: sentUnanswered,
    unsent: upload.total - upload.answered - sentUnanswered,
  });
}
