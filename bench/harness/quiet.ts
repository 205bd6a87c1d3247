import { monitorEventLoopDelay } from 'node:perf_hooks';
import { loadavg } from 'node:os';
import { pageFaultLine, type PageFaultCost } from './page-faults.ts';

/**
 * Quiet or noisy. On this shared two-core machine a figure means something only when the machine was quiet, so
 * every run records the load average before and after it and the event-loop floor (this process's loop delay with
 * nothing to do, the same measure as bench/harness/event-loop.ts) at its start and its end, and a noisy run judges
 * no target.
 *
 * Noisy when either:
 * - the floor's p99, at the start or the end, is at or above 16 ms (a frame: the host-thread targets are < 16 ms,
 *   so a floor there leaves them nothing to measure); or
 * - the 1-minute load average before the run was at or above 0.5. Absolute, not per core: issue 43 defines a quiet
 *   run as "load under 0.5 before it started, nothing else running", and on two cores 0.5 already means a quarter
 *   of the machine busy on average, which moves the two-process figures (client + simulator) most.
 */
export const FLOOR_LIMIT_MS = 16;
export const LOAD_LIMIT = 0.5;

export interface Floor {
  p50: number;
  p99: number;
  max: number;
  /** How long it was measured, ms. */
  ms: number;
}

export interface Quietness {
  /** os.loadavg() (1, 5, 15 minutes) just before the run and just after it. */
  loadBefore: number[];
  loadAfter?: number[];
  floorStart: Floor;
  floorEnd?: Floor;
  /**
   * What a page fault cost at the start (page-faults.ts). Not a reason for noise: it is the machine's, and it says
   * how much of a figure that starts processes or grows heaps is the machine rather than the code.
   */
  pageFault?: PageFaultCost;
}

/** This process's event-loop delay over `ms` of doing nothing (10 ms resolution), in ms. */
export async function measureFloor(ms: number): Promise<Floor> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  // The histogram records from its second tick on.
  await new Promise((r) => setTimeout(r, ms));
  h.disable();
  const toMs = (ns: number) => ns / 1e6;
  return { p50: toMs(h.percentile(50)), p99: toMs(h.percentile(99)), max: toMs(h.max), ms };
}

export function readLoad(): number[] {
  return loadavg().map((n) => Math.round(n * 100) / 100);
}

/** Why a run is noisy; empty when it is quiet. */
export function noisyReasons(q: Quietness): string[] {
  const reasons: string[] = [];
  const before = q.loadBefore[0] ?? 0;
  if (before >= LOAD_LIMIT)
    reasons.push(`1-min load ${before.toFixed(2)} before the run (quiet: under ${LOAD_LIMIT})`);
  for (const [when, floor] of [
    ['start', q.floorStart],
    ['end', q.floorEnd],
  ] as const) {
    if (floor !== undefined && floor.p99 >= FLOOR_LIMIT_MS)
      reasons.push(
        `event-loop floor p99 ${floor.p99.toFixed(1)} ms at the ${when} (quiet: under ${FLOOR_LIMIT_MS})`,
      );
  }
  return reasons;
}

const load = (l: readonly number[] | undefined) =>
  l === undefined ? '?' : l.map((n) => n.toFixed(2)).join(' ');
const floor = (f: Floor | undefined) =>
  f === undefined ? '?' : `p99 ${f.p99.toFixed(1)} ms (max ${f.max.toFixed(1)})`;

/** One line for the header and the summary: the load, the floor and the verdict. */
export function quietLine(q: Quietness): string {
  const reasons = noisyReasons(q);
  const parts = [`load ${load(q.loadBefore)} before`];
  if (q.loadAfter !== undefined) parts.push(`${load(q.loadAfter)} after`);
  parts.push(`floor ${floor(q.floorStart)} at the start`);
  if (q.floorEnd !== undefined) parts.push(`${floor(q.floorEnd)} at the end`);
  if (q.pageFault !== undefined) parts.push(pageFaultLine(q.pageFault));
  return `${parts.join(', ')} · ${reasons.length === 0 ? 'QUIET' : `NOISY: ${reasons.join('; ')}`}`;
}
