import { z } from 'zod';
import { Rng } from './rng.ts';

export const FAULT_KINDS = [
  '404',
  '429',
  '429-bare',
  '500',
  'dependent-500',
  '503',
  'gateway-503',
  'gateway-504',
  'truncate',
  'drop',
  'drip',
  'ok-html',
  'ok-json',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

const rate = z.number().min(0).max(1);
const MAX_PATTERN_LENGTH = 500;

export const FaultRuleSchema = z.object({
  /** Path pattern (no query); `*` matches any run of characters, e.g. `/sellers/v3/shipments*`. */
  match: z.string().min(1).max(MAX_PATTERN_LENGTH),
  method: z.string().optional(),
  /** Added to every matching request. */
  latencyMs: z.number().int().min(0).max(120_000).optional(),
  /** Deterministic mode: this fault on matching requests number after+1 … after+times. */
  fault: z.enum(FAULT_KINDS).optional(),
  times: z.number().int().min(1).optional(),
  after: z.number().int().min(0).optional(),
  /** Random mode (seeded): probability of each fault per matching request. */
  rates: z.partialRecord(z.enum(FAULT_KINDS), rate).optional(),
  retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
  /** `drip`: the answer's body is sent in 20 pieces spread over this long (default 1,000 ms). */
  dripMs: z.number().int().min(0).max(120_000).optional(),
});
export type FaultRule = z.infer<typeof FaultRuleSchema>;

export const FaultsBodySchema = z.object({
  seed: z.number().int().optional(),
  rules: z.array(FaultRuleSchema),
});

interface ActiveRule {
  rule: FaultRule;
  seen: number;
  applied: number;
}

export interface FaultDecision {
  latencyMs: number;
  fault?: FaultKind;
  retryAfterSeconds: number;
  dripMs: number;
}

/**
 * Whether `path` matches `pattern`, where `*` is any run of characters. No regular expression: a pattern with many
 * stars made one backtrack for minutes. This walk returns to the last star only, so it takes at most
 * pattern × path steps.
 */
export function globMatches(pattern: string, path: string): boolean {
  let p = 0;
  let s = 0;
  let star = -1;
  let resume = 0;
  while (s < path.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      resume = s;
    } else if (p < pattern.length && pattern[p] === path[s]) {
      p++;
      s++;
    } else if (star >= 0) {
      p = star + 1;
      s = ++resume;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

/** Fault rules set through `PUT /__sim/faults`, plus the request counters. */
export class FaultController {
  private rules: ActiveRule[] = [];
  private rng = new Rng(1);
  /** "METHOD /route" → status (or "dropped") → count. */
  counters = new Map<string, Map<string, number>>();

  set(seed: number | undefined, rules: FaultRule[]): void {
    this.rng = new Rng(seed ?? 1);
    this.rules = rules.map((rule) => ({ rule, seen: 0, applied: 0 }));
  }

  clear(): void {
    this.rules = [];
  }

  describe(): unknown[] {
    return this.rules.map((r) => ({ ...r.rule, seen: r.seen, applied: r.applied }));
  }

  /** Decides what happens to one request; every matching rule adds its latency, the first fault wins. */
  decide(method: string, path: string): FaultDecision {
    const decision: FaultDecision = { latencyMs: 0, retryAfterSeconds: 1, dripMs: 1_000 };
    for (const active of this.rules) {
      const { rule } = active;
      if (rule.method !== undefined && rule.method.toUpperCase() !== method) continue;
      if (!globMatches(rule.match, path)) continue;
      active.seen++;
      decision.latencyMs += rule.latencyMs ?? 0;
      if (decision.fault) continue;
      let fault: FaultKind | undefined;
      if (rule.fault) {
        const due =
          active.seen > (rule.after ?? 0) && (rule.times === undefined || active.applied < rule.times);
        if (due) fault = rule.fault;
      } else if (rule.rates) {
        let r = this.rng.next();
        for (const kind of FAULT_KINDS) {
          const p = rule.rates[kind] ?? 0;
          if (r < p) {
            fault = kind;
            break;
          }
          r -= p;
        }
      }
      if (fault) {
        active.applied++;
        decision.fault = fault;
        decision.retryAfterSeconds = rule.retryAfterSeconds ?? 1;
        decision.dripMs = rule.dripMs ?? 1_000;
      }
    }
    return decision;
  }

  count(route: string, status: string): void {
    const byStatus = this.counters.get(route) ?? new Map<string, number>();
    byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    this.counters.set(route, byStatus);
  }

  resetCounters(): void {
    this.counters.clear();
  }

  snapshot(): Record<string, Record<string, number>> {
    const out: Record<string, Record<string, number>> = {};
    for (const [route, byStatus] of [...this.counters.entries()].sort())
      out[route] = Object.fromEntries(byStatus);
    return out;
  }
}

/** The non-JSON page a gateway sends: clients must not assume an error body is JSON. */
export function gatewayPage(status: 503 | 504): string {
  const title = status === 504 ? '504 Gateway Time-out' : '503 Service Temporarily Unavailable';
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n</body>\r\n</html>\r\n`;
}
