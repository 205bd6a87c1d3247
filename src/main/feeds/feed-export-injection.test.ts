import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/marketplace/affiliate-types.ts';
import { startTestBackend } from '../testing/test-backend.ts';
import { sampleProduct, storeProducts } from './testing/feeds.test-support.ts';

/**
 * CSV injection through the feed export: titles and brands are a third party's text. A product stored as a sync
 * stores it (FeedRepository.applyPage on the backend's own database), exported through the dispatcher as the
 * screen asks for it.
 */
let app: ReturnType<typeof startTestBackend>;
beforeEach(() => {
  app = startTestBackend();
});
afterEach(() => app.close());

function product(id: string, title: string, brand: string, mrp: number): Product {
  return sampleProduct(id, { title, brand, mrp, sellingPrice: mrp - 100 });
}

describe('feed export', () => {
  it('writes a product titled =HYPERLINK(...) as text, with numbers raw', async () => {
    storeProducts(app.backend.db, 'demo', 'mobiles', [
      product('P1', '=HYPERLINK("http://x","y")', '@Acme', 1000),
      product('P2', 'Plain phone', '-Brand', 2000),
      product('P3', '+91 phone', 'Acme', 3000),
    ]);
    const answer = await app.backend.dispatch('exportFeedProducts', {
      filter: { category: 'mobiles' },
      sort: [{ colId: 'sellingPrice', sort: 'asc' }],
    });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    const { csv, rows } = answer.value as { csv: string; rows: number };
    expect(rows).toBe(3);
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
    expect(parsed.map((r) => [r.productId, r.title, r.brand, r.mrp, r.sellingPrice])).toEqual([
      ['P1', `'=HYPERLINK("http://x","y")`, "'@Acme", '1000', '900'],
      ['P2', 'Plain phone', "'-Brand", '2000', '1900'],
      ['P3', "'+91 phone", 'Acme', '3000', '2900'],
    ]);
    // The raw text line, as a spreadsheet reads it: the cell starts with the apostrophe, not with `=`.
    expect(csv.split('\r\n')[1]).toMatch(
      /^P1,mobiles,"'=HYPERLINK\(""http:\/\/x"",""y""\)",'@Acme,1000,900,/,
    );
  });
});
