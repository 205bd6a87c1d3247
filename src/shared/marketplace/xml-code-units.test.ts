import { describe, expect, it } from 'vitest';
import { borrowCodeUnits, releaseCodeUnits, wordsOf } from './xml-code-units.ts';

function charCodes(text: string): number[] {
  return Array.from({ length: text.length }, (_, i) => text.charCodeAt(i));
}

describe('XML page code units', () => {
  it('hold every UTF-16 code unit of the text as it is, beyond Latin-1 and lone surrogates included', () => {
    const text = '<a>Ł ļ ₹ 😀 \uD800 x</a>';
    const codes = borrowCodeUnits(text);
    try {
      expect(Array.from(codes.units)).toEqual(charCodes(text));
      // Word k is units 2k and 2k + 1, the way a run's words are packed.
      expect(codes.words[3]).toBe(wordsOf(codes.units, 6, 8)[0]);
    } finally {
      releaseCodeUnits(codes);
    }
  });

  it('show only the new text when the memory of a longer page is used again', () => {
    const long = borrowCodeUnits('<long>'.repeat(100));
    releaseCodeUnits(long);
    const short = borrowCodeUnits('<b>ok</b>');
    try {
      expect(Array.from(short.units)).toEqual(charCodes('<b>ok</b>'));
    } finally {
      releaseCodeUnits(short);
    }
  });
});
