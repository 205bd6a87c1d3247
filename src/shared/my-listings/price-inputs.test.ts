import { describe, expect, it } from 'vitest';
import { limitsProblems, parseRupeeInput, parseStockInput } from './price-inputs.ts';

describe('what a seller types in a rule, floor or ceiling cell', () => {
  it('takes whole rupees as typed, with or without ₹ and commas, and an empty cell as none', () => {
    expect(parseRupeeInput('40', 'rule')).toEqual({ ok: true, value: 40 });
    expect(parseRupeeInput('₹1,299', 'ceiling')).toEqual({ ok: true, value: 1299 });
    expect(parseRupeeInput(' ', 'floor')).toEqual({ ok: true, value: null });
    expect(parseRupeeInput(null, 'floor')).toEqual({ ok: true, value: null });
  });

  it('refuses "5%" rather than reading it as ₹5, and "-200" rather than ignoring it, saying what to type', () => {
    expect(parseRupeeInput('5%', 'rule')).toEqual({
      ok: false,
      problem:
        'A rule is how many rupees under the buy box, not a percent: “5%” was not saved. Type the rupees, such as 40 for ₹40.',
    });
    expect(parseRupeeInput('-200', 'rule')).toEqual({
      ok: false,
      problem:
        'A rule is how many rupees under the buy box, 0 or more: “-200” was not saved. For ₹200 under the buy box, type 200.',
    });
    expect(parseRupeeInput('12.5', 'floor')).toEqual({
      ok: false,
      problem: 'A floor is the lowest selling price in rupees, whole rupees only: “12.5” was not saved.',
    });
    expect(parseRupeeInput('abc', 'ceiling')).toMatchObject({ ok: false });
  });
});

describe('what a seller types in a price or stock cell of My listings', () => {
  it('refuses paise in a price and a part of a unit in stock, rather than sending another number', () => {
    expect(parseRupeeInput('649.99', 'sellingPrice')).toEqual({
      ok: false,
      problem: 'A selling price is in rupees, whole rupees only: “649.99” was not saved.',
    });
    expect(parseRupeeInput('₹1,23,456', 'mrp')).toEqual({ ok: true, value: 123456 });
    expect(parseStockInput('2.5')).toEqual({
      ok: false,
      problem: 'Stock is a whole number of units, 0 or more: “2.5” was not saved.',
    });
    expect(parseStockInput('-3')).toMatchObject({ ok: false });
    expect(parseStockInput('ten')).toMatchObject({ ok: false });
    expect(parseStockInput(' 1,200 ')).toEqual({ ok: true, value: 1200 });
    expect(parseStockInput('')).toEqual({ ok: true, value: null });
  });
});

describe('a floor and ceiling against the MRP', () => {
  it('refuses a ceiling above the MRP, and bounds no price could pass', () => {
    expect(limitsProblems({ ceiling: 2000 }, 1500)).toEqual([
      'The ceiling ₹2,000 is above the MRP ₹1,500, and a selling price is never above the MRP. Set a ceiling of ₹1,500 or less, or leave it empty.',
    ]);
    expect(limitsProblems({ floor: 900, ceiling: 800 }, 1500)).toEqual([
      'The floor ₹900 is above the ceiling ₹800: no selling price could pass both.',
    ]);
    expect(limitsProblems({ floor: 100, ceiling: 1500 }, 1500)).toEqual([]);
    expect(limitsProblems({ ceiling: 2000 }, undefined)).toEqual([]);
  });
});
