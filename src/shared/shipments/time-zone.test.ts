import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  dayBounds,
  dayOf,
  dayStartMs,
  isTimeZone,
  localTimeZone,
  zoneOffsetMs,
} from './time-zone.ts';

describe('days in a time zone', () => {
  it('knows IST, a zone west of UTC, and refuses a made-up zone', () => {
    const at = Date.parse('2026-11-24T20:00:00.000Z');
    expect(zoneOffsetMs(at, 'Asia/Kolkata')).toBe(330 * 60_000);
    expect(zoneOffsetMs(at, 'America/New_York')).toBe(-5 * 3_600_000);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('puts one instant on different days in different zones', () => {
    const at = Date.parse('2026-11-24T20:00:00.000Z');
    expect(dayOf(at, 'Asia/Kolkata')).toBe('2026-11-25');
    expect(dayOf(at, 'America/Los_Angeles')).toBe('2026-11-24');
    expect(dayBounds(at, 'Asia/Kolkata')).toEqual({
      start: Date.parse('2026-11-25T00:00:00.000+05:30'),
      end: Date.parse('2026-11-26T00:00:00.000+05:30'),
    });
  });

  it('counts a day of 23 hours where the clocks go forward', () => {
    const start = dayStartMs('2026-03-29', 'Europe/Berlin');
    expect(start).toBe(Date.parse('2026-03-29T00:00:00.000+01:00'));
    expect(dayStartMs(addDays('2026-03-29', 1), 'Europe/Berlin') - start).toBe(23 * 3_600_000);
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("reads the computer's zone once a second, not for every date drawn, and follows a change", () => {
    const before = process.env.TZ;
    vi.useFakeTimers({ now: Date.parse('2026-11-29T10:00:00.000Z'), toFake: ['Date'] });
    try {
      process.env.TZ = 'America/New_York';
      vi.advanceTimersByTime(1000);
      expect(localTimeZone()).toBe('America/New_York');
      process.env.TZ = 'Europe/Berlin';
      vi.advanceTimersByTime(999);
      expect(localTimeZone()).toBe('America/New_York');
      vi.advanceTimersByTime(1);
      expect(localTimeZone()).toBe('Europe/Berlin');
    } finally {
      vi.useRealTimers();
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });
});
