import { RETURN_SOURCES, type ReturnsQuery } from '../../shared/returns/return-types.ts';

export interface ReturnSyncPlanOptions {
  /** How far back the dated windows reach; older returns share one open window. Default 60 days. */
  horizonDays?: number;
  /** Days per window. Default 5. */
  windowDays?: number;
}

const DAY_MS = 86_400_000;
/** The start of the open oldest window. */
const EARLIEST = '2000-01-01T00:00:00.000Z';
const iso = (ms: number): string => new Date(ms).toISOString();

/**
 * A full sync's windows: each source split by creation date, from an open oldest window to an open newest one, so nothing falls between windows and a return created during the sync is still found. No location is
 * named, so every location's returns come. A return's creation never changes, so a return that changes while its
 * window is walked stays in that window. Ends are inclusive: a return on a boundary is read twice, stored once.
 */
export function planFullReturnSync(now: number, options: ReturnSyncPlanOptions = {}): ReturnsQuery[] {
  const horizonDays = options.horizonDays ?? 60;
  const windowDays = options.windowDays ?? 5;
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  const bounds: number[] = [];
  for (let d = horizonDays; d > 0; d -= windowDays) bounds.push(day - d * DAY_MS);
  const ranges: { createdAfter: string; createdBefore?: string }[] = bounds.map((b, i) => ({
    createdAfter: i === 0 ? EARLIEST : iso(bounds[i - 1] as number),
    createdBefore: iso(b),
  }));
  ranges.push({ createdAfter: iso(bounds[bounds.length - 1] ?? day) });
  // The sources take turns, newest first: the busy recent windows of both run side by side, and the nearly empty old
  // ones fill the last free slots instead of one long window running alone at the end.
  return [...ranges].reverse().flatMap((range) => RETURN_SOURCES.map((source) => ({ source, ...range })));
}

/** An incremental sync (and a sync's catch-up round): what each source changed since `since` (epoch ms). */
export function planIncrementalReturnSync(since: number): ReturnsQuery[] {
  return RETURN_SOURCES.map((source) => ({ source, modifiedAfter: iso(since) }));
}
