import type * as PdfLib from 'pdf-lib';

/** A page's content stream as pdf-lib wrote it: drawn once, placed on a page of any document later. */
export type DrawnPage = Uint8Array;

/** Lines on a page at most, below its title. */
const LINES_PER_PAGE = 30;
const SIZE: [number, number] = [420, 595];
/** The name every page gives Helvetica in its resources, so that a drawn page fits any document. */
const FONT = 'F1';

/** pdf-lib and what every page is drawn with, made once the library has loaded. */
export interface PdfKit {
  lib: typeof PdfLib;
  helvetica: PdfLib.StandardFontEmbedder;
  upright: {
    color: ReturnType<typeof PdfLib.rgb>;
    rotate: ReturnType<typeof PdfLib.degrees>;
    xSkew: ReturnType<typeof PdfLib.degrees>;
    ySkew: ReturnType<typeof PdfLib.degrees>;
    font: string;
  };
  /** Only for the bytes of a content stream: operators are written the same whatever document holds them. */
  scratch: PdfLib.PDFContext;
}

let loading: Promise<PdfKit> | undefined;

/**
 * pdf-lib, loaded on the first label, invoice or manifest. Its few hundred CommonJS files took about a second of the
 * Demo marketplace thread's start (issue 43), on the same two cores as the window's first screen, which never
 * needs them.
 */
export function pdfKit(): Promise<PdfKit> {
  loading ??= import('pdf-lib').then((lib) => ({
    lib,
    // pdf-lib types this with its font package's own enum, of the same names.
    helvetica: lib.StandardFontEmbedder.for(
      lib.StandardFonts.Helvetica as unknown as Parameters<typeof lib.StandardFontEmbedder.for>[0],
    ),
    upright: {
      color: lib.rgb(0, 0, 0),
      rotate: lib.degrees(0),
      xSkew: lib.degrees(0),
      ySkew: lib.degrees(0),
      font: FONT,
    },
    scratch: lib.PDFContext.create(),
  }));
  return loading;
}

/** The standard fonts write WinAnsi only: anything else becomes `?`. */
const printable = (text: string): string => text.replace(/[^\x20-\x7e]/g, '?');

/**
 * Draws pages of plain lines with pdf-lib's text operators, each page's title and lines as one content stream,
 * left unencoded: pdf-lib deflates every stream with a compressor of its own (some 300 KB of buffers each), which
 * was most of the time of a labels PDF of 100 shipments on the simulator's only thread.
 */
export class PageWriter {
  readonly #kit: PdfKit;
  readonly #pages: DrawnPage[] = [];
  #title: string | undefined;
  #lines: string[] = [];

  constructor(kit: PdfKit) {
    this.#kit = kit;
  }

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
    const { lib, helvetica, upright, scratch } = this.#kit;
    const operators = [
      ...lib.drawText(helvetica.encodeText(this.#title), { ...upright, x: 30, y: 560, size: 16 }),
      ...lib.drawLinesOfText(
        this.#lines.map((l) => helvetica.encodeText(l)),
        { ...upright, x: 30, y: 536, size: 10, lineHeight: 16 },
      ),
    ];
    this.#pages.push(lib.PDFContentStream.of(scratch.obj({}), operators, false).getContents());
    this.#title = undefined;
    this.#lines = [];
  }
}

/**
 * One PDF of drawn pages, in order. Each page is a leaf of the root page tree, pushed on as it is made, with the
 * size and font every page shares: pdf-lib's `addPage` walks every kid before the insertion point and gives each
 * page its own boxes and resources, which made a labels PDF of 200 pages some three times slower to make, and the
 * five of a morning's labels step came out one after another past the calls' latency (issue 43).
 */
export async function pdfOf(pages: readonly DrawnPage[]): Promise<Uint8Array> {
  const { PDFDocument, PDFName, PDFPageLeaf, PDFRef, StandardFonts } = (await pdfKit()).lib;
  const doc = await PDFDocument.create();
  doc.setProducer('Stockroom marketplace simulator');
  // A fixed date keeps the bytes the same for the same shipments.
  doc.setCreationDate(new Date(0));
  doc.setModificationDate(new Date(0));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const { context } = doc;
  const tree = doc.catalog.Pages();
  const treeRef = doc.catalog.get(PDFName.of('Pages'));
  if (!(treeRef instanceof PDFRef)) throw new Error('a new PDF has its page tree by reference');
  const mediaBox = context.obj([0, 0, ...SIZE]);
  const resources = context.obj({ Font: { [FONT]: font.ref } });
  for (const content of pages) {
    const leaf = PDFPageLeaf.withContextAndParent(context, treeRef);
    leaf.set(PDFName.of('MediaBox'), mediaBox);
    leaf.set(PDFName.of('Resources'), resources);
    leaf.set(PDFName.of('Contents'), context.register(context.stream(content)));
    tree.pushLeafNode(context.register(leaf));
  }
  // Without object streams: saved several times faster, a little larger. pdf-lib otherwise waits for a timer
  // (`setTimeout(0)`, 1 ms or more) after every 50 objects it writes: a 200-page PDF slept most of its save.
  return doc.save({ useObjectStreams: false, objectsPerTick: Infinity });
}
