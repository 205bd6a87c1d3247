import {
  PDFContentStream,
  PDFContext,
  PDFDocument,
  PDFName,
  StandardFontEmbedder,
  StandardFonts,
  degrees,
  drawLinesOfText,
  drawText,
  rgb,
} from 'pdf-lib';

/** A page's content stream as pdf-lib wrote it: drawn once, placed on a page of any document later. */
export type DrawnPage = Uint8Array;

/** Lines on a page at most, below its title. */
const LINES_PER_PAGE = 30;
const SIZE: [number, number] = [420, 595];
/** The name every page gives Helvetica in its resources, so that a drawn page fits any document. */
const FONT = 'F1';
// pdf-lib types this with its font package's own enum, of the same names.
const helvetica = StandardFontEmbedder.for(
  StandardFonts.Helvetica as unknown as Parameters<typeof StandardFontEmbedder.for>[0],
);
const UPRIGHT = { color: rgb(0, 0, 0), rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0), font: FONT };
/** Only for the bytes of a content stream: operators are written the same whatever document holds them. */
const scratch = PDFContext.create();

/** The standard fonts write WinAnsi only: anything else becomes `?`. */
const printable = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?');

/**
 * Draws pages of plain lines with pdf-lib's text operators, each page's title and lines as one content stream,
 * left unencoded: pdf-lib deflates every stream with a compressor of its own (some 300 KB of buffers each), which
 * was most of the time of a labels PDF of 100 shipments on the simulator's only thread.
 */
export class PageWriter {
  readonly #pages: DrawnPage[] = [];
  #title: string | undefined;
  #lines: string[] = [];

  page(title: string): void {
    this.#flush();
    this.#title = printable(title);
  }

  line(text: string): void {
    if (this.#title === undefined || this.#lines.length >= LINES_PER_PAGE) this.page('(continued)');
    this.#lines.push(printable(text));
  }

  /** The pages drawn so far. */
  done(): DrawnPage[] {
    this.#flush();
    return this.#pages;
  }

  #flush(): void {
    if (this.#title === undefined) return;
    const operators = [
      ...drawText(helvetica.encodeText(this.#title), { ...UPRIGHT, x: 30, y: 560, size: 16 }),
      ...drawLinesOfText(
        this.#lines.map((l) => helvetica.encodeText(l)),
        { ...UPRIGHT, x: 30, y: 536, size: 10, lineHeight: 16 },
      ),
    ];
    this.#pages.push(PDFContentStream.of(scratch.obj({}), operators, false).getContents());
    this.#title = undefined;
    this.#lines = [];
  }
}

/** One PDF of drawn pages, in order. */
export async function pdfOf(pages: readonly DrawnPage[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setProducer('Stockroom marketplace simulator');
  // A fixed date keeps the bytes the same for the same shipments.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const content of pages) {
    const page = doc.addPage(SIZE);
    page.node.setFontDictionary(PDFName.of(FONT), font.ref);
    page.node.addContentStream(doc.context.register(doc.context.stream(content)));
  }
  // Without object streams: saved several times faster, a little larger. pdf-lib otherwise waits for a timer
  // (`setTimeout(0)`, 1 ms or more) after every 50 objects it writes: a 200-page PDF slept most of its save.
  return doc.save({ useObjectStreams: false, objectsPerTick: Infinity });
}
