import { chosen } from './cli.ts';
import { summarize } from './stats.ts';
import { formatNumber } from './table.ts';

/** One tree's figure over the rounds: the median of the rounds' medians, and their range. */
export interface Side {
  median: number;
  min: number;
  max: number;
  /** Rounds that gave the row. */
  rounds: number;
  /** Each round's median, in order. */
  medians: number[];
}

export interface AgainstRow {
  suite: string;
  name: string;
  unit: string;
  /** This tree. */
  new?: Side;
  /** The other commit. */
  old?: Side;
  /** new median / old median. For a rate (a unit per second) above 1 is better; for a time or a size, below 1. */
  ratio?: number;
  /** Rounds asked of each tree. */
  rounds: number;
}

export interface AgainstRecord {
  /** As given, and as git resolved it. */
  commit: string;
  sha: string;
  /** Where the other commit's worktree is kept. */
  worktree: string;
  rounds: number;
  rows: AgainstRow[];
  /** Rounds whose child process failed or whose results lacked a row. */
  problems: string[];
}

export interface BenchmarkNames {
  suite: string;
  rows: readonly string[];
}

/**
 * A `--filter` that chooses this benchmark and no other (the other commit's bench/run.ts knows only --filter, by
 * substring): one of its row names, the longest first, lower-cased. Undefined when every one of its names also
 * chooses another benchmark.
 */
export function uniqueFilter(all: readonly BenchmarkNames[], index: number): string | undefined {
  const mine = all[index];
  if (mine === undefined) return undefined;
  const candidates = [...mine.rows].sort((a, b) => b.length - a.length).map((r) => r.toLowerCase());
  return candidates.find((f) => all.filter((b) => chosen([f], b.suite, b.rows)).length === 1);
}

export function side(medians: readonly number[]): Side | undefined {
  if (medians.length === 0) return undefined;
  const s = summarize(medians);
  return { median: s.median, min: s.min, max: s.max, rounds: s.runs, medians: [...medians] };
}

export function againstRow(
  suite: string,
  name: string,
  unit: string,
  newMedians: readonly number[],
  oldMedians: readonly number[],
  rounds: number,
): AgainstRow {
  const row: AgainstRow = { suite, name, unit, rounds };
  const n = side(newMedians);
  const o = side(oldMedians);
  if (n) row.new = n;
  if (o) row.old = o;
  if (n && o && o.median !== 0) row.ratio = n.median / o.median;
  return row;
}

const sideCells = (s: Side | undefined): [string, string] =>
  s === undefined
    ? ['—', 'absent']
    : [formatNumber(s.median), `${formatNumber(s.min)}–${formatNumber(s.max)}`];

const HEADERS = ['figure', 'unit', 'new', 'new range', 'old', 'old range', 'new/old', 'rounds'] as const;
const RIGHT = new Set<number>([2, 3, 4, 5, 6, 7]);

/** A Markdown table of the side-by-side rows, padded for a terminal. */
export function renderAgainst(rows: readonly AgainstRow[]): string {
  const body = rows.map((r) => [
    r.name,
    r.unit,
    ...sideCells(r.new),
    ...sideCells(r.old),
    r.ratio === undefined ? '—' : `${r.ratio.toFixed(2)}x`,
    `${r.new?.rounds ?? 0}+${r.old?.rounds ?? 0} of ${r.rounds}+${r.rounds}`,
  ]);
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...body.map((c) => (c[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((c, i) => (RIGHT.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (RIGHT.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(HEADERS), rule, ...body.map(line)].join('\n');
}

/** The rounds in the order they run: this tree first, then the other, for each round. */
export function schedule(rounds: number): ('new' | 'old')[] {
  return Array.from({ length: rounds }, () => ['new', 'old'] as const).flat();
}
