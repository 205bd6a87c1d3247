import { readdirSync, readFileSync } from 'node:fs';
import { procStatFields } from './proc-stat.ts';

/**
 * What a page fault costs on this machine: the time to write the first byte of each 4 KiB page of fresh memory,
 * divided by the page faults that took. On a desktop that is a fraction of a microsecond; in a virtual machine
 * whose every fault leaves the guest it can be tens of times more, and then any figure that starts a process,
 * grows a heap or maps a file pays it over and over (docs/PERFORMANCE.md, "What a page fault costs here").
 */
export interface PageFaultCost {
  /** Microseconds per fault, over the faults the first writes took. */
  usPerFault: number;
  /** Faults taken writing `mib` of fresh memory (about 256 a MiB: one per 4 KiB page). */
  faults: number;
  mib: number;
}

const PAGE = 4096;

/**
 * Over glibc's largest threshold for mapping an allocation on its own (32 MiB on 64-bit): an array this size is
 * always fresh pages from the kernel, never memory freed earlier in the process (already touched, so no faults).
 */
export const FRESH_MIB = 40;

/** Writes one byte into each page of `mib` of memory just allocated, and times it by the faults it took. */
export function measurePageFaultCost(mib = FRESH_MIB): PageFaultCost {
  const before = process.resourceUsage().minorPageFault;
  const started = performance.now();
  // Mapped for this array alone and not yet touched: each page's first write faults.
  const memory = new Uint8Array(mib * 1024 * 1024);
  for (let i = 0; i < memory.length; i += PAGE) memory[i] = 1;
  const ms = performance.now() - started;
  const faults = process.resourceUsage().minorPageFault - before;
  return { usPerFault: faults > 0 ? (ms * 1000) / faults : 0, faults, mib };
}

let measured: PageFaultCost | undefined;

/**
 * The price of a fault in this process, measured once (the run does it at its start) and then given to every suite
 * that turns its faults into time: another 40 MiB written per suite would only measure the same machine again.
 */
export function pageFaultCost(): PageFaultCost {
  return (measured ??= measurePageFaultCost());
}

/** One phrase for the run's header. */
export function pageFaultLine(cost: PageFaultCost): string {
  return `a page fault ${cost.usPerFault.toFixed(1)} µs (${cost.faults} faults writing ${cost.mib} MiB)`;
}

/**
 * Minor page faults a process (`/proc/PID/stat`, field 10) or one of its threads (`/proc/PID/task/TID/stat`) has
 * taken so far, or undefined where /proc cannot say (not Linux, or the process has ended).
 */
export function minorFaultsOf(pid: number, tid?: number): number | undefined {
  const value = Number(procStatFields(pid, tid)?.[7]);
  return Number.isFinite(value) ? value : undefined;
}

/** Chromium's renderer processes running now, by pid (Linux; none elsewhere). */
export function rendererPids(): Set<number> {
  const pids = new Set<number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return pids;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('--type=renderer')) pids.add(Number(entry));
    } catch {
      // Ended while being read.
    }
  }
  return pids;
}
