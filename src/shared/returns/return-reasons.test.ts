import { describe, expect, it } from 'vitest';
import { reasonWords } from './return-reasons.ts';

describe('a return reason in words', () => {
  it('says a known reason and sub-reason as a seller would', () => {
    expect(reasonWords('CUSTOMER_NOT_AVAILABLE')).toBe('Buyer not available');
    expect(reasonWords('not_reachable')).toBe('Phone not reachable');
  });

  it('shows a code it does not know as the marketplace wrote it, and nothing for none', () => {
    expect(reasonWords('SEAL_BROKEN_ON_ARRIVAL')).toBe('SEAL_BROKEN_ON_ARRIVAL');
    expect(reasonWords(null)).toBe('');
    expect(reasonWords('  ')).toBe('');
  });
});
