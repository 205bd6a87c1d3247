import { describe, expect, it } from 'vitest';
import { dispatchCountdown, parseMarketplaceTime } from './deadline.ts';
import { dayBounds, MARKETPLACE_TIME_ZONE } from './time-zone.ts';
import { viewOfState } from './views.ts';

describe('shipment views', () => {
  it('puts each state in its tab and anything unknown in Other', () => {
    expect(viewOfState('FORM_FAILED')).toBe('toPack');
    expect(viewOfState('READY_TO_DISPATCH')).toBe('toDispatch');
    expect(viewOfState('SHIPPED')).toBe('inTransit');
    expect(viewOfState('COMPLETED')).toBe('delivered');
    expect(viewOfState('CANCELLED')).toBe('cancelled');
    expect(viewOfState('RETURN_REQUESTED')).toBe('returns');
    expect(viewOfState('LOST_IN_SPACE')).toBe('other');
    expect(viewOfState(undefined)).toBe('other');
  });
});

describe('dispatch deadlines in the seller’s day (India)', () => {
  // 23 Nov 2026, 22:00 in India = 16:30 UTC.
  const now = parseMarketplaceTime('2026-11-23T22:00:00.000+05:30') as number;

  it('reads the marketplace’s +05:30 times exactly', () => {
    expect(now).toBe(Date.UTC(2026, 10, 23, 16, 30));
    expect(parseMarketplaceTime('23/11/2026')).toBeUndefined();
  });

  it('ends the day at midnight in India, not at midnight UTC', () => {
    const { start, end } = dayBounds(now, MARKETPLACE_TIME_ZONE);
    expect(new Date(start).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-11-23T18:30:00.000Z');
  });

  it('counts down: overdue, due later today, due another day', () => {
    const at = (s: string) => parseMarketplaceTime(s) as number;
    expect(dispatchCountdown(at('2026-11-23T19:00:00.000+05:30'), now)).toEqual({
      tone: 'overdue',
      text: 'overdue by 3 h',
    });
    expect(dispatchCountdown(at('2026-11-23T23:45:00.000+05:30'), now)).toEqual({
      tone: 'today',
      text: 'in 1 h 45 min',
    });
    // 00:30 the next day in India is still "today" in UTC, but not for the seller.
    expect(dispatchCountdown(at('2026-11-24T00:30:00.000+05:30'), now)).toEqual({
      tone: 'later',
      text: 'in 2 h 30 min',
    });
    expect(dispatchCountdown(at('2026-11-27T10:00:00.000+05:30'), now)).toEqual({
      tone: 'later',
      text: 'in 3 days',
    });
    // From 10 h on, whole hours (the time itself is beside the countdown), so the column shows both whole.
    expect(dispatchCountdown(at('2026-11-24T07:59:00.000+05:30'), now).text).toBe('in 9 h 59 min');
    expect(dispatchCountdown(at('2026-11-24T19:42:00.000+05:30'), now).text).toBe('in 21 h');
    expect(dispatchCountdown(at('2026-11-22T09:18:00.000+05:30'), now).text).toBe('overdue by 36 h');
    // Late is late: whole hours from the first hour past the deadline, minutes before it.
    expect(dispatchCountdown(at('2026-11-23T12:01:00.000+05:30'), now).text).toBe('overdue by 9 h');
    expect(dispatchCountdown(at('2026-11-23T21:20:00.000+05:30'), now).text).toBe('overdue by 40 min');
  });
});
