import { Bench } from 'tinybench';
import { isSmoke } from './scale.ts';

type Hook = () => void | Promise<void>;

export interface MeasureOptions {
  /** Exactly this many timed runs and no warm-up: for the long runs against the simulator. */
  runs?: number;
  /** Otherwise a time budget (default 1,000 ms) with a warm-up and at least `minRuns` (default 10) runs. */
  timeMs?: number;
  minRuns?: number;
  /** Untimed, before and after each run (a fresh database file, say). */
  beforeEach?: Hook;
  afterEach?: Hook;
}

/**
 * Times `fn` with tinybench and returns every run's duration in ms. The task's errors are thrown. At the smoke
 * scale every measure is one run without a warm-up: it proves the code runs, it times nothing.
 */
export async function measure(
  name: string,
  fn: () => unknown,
  options: MeasureOptions = {},
): Promise<number[]> {
  if (isSmoke()) options = { ...options, runs: 1 };
  const fixed = options.runs !== undefined;
  const bench = new Bench({
    name,
    throws: true,
    retainSamples: true,
    iterations: fixed ? (options.runs ?? 1) : (options.minRuns ?? 10),
    time: fixed ? 0 : (options.timeMs ?? 1000),
    warmup: !fixed,
    warmupIterations: 5,
    warmupTime: 100,
  });
  const hooks: { beforeEach?: Hook; afterEach?: Hook } = {};
  if (options.beforeEach) hooks.beforeEach = options.beforeEach;
  if (options.afterEach) hooks.afterEach = options.afterEach;
  bench.add(name, fn, hooks);
  await bench.run();
  const task = bench.tasks[0];
  const result = task?.result;
  if (result === undefined || result.state !== 'completed') {
    const error = result?.state === 'errored' ? result.error : undefined;
    throw error ?? new Error(`benchmark ${name} did not complete (${result?.state ?? 'no task'})`);
  }
  const samples = result.latency.samples;
  if (samples === undefined || samples.length === 0) throw new Error(`benchmark ${name} kept no samples`);
  return [...samples];
}
