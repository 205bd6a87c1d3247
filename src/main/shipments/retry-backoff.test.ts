import { describe, expect, it } from 'vitest';
import { RetryBackoff } from './retry-backoff.ts';

describe('trying the marketplace again after it did not answer', () => {
  it('waits 30 s, then twice as long after each failure, at most 15 minutes, and starts over on an answer', () => {
    const backoff = new RetryBackoff();
    let now = 1_000_000;
    expect(backoff.due('p', now)).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      backoff.failed('p', now);
      waits.push(backoff.nextAt('p')! - now);
      expect(backoff.due('p', now + waits.at(-1)! - 1)).toBe(false);
      now = backoff.nextAt('p')!;
      expect(backoff.due('p', now)).toBe(true);
    }
    expect(waits.map((ms) => ms / 1000)).toEqual([30, 60, 120, 240, 480, 900, 900]);
    expect(backoff.due('other', now)).toBe(true);
    backoff.answered('p');
    expect(backoff.nextAt('p')).toBeNull();
  });
});
