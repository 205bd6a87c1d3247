import { AppError } from '../../../shared/errors.ts';
import type { ErrorCode } from '../../../shared/errors.ts';
import { abortableSleep, cancelledError } from './abort.ts';
import { bodyKindOf, messageFor, RETRYABLE_STATUSES, sellerErrors, serviceCodeOf } from './error-map.ts';
import type { ErrorProfile } from './error-map.ts';
import { backoffDelay, parseRetryAfter } from './retry-after.ts';
import { assertSecureUrl, pathForLog, urlForLog } from './url-policy.ts';

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
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  text: string;
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
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => number;
  onEvent?: (event: HttpEvent) => void;
}

export const DEFAULT_TIMEOUTS = {
  /** The service recommends at least 10 s for listing calls and 60 s for order calls. */
  listingsMs: 20_000,
  ordersMs: 60_000,
  tokenMs: 30_000,
  affiliateMs: 60_000,
} as const;

/** One HTTP layer for every marketplace call: the https rule, time-outs, cancel, retries, and coded errors. */
export class HttpClient {
  readonly #fetch: FetchLike;
  readonly #opts: Required<Omit<HttpClientOptions, 'fetch' | 'onEvent'>>;
  readonly #onEvent: ((event: HttpEvent) => void) | undefined;

  constructor(options: HttpClientOptions = {}) {
    this.#fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.#onEvent = options.onEvent;
    this.#opts = {
      maxAttempts: options.maxAttempts ?? 4,
      baseDelayMs: options.baseDelayMs ?? 500,
      maxDelayMs: options.maxDelayMs ?? 15_000,
      maxRetryAfterMs: options.maxRetryAfterMs ?? 60_000,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUTS.ordersMs,
      sleep: options.sleep ?? abortableSleep,
      random: options.random ?? Math.random,
      now: options.now ?? Date.now,
    };
  }

  /** Resolves with a 2xx response; anything else ends as an AppError after any retries. */
  async request(req: HttpRequest): Promise<HttpResponse> {
    const parsed = assertSecureUrl(req.url);
    const profile = req.errors ?? sellerErrors;
    const maxAttempts = Math.max(1, req.maxAttempts ?? this.#opts.maxAttempts);
    const base = { method: req.method, host: parsed.host, path: pathForLog(req.url) };

    for (let attempt = 1; ; attempt++) {
      if (req.signal?.aborted) throw cancelledError();
      const started = this.#opts.now();
      const outcome = await this.#attempt(req, profile);
      const ms = this.#opts.now() - started;

      if (outcome.ok) {
        this.#emit({ ...base, attempt, ms, outcome: 'ok', status: outcome.response.status });
        return outcome.response;
      }
      const { error, retryable, retryAfterMs } = outcome;
      const status = typeof error.details?.status === 'number' ? error.details.status : undefined;
      const last = attempt >= maxAttempts;
      const tooLong = retryAfterMs !== undefined && retryAfterMs > this.#opts.maxRetryAfterMs;
      if (!retryable || last || tooLong) {
        this.#emit({ ...base, attempt, ms, outcome: 'error', status, code: error.code });
        throw withDetails(error, { attempts: attempt });
      }
      const delayMs =
        retryAfterMs ??
        backoffDelay(attempt, this.#opts.baseDelayMs, this.#opts.maxDelayMs, this.#opts.random);
      this.#emit({ ...base, attempt, ms, outcome: 'retry', status, code: error.code, delayMs });
      await this.#opts.sleep(delayMs, req.signal);
    }
  }

  async #attempt(req: HttpRequest, profile: ErrorProfile): Promise<AttemptOutcome> {
    const timeout = AbortSignal.timeout(req.timeoutMs ?? this.#opts.timeoutMs);
    const signal = req.signal ? AbortSignal.any([req.signal, timeout]) : timeout;
    const where = { url: urlForLog(req.url) };
    let response: Response;
    let text: string;
    try {
      // Redirects are not followed: one could lead to plain http, or carry the Authorization header elsewhere.
      const init: RequestInit = { method: req.method, signal, redirect: 'manual' };
      if (req.headers !== undefined) init.headers = req.headers;
      if (req.body !== undefined) init.body = req.body;
      response = await this.#fetch(req.url, init);
      text = await response.text();
    } catch {
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
        error: new AppError('NETWORK', messageFor(profile, 'NETWORK'), where),
      };
    }
    const status = response.status;
    if (status >= 200 && status < 300) {
      if (req.checkBody === undefined || req.checkBody(text))
        return { ok: true, response: { status, headers: response.headers, text } };
      const message = `${capitalise(profile.service)} sent an incomplete or unreadable answer. Try again later.`;
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
      const message = `${capitalise(profile.service)} answered with an unexpected redirect (HTTP ${status}). Check the address in Settings.`;
      return { ok: false, retryable: false, error: new AppError('SERVER', message, details) };
    }
    const serviceCode = serviceCodeOf(text);
    if (serviceCode !== undefined) details.serviceCode = serviceCode;
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), this.#opts.now());
    if (retryAfterMs !== undefined) details.retryAfterMs = retryAfterMs;
    const code = profile.codeFor(status, serviceCode);
    return {
      ok: false,
      retryable: RETRYABLE_STATUSES.has(status),
      retryAfterMs,
      error: new AppError(code, messageFor(profile, code, status), details),
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

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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
    throw new AppError('SERVER', `The answer to ${what} was not readable (expected JSON). Try again later.`, {
      status: response.status,
      body: bodyKindOf(response.text, response.headers.get('content-type')),
    });
  }
}
