import { PDFDocument } from 'pdf-lib';

/** The head every PDF starts with: a web page or JSON answered with a 200 does not. */
export const startsAsPdf = (bytes: Uint8Array): boolean =>
  bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** Where the last `%%EOF` may stand: a writer may follow it with line ends or NUL padding, never more than this. */
const TAIL_BYTES = 1024;

/**
 * Whether `bytes` are a whole PDF: its head, a `%%EOF` at its end (a cut file has none), and a document that
 * parses, object by object, with at least one page. Checked on every labels answer and before a kept copy is
 * served: a file cut by a kill or a dropped connection is fetched again, never printed.
 */
export async function isWholePdf(bytes: Uint8Array): Promise<boolean> {
  if (!startsAsPdf(bytes)) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES))).toString('latin1');
  const eof = tail.lastIndexOf('%%EOF');
  if (eof < 0 || !/^[\s\0]*$/.test(tail.slice(eof + 5))) return false;
  try {
    const doc = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      updateMetadata: false,
      // Only the structure is checked: an encrypted PDF the printer can open is whole too.
      ignoreEncryption: true,
    });
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}
