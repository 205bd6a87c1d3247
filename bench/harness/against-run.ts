import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { againstRow, schedule, uniqueFilter, type AgainstRecord, type AgainstRow } from './against.ts';
import { chosen, type CliOptions } from './cli.ts';
import type { RunRecord } from './results.ts';
import type { Suite } from './types.ts';

/** This tree (the one whose bench/run.ts is running). */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The other commits' worktrees, one per commit, kept between runs (and between engineers) and reused. */
export const AGAINST_CACHE = join(tmpdir(), 'stockroom-bench-against');
const BUILT_STAMP = '.bench-against-built';

function git(args: readonly string[], cwd = ROOT): string {
  const r = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${(r.stderr || r.stdout).trim()}`);
  return r.stdout.trim();
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Holds `<folder>.lock` while `work` runs: one process at a time makes, builds or runs a bench in a cached worktree
 * (its bench/results.json is one file). A lock whose process has ended is taken over.
 */
async function withLock<T>(folder: string, log: (line: string) => void, work: () => Promise<T>): Promise<T> {
  const lock = `${folder}.lock`;
  mkdirSync(AGAINST_CACHE, { recursive: true });
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(readFileSync(join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0);
      if (pid > 0 && !alive(pid)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!told) log(`  waiting for ${lock} (held by process ${pid || '?'}: another bench in that worktree)`);
      told = true;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function run(command: string, args: readonly string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // The child's table and its progress go to this process's stderr: stdout carries only the side-by-side.
    const child = spawn(command, args, { cwd, stdio: ['ignore', 2, 2] });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** A detached worktree of `sha` under AGAINST_CACHE, with this tree's node_modules linked in; made once. */
function ensureWorktree(sha: string, log: (line: string) => void): string {
  const folder = join(AGAINST_CACHE, sha.slice(0, 12));
  if (existsSync(join(folder, '.git'))) {
    if (git(['rev-parse', 'HEAD'], folder) !== sha) throw new Error(`${folder} is not at ${sha}`);
    log(`  reusing the worktree ${folder}`);
  } else {
    mkdirSync(AGAINST_CACHE, { recursive: true });
    log(`  making a detached worktree of ${sha.slice(0, 12)} in ${folder}`);
    try {
      git(['worktree', 'add', '--detach', folder, sha]);
    } catch (e) {
      // Registered once but its folder since removed (a cleaned temp folder): add it again over the registration.
      if (!/missing but already registered|already registered/.test((e as Error).message)) throw e;
      git(['worktree', 'add', '--force', '--detach', folder, sha]);
    }
  }
  const modules = join(folder, 'node_modules');
  if (!existsSync(modules)) symlinkSync(realpathSync(join(ROOT, 'node_modules')), modules);
  return folder;
}

async function build(tree: string, log: (line: string) => void): Promise<void> {
  log(`  npm run build in ${tree} …`);
  const started = performance.now();
  const code = await run('npm', ['run', 'build'], tree);
  if (code !== 0) throw new Error(`npm run build failed in ${tree} (exit ${code})`);
  log(`  built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** One round: `node bench/run.ts --filter F` in `tree`, then the rows of that tree's bench/results.json. */
async function round(
  tree: string,
  filter: string,
  log: (line: string) => void,
): Promise<{ code: number; rows: RunRecord['rows'] }> {
  const file = join(tree, 'bench/results.json');
  const before = existsSync(file) ? statSync(file).mtimeMs : 0;
  const code = await run(process.execPath, ['bench/run.ts', '--filter', filter], tree);
  if (!existsSync(file) || statSync(file).mtimeMs === before) {
    log(`    no new ${file} (exit ${code})`);
    return { code, rows: [] };
  }
  const record = JSON.parse(readFileSync(file, 'utf8')) as Partial<RunRecord>;
  return { code, rows: record.rows ?? [] };
}

/**
 * `--against COMMIT`: each chosen benchmark, round after round, here and there in turn (this tree, COMMIT, this
 * tree, COMMIT…), each round a child process of that tree's own bench/run.ts; the medians over the rounds and the
 * ratio new/old, row by row.
 */
export async function runAgainst(
  cli: CliOptions & { against: string },
  suites: readonly Suite[],
  log: (line: string) => void,
): Promise<AgainstRecord> {
  const sha = git(['rev-parse', '--verify', `${cli.against}^{commit}`]);
  const all = suites.flatMap((s) => s.benchmarks.map((b) => ({ suite: s, rows: b.rows })));
  const names = all.map((b) => ({ suite: b.suite.name, rows: b.rows }));
  const picked = all
    .map((b, index) => ({ ...b, index }))
    .filter((b) => chosen(cli.filters, b.suite.name, b.rows, cli.rows));
  if (picked.length === 0) throw new Error('no benchmark matches the --filter/--row given');
  const plan = picked.map((b) => {
    const filter = uniqueFilter(names, b.index);
    if (filter === undefined)
      throw new Error(
        `no --filter chooses only the benchmark of ${b.rows.join(' · ')}: give its rows unique names`,
      );
    return { ...b, filter };
  });
  log(
    `\n[against ${cli.against} = ${sha.slice(0, 12)}] ${plan.length} benchmark(s), ${cli.rounds} round(s) each`,
  );
  const folder = join(AGAINST_CACHE, sha.slice(0, 12));
  const needsBuild = plan.some((b) => b.suite.needsBuild === true);
  const tree = await withLock(folder, log, async () => {
    const made = ensureWorktree(sha, log);
    const stamp = join(made, BUILT_STAMP);
    if (needsBuild && !existsSync(stamp)) {
      await build(made, log);
      writeFileSync(stamp, `${sha}\n`);
    }
    return made;
  });
  // This tree's out/ as it is now: a stale build would put older code on the "new" side.
  if (needsBuild) await build(ROOT, log);

  const rows: AgainstRow[] = [];
  const problems: string[] = [];
  for (const b of plan) {
    const medians = new Map<string, { new: number[]; old: number[]; unit: string }>(
      b.rows.map((r) => [r, { new: [], old: [], unit: '' }]),
    );
    let n = 0;
    for (const which of schedule(cli.rounds)) {
      if (which === 'new') n += 1;
      const where = which === 'new' ? ROOT : tree;
      log(
        `\n  round ${n} of ${cli.rounds}, ${which === 'new' ? 'this tree' : sha.slice(0, 12)}: --filter "${b.filter}"`,
      );
      const got =
        which === 'new'
          ? await round(where, b.filter, log)
          : await withLock(folder, log, () => round(where, b.filter, log));
      if (got.code !== 0) problems.push(`${which} round ${n} of "${b.filter}" exited ${got.code}`);
      for (const name of b.rows) {
        const row = got.rows.find((r) => r.name === name);
        const slot = medians.get(name);
        if (row === undefined || slot === undefined) {
          problems.push(`${which} round ${n}: no row "${name}"`);
          continue;
        }
        slot[which].push(row.median);
        slot.unit ||= row.unit;
      }
    }
    for (const [name, m] of medians)
      rows.push(againstRow(b.suite.name, name, m.unit, m.new, m.old, cli.rounds));
  }
  return { commit: cli.against, sha, worktree: tree, rounds: cli.rounds, rows, problems };
}
