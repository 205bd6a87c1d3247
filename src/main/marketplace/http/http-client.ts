import { AppError } from '../../../shared/errors.ts';
import type { ErrorCode } from '../../../shared/errors.ts';
import { abortableSleep, cancelledError } from './abort.ts';
import {
  bodyKindOf,
  messageFor,
  RETRYABLE_STATUSES,
  sellerErrors,
  sentenceWithService,
  serviceErrorOf,
} from './error-map.ts';
import { networkSentence, neverConnected } from './network-failure.ts';
import type { ErrorProfile } from './error-map.ts';
import { formatBytes, readBodyCapped, type BodyRead } from './read-body.ts';
import { t } from '../../i18n/backend-language.ts';
import { backoffDelay, parseRetryAfter } from './retry-after.ts';
import { DEFAULT_TIMEOUTS, RESPONSE_LIMITS, type RetryPolicy } from './policies.ts';
import { assertSecureUrl, pathForLog, urlForLog } from './url-policy.ts';

export { CONNECTION_TEST_POLICY, DEFAULT_TIMEOUTS, RESPONSE_LIMITS } from './policies.ts';
export type { RetryPolicy } from './policies.ts';

/** The part of `fetch` we use; Node's fetch and Electron's `net.fetch` both fit. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface HttpRequest {
  method: HttpMethod;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Per attempt, including reading the body. */
  timeoutMs?: number;
  signal?: AbortSignal;
  maxAttempts?: number;
  /** How statuses map to error codes; the seller interface's by default. */
  errors?: ErrorProfile;
  /**
   * Whether a 2xx body is complete and readable (e.g. parses as JSON). A body that fails is treated like a server
   * error and retried: a cut-off answer is usually a passing fault.
   */
  checkBody?: (text: string) => boolean;
  /**
   * A 2xx text body's first pieces (HEAD_BYTES of it at least, or all of a shorter one), decoded as they arrive and
   * before the rest is read, at each attempt: what a caller may act on early (the affiliate walk asks for the next
   * page as soon as a page's head names it).
   */
  onHead?: (head: string) => void;
  /** How patient this call is; the client's policy (or its fields) by default. */
  retry?: RetryPolicy | undefined;
  /** The most a 2xx body may hold, counted after decompression (see RESPONSE_LIMITS); larger is RESPONSE_TOO_LARGE. */
  maxBytes?: number;
  binary?: boolean; // a PDF: a 2xx body kept as `bytes` (text empty), not checked as text
  /**
   * Awaited before each retry, after its wait: a caller pacing its calls to a rate limit (the feeds' gate) counts
   * the retries the service sees too. The first attempt is the caller's to pace.
   */
  pace?: ((signal?: AbortSignal) => Promise<void>) | undefined;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  text: string;
  bytes?: Uint8Array; // the body of a `binary` request
}

/** A sanitized record of one attempt: no query, no headers, no body, so no secret can reach a log. */
export interface HttpEvent {
  method: HttpMethod;
  host: string;
  path: string;
  attempt: number;
  ms: number;
  outcome: 'ok' | 'retry' | 'error';
  status?: number | undefined;
  code?: ErrorCode | undefined;
  /** How long the client waits before the next attempt, when it retries. */
  delayMs?: number;
}

export interface HttpClientOptions {
  fetch?: FetchLike;
  /** Total attempts per request, the first included. */
  maxAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A Retry-After longer than this is not waited out: the call fails with RATE_LIMITED at once. */
  maxRetryAfterMs?: number;
  timeoutMs?: number;
  /** The body cap of a request that names none. */
  maxResponseBytes?: number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
  onEvent?: (event: HttpEvent) => void;
  /** A policy for every request that names none; `withRetry` makes a client with one. */
  retry?: RetryPolicy | undefined;
}

/** An error body is only looked at for its kind, a service code and a sentence. */
const ERROR_BODY_BYTES = 64 * 1024;

/** One HTTP layer for every marketplace call: the https rule, time-outs, cancel, retries, and coded errors. */
export class HttpClient {
  readonly #fetch: FetchLike;
  readonly #opts: Required<Omit<HttpClientOptions, 'fetch' | 'onEvent' | 'retry'>>;
  readonly #onEvent: ((event: HttpEvent) => void) | undefined;
  readonly #options: HttpClientOptions;
  readonly #retry: RetryPolicy | undefined;

