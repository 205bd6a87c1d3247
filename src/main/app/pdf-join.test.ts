import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef, StandardFonts } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPdfJoin } from './pdf-join.ts';

/** A real PDF with a page per text given, each page saying its text. */
async function pdfOf(...texts: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of texts) doc.addPage([300, 200]).drawText(text, { x: 20, y: 100, size: 14, font });
  return doc.save();
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'pdf-join-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What pdftotext reads on each page, in order. */
function pagesOf(pdf: Uint8Array): string[] {
  const path = join(dir, 'joined.pdf');
  writeFileSync(path, pdf);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  return text
    .split('\f')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

describe('startPdfJoin', () => {
  it('joins the parts page by page, in the order they were added', async () => {
    const join = startPdfJoin();
    join.add(await pdfOf('Pick list'));
    join.add(await pdfOf('Shipment S-1', 'Shipment S-2'));
    join.add(await pdfOf('Shipment S-3'));
    const joined = await join.save();
    expect((await PDFDocument.load(joined)).getPageCount()).toBe(4);
    expect(pagesOf(joined)).toEqual(['Pick list', 'Shipment S-1', 'Shipment S-2', 'Shipment S-3']);
  });

  it('builds the page tree addPage builds: every page a kid of the root, its Count, its Parent', async () => {
    const join = startPdfJoin();
    join.add(await pdfOf('Pick list'));
    join.add(await pdfOf('Shipment S-1', 'Shipment S-2', 'Shipment S-3'));
    const joined = await PDFDocument.load(await join.save());
    const rootRef = joined.catalog.get(PDFName.of('Pages'));
    const root = joined.catalog.Pages();
    const kids = root.lookup(PDFName.of('Kids'), PDFArray);
    expect(root.lookup(PDFName.of('Count'), PDFNumber).asNumber()).toBe(4);
    expect(kids.size()).toBe(4);
    for (let i = 0; i < kids.size(); i++) {
      const page = kids.lookup(i, PDFDict);
      expect(page.get(PDFName.of('Parent'))).toBe(rootRef);
      expect(kids.get(i)).toBeInstanceOf(PDFRef);
    }
    expect(joined.getPages().map((p) => p.ref)).toEqual(kids.asArray());
  });

  it('says which part is not a PDF', async () => {
    const join = startPdfJoin();
    join.add(await pdfOf('Pick list'));
    join.add(new TextEncoder().encode('not a pdf'));
    await expect(join.save()).rejects.toThrow('Part 2 of the PDF is not a PDF. Try again.');
  });
});
