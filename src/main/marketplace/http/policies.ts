/** The numbers of the HTTP layer: how long, how often and how much each kind of call may take. */

/**
 * How patient a call is. Long jobs (syncs, uploads) keep the client's patient defaults: four attempts, Retry-After
 * waited out up to a minute. A person waiting on a button gets CONNECTION_TEST_POLICY.
 */
export interface RetryPolicy {
  /** Total attempts, the first included. */
  maxAttempts: number;
  /** A Retry-After longer than this is not waited out: the call fails with RATE_LIMITED at once. */
  maxRetryAfterMs: number;
  /** Each attempt's time-out is cut to this, whatever the call asked for. */
  maxTimeoutMs?: number | undefined;
  baseDelayMs?: number | undefined;
  maxDelayMs?: number | undefined;
}

/** "Test connection": two attempts at most, 6 s each, no Retry-After longer than a second, a short pause between. */
export const CONNECTION_TEST_POLICY: RetryPolicy = {
  maxAttempts: 2,
  maxRetryAfterMs: 1_000,
  maxTimeoutMs: 6_000,
  baseDelayMs: 250,
  maxDelayMs: 1_000,
};

export const DEFAULT_TIMEOUTS = {
  /** The service recommends at least 10 s for listing calls and 60 s for order calls. */
  listingsMs: 20_000,
  ordersMs: 60_000,
  tokenMs: 30_000,
  affiliateMs: 60_000,
} as const;

/**
 * The most each kind of answer may hold, after decompression. A token answer is a few hundred bytes; a page of 100
 * shipments about 150 KB; a feed page of 500 products about 1.5 MB of XML. Several times that is allowed, and no more:
 * a bigger answer is a fault (or an attack) and would only fill memory.
 */
export const RESPONSE_LIMITS = {
  tokenBytes: 16 * 1024,
  sellerBytes: 512 * 1024,
  affiliateBytes: 4 * 1024 * 1024,
} as const;
