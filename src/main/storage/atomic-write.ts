import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** What a temporary file's name holds, so one left by a kill can be recognised and swept. */
export const TEMP_MARK = '.tmp-';

/**
 * Writes a file so that it is either the old one or the whole new one, whatever happens: to a temporary name
 * beside it, flushed to disk, then renamed over it (a rename is atomic), and the folder flushed so the rename
 * survives a power cut. A kill mid-write leaves only a temporary file, never a cut one under the real name.
 */
export function writeFileAtomic(path: string, data: Uint8Array | string): void {
  const temp = `${path}${TEMP_MARK}${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const fd = openSync(temp, 'w', 0o600);
    try {
      writeFileSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  flushFolder(dirname(path));
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
