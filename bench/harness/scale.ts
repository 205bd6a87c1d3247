/**
 * The size every suite runs at. `full` is the bench (the figures in docs/PERFORMANCE.md); `smoke` is a tiny size
 * (a few rows, pages or shipments, one run each, short waits) that only proves each suite still runs: `npm run
 * bench:smoke`, part of `npm test`. Suites read their sizes once, when their module is first evaluated, so
 * bench/run.ts sets the scale before it imports the suites (bench/suites/index.ts).
 */
export type Scale = 'full' | 'smoke';

/** A suite's sizes at both scales: the same keys, `full` exactly as the bench has always run. */
export interface Sizes<T extends Record<string, number | boolean> = Record<string, number | boolean>> {
  full: T;
  smoke: T;
}

let scale: Scale = 'full';
let read = false;

export function setScale(next: Scale): void {
  if (read && next !== scale)
    throw new Error(`the suites were loaded at the ${scale} size before the scale was set to ${next}`);
  scale = next;
}

export function currentScale(): Scale {
  read = true;
  return scale;
}

export const isSmoke = (): boolean => currentScale() === 'smoke';

/** The sizes of the current scale. */
export function sized<T extends Record<string, number | boolean>>(sizes: Sizes<T>): T {
  return sizes[currentScale()];
}
