import { describe, expect, it } from 'vitest';
import { partLabel } from './part-label.ts';
import { partCount, partSlips } from './print-parts.ts';

describe('a pick list in parts', () => {
  it('keeps a short list whole, and splits a long one into the list and slips 500 at a time', () => {
    expect(partCount(0)).toBe(1);
    expect(partCount(500)).toBe(1);
    expect(partCount(501)).toBe(3);
    expect(partCount(5_000)).toBe(11);
    expect(partSlips(0, 5_000)).toEqual([0, 0]);
    expect(partSlips(3, 5_000)).toEqual([1_000, 1_500]);
    expect(partSlips(2, 501)).toEqual([500, 501]);
  });

  it('says what each part holds', () => {
    expect(partLabel(0, 5_000)).toBe('Pick list');
    expect(partLabel(3, 5_000)).toBe('Slips 1,001–1,500 of 5,000');
    expect(partLabel(2, 501)).toBe('Slip 501 of 501');
  });
});
