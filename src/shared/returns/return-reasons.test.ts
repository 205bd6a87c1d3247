import { describe, expect, it } from 'vitest';
import { reasonWords } from './return-reasons.ts';

describe('a return reason in words', () => {
  it('says a known reason and sub-reason as a seller would', () => {
    expect(reasonWords('CUSTOMER_NOT_AVAILABLE')).toBe('Buyer not available');
    expect(reasonWords('not_reachable')).toBe('Phone not reachable');
  });

  it('shows a code it does not know readably, and nothing for none', () => {
    expect(reasonWords('SEAL_BROKEN_ON_ARRIVAL')).toBe('Seal broken on arrival');
    expect(reasonWords(null)).toBe('');
    expect(reasonWords('  ')).toBe('');
  });
});
