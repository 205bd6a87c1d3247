import { execFileSync } from 'node:child_process';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfFile } from './pdf-file.ts';

const page = (text: string) => `BT /F1 10 Tf 30 536 Td (${text}) Tj ET`;

describe('pdfFile', () => {
  it('writes a PDF another reader opens, with every page and its text', async () => {
    const bytes = pdfFile([page('First page'), page('Second page')], 'Test producer');
    const doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getProducer()).toBe('Test producer');
    const text = execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(bytes) }).toString();
    expect(text).toContain('First page');
    expect(text).toContain('Second page');
  });

  it('points the cross-reference table at each object', () => {
    const text = Buffer.from(pdfFile([page('A')], 'p')).toString('latin1');
    const start = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    const offsets = text
      .slice(start)
      .split('\n')
      .filter((l) => / 00000 n $/.test(l))
      .map((l) => Number(l.slice(0, 10)));
    expect(offsets).toHaveLength(6);
    offsets.forEach((o, i) => expect(text.slice(o, o + 12)).toMatch(new RegExp(`^${i + 1} 0 obj\\n`)));
  });
});
