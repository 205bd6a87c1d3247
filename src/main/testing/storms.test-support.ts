import { AppError } from '../../shared/errors.ts';
import type { Sim } from '../marketplace/testing/sim.test-support.ts';

/**
 * The fault storms every job is put through (the simulator's fault rules, drawn from a seed): each job must end
 * complete, or stopped with a coded error and a sentence; what it stored stays; a resume without the storm
 * completes it. The soak run draws a new seed each run (printed with its figures); npm test keeps seed 1.
 */
export interface Storm {
  name: string;
  rates: Record<string, number>;
  retryAfterSeconds?: number;
  dripMs?: number;
}

export const STORMS: Storm[] = [
  { name: '429 with Retry-After', rates: { '429': 0.3 }, retryAfterSeconds: 1 },
  { name: '429 without Retry-After', rates: { '429-bare': 0.3 } },
  { name: '503 gateway HTML', rates: { 'gateway-503': 0.3 } },
  { name: '500 DEPENDENT_SYSTEM_CALL_FAILED', rates: { 'dependent-500': 0.3 } },
  { name: 'dropped connections', rates: { drop: 0.3 } },
  { name: 'bodies cut mid-way', rates: { truncate: 0.3 } },
  { name: 'slow drip', rates: { drip: 0.3 }, dripMs: 300 },
  {
    name: 'all at once',
    rates: {
      '429': 0.05,
      '429-bare': 0.05,
      'gateway-503': 0.05,
      'dependent-500': 0.05,
      drop: 0.05,
      truncate: 0.05,
    },
    retryAfterSeconds: 1,
  },
];

export const STORM_SEED = Number(
  process.env.STOCKROOM_STORM_SEED ?? (process.env.STOCKROOM_SOAK === '1' ? Date.now() % 1e9 : 1),
);

/** Each storm's own seed, so they do not all strike the same requests. */
export function stormSeed(storm: Storm): number {
  return STORM_SEED + STORMS.findIndex((s) => s.name === storm.name);
}

/** Puts `storm` on every marketplace path matching `match`. */
export async function startStorm(sim: Sim, storm: Storm, match: string): Promise<void> {
  const extra = {
    ...(storm.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: storm.retryAfterSeconds }),
    ...(storm.dripMs === undefined ? {} : { dripMs: storm.dripMs }),
  };
  await sim.admin('PUT', '/faults', {
    seed: stormSeed(storm),
    rules: [
      // The first matching request always meets the storm (a short job might otherwise draw none), then at random.
      { match, fault: Object.keys(storm.rates)[0], times: 1, ...extra },
      {
        match,
        rates: storm.rates,
        ...extra,
      },
    ],
  });
}

/** How many faults the storm dealt, from the simulator's own count. */
export async function faultsDealt(sim: Sim): Promise<number> {
  const { rules } = (await sim.admin('GET', '/faults')) as { rules: { applied: number }[] };
  return rules.reduce((n, r) => n + r.applied, 0);
}

/** A job's end under a storm: done, or stopped with a coded error whose sentence a person can read. */
export function stoppedWithSentence(error: unknown): string {
  if (!(error instanceof AppError)) throw error;
  if (!/^[A-Z].{10,}[.)]$/s.test(error.message)) throw new Error(`not a sentence: ${error.message}`);
  return `${error.code}: ${error.message}`;
}
