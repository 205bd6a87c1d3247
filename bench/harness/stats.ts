import type { Figure, Row, Target } from './types.ts';

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

/**
 * How a run judges its targets: `judge` (a quiet full run: met or SHORT), `noisy` (the row says noisy, no met),
 * `none` (the smoke: sizes too small to mean anything).
 */
export type Judging = 'judge' | 'noisy' | 'none';

/** A figure as a row of the table: its suite, its ratio to the bound, and met where the run may judge it. */
export function toRow(suiteName: string, figure: Figure, judging: Judging): Row {
  const r = ratio(figure.median, figure.bound);
  const row: Row = { suite: suiteName, ...figure };
  if (r !== undefined) row.ratio = r;
  if (judging === 'none') {
    delete row.target;
    return row;
  }
  const met = meets(figure.target, row);
  if (met === undefined) return row;
  if (judging === 'noisy') row.noisy = true;
  else row.met = met;
  return row;
}
