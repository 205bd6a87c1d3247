import { describe, expect, it } from 'vitest';
import { daysUntil, parseStoredTokens, tokenStatus } from './token-status.ts';

const DAY = 86_400_000;

describe('token status for the Settings screen', () => {
  it('counts a started day, so a fresh 60-day token says 60 and an expired one 0', () => {
    const now = 1_000_000_000_000;
    expect(daysUntil(now + 60 * DAY - 5, now)).toBe(60);
    expect(daysUntil(now + 2 * 3600_000, now)).toBe(1);
    expect(daysUntil(now - DAY, now)).toBe(0);
    expect(daysUntil(undefined, now)).toBeNull();
    expect(tokenStatus({ expiresAt: now + DAY, refreshExpiresAt: now + 180 * DAY }, now)).toEqual({
      accessTokenExpiresInDays: 1,
      refreshTokenExpiresInDays: 180,
    });
  });

  it('reads only well-formed token records', () => {
    expect(parseStoredTokens(undefined)).toBeUndefined();
    expect(parseStoredTokens('not json')).toBeUndefined();
    expect(parseStoredTokens('{"accessToken":"a"}')).toBeUndefined();
    expect(parseStoredTokens('{"accessToken":"a","expiresAt":5}')).toEqual({
      accessToken: 'a',
      expiresAt: 5,
    });
  });
});
