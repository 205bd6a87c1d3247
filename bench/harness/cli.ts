export interface CliOptions {
  /** Lower-cased substrings; a benchmark runs when its suite or one of its rows contains any. Empty = all. */
  filters: string[];
  /** Lower-cased whole row names; a benchmark runs when one of its rows is exactly one of them. */
  rows: string[];
  writeDocs: boolean;
  /** Every suite at its tiny size, one run each, no target judged; fails when a suite cannot run. */
  smoke: boolean;
  /** A commit (any name git knows) to run the same benchmarks on, alternating with this tree. */
  against?: string;
  /** Rounds of each tree with --against. */
  rounds: number;
  help: boolean;
}

export const DEFAULT_ROUNDS = 3;

export const USAGE = `npm run bench [-- options]

  --filter NAME     run only benchmarks whose suite or row name contains NAME (case-insensitive);
                    repeat it for several (names hold commas, so a comma is part of NAME)
  --row NAME        run only the benchmark with a row named exactly NAME (case-insensitive); repeatable
  --against COMMIT  run the chosen benchmarks here and on COMMIT (a detached worktree kept under
                    $TMPDIR/stockroom-bench-against/, built when a suite needs out/), alternating
                    this tree, COMMIT, this tree, COMMIT…, one child process per benchmark and round;
                    prints new and old medians with their ranges and the ratio new/old
  --rounds N        rounds of each tree with --against (default ${DEFAULT_ROUNDS})
  --smoke           every suite (or the filtered ones) at a tiny size, one run each, no targets;
                    exits 1 when a suite's set-up or benchmark throws or a suite yields no rows
                    (npm run bench:smoke, part of npm test)
  --write-docs      after a full, quiet run, replace the figures block of docs/PERFORMANCE.md with its table
  --help            this text

Prints a table and writes bench/results.json (not with --smoke). A run is noisy when the machine's event-loop
floor (p99, measured at the start and the end) is at or above 16 ms or the 1-minute load average before it was at
or above 0.5: its rows read "noisy" instead of met/SHORT. Benchmarks are not tests: nothing fails because a figure
is short.`;

function value(argv: readonly string[], i: number, flag: string): { value: string; next: number } {
  const arg = argv[i] ?? '';
  const inline = arg.startsWith(`${flag}=`);
  const raw = inline ? arg.slice(flag.length + 1) : argv[i + 1];
  if (raw === undefined || raw.trim() === '') throw new Error(`${flag} needs a value`);
  return { value: raw.trim(), next: inline ? i : i + 1 };
}

export function parseCli(argv: readonly string[]): CliOptions {
  const options: CliOptions = {
    filters: [],
    rows: [],
    writeDocs: false,
    smoke: false,
    rounds: DEFAULT_ROUNDS,
    help: false,
  };
  let rounds: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const is = (flag: string) => arg === flag || arg.startsWith(`${flag}=`);
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--write-docs') options.writeDocs = true;
    else if (arg === '--smoke') options.smoke = true;
    else if (is('--filter')) {
      const v = value(argv, i, '--filter');
      // No splitting on commas: figure names hold them ("2,000 SKUs"). Repeat --filter for several.
      options.filters.push(v.value.toLowerCase());
      i = v.next;
    } else if (is('--row')) {
      const v = value(argv, i, '--row');
      options.rows.push(v.value.toLowerCase());
      i = v.next;
    } else if (is('--against')) {
      const v = value(argv, i, '--against');
      options.against = v.value;
      i = v.next;
    } else if (is('--rounds')) {
      const v = value(argv, i, '--rounds');
      rounds = v.value;
      i = v.next;
    } else throw new Error(`unknown option ${arg}\n\n${USAGE}`);
  }
  if (rounds !== undefined) {
    if (options.against === undefined) throw new Error('--rounds goes with --against');
    if (!/^\d+$/.test(rounds) || Number(rounds) < 1) throw new Error('--rounds needs a whole number from 1');
    options.rounds = Number(rounds);
  }
  if (options.writeDocs && (options.filters.length > 0 || options.rows.length > 0)) {
    throw new Error('--write-docs records a full run only; leave out --filter and --row');
  }
  if (options.writeDocs && (options.smoke || options.against !== undefined)) {
    throw new Error('--write-docs records a full run only; leave out --smoke and --against');
  }
  if (options.smoke && options.against !== undefined)
    throw new Error('--smoke and --against do not go together');
  return options;
}

/** Whether a benchmark with these names is chosen by the filters and exact rows (neither given: all). */
export function chosen(
  filters: readonly string[],
  suiteName: string,
  rowNames: readonly string[],
  exactRows: readonly string[] = [],
): boolean {
  if (filters.length === 0 && exactRows.length === 0) return true;
  const names = [suiteName, ...rowNames].map((n) => n.toLowerCase());
  if (filters.some((f) => names.some((n) => n.includes(f)))) return true;
  return rowNames.some((r) => exactRows.includes(r.toLowerCase()));
}
