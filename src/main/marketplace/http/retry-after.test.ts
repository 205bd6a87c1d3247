import { describe, expect, it } from 'vitest';
import { backoffDelay, parseRetryAfter } from './retry-after.ts';

describe('Retry-After', () => {
  const now = Date.parse('2024-05-01T10:00:00Z');

  it('reads delta seconds', () => {
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter(' 7 ', now)).toBe(7000);
    expect(parseRetryAfter('1.5', now)).toBe(1500);
  });

  it('reads an HTTP date, never negative', () => {
    expect(parseRetryAfter('Wed, 01 May 2024 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Wed, 01 May 2024 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores what it cannot read', () => {
    for (const v of [null, undefined, '', '-1', 'soon', '12abc'])
      expect(parseRetryAfter(v, now)).toBeUndefined();
  });
});

describe('backoff', () => {
  it('grows exponentially, is capped, and jitters within the upper half of each step', () => {
    expect(backoffDelay(1, 100, 10_000, () => 0)).toBe(50);
    expect(backoffDelay(1, 100, 10_000, () => 1)).toBe(100);
    expect(backoffDelay(3, 100, 10_000, () => 0.5)).toBe(300);
    expect(backoffDelay(20, 100, 1000, () => 1)).toBe(1000);
  });
});
