import { describe, expect, it } from 'vitest';
import { coversSentence } from './covers.ts';

describe('what an action on a tab covers', () => {
  it('names the ticked rows and the tab', () => {
    expect(coversSentence('toPack', 29, 2)).toBe('2 selected of 29 to pack');
    expect(coversSentence('toDispatch', 1, 1)).toBe('1 selected of 1 to dispatch');
    expect(coversSentence('all', 1, 2)).toBe('2 selected of 1 shipment');
    expect(coversSentence('all', 1_234, 3)).toBe('3 selected of 1,234 shipments');
  });

  it('says the whole tab in words that read, one or many, for every tab', () => {
    expect(coversSentence('all', 1, 0)).toBe('all 1 shipment');
    expect(coversSentence('all', 52, 0)).toBe('all 52 shipments');
    expect(coversSentence('toPack', 52, 0)).toBe('all 52 to pack');
    expect(coversSentence('inTransit', 3, 0)).toBe('all 3 in transit');
    expect(coversSentence('delivered', 5, 0)).toBe('all 5 delivered');
    expect(coversSentence('cancelled', 2, 0)).toBe('all 2 cancelled');
    expect(coversSentence('returns', 1, 0)).toBe('all 1 return');
    expect(coversSentence('returns', 4, 0)).toBe('all 4 returns');
    expect(coversSentence('other', 2, 0)).toBe('all 2 in Other');
  });

  it('says … while the count is on its way', () => {
    expect(coversSentence('toPack', null, 2)).toBe('2 selected of … to pack');
    expect(coversSentence('all', null, 0)).toBe('all … shipments');
  });
});
