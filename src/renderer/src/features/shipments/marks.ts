/**
 * Typographic marks the screens put between words and data, the same in every language (not text to translate):
 * the dash of a missing value, the ellipsis of a count on its way, a space between two inline parts, the comma of a
 * list of data, and the brackets around a code shown beside its words.
 */
export const NO_VALUE = '—';
export const PENDING = '…';
export const SPACE = ' ';
export const LIST_SEPARATOR = ', ';
export const PART_SEPARATOR = '; ';

/** A code beside its words, in brackets: "(APPROVED)". */
export const inBrackets = (code: string): string => `(${code})`;
