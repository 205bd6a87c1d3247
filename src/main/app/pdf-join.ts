import type * as PdfLib from 'pdf-lib';
import { AppError } from '../../shared/errors.ts';
import { t } from '../i18n/backend-language.ts';

/**
 * pdf-lib, loaded when a document is first joined: its hundreds of CommonJS files took a third of the backend
 * thread's start, and every call of a launch waits for that start (docs/PERFORMANCE.md, issue 43's cold start).
 */
const pdfLib = (): Promise<typeof PdfLib> => import('pdf-lib');

/** A PDF being joined from parts, in order: each part's pages are copied in as it comes (`add`), then `save`. */
export interface PdfJoin {
  /** Queues one part; parts are copied in the order added, while the caller goes on (the next part prints). */
  add(part: Uint8Array): void;
  /** The joined PDF, once every part added is in; a part that is not a PDF fails it with a sentence. */
  save(): Promise<Uint8Array>;
}

/**
 * Joins PDFs page by page with pdf-lib. Chromium's print time grows faster than the page count, so a long document
 * prints faster in parts (docs/PERFORMANCE.md, "Printing in parts"); copying each part in as it arrives overlaps
 * the join with the next part's print.
 */
export function startPdfJoin(): PdfJoin {
  let added = 0;
  let chain: Promise<PdfLib.PDFDocument> = pdfLib().then(({ PDFDocument }) => PDFDocument.create());
  return {
    add(part) {
      const number = ++added;
      chain = chain.then(async (joined) => {
        const lib = await pdfLib();
        const { PDFDocument } = lib;
        const doc = await PDFDocument.load(part).catch(() => {
          throw new AppError('INTERNAL', t('app.pdf.partNotPdf', { number }));
        });
        appendPages(lib, joined, await joined.copyPages(doc, doc.getPageIndices()));
        return joined;
      });
    },
    // Object streams off: pdf-lib's save is several times faster without them, for a somewhat larger file.
    save: async () => (await chain).save({ useObjectStreams: false, objectsPerTick: OBJECTS_PER_TICK }),
  };
}

/**
 * Objects pdf-lib writes between two waits for the next turn of the event loop. Its default, 50, made the joined
 * PDF's save wait some 400 times for a `setTimeout(0)` (at least 1 ms each: 5,002 pages are about 10,000 objects,
 * walked twice), most of the save's time; 1,000 keeps each stretch of work to some milliseconds while the thread
 * answers other calls between them.
 */
const OBJECTS_PER_TICK = 1_000;

/**
 * Adds pages copied into `joined` at its end, as `addPage` does (the same page tree: each page a kid of the root
 * `Pages` node, in order, its Count raised, its Parent set), without `addPage`'s walk over every kid before the
 * insertion point: that walk made adding the n-th page cost n, half the join's time at 5,002 pages.
 * The root tree is flat here: `joined` is made by `PDFDocument.create` and only this function adds pages to it.
 */
function appendPages(lib: typeof PdfLib, joined: PdfLib.PDFDocument, pages: PdfLib.PDFPage[]): void {
  const root = joined.catalog.Pages();
  const rootRef = joined.catalog.get(lib.PDFName.of('Pages'));
  if (!(rootRef instanceof lib.PDFRef)) throw new Error('a new PDF has its page tree by reference');
  for (const page of pages) {
    root.pushLeafNode(page.ref);
    page.node.setParent(rootRef);
  }
}
