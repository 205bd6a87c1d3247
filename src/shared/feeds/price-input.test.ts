import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator.ts';
import { parsePriceInput } from './price-input.ts';

const { t } = translatorFor('en');

describe('a target price as typed in India', () => {
  it('reads grouped, plain and rupee-marked amounts', () => {
    expect(parsePriceInput('52,000', t)).toEqual({ price: 52000 });
    expect(parsePriceInput('52000', t)).toEqual({ price: 52000 });
    expect(parsePriceInput('₹52,000.50', t)).toEqual({ price: 52000.5 });
    expect(parsePriceInput(' ₹ 5,20,000 ', t)).toEqual({ price: 520000 });
    expect(parsePriceInput('Rs. 999', t)).toEqual({ price: 999 });
    expect(parsePriceInput('', t)).toEqual({ price: null });
  });

  it('refuses what is not a price, saying how to type one', () => {
    expect(parsePriceInput('52,00,0', t)).toEqual({
      problem: '"52,00,0" is not a price: type it as 52000, 52,000 or ₹52,000.50.',
    });
    expect(parsePriceInput('fifty', t)).toHaveProperty('problem');
    expect(parsePriceInput('52.000,5', t)).toHaveProperty('problem');
    expect(parsePriceInput('0', t)).toEqual({
      problem: 'The target price must be above zero, or empty for none.',
    });
  });
});
