import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translator.ts';
import {
  DEFAULT_INVOICE_PATTERN,
  checkInvoicePattern,
  counterIn,
  invoiceNumberOf,
} from './invoice-pattern.ts';

const DAY = '2026-11-27';
const say = translatorFor('en').t;

describe('invoice-number pattern', () => {
  it('makes numbers from the counter and the invoice date', () => {
    expect(invoiceNumberOf(DEFAULT_INVOICE_PATTERN, 42, DAY)).toBe('INV-2026-00042');
    expect(invoiceNumberOf('{yy}{mm}/{n}', 7, DAY)).toBe('2611/7');
    expect(invoiceNumberOf('SR26-{nnnn}', 12, DAY)).toBe('SR26-0012');
    // A counter wider than its padding keeps every digit.
    expect(invoiceNumberOf('A{n:2}', 1234, DAY)).toBe('A1234');
  });

  it('accepts the default and the older {nnnn} patterns', () => {
    expect(checkInvoicePattern(say, DEFAULT_INVOICE_PATTERN, 1, DAY)).toBeUndefined();
    expect(checkInvoicePattern(say, 'SR26-{nnnn}', 1, DAY)).toBeUndefined();
  });

  it.each([
    ['', 'Give an invoice number pattern, such as INV-{yyyy}-{n:5}.'],
    ['INV-{yyyy}', 'The pattern needs the counter: {n}, or {n:5} for five digits.'],
    ['{n}-{n:3}', 'The pattern has the counter twice; give it once.'],
    [
      'INV-{dd}-{n}',
      'The pattern has {dd}, which Stockroom does not know: use {n} or {n:5} for the counter, {yyyy}, {yy} or {mm} for the date.',
    ],
    ['INV {n}', 'Outside the braces a pattern holds only letters, digits, / and -.'],
    ['INV-{n', 'Outside the braces a pattern holds only letters, digits, / and -.'],
    [
      'INVOICE-{yyyy}-{n:6}',
      `This pattern makes invoice numbers of ${'INVOICE-2026-000001'.length} characters, such as INVOICE-2026-000001; the marketplace takes 16 at most.`,
    ],
  ])('refuses %j with a sentence', (pattern, sentence) => {
    expect(checkInvoicePattern(say, pattern, 1, DAY)).toBe(sentence);
  });

  it('refuses a next number that is not a whole number from 1', () => {
    for (const next of [0, -3, 1.5, 1_000_000_000])
      expect(checkInvoicePattern(say, 'A{n}', next, DAY)).toBe(
        'The next number is a whole number from 1 to 999999999.',
      );
  });

  it('measures the length at the next number: a counter that outgrows its padding can break the limit', () => {
    expect(checkInvoicePattern(say, 'ABCDEFGHIJ-{n:5}', 99_999, DAY)).toBeUndefined();
    expect(checkInvoicePattern(say, 'ABCDEFGHIJ-{n:5}', 100_000, DAY)).toContain(
      `of ${'ABCDEFGHIJ-100000'.length} characters, such as ABCDEFGHIJ-100000;`,
    );
  });

  it('finds the counter in a number the pattern made, on any date, and nothing in one typed by hand', () => {
    expect(counterIn(DEFAULT_INVOICE_PATTERN, 'INV-2025-00041')).toBe(41);
    expect(counterIn(DEFAULT_INVOICE_PATTERN, 'INV-2026-123456')).toBe(123456);
    expect(counterIn(DEFAULT_INVOICE_PATTERN, 'INV-2026-41')).toBeUndefined();
    expect(counterIn('{yy}{mm}/{n}', '2611/7')).toBe(7);
    expect(counterIn(DEFAULT_INVOICE_PATTERN, 'MY-OWN-1')).toBeUndefined();
    expect(counterIn('bad {x}', 'bad 1')).toBeUndefined();
  });
});

describe('invoice-number pattern in Hindi', () => {
  it("says what is wrong in the seller's language, the placeholders as typed", () => {
    const hindi = translatorFor('hi').t;
    expect(checkInvoicePattern(hindi, 'INV-{yyyy}', 1, DAY)).toBe(
      'पैटर्न में काउंटर ज़रूरी है: {n}, या पाँच अंकों के लिए {n:5}।',
    );
  });
});
