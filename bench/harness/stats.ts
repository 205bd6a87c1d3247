import type { Row, Target } from './types.ts';

export interface Summary {
  median: number;
  min: number;
  max: number;
  runs: number;
}

/** Median (mean of the middle two for an even count), min and max of a non-empty list. */
export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) throw new RangeError('no samples to summarize');
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[mid] as number)
      : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, runs: sorted.length };
}

/** Durations in ms of handling `count` items each → items per second, one per sample. */
export function perSecond(durationsMs: readonly number[], count: number): number[] {
  return durationsMs.map((ms) => (ms > 0 ? (count * 1000) / ms : Number.POSITIVE_INFINITY));
}

export function ratio(median: number, bound: number | undefined): number | undefined {
  if (bound === undefined || !(bound > 0)) return undefined;
  return median / bound;
}

/** Whether a row meets its target; undefined when it has none (or the target is on a missing ratio). */
export function meets(target: Target | undefined, row: Pick<Row, 'median' | 'ratio'>): boolean | undefined {
  if (target === undefined) return undefined;
  const value = target.on === 'ratio' ? row.ratio : row.median;
  if (value === undefined) return undefined;
  switch (target.op) {
    case '<':
      return value < target.value;
    case '<=':
      return value <= target.value;
    case '>':
      return value > target.value;
    case '>=':
      return value >= target.value;
  }
}
