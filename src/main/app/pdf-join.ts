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
        const { PDFDocument } = await pdfLib();
        const doc = await PDFDocument.load(part).catch(() => {
          throw new AppError('INTERNAL', t('app.pdf.partNotPdf', { number }));
        });
        const pages = await joined.copyPages(doc, doc.getPageIndices());
        for (const page of pages) joined.addPage(page);
        return joined;
      });
    },
    // Object streams off: pdf-lib's save is several times faster without them, for a somewhat larger file.
    save: async () => (await chain).save({ useObjectStreams: false }),
  };
}
