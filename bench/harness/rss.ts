import { readFileSync, writeFileSync } from 'node:fs';

/** Resident set size of a process as the OS counts it (Linux /proc), in bytes. */
export interface ProcessMemory {
  rss: number;
  /** Peak RSS since start or since the last `resetPeak`. */
  peak: number;
}

function field(status: string, name: string): number {
  const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
  if (!match) throw new Error(`/proc status has no ${name} line`);
  return Number(match[1]) * 1024;
}

/** Reads VmRSS and VmHWM of `pid` from /proc/<pid>/status. */
export function readMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rss: field(status, 'VmRSS'), peak: field(status, 'VmHWM') };
}

/** Resets the peak (VmHWM) to the current RSS; false where the kernel does not allow it. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Samples VmRSS every `intervalMs` until stopped; returns the highest sample seen. */
export function sampleRss(pid: number, intervalMs = 20): { stop(): number } {
  let highest = readMemory(pid).rss;
  const timer = setInterval(() => {
    try {
      highest = Math.max(highest, readMemory(pid).rss);
    } catch {
      // The process ended; keep what was seen.
    }
  }, intervalMs);
  return {
    stop(): number {
      clearInterval(timer);
      try {
        highest = Math.max(highest, readMemory(pid).rss);
      } catch {
        // As above.
      }
      return highest;
    },
  };
}

export const MB = 1024 * 1024;
