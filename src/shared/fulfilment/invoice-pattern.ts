/**
 * The seller's invoice-number pattern: literal letters, digits, `/` and `-`, and placeholders in braces.
 *
 * - `{n}` the counter as it is; `{n:5}` zero-padded to 5 digits (1–9). Exactly one counter.
 * - `{yyyy}`, `{yy}`, `{mm}` the year, two-digit year and month of the day the number is made (the invoice date
 *   the form proposes: the seller's today).
 * - `{nnnn}` (one `n` per digit) is read as `{n:4}`: patterns kept before the syntax had a width.
 *
 * The counter is kept per seller account and never resets by itself (a new year's series starts when the seller
 * sets the next number). Pure: no Node, no DOM; its sentences come in the language of the `say` it is given.
 */

import type { Translator } from '../i18n/translator.ts';

export const DEFAULT_INVOICE_PATTERN = 'INV-{yyyy}-{n:5}';
/** What the marketplace takes as an invoice number (and the pack form checks). */
export const MAX_INVOICE_NUMBER = 16;
const MAX_COUNTER = 999_999_999;

type Part =
  { kind: 'text'; text: string } | { kind: 'counter'; width: number } | { kind: 'yyyy' | 'yy' | 'mm' };

const EXAMPLE = DEFAULT_INVOICE_PATTERN;
/** The placeholders as the sentences name them (values, so that the catalogue needs no quoted braces). */
const PLACEHOLDERS = { counter: '{n}', padded: '{n:5}', yyyy: '{yyyy}', yy: '{yy}', mm: '{mm}' };

/** What is wrong with a pattern, as a code and its values: the sentence is made in the seller's language. */
type PatternIssue =
  | { issue: 'empty' }
  | { issue: 'unknown'; placeholder: string }
  | { issue: 'badText' }
  | { issue: 'noCounter' }
  | { issue: 'twoCounters' };

function sentenceOf(say: Translator['t'], p: PatternIssue): string {
  switch (p.issue) {
    case 'empty':
      return say('fulfilment.pattern.empty', { example: EXAMPLE });
    case 'unknown':
      return say('fulfilment.pattern.unknown', { placeholder: p.placeholder, ...PLACEHOLDERS });
    case 'badText':
      return say('fulfilment.pattern.badText');
    case 'noCounter':
      return say('fulfilment.pattern.noCounter', PLACEHOLDERS);
    case 'twoCounters':
      return say('fulfilment.pattern.twoCounters');
  }
}

/** The pattern's parts, or what is wrong with it. */
function parse(pattern: string): Part[] | PatternIssue {
  const text = pattern.trim();
  if (text === '') return { issue: 'empty' };
  const parts: Part[] = [];
  const re = /\{([^{}]*)\}/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) parts.push({ kind: 'text', text: text.slice(last, m.index) });
    last = m.index + m[0].length;
    const name = m[1] ?? '';
    const width = /^n(?::([1-9]))?$/.exec(name);
    if (width) parts.push({ kind: 'counter', width: Number(width[1] ?? 1) });
    else if (/^n{2,9}$/.test(name)) parts.push({ kind: 'counter', width: name.length });
    else if (name === 'yyyy' || name === 'yy' || name === 'mm') parts.push({ kind: name });
    else return { issue: 'unknown', placeholder: `{${name}}` };
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  for (const p of parts)
    if (p.kind === 'text' && !/^[A-Za-z0-9/-]+$/.test(p.text)) return { issue: 'badText' };
  const counters = parts.filter((p) => p.kind === 'counter').length;
  if (counters === 0) return { issue: 'noCounter' };
  if (counters > 1) return { issue: 'twoCounters' };
  return parts;
}

function render(parts: readonly Part[], counter: number, date: string): string {
  return parts
    .map((p) => {
      if (p.kind === 'text') return p.text;
      if (p.kind === 'counter') return String(counter).padStart(p.width, '0');
      if (p.kind === 'yyyy') return date.slice(0, 4);
      if (p.kind === 'yy') return date.slice(2, 4);
      return date.slice(5, 7);
    })
    .join('');
}

/**
 * What is wrong with a pattern and its next number, in one sentence, or undefined when the numbers it makes from
 * `next` on (on `date`, YYYY-MM-DD) are invoice numbers the marketplace takes.
 */
export function checkInvoicePattern(
  say: Translator['t'],
  pattern: string,
  next: number,
  date: string,
): string | undefined {
  const parts = parse(pattern);
  if (!Array.isArray(parts)) return sentenceOf(say, parts);
  if (!Number.isInteger(next) || next < 1 || next > MAX_COUNTER) return say('fulfilment.pattern.next');
  const sample = render(parts, next, date);
  if (sample.length > MAX_INVOICE_NUMBER)
    return say('fulfilment.pattern.tooLong', {
      length: sample.length,
      sample,
      max: MAX_INVOICE_NUMBER,
    });
  return undefined;
}

/** The invoice number a (checked) pattern gives for a counter on a date (YYYY-MM-DD). */
export function invoiceNumberOf(pattern: string, counter: number, date: string): string {
  const parts = parse(pattern);
  return Array.isArray(parts) ? render(parts, counter, date) : '';
}

/**
 * The counter inside an invoice number the pattern made (on any date), or undefined when the number does not
 * follow the pattern (the seller typed their own).
 */
export function counterIn(pattern: string, invoiceNumber: string): number | undefined {
  const parts = parse(pattern);
  if (!Array.isArray(parts)) return undefined;
  const source = parts
    .map((p) => {
      if (p.kind === 'text') return p.text.replace(/[/-]/g, '\\$&');
      if (p.kind === 'counter') return `(\\d{${p.width},})`;
      return p.kind === 'yyyy' ? '\\d{4}' : '\\d{2}';
    })
    .join('');
  const m = new RegExp(`^${source}$`).exec(invoiceNumber.trim());
  return m === null ? undefined : Number(m[1]);
}
