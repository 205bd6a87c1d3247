/** What a benchmark reports and how the harness runs it. */
import type { Sizes } from './scale.ts';

/** A target on the median (`median < 20 ms`) or on the ratio to the bound (`ratio <= 1.15`). */
export interface Target {
  on: 'median' | 'ratio';
  op: '<' | '<=' | '>' | '>=';
  value: number;
}

/** One line of the table and of bench/results.json. */
export interface Row {
  suite: string;
  name: string;
  median: number;
  min: number;
  max: number;
  unit: string;
  runs: number;
  /** What the figure cannot beat, in the figure's unit (e.g. calls × latency / N). */
  bound?: number;
  /** median / bound. */
  ratio?: number;
  target?: Target;
  met?: boolean;
  /** The row has a target but the run was noisy (bench/harness/quiet.ts): `met` is not judged. */
  noisy?: boolean;
  /** How the bound was made up, what was counted (pages, calls, in flight), the query plan. */
  note?: string;
}

/** A row before the harness adds the suite, the ratio and met. */
export type Figure = Omit<Row, 'suite' | 'ratio' | 'met' | 'noisy'>;

/** One benchmark: one or more rows from one measurement. `rows` names them up front so --filter can choose. */
export interface Benchmark<C> {
  rows: readonly string[];
  run(context: C): Promise<Figure[]>;
}

/** A group of benchmarks sharing a set-up (a simulator child, a database folder). */
export interface Suite<C = unknown> {
  name: string;
  /**
   * Its sizes at the full and the smoke scale (bench/harness/scale.ts), read through `sized`: the smoke ones make the
   * suite run in a few seconds with the same code paths.
   */
  sizes: Sizes;
  /** It runs the built app (`out/`, from `npm run build`): `--against` builds the other commit for it. */
  needsBuild?: boolean;
  /** What the suite needs (say, a simulator child); called only when one of its benchmarks is chosen. */
  setUp(): Promise<C>;
  tearDown(context: C): Promise<void>;
  benchmarks: readonly Benchmark<C>[];
}

/** Erases the context type, so suites of different contexts fit one list. */
export function suite<C>(s: Suite<C>): Suite<unknown> {
  return s as unknown as Suite<unknown>;
}
