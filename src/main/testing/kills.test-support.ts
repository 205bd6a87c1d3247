import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DATABASE_FILE_NAME } from '../storage/database.ts';

/**
 * SIGKILL at random points: `npm test` kills each job a few times, the soak run at least 20 times
 * (STOCKROOM_KILLS). The points are drawn from a seed (STOCKROOM_KILL_SEED; a new one per soak run, written with
 * the figures) so a failure can be replayed.
 */
export const KILLS = Math.max(
  1,
  Number(process.env.STOCKROOM_KILLS ?? (process.env.STOCKROOM_SOAK === '1' ? 20 : 2)),
);
export const KILL_SEED = Number(
  process.env.STOCKROOM_KILL_SEED ?? (process.env.STOCKROOM_SOAK === '1' ? Date.now() % 1e9 : 7),
);

/** mulberry32: a small seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface KillRun {
  /** True when the process was killed; false when it ended by itself first. */
  killed: boolean;
  out: string;
  exitCode: number | null;
}

/**
 * Runs `node script ...args`, and SIGKILLs it `afterMs` after it printed its first line (its backend is open and
 * its work begun), or after its start with `from: 'start'`, unless it ends by itself before. Bounded: a process
 * that neither prints nor ends within `limitMs` is killed and reported as such.
 */
export async function runAndKill(
  script: string,
  args: string[],
  env: Record<string, string>,
  afterMs: number,
  { from = 'first-line', limitMs = 60_000 }: { from?: 'first-line' | 'start'; limitMs?: number } = {},
): Promise<KillRun> {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let timer: NodeJS.Timeout | undefined;
  let killed = false;
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) {
      killed = true;
      child.kill('SIGKILL');
    }
  };
  const limit = setTimeout(kill, limitMs);
  if (from === 'start') timer = setTimeout(kill, afterMs);
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (timer === undefined) timer = setTimeout(kill, afterMs);
  });
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const exitCode = await new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  clearTimeout(timer);
  clearTimeout(limit);
  if (!killed && exitCode !== 0) throw new Error(`the child process failed (${exitCode}): ${err}`);
  return { killed, out, exitCode };
}

/** `PRAGMA integrity_check` of the data folder's database, read by a connection of its own. */
export function integrityCheck(dataDir: string): string {
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE_NAME));
  try {
    const rows = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    return rows.map((r) => r.integrity_check).join('; ');
  } finally {
    db.close();
  }
}
