import { describe, expect, it } from 'vitest';
import { labelPdf } from '../testing/label-pdf.test-support.ts';
import { isWholePdf } from './whole-pdf.ts';

const padded = (bytes: Uint8Array, tail: string): Uint8Array =>
  new Uint8Array([...bytes, ...Buffer.from(tail, 'latin1')]);

describe('a whole PDF', () => {
  it('may end in line ends or NUL padding after its %%EOF, as some writers pad a file', async () => {
    const pdf = await labelPdf('AWB 1');
    expect(await isWholePdf(pdf)).toBe(true);
    expect(await isWholePdf(padded(pdf, '\r\n\0\0\0\0'))).toBe(true);
  });

  it('is refused when cut before its %%EOF, or with text after it', async () => {
    const pdf = await labelPdf('AWB 1');
    expect(await isWholePdf(pdf.subarray(0, pdf.length - 8))).toBe(false);
    expect(await isWholePdf(padded(pdf, '<html>'))).toBe(false);
  });
});