  constructor(options: HttpClientOptions = {}) {
    this.#options = options;
    this.#retry = options.retry;
    this.#fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.#onEvent = options.onEvent;
    this.#opts = {
      maxAttempts: options.maxAttempts ?? 4,
      baseDelayMs: options.baseDelayMs ?? 500,
      maxDelayMs: options.maxDelayMs ?? 15_000,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUTS.ordersMs,
      maxResponseBytes: options.maxResponseBytes ?? RESPONSE_LIMITS.affiliateBytes,
      sleep: options.sleep ?? abortableSleep,
      random: options.random ?? Math.random,
      now: options.now ?? Date.now,
    };
  }

  /** The same client (fetch, log, clock) with `policy` for every request that names none. */
  withRetry(policy: RetryPolicy): HttpClient {
    return new HttpClient({ ...this.#options, retry: policy });
  }

  /** Resolves with a 2xx response; anything else ends as an AppError after any retries. */
  async request(req: HttpRequest): Promise<HttpResponse> {
    const parsed = assertSecureUrl(req.url);
    const profile = req.errors ?? sellerErrors;
    const policy = req.retry ?? this.#retry;
    const maxAttempts = Math.max(1, policy?.maxAttempts ?? req.maxAttempts ?? this.#opts.maxAttempts);
    const maxRetryAfterMs = policy?.maxRetryAfterMs ?? this.#opts.maxRetryAfterMs;
    const baseDelayMs = policy?.baseDelayMs ?? this.#opts.baseDelayMs;
    const maxDelayMs = policy?.maxDelayMs ?? this.#opts.maxDelayMs;
    const timeoutMs = Math.min(
      req.timeoutMs ?? this.#opts.timeoutMs,
      policy?.maxTimeoutMs ?? Number.POSITIVE_INFINITY,
    );
    const base = { method: req.method, host: parsed.host, path: pathForLog(req.url) };

    for (let attempt = 1; ; attempt++) {
      if (req.signal?.aborted) throw cancelledError();
      const started = this.#opts.now();
      const outcome = await this.#attempt(req, profile, timeoutMs);
      const ms = this.#opts.now() - started;

      if (outcome.ok) {
        this.#emit({ ...base, attempt, ms, outcome: 'ok', status: outcome.response.status });
        return outcome.response;
      }
      const { error, retryable, retryAfterMs } = outcome;
      const status = typeof error.details?.status === 'number' ? error.details.status : undefined;
      const last = attempt >= maxAttempts;
      const tooLong = retryAfterMs !== undefined && retryAfterMs > maxRetryAfterMs;
      if (!retryable || last || tooLong) {
        this.#emit({ ...base, attempt, ms, outcome: 'error', status, code: error.code });
        throw withDetails(error, { attempts: attempt });
      }
      const delayMs = retryAfterMs ?? backoffDelay(attempt, baseDelayMs, maxDelayMs, this.#opts.random);
      this.#emit({ ...base, attempt, ms, outcome: 'retry', status, code: error.code, delayMs });
      await this.#opts.sleep(delayMs, req.signal);
      await req.pace?.(req.signal);
    }
  }

  async #attempt(req: HttpRequest, profile: ErrorProfile, timeoutMs: number): Promise<AttemptOutcome> {
    const timeout = AbortSignal.timeout(timeoutMs);
    // Aborted when a body passes its cap, so the connection is dropped rather than drained.
    const stop = new AbortController();
    const signals = [timeout, stop.signal, ...(req.signal ? [req.signal] : [])];
    const signal = AbortSignal.any(signals);
    const where = { url: urlForLog(req.url) };
    const maxBytes = req.maxBytes ?? this.#opts.maxResponseBytes;
    let response: Response;
    let text: string;
    let read: BodyRead;
    try {
      // Redirects are not followed: one could lead to plain http, or carry the Authorization header elsewhere.
      const init: RequestInit = { method: req.method, signal, redirect: 'manual' };
      if (req.headers !== undefined) init.headers = req.headers;
      if (req.body !== undefined) init.body = req.body;
      response = await this.#fetch(req.url, init);
      const success = response.status >= 200 && response.status < 300;
      const binary = req.binary === true && success;
      read = await readBodyCapped(
        response,
        success ? maxBytes : Math.min(maxBytes, ERROR_BODY_BYTES),
        binary,
        success ? req.onHead : undefined,
      );
      if (!read.ok) stop.abort();
      if (!read.ok && success) {
        const message = t('marketplace.error.responseTooLarge', {
          service: profile.service,
          size: formatBytes(maxBytes),
        });
        return {
          ok: false,
          retryable: false,
          error: new AppError('RESPONSE_TOO_LARGE', message, {
            status: response.status,
            ...where,
            maxBytes,
          }),
        };
      }
      // An error body past its cap is not needed: the status says enough.
      text = read.ok ? read.text : '';
    } catch (failure) {
      if (req.signal?.aborted) return { ok: false, error: cancelledError(), retryable: false };
      if (timeout.aborted) {
        return {
          ok: false,
          retryable: true,
          error: new AppError('TIMEOUT', messageFor(profile, 'TIMEOUT'), where),
        };
      }
      return {
        ok: false,
        retryable: true,
        error: new AppError('NETWORK', networkSentence(failure, req.url, profile.service), {
          ...where,
          connected: !neverConnected(failure),
        }),
      };
    }
    const status = response.status;
    if (status >= 200 && status < 300) {
      if (req.checkBody === undefined || req.binary === true || req.checkBody(text))
        return {
          ok: true,
          response: { status, headers: response.headers, text, ...(read.ok && read.bytes) },
        };
      const message = t('marketplace.error.unreadable', { service: profile.service });
      return {
        ok: false,
        retryable: true,
        error: new AppError('SERVER', message, { status, ...where, body: 'unreadable' }),
      };
    }

    const details: Record<string, unknown> = {
      status,
      ...where,
      body: bodyKindOf(text, response.headers.get('content-type')),
    };
    if (status >= 300 && status < 400) {
      const message = t('marketplace.error.redirect', { service: profile.service, status: String(status) });
      return { ok: false, retryable: false, error: new AppError('SERVER', message, details) };
    }
    // Whatever the body's shape (or none: HTML, broken JSON), only a code and a sentence are taken from it.
    const said = details.body === 'html' ? {} : serviceErrorOf(text);
    if (said.code !== undefined) details.serviceCode = said.code;
    if (said.message !== undefined) details.serviceMessage = said.message;
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.#opts.now());
    if (retryAfterMs !== undefined) details.retryAfterMs = retryAfterMs;
    const code = profile.codeFor(status, said.code);
    return {
      ok: false,
      retryable: RETRYABLE_STATUSES.has(status),
      retryAfterMs,
      error: new AppError(code, sentenceWithService(profile, code, status, said.message), details),
    };
  }

  #emit(event: HttpEvent): void {
    if (this.#onEvent === undefined) return;
    const clean = Object.fromEntries(
      Object.entries(event).filter(([, v]) => v !== undefined),
    ) as unknown as HttpEvent;
    try {
      this.#onEvent(clean);
    } catch {
      // A failing logger must not fail the request.
    }
  }
}

type AttemptOutcome =
  | { ok: true; response: HttpResponse }
  | { ok: false; error: AppError; retryable: boolean; retryAfterMs?: number | undefined };

function withDetails(error: AppError, extra: Record<string, unknown>): AppError {
  if (error.code === 'CANCELLED') return error;
  return new AppError(error.code, error.message, { ...error.details, ...extra });
}

/** A `checkBody` for JSON answers. */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Parses a JSON body; a body that is not JSON is the service's fault, so it is a SERVER error. */
export function parseJson(response: HttpResponse, what: string): unknown {
  try {
    return JSON.parse(response.text);
  } catch {
    throw new AppError('SERVER', t('marketplace.error.notJson'), {
      what,
      status: response.status,
      body: bodyKindOf(response.text, response.headers.get('content-type')),
    });
  }
}
