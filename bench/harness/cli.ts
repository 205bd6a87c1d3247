export interface CliOptions {
  /** Lower-cased substrings; a benchmark runs when its suite or one of its rows contains any. Empty = all. */
  filters: string[];
  writeDocs: boolean;
  help: boolean;
}

export const USAGE = `npm run bench [-- options]

  --filter NAME   run only benchmarks whose suite or row name contains NAME (case-insensitive);
                  repeat it for several (names hold commas, so a comma is part of NAME)
  --write-docs    after a full run, replace the figures block of docs/PERFORMANCE.md with this run's table
  --help          this text

Prints a table and writes bench/results.json. Benchmarks are not tests: nothing fails because a figure is short.`;

export function parseCli(argv: readonly string[]): CliOptions {
  const options: CliOptions = { filters: [], writeDocs: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--write-docs') options.writeDocs = true;
    else if (arg === '--filter' || arg.startsWith('--filter=')) {
      const value = arg === '--filter' ? argv[++i] : arg.slice('--filter='.length);
      if (value === undefined || value.trim() === '') throw new Error('--filter needs a name');
      // No splitting on commas: figure names hold them ("2,000 SKUs"). Repeat --filter for several.
      options.filters.push(value.trim().toLowerCase());
    } else throw new Error(`unknown option ${arg}\n\n${USAGE}`);
  }
  if (options.writeDocs && options.filters.length > 0) {
    throw new Error('--write-docs records a full run only; leave out --filter');
  }
  return options;
}

/** Whether a benchmark with these names is chosen by the filters. */
export function chosen(filters: readonly string[], suiteName: string, rowNames: readonly string[]): boolean {
  if (filters.length === 0) return true;
  const names = [suiteName, ...rowNames].map((n) => n.toLowerCase());
  return filters.some((f) => names.some((n) => n.includes(f)));
}
