import { describe, expect, it } from 'vitest';
import {
  FRESH_MIB,
  measurePageFaultCost,
  minorFaultsOf,
  pageFaultLine,
  rendererPids,
} from './page-faults.ts';
import { quietLine } from './quiet.ts';

describe("the machine's price of a page fault", () => {
  it('takes about one fault for each 4 KiB page it writes, and prices them', () => {
    const cost = measurePageFaultCost();
    // 256 pages a MiB; a few may already have been mapped.
    expect(cost.faults).toBeGreaterThan(FRESH_MIB * 256 * 0.9);
    expect(cost.usPerFault).toBeGreaterThan(0);
    expect(pageFaultLine(cost)).toMatch(/^a page fault \d+\.\d µs \(\d+ faults writing 40 MiB\)$/);
    expect(
      quietLine({
        loadBefore: [0.1, 0.1, 0.1],
        floorStart: { p50: 10, p99: 11, max: 12, ms: 1000 },
        pageFault: cost,
      }),
    ).toMatch(/at the start, a page fault .* · QUIET$/);
  });

  it("reads a process's faults and its main thread's from /proc, and nothing for a process that is not there", () => {
    const before = minorFaultsOf(process.pid)!;
    const mainBefore = minorFaultsOf(process.pid, process.pid)!;
    const memory = new Uint8Array(FRESH_MIB * 1024 * 1024);
    for (let i = 0; i < memory.length; i += 4096) memory[i] = 1;
    expect(minorFaultsOf(process.pid)! - before).toBeGreaterThan(FRESH_MIB * 256 * 0.9);
    expect(minorFaultsOf(process.pid, process.pid)! - mainBefore).toBeGreaterThan(FRESH_MIB * 256 * 0.9);
    expect(minorFaultsOf(2 ** 22 + 1)).toBeUndefined();
    // This process is no browser's renderer.
    expect(rendererPids().has(process.pid)).toBe(false);
  });
});
