import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Figure } from './types.ts';

/**
 * How long this process's event loop was held up while a job ran. In the desktop app the backend runs in Electron's
 * main process, whose loop also carries the window's events and IPC replies: a long task there is a frozen window.
 * Targets (issue 20): p99 under a frame (16 ms), max under 50 ms.
 */
export class EventLoopWatch {
  private readonly histogram = monitorEventLoopDelay({ resolution: 10 });
  start(): void {
    this.histogram.enable();
  }
  stop(): void {
    this.histogram.disable();
  }
  /** `frame: false` for a thread that draws no window (the backend's): the figure then has no target. */
  figure(name: string, runs: number, what: string, { frame = true }: { frame?: boolean } = {}): Figure {
    const ms = (ns: number) => ns / 1e6;
    const h = this.histogram;
    const figure: Figure = {
      name,
      median: ms(h.percentile(99)),
      min: ms(h.min),
      max: ms(h.max),
      unit: 'ms',
      runs,
      note: frame
        ? `perf_hooks.monitorEventLoopDelay (10 ms resolution) through ${what}: p99 ${ms(h.percentile(99)).toFixed(1)} ms (the figure; target < 16 ms), max ${ms(h.max).toFixed(1)} ms (target < 50 ms), p50 ${ms(h.percentile(50)).toFixed(1)} ms.`
        : `perf_hooks.monitorEventLoopDelay (10 ms resolution) through ${what}: p99 ${ms(h.percentile(99)).toFixed(1)} ms (the figure), max ${ms(h.max).toFixed(1)} ms, p50 ${ms(h.percentile(50)).toFixed(1)} ms.`,
    };
    if (frame) figure.target = { on: 'median', op: '<', value: 16 };
    return figure;
  }
}
