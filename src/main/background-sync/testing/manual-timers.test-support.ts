import type { Timers } from '../scheduler.ts';

/** Timers a test fires by hand, with a clock it moves: no real waiting. */
export function manualClock(start = new Date('2026-11-24T09:00:00+05:30')) {
  let now = start.getTime();
  let next = 0;
  const pending = new Map<number, { run: () => void; at: number }>();
  const timers: Timers = {
    set: (run, ms) => {
      next += 1;
      pending.set(next, { run, at: now + ms });
      return next;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  return {
    timers,
    now: () => new Date(now),
    pending: () => [...pending.values()].map((p) => new Date(p.at).toISOString()),
    /** Moves the clock to the earliest timer and fires it. */
    fireNext(): void {
      const [id, first] = [...pending.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (id === undefined || !first) throw new Error('no timer is set');
      pending.delete(id);
      now = first.at;
      first.run();
    },
  };
}
