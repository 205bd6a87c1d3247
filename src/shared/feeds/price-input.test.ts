import { describe, expect, it } from 'vitest';
import { parsePriceInput } from './price-input.ts';

describe('a target price as typed in India', () => {
  it('reads grouped, plain and rupee-marked amounts', () => {
    expect(parsePriceInput('52,000')).toEqual({ price: 52000 });
    expect(parsePriceInput('52000')).toEqual({ price: 52000 });
    expect(parsePriceInput('₹52,000.50')).toEqual({ price: 52000.5 });
    expect(parsePriceInput(' ₹ 5,20,000 ')).toEqual({ price: 520000 });
    expect(parsePriceInput('Rs. 999')).toEqual({ price: 999 });
    expect(parsePriceInput('')).toEqual({ price: null });
  });

  it('refuses what is not a price, saying how to type one', () => {
    expect(parsePriceInput('52,00,0')).toEqual({
      problem: '"52,00,0" is not a price: type it as 52000, 52,000 or ₹52,000.50.',
    });
    expect(parsePriceInput('fifty')).toHaveProperty('problem');
    expect(parsePriceInput('52.000,5')).toHaveProperty('problem');
    expect(parsePriceInput('0')).toEqual({
      problem: 'The target price must be above zero, or empty for none.',
    });
  });
});
