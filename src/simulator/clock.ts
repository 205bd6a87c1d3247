/**
 * The simulated clock: real time plus an offset that the admin interface can only move forward.
 * Token expiry, URL expiry, shipment progress and category versions all read this clock.
 */
export class SimClock {
  private offsetMs = 0;
  readonly startedAt: number;

  constructor() {
    // Whole seconds keep generated dates tidy; data is generated relative to this instant.
    this.startedAt = Math.floor(Date.now() / 1000) * 1000;
  }

  now(): number {
    return Date.now() + this.offsetMs;
  }

  advance(ms: number): number {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    this.offsetMs += ms;
    return this.now();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}

const IST_OFFSET_MS = 330 * 60 * 1000;

/** `2020-09-28T12:00:00.000+05:30`: the form the real service sends. */
export function formatIst(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString().replace('Z', '+05:30');
}

const ISO_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Parses an ISO date-time with `Z` or an offset; undefined when it is not one. */
export function parseIsoDateTime(value: unknown): number | undefined {
  if (typeof value !== 'string' || !ISO_PATTERN.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
