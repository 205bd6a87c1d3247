import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';

/**
 * A note beside the database that the last session closed it cleanly, with the sizes and times of the file and its
 * log as they were then. `PRAGMA quick_check` reads every page (300 ms for 100,000 cached shipments, seconds for a
 * million feed products), so a launch runs it only where the last session did not end cleanly (a crash, a kill, a
 * power cut) or either file changed since (restored from a backup, damaged on disk, written by something else).
 */
const SUFFIX = '-closed';

type Stamp = { size: number; mtimeMs: number } | null;

interface Closed {
  file: Stamp;
  log: Stamp;
}

function stamp(path: string): Stamp {
  if (!existsSync(path)) return null;
  const { size, mtimeMs } = statSync(path);
  return { size, mtimeMs };
}

const same = (a: Stamp | undefined, b: Stamp) =>
  a === null ? b === null : a !== undefined && b !== null && a.size === b.size && a.mtimeMs === b.mtimeMs;

/** After the backend closed its connection: notes the files as they are now. A failure only means a check next time. */
export function noteCleanClose(path: string): void {
  try {
    const closed: Closed = { file: stamp(path), log: stamp(`${path}-wal`) };
    if (closed.file !== null) writeFileSync(`${path}${SUFFIX}`, JSON.stringify(closed));
  } catch {
    // nothing noted: the next launch checks
  }
}

/**
 * Whether the files are as the last clean close left them. The note is used up: a session that does not end
 * cleanly leaves none, and the launch after it checks.
 */
export function closedCleanly(path: string): boolean {
  const note = `${path}${SUFFIX}`;
  if (!existsSync(note)) return false;
  try {
    const closed = JSON.parse(readFileSync(note, 'utf8')) as Partial<Closed>;
    return same(closed.file, stamp(path)) && same(closed.log, stamp(`${path}-wal`));
  } catch {
    return false;
  } finally {
    rmSync(note, { force: true });
  }
}
