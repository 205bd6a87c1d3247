import { AppError } from '../../shared/errors.ts';
import { isOffline } from '../../shared/marketplace/offline.ts';
import type { CreateListingRequest, CreateListingResponse } from '../../shared/marketplace/listing-types.ts';
import { resultOf } from './upload-journal.ts';
import type { PendingItem, ResultIssue } from './upload-journal.ts';
import { UploadPacer } from './upload-pacer.ts';
import type { PacedCall } from './upload-pacer.ts';
import { t } from '../i18n/backend-language.ts';

export type SendListings = (
  listings: Record<string, CreateListingRequest>,
  signal: AbortSignal,
) => Promise<Record<string, CreateListingResponse>>;

export interface UploadProgress {
  done: number;
  total: number;
  failed: number;
  /** SKUs answered per second, over the recent answers. */
  rate: number;
  /** Seconds left at that rate; null until there is a rate. */
  secondsLeft: number | null;
  inFlight: number;
}

export interface RunnerOptions {
  send: SendListings;
  /**
   * Just before each call (its retries too), the results of SKUs not to send (compare and set: a SKU moved since).
   * Throws as a call does: a failed read is retried like a failed call.
   */
  check?: ((skus: readonly string[], signal: AbortSignal) => Promise<Record<string, Result>>) | undefined;
  /** Writes one answer's results to the journal; called the moment they arrive. */
  record: (results: Record<string, { status: string; failed: boolean; issues: ResultIssue[] }>) => void;
  onProgress?: (progress: UploadProgress) => void;
  signal: AbortSignal;
  /** Stops starting calls (pause); calls in flight finish and are recorded. */
  shouldStop?: () => boolean;
  now?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  batchSize?: number;
  maxInFlight?: number;
  /** Attempts of one call on server and network errors before its SKUs are recorded as failed. */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Throttled answers tolerated for one call before the upload stops (a limit that never lifts). */
  maxThrottles?: number;
  /** Already answered before this run (a resume), for the progress figures. */
  alreadyDone?: number;
  total?: number;
}

type Result = { status: string; failed: boolean; issues: ResultIssue[] };

interface Batch {
  skus: string[];
  attempt: number;
  throttles: number;
  notBefore: number;
  /** An attempt failed after a connection was made: the call may have reached the marketplace. */
  mayHaveReached?: boolean;
}

/** How a run ended: every SKU answered, paused or cancelled, or stopped because the marketplace cannot be reached. */
export type RunEnd =
  | 'finished'
  | 'stopped'
  | {
      offline: AppError;
      /** SKUs of calls that never got a connection, and of calls that may have reached the marketplace. */
      notSent: number;
      mayHaveReached: number;
    };

const RETRYABLE_CODES = new Set(['SERVER', 'NETWORK', 'TIMEOUT']);

function statusOf(error: unknown): number | undefined {
  return error instanceof AppError && typeof error.details?.status === 'number'
    ? error.details.status
    : undefined;
}

/** Failure recorded for SKUs the marketplace could not be asked about (a refused call, a lasting outage). */
function callFailure(message: string): { status: string; failed: boolean; issues: ResultIssue[] } {
  return {
    status: 'FAILURE',
    failed: true,
    issues: [{ severity: 'ERROR', code: 'CALL', description: message }],
  };
}

async function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  const { setTimeout } = await import('node:timers/promises');
  await setTimeout(ms, undefined, { signal }).catch(() => undefined);
}

/**
 * Sends the pending SKUs of an upload: calls of at most 10 SKUs, several in flight, paced by `UploadPacer`. Server
 * and network errors are retried with backoff; a 400 for a whole call is split until the SKU that causes it is alone.
 * Every answer goes to `record` at once. Returns when every SKU has a result, on pause or cancel, or when a call
 * cannot reach the marketplace (offline.ts): its SKUs and those not started yet are left without a result.
 */
