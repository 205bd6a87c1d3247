import { describe, expect, it } from 'vitest';
import { dateTimeLabel, dayLabel } from './dates.ts';

describe('one date format', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('leaves the year out within this year and writes it otherwise', () => {
    expect(dayLabel('2026-11-03', now)).toBe('3 Nov');
    expect(dayLabel('2025-12-31', now)).toBe('31 Dec 2025');
  });

  it('writes times on the 12-hour clock in the given zone', () => {
    const at = Date.parse('2026-11-24T09:15:00Z');
    expect(dateTimeLabel(at, 'Asia/Kolkata', now)).toBe('24 Nov, 2:45 pm');
    expect(dateTimeLabel(at, 'America/New_York', now)).toBe('24 Nov, 4:15 am');
    expect(dateTimeLabel(Date.parse('2025-01-03T03:35:00Z'), 'Asia/Kolkata', now)).toBe(
      '3 Jan 2025, 9:05 am',
    );
  });
});
