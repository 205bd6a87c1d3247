import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelPdf } from '../testing/label-pdf.test-support.ts';
import { isWholePdf } from './whole-pdf.ts';

const padded = (bytes: Uint8Array, tail: string): Uint8Array =>
  new Uint8Array([...bytes, ...Buffer.from(tail, 'latin1')]);

/** A labels PDF as the marketplace writes one: `pages` pages, a plain cross-reference table (no object streams). */
async function tablePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 0; n < pages; n++)
    doc.addPage([288, 432]).drawText(`AWB ${n}`, { x: 10, y: 400, size: 8, font });
  return doc.save({ useObjectStreams: false, addDefaultPage: false });
}

afterEach(() => {
  vi.restoreAllMocks();
});

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

describe('a PDF with a plain cross-reference table (the marketplace labels)', () => {
  it('is whole when every object stands where its table says, without parsing the objects', async () => {
    const pdf = await tablePdf(3);
    const load = vi.spyOn(PDFDocument, 'load');
    expect(await isWholePdf(pdf)).toBe(true);
    expect(await isWholePdf(padded(pdf, '\n\0\0'))).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('is refused when cut, or when a cut file ends in another file’s tail', async () => {
    const pdf = await tablePdf(3);
    expect(await isWholePdf(pdf.subarray(0, pdf.length - 8))).toBe(false);
    expect(await isWholePdf(pdf.subarray(0, Math.floor(pdf.length / 2)))).toBe(false);
    const tail = pdf.subarray(pdf.length - 600);
    const spliced = new Uint8Array([...pdf.subarray(0, Math.floor(pdf.length / 2)), ...tail]);
    expect(await isWholePdf(spliced)).toBe(false);
  });

  it('is parsed whole when its table does not match its objects, and judged by that parse', async () => {
    const pdf = Buffer.from(await tablePdf(2)).toString('latin1');
    // Every offset one byte off, as a careless writer leaves them: pdf-lib reads the objects in order all the same.
    const shifted = pdf.replace(
      /^(\d{10}) 00000 n/gm,
      (_, o: string) => `${String(Number(o) + 1).padStart(10, '0')} 00000 n`,
    );
    expect(shifted).not.toBe(pdf);
    const load = vi.spyOn(PDFDocument, 'load');
    expect(await isWholePdf(new Uint8Array(Buffer.from(shifted, 'latin1')))).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is refused with no page, as the parse refuses it', async () => {
    expect(await isWholePdf(await tablePdf(0))).toBe(false);
  });
});