export async function runUpload(items: readonly PendingItem[], options: RunnerOptions): Promise<RunEnd> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 6;
  const baseDelay = options.baseDelayMs ?? 500;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const maxThrottles = options.maxThrottles ?? 50;
  const pacer = new UploadPacer(options.maxInFlight ?? 4);
  const requests = new Map(items.map((i) => [i.sku, i.request]));
  const queue: Batch[] = [];
  for (let i = 0; i < items.length; i += batchSize)
    queue.push({
      skus: items.slice(i, i + batchSize).map((x) => x.sku),
      attempt: 0,
      throttles: 0,
      notBefore: 0,
    });

  const total = options.total ?? items.length;
  let done = options.alreadyDone ?? 0;
  let failed = 0;
  const answers: { at: number; n: number }[] = [];
  const running = new Set<Promise<void>>();
  let fatal: unknown;
  // Set when a call used its attempts without ever reaching the marketplace: nothing more is started.
  let offline: AppError | undefined;

  const progress = () => {
    const t = now();
    while (answers.length > 0 && (answers[0]?.at ?? t) < t - 10_000) answers.shift();
    const first = answers[0];
    const n = answers.reduce((a, b) => a + b.n, 0);
    const span = first === undefined ? 0 : (t - first.at) / 1000;
    const rate = span > 0.2 ? n / span : 0;
    options.onProgress?.({
      done,
      total,
      failed,
      rate,
      secondsLeft: rate > 0 ? Math.ceil((total - done) / rate) : null,
      inFlight: running.size,
    });
  };

  const record = (results: Record<string, { status: string; failed: boolean; issues: ResultIssue[] }>) => {
    options.record(results);
    const n = Object.keys(results).length;
    done += n;
    failed += Object.values(results).filter((r) => r.failed).length;
    answers.push({ at: now(), n });
    progress();
  };

  const call = async (batch: Batch, paced: PacedCall): Promise<void> => {
    try {
      const held = (await options.check?.(batch.skus, options.signal)) ?? {};
      if (Object.keys(held).length > 0) {
        record(held);
        batch.skus = batch.skus.filter((sku) => held[sku] === undefined);
        if (batch.skus.length === 0) return pacer.answered();
      }
      const body: Record<string, CreateListingRequest> = {};
      for (const sku of batch.skus) body[sku] = requests.get(sku) as CreateListingRequest;
      const answer = await options.send(body, options.signal);
      const results: Record<string, { status: string; failed: boolean; issues: ResultIssue[] }> = {};
      for (const sku of batch.skus) {
        const r = answer[sku];
        if (r !== undefined) results[sku] = resultOf(r);
      }
      record(results);
      pacer.answered();
    } catch (error) {
      if (options.signal.aborted) return;
      const status = statusOf(error);
      const code = error instanceof AppError ? error.code : 'INTERNAL';
      const message = error instanceof AppError ? error.message : t('listings.upload.failedUnexpectedly');
      if (status === 429) {
        const wait =
          error instanceof AppError && typeof error.details?.retryAfterMs === 'number'
            ? error.details.retryAfterMs
            : baseDelay;
        pacer.throttled(now(), wait, paced);
        batch.throttles++;
        if (batch.throttles > maxThrottles) fatal ??= error;
        else queue.unshift(batch);
      } else if (status === 400) {
        if (batch.skus.length > 1) {
          const half = Math.ceil(batch.skus.length / 2);
          queue.unshift(
            { skus: batch.skus.slice(0, half), attempt: 0, throttles: 0, notBefore: 0 },
            { skus: batch.skus.slice(half), attempt: 0, throttles: 0, notBefore: 0 },
          );
        } else {
          record({
            [batch.skus[0] as string]: callFailure(t('listings.upload.callRefused', { reason: message })),
          });
        }
      } else if (RETRYABLE_CODES.has(code) || (status !== undefined && status >= 500)) {
        batch.attempt++;
        if (!isOffline(error)) batch.mayHaveReached = true;
        if (batch.attempt >= maxAttempts && isOffline(error)) {
          // Offline, not refused: the SKUs keep no result (a resume sends them, reading back first what an earlier
          // attempt may have delivered), and no further call is started while the marketplace cannot be reached.
          offline ??= error as AppError;
          queue.unshift(batch);
        } else if (batch.attempt >= maxAttempts) {
          // Its last call reached the marketplace (a 5xx, a cut answer), which may have taken it: never "not sent".
          const words = t('listings.upload.unansweredAfter', { attempts: maxAttempts, reason: message });
          record(Object.fromEntries(batch.skus.map((s) => [s, callFailure(words)])));
        } else {
          const delay = Math.min(maxDelay, baseDelay * 2 ** (batch.attempt - 1));
          batch.notBefore = now() + delay;
          queue.push(batch);
        }
      } else {
        // Authorisation, a refused account, a bug: nothing more can go through; what is recorded stays.
        fatal ??= error;
      }
    }
  };

  const stopped = () =>
    options.signal.aborted ||
    fatal !== undefined ||
    offline !== undefined ||
    (options.shouldStop?.() ?? false);
  progress();
  while (true) {
    if (stopped()) {
      if (running.size === 0) break;
    } else {
      const t = now();
      while (running.size < pacer.limit && t >= pacer.holdUntil && t >= pacer.nextStart) {
        const index = queue.findIndex((b) => b.notBefore <= t);
        if (index < 0) break;
        const [batch] = queue.splice(index, 1) as [Batch];
        const p: Promise<void> = call(batch, pacer.started(t)).finally(() => running.delete(p));
        running.add(p);
      }
      if (running.size === 0 && queue.length === 0) break;
    }
    progress();
    const waits: Promise<unknown>[] = [...running];
    if (!stopped() && queue.length > 0) {
      const t = now();
      const earliest = Math.max(pacer.holdUntil, pacer.nextStart, Math.min(...queue.map((b) => b.notBefore)));
      // Wake when a held or paced call may start, unless a free slot is waiting only on calls in flight.
      if (earliest > t || running.size === 0) {
        const timer = new AbortController();
        const wake = sleep(
          Math.max(0, Math.ceil(earliest - t)),
          AbortSignal.any([options.signal, timer.signal]),
        );
        waits.push(wake);
        await Promise.race(waits);
        timer.abort();
        continue;
      }
    }
    if (waits.length > 0) await Promise.race(waits);
  }
  if (fatal !== undefined) throw fatal;
  if (options.signal.aborted) throw new AppError('CANCELLED', t('listings.upload.cancelledError'));
  if (offline !== undefined) {
    const unsure = queue.filter((b) => b.mayHaveReached === true);
    const mayHaveReached = unsure.reduce((n, b) => n + b.skus.length, 0);
    const notSent = queue.reduce((n, b) => n + b.skus.length, 0) - mayHaveReached;
    return { offline, notSent, mayHaveReached };
  }
  return queue.length === 0 ? 'finished' : 'stopped';
}
