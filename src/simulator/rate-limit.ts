import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendError } from './http.ts';

/**
 * Rate-limit rules: at most `calls` requests per `windowMs` (a second by default) on a path pattern; beyond that
 * the simulator answers 429 with Retry-After, as a throttling service would. Set through `PUT /__sim/rate-limits`.
 * The window slides: a call is let through when fewer than `calls` calls were let through in the last `windowMs`.
 * Refused calls do not count. Time is the simulated clock (real time plus any advance), so a test can move past a
 * window without sleeping.
 */

export const RateLimitRuleSchema = z.object({
  /** Path pattern (no query); `*` matches any run of characters, e.g. `/affiliate/*`. */
  match: z.string().min(1),
  method: z.string().optional(),
  calls: z.number().int().min(1).max(100_000),
  windowMs: z.number().int().min(1).max(3_600_000).optional(),
});
export type RateLimitRule = z.infer<typeof RateLimitRuleSchema>;

export const RateLimitsBodySchema = z.object({ rules: z.array(RateLimitRuleSchema).max(100) });

interface ActiveLimit {
  rule: RateLimitRule;
  pattern: RegExp;
  windowMs: number;
  /** Times of the calls let through, oldest first; never longer than `rule.calls`. */
  times: number[];
  allowed: number;
  refused: number;
}

export interface RateDecision {
  limited: boolean;
  /** Whole seconds until a call would be let through (at least 1), when limited. */
  retryAfterSeconds: number;
}

function toPattern(match: string): RegExp {
  const escaped = match.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export class RateLimiter {
  #limits: ActiveLimit[] = [];
  readonly #now: () => number;

  constructor(now: () => number) {
    this.#now = now;
  }

  set(rules: RateLimitRule[]): void {
    this.#limits = rules.map((rule) => ({
      rule,
      pattern: toPattern(rule.match),
      windowMs: rule.windowMs ?? 1000,
      times: [],
      allowed: 0,
      refused: 0,
    }));
  }

  clear(): void {
    this.#limits = [];
  }

  describe(): unknown[] {
    return this.#limits.map((l) => ({ ...l.rule, allowed: l.allowed, refused: l.refused }));
  }

  /** Whether one request may pass. Every matching rule must have room; the call then counts in each of them. */
  decide(method: string, path: string): RateDecision {
    const now = this.#now();
    const matching = this.#limits.filter(
      (l) => (l.rule.method === undefined || l.rule.method.toUpperCase() === method) && l.pattern.test(path),
    );
    let waitMs = 0;
    for (const l of matching) {
      while (l.times.length > 0 && l.times[0]! <= now - l.windowMs) l.times.shift();
      if (l.times.length >= l.rule.calls) waitMs = Math.max(waitMs, l.times[0]! + l.windowMs - now);
    }
    if (waitMs > 0) {
      for (const l of matching) l.refused++;
      return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    for (const l of matching) {
      l.times.push(now);
      l.allowed++;
    }
    return { limited: false, retryAfterSeconds: 0 };
  }
}

/** Refuses calls beyond the limits before anything else runs (admin calls are never limited). */
export function installRateLimit(app: FastifyInstance, limiter: RateLimiter, adminPrefix: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === adminPrefix || request.url.startsWith(`${adminPrefix}/`)) return;
    const decision = limiter.decide(request.method, request.url.split('?')[0] ?? '/');
    if (!decision.limited) return;
    reply.header('Retry-After', String(decision.retryAfterSeconds));
    await sendError(reply, 429, 'RATE_LIMITED', 'Too many requests: rate limit exceeded');
    return reply;
  });
}
