import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real one-page PDF saying `text`, as a label would be; `bytes` of noise attached make it that much larger. */
export async function labelPdf(text: string, bytes = 0): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([288, 432]).drawText(text, { x: 10, y: 400, size: 8, font, maxWidth: 268 });
  if (bytes > 0) await doc.attach(randomBytes(bytes), 'noise.bin', { mimeType: 'application/octet-stream' });
  return doc.save();
}
