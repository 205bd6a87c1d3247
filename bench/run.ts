import { renderAgainst } from './harness/against.ts';
import { runAgainst } from './harness/against-run.ts';
import { chosen, parseCli, USAGE } from './harness/cli.ts';
import { describeMachine, machineLine } from './harness/machine.ts';
import { pageFaultCost } from './harness/page-faults.ts';
import { measureFloor, noisyReasons, quietLine, readLoad, type Quietness } from './harness/quiet.ts';
import { DOCS_FILE, RESULTS_FILE, writeDocsBlock, writeResults, type RunRecord } from './harness/results.ts';
import { setScale } from './harness/scale.ts';
import { toRow, type Judging } from './harness/stats.ts';
import { renderNotes, renderTable } from './harness/table.ts';
import type { Figure, Row } from './harness/types.ts';

/** At the smoke size a suite's set-up or one benchmark taking longer than this has hung: it fails the smoke. */
const SMOKE_STEP_LIMIT_MS = 90_000;

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

/** `work`, or a rejection after `ms` (the smoke only: a suite that waits for what never comes fails, not hangs). */
function limited<T>(work: Promise<T>, ms: number | undefined, what: string): Promise<T> {
  if (ms === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function main(): Promise<number> {
  let cli;
  try {
    cli = parseCli(process.argv.slice(2));
  } catch (e) {
    log((e as Error).message);
    return 2;
  }
  if (cli.help) {
    console.log(USAGE);
    return 0;
  }
  // The scale first: the suites read their sizes as they are imported.
  setScale(cli.smoke ? 'smoke' : 'full');
  const { SUITES } = await import('./suites/index.ts');
  const started = performance.now();
  const date = new Date();
  const machine = describeMachine();
  const header = machineLine(machine, date);
  const quiet: Quietness = {
    loadBefore: readLoad(),
    floorStart: await measureFloor(cli.smoke ? 1000 : 2000),
    pageFault: pageFaultCost(),
  };
  console.log(
    `Stockroom benchmarks${cli.smoke ? ' (SMOKE: tiny sizes, one run each, no targets)' : ''} · ${header}`,
  );
  console.log(`Before: ${quietLine(quiet)}`);
  /** What bench/results.json keeps of this run. */
  const record = (
    seconds: number,
    reasons: string[],
    rows: Row[],
    against?: RunRecord['against'],
  ): RunRecord => ({
    date: date.toISOString(),
    machine,
    filters: [...cli.filters, ...cli.rows],
    seconds,
    quiet,
    noisy: reasons.length > 0,
    noisyReasons: reasons,
    rows,
    ...(against === undefined ? {} : { against }),
  });

  if (cli.against !== undefined) {
    let against;
    try {
      against = await runAgainst({ ...cli, against: cli.against }, SUITES, log);
    } catch (e) {
      log(`--against ${cli.against}: ${(e as Error).message}`);
      return 2;
    }
    quiet.floorEnd = await measureFloor(2000);
    quiet.loadAfter = readLoad();
    const reasons = noisyReasons(quiet);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\nThis tree (new) against ${against.commit} = ${against.sha.slice(0, 12)} (old), ${against.rounds} alternating round(s) each; medians of the rounds' medians, [min–max] of them\n`,
    );
    console.log(renderAgainst(against.rows));
    console.log(
      `\nnew/old: below 1 is faster or smaller for ms, s, MB, KiB; above 1 is better for a rate (…/s).` +
        `\nThe other commit's worktree is kept in ${against.worktree} for the next --against of it (remove it with \`git worktree remove --force ${against.worktree}\`).` +
        `\nRun: ${header} · ${Math.round(seconds)} s · ${quietLine(quiet)}`,
    );
    if (against.problems.length > 0) log(`\n${against.problems.map((p) => `- ${p}`).join('\n')}`);
    writeResults(record(seconds, reasons, [], against));
    log(`\nwrote ${RESULTS_FILE}`);
    return against.problems.length > 0 ? 1 : 0;
  }

  const figures: { suite: string; figure: Figure }[] = [];
  const failures: string[] = [];
  const limit = cli.smoke ? SMOKE_STEP_LIMIT_MS : undefined;

  for (const s of SUITES) {
    const picked = s.benchmarks.filter((b) => chosen(cli.filters, s.name, b.rows, cli.rows));
    if (picked.length === 0) continue;
    log(`\n[${s.name}]`);
    const suiteStarted = performance.now();
    let context: unknown;
    try {
      context = await limited(s.setUp(), limit, `${s.name}: set-up`);
    } catch (e) {
      failures.push(`${s.name}: set-up failed: ${(e as Error).stack ?? String(e)}`);
      log(`  set-up failed: ${(e as Error).message}`);
      continue;
    }
    let yielded = 0;
    try {
      for (const b of picked) {
        log(`  ${b.rows.join(' · ')} …`);
        const t0 = performance.now();
        try {
          const got = await limited(b.run(context), limit, b.rows.join(' · '));
          for (const figure of got) figures.push({ suite: s.name, figure });
          yielded += got.length;
          if (got.length === 0) failures.push(`${b.rows.join(' · ')}: no rows`);
          log(`    done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
        } catch (e) {
          failures.push(`${b.rows.join(' · ')}: ${(e as Error).stack ?? String(e)}`);
          log(`    FAILED: ${(e as Error).message}`);
        }
      }
    } finally {
      try {
        await limited(s.tearDown(context), limit, `${s.name}: tear-down`);
      } catch (e) {
        failures.push(`${s.name}: tear-down failed: ${(e as Error).stack ?? String(e)}`);
      }
    }
    if (yielded === 0) failures.push(`${s.name}: no rows`);
    if (cli.smoke) log(`  suite ${s.name}: ${((performance.now() - suiteStarted) / 1000).toFixed(1)} s`);
  }

  quiet.floorEnd = await measureFloor(cli.smoke ? 1000 : 2000);
  quiet.loadAfter = readLoad();
  const reasons = noisyReasons(quiet);
  const judging: Judging = cli.smoke ? 'none' : reasons.length > 0 ? 'noisy' : 'judge';
  const rows: Row[] = figures.map((f) => toRow(f.suite, f.figure, judging));
  const seconds = (performance.now() - started) / 1000;
  const table = renderTable(rows);
  const notes = renderNotes(rows);
  const summary = `Run: ${header} · ${rows.length} figures in ${seconds.toFixed(0)} s · ${quietLine(quiet)}`;
  console.log(`\n${table}\n\n${notes}\n\n${summary}`);
  if (cli.smoke) {
    log(`\nsmoke: ${rows.length} rows, not written to ${RESULTS_FILE}`);
  } else {
    writeResults(record(seconds, reasons, rows));
    log(`\nwrote ${RESULTS_FILE}`);
  }
  if (failures.length > 0) {
    log(`\n${failures.length} benchmark(s) failed:\n${failures.map((f) => `- ${f}`).join('\n')}`);
  }
  if (cli.writeDocs) {
    if (failures.length > 0) {
      log(`did not update ${DOCS_FILE}: the run was not complete`);
      return 1;
    }
    if (reasons.length > 0) {
      log(`did not update ${DOCS_FILE}: the run was noisy (${reasons.join('; ')})`);
      return 1;
    }
    writeDocsBlock(`${summary}\n\n${table}\n\nNotes (from the same run):\n\n${notes}`);
    log(`updated the figures in ${DOCS_FILE}`);
  }
  return failures.length > 0 ? 1 : 0;
}

const code = await main();
// A smoke that failed may leave a hung benchmark's handles open: end here rather than wait on them.
if (process.argv.includes('--smoke')) process.exit(code);
process.exitCode = code;
