/** The head every PDF starts with: a web page or JSON answered with a 200 does not. */
export const startsAsPdf = (bytes: Uint8Array): boolean =>
  bytes.length >= 5 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** Where the last `%%EOF` may stand: a writer may follow it with line ends or NUL padding, never more than this. */
const TAIL_BYTES = 1024;

/**
 * Whether `bytes` are a whole PDF: its head, a `%%EOF` at its end (a cut file has none), and a document whose every
 * object is where its cross-reference table says, with at least one page. Checked on every labels answer and before
 * a kept copy is served: a file cut by a kill or a dropped connection is fetched again, never printed.
 *
 * A file with a plain cross-reference table (the marketplace's labels) is checked against that table, object by
 * object, without parsing the objects' contents: pdf-lib's parse of a 100-shipment labels PDF (some 400 objects)
 * took 8–25 ms of the job's thread, and yielded to a timer every 100 objects. Any other file (a cross-reference
 * stream, an incremental update, a table that does not match) is parsed whole by pdf-lib, as before.
 */
export async function isWholePdf(bytes: Uint8Array): Promise<boolean> {
  if (!startsAsPdf(bytes)) return false;
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - TAIL_BYTES))).toString('latin1');
  const eof = tail.lastIndexOf('%%EOF');
  if (eof < 0 || !/^[\s\0]*$/.test(tail.slice(eof + 5))) return false;
  if (wholeByItsTable(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1')))
    return true;
  try {
    // Loaded only here, for the rare file its table does not vouch for: not at the backend thread's start.
    const { PDFDocument } = await import('pdf-lib');
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

/** `startxref`, its offset, and the `%%EOF` after it, at the end of the file. */
const START_XREF = /startxref\s+(\d+)\s+%%EOF[\s\0]*$/;
/** A subsection's first object number and count, then its entries of 20 bytes. */
const SUBSECTION = /(\d+) (\d+)[ \t]*(?:\r\n|\r|\n)/y;
const ENTRY = /(\d{10}) (\d{5}) ([nf])(?: \r| \n|\r\n)/y;
const TRAILER = /\s*trailer\s*<<([\s\S]*?)>>\s*startxref/y;
const OBJECT = /(\d+)\s+(\d+)\s+obj\b/y;

/**
 * True when the file's one classic cross-reference table lists at least one object, each object listed in use
 * starts exactly at its offset with its own number and generation, and the catalogue's page tree counts at least
 * one page. Undefined (not known) otherwise: the caller parses the file instead.
 */
function wholeByItsTable(text: string): true | undefined {
  const start = START_XREF.exec(text.slice(-TAIL_BYTES - 64));
  const at = Number(start?.[1]);
  if (!Number.isSafeInteger(at) || at <= 0 || !text.startsWith('xref', at)) return undefined;
  let pos = at + 4;
  while (pos < text.length && /\s/.test(text[pos] ?? '')) pos++;
  const offsets = new Map<number, { offset: number; generation: number }>();
  for (;;) {
    SUBSECTION.lastIndex = pos;
    const sub = SUBSECTION.exec(text);
    if (sub === null) break;
    pos = SUBSECTION.lastIndex;
    const first = Number(sub[1]);
    for (let n = 0; n < Number(sub[2]); n++) {
      ENTRY.lastIndex = pos;
      const entry = ENTRY.exec(text);
      if (entry === null) return undefined;
      pos = ENTRY.lastIndex;
      if (entry[3] === 'n')
        offsets.set(first + n, { offset: Number(entry[1]), generation: Number(entry[2]) });
    }
  }
  TRAILER.lastIndex = pos;
  const trailer = TRAILER.exec(text)?.[1];
  // An update appended to the file (`/Prev`) or a hybrid file (`/XRefStm`) has objects this table does not list.
  if (trailer === undefined || offsets.size === 0 || /\/(Prev|XRefStm)\b/.test(trailer)) return undefined;
  for (const [number, { offset, generation }] of offsets) {
    if (offset >= at) return undefined;
    OBJECT.lastIndex = offset;
    const object = OBJECT.exec(text);
    if (object === null || Number(object[1]) !== number || Number(object[2]) !== generation) return undefined;
  }
  const body = (ref: RegExpExecArray | null): string | undefined => {
    const found = ref === null ? undefined : offsets.get(Number(ref[1]));
    if (found === undefined) return undefined;
    const end = text.indexOf('endobj', found.offset);
    return end < 0 ? undefined : text.slice(found.offset, end);
  };
  const pages = body(/\/Pages\s+(\d+)\s+\d+\s+R/.exec(body(/\/Root\s+(\d+)\s+\d+\s+R/.exec(trailer)) ?? ''));
  const count = Number(/\/Count\s+(\d+)/.exec(pages ?? '')?.[1]);
  return count > 0 ? true : undefined;
}
