import { readFileSync } from 'node:fs';

/**
 * The fields of `/proc/PID/stat` (or of one thread's, `/proc/PID/task/TID/stat`) after the command's name, which is
 * in parentheses and may hold spaces: index 0 is the state (the file's 3rd field), 7 minflt, 11 utime, 12 stime.
 * Undefined where /proc cannot say (not Linux, or the process has ended).
 */
export function procStatFields(pid: number, tid?: number): string[] | undefined {
  const path = tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`;
  try {
    const stat = readFileSync(path, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}
