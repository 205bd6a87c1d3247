import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What a temporary file's name holds, so one left by a kill can be recognised and swept. */
export const TEMP_MARK = '.tmp-';

/** One file of a write: where it goes and what it holds. */
export interface FileWrite {
  path: string;
  data: Uint8Array | string;
}

/**
 * Writes a file so that it is either the old one or the whole new one, whatever happens: to a temporary name
 * beside it, flushed to disk, then renamed over it (a rename is atomic), and the folder flushed so the rename
 * survives a power cut. A kill mid-write leaves only a temporary file, never a cut one under the real name.
 */
export function writeFileAtomic(path: string, data: Uint8Array | string): void {
  writeFilesAtomic([{ path, data }]);
}

/**
 * Writes files that belong together: every one to its temporary name and flushed first, then all renamed into
 * place in the order given. A kill while they are written (nearly all of the time) leaves the old set as it was;
 * only one between two renames (a few microseconds) leaves a mixed set, and the order chooses which mix.
 */
export function writeFilesAtomic(files: readonly FileWrite[]): void {
  const temps: string[] = [];
  try {
    for (const { path, data } of files) {
      const temp = `${path}${TEMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`;
      temps.push(temp);
      const fd = openSync(temp, 'w', 0o600);
      try {
        writeFileSync(fd, data);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    }
    files.forEach(({ path }, i) => renameSync(temps[i]!, path));
  } catch (error) {
    for (const temp of temps) rmSync(temp, { force: true });
    throw error;
  }
  for (const dir of new Set(files.map(({ path }) => dirname(path)))) flushFolder(dir);
}

function flushFolder(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Windows cannot open a folder to flush it; its rename is durable on its own (NTFS journals it).
  }
}
