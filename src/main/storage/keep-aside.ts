import { existsSync, renameSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

/**
 * Moves a damaged file out of the way, beside itself, under a name with a time stamp:
 * `config.json` → `config.damaged-2026-11-23T12-30-05Z.json`. An existing file is never overwritten (a counter
 * is added), so nothing a person might want back is lost. Returns the new path.
 */
export function keepAside(path: string, now: Date, companions: readonly string[] = []): string {
  const ext = extname(path);
  const stem = basename(path, ext);
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  let target = join(dirname(path), `${stem}.damaged-${stamp}${ext}`);
  for (let n = 2; existsSync(target) || companions.some((c) => existsSync(target + c)); n++)
    target = join(dirname(path), `${stem}.damaged-${stamp}-${n}${ext}`);
  renameSync(path, target);
  // SQLite's -wal and -shm belong to the database: they go with it, or a new database would replay them.
  for (const suffix of companions) if (existsSync(path + suffix)) renameSync(path + suffix, target + suffix);
  return target;
}
