import { describe, expect, it } from 'vitest';
import { readFilterFields } from './filter-fields.ts';

const empty = { search: '', brand: '', minPrice: '', maxPrice: '', minDiscount: '' };

describe('the product filter fields', () => {
  it('reads amounts with grouping commas and leaves empty fields out', () => {
    expect(readFilterFields({ ...empty, search: ' azur ', minPrice: '1,500', minDiscount: '10' })).toEqual({
      filter: { search: 'azur', brand: undefined, minPrice: 1500, maxPrice: undefined, minDiscount: 10 },
    });
  });

  it.each([
    [{ minDiscount: '150' }, 'Discount at least (%): enter a number from 0 to 100.'],
    [{ minPrice: 'abc' }, 'Price from: enter an amount, like 1500.'],
    [{ maxPrice: '-5' }, 'Price to: enter an amount, like 1500.'],
    [{ minPrice: '30000', maxPrice: '10000' }, 'Price from is more than Price to: swap them or clear one.'],
  ])('says what is wrong with %o in a sentence naming the field', (fields, problem) => {
    expect(readFilterFields({ ...empty, ...fields })).toEqual({ problem });
  });
});
