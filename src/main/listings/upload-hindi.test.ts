import { afterEach, describe, expect, it } from 'vitest';
import { setBackendLanguage } from '../i18n/backend-language.ts';
import { exampleRows, listingsParts, openListingsDb, tempDir } from './testing/listings-db.test-support.ts';
import { UploadService } from './upload-service.ts';
import { readFailureSentence } from './read-by-sku.ts';
import { AppError } from '../../shared/errors.ts';
import { EXAMPLE_ROW } from '../../shared/listings/example.ts';
import { toRequest } from '../../shared/listings/rules.ts';
import type { ListingV3 } from '../../shared/marketplace/listing-read.ts';
import { undoCheck } from './upload-compare.ts';
import { undoMessage } from './undo-words.ts';

/** The refusal an upload of `rows` gets, as the seller reads it. */
function refusalOf(rows: ReturnType<typeof exampleRows>): string {
  const dir = tempDir();
  const db = openListingsDb(dir.dir);
  try {
    const parts = listingsParts(db);
    parts.drafts.save('p1', { upsert: rows });
    const uploads = new UploadService({
      ...parts,
      seller: () => Promise.reject(new Error('no marketplace in this test')),
    });
    try {
      uploads.start('p1');
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error('the upload started');
  } finally {
    db.close();
    dir.remove();
  }
}

describe("a listing upload's refusals in the seller's language", () => {
  afterEach(() => setBackendLanguage('en'));

  it('refuses a sheet where every row has errors in English by default, in Hindi when the app speaks Hindi', () => {
    const broken = exampleRows(2, 'HI', () => ({ mrp: '' }));
    expect(refusalOf(broken)).toBe('Every row has errors; fix the cells marked in red and upload again.');
    setBackendLanguage('hi');
    expect(refusalOf(broken)).toBe('हर पंक्ति में ग़लती है; लाल निशान वाले खाने ठीक करके फिर अपलोड करें।');
    expect(refusalOf([])).toBe('अपलोड करने के लिए कोई पंक्ति नहीं है।');
  });

  it("says in Hindi why a SKU's listing could not be read", () => {
    setBackendLanguage('hi');
    expect(readFailureSentence(new AppError('TIMEOUT', 'समय ख़त्म'))).toBe('लिस्टिंग पढ़ी नहीं जा सकी: समय ख़त्म');
    expect(readFailureSentence(new Error('boom'))).toBe('लिस्टिंग पढ़ी नहीं जा सकी: अनचाही गड़बड़ी।');
  });

  it("says in Hindi what an undo found on a listing that moved since, and names that SKU in the undo's sentence", () => {
    setBackendLanguage('hi');
    const set = toRequest({ ...EXAMPLE_ROW, sku: 'S', selling_price: '700' });
    const back = toRequest({ ...EXAMPLE_ROW, sku: 'S' });
    const moved: ListingV3 = {
      listingId: 'L',
      productId: set.productId,
      price: { ...set.price, currency: 'INR' },
      listingStatus: 'INACTIVE',
      packages: [],
      locations: set.locations.map((l) => ({ ...l })),
    };
    const check = undoCheck(set, back, { sku: 'S', state: 'available', listing: moved });
    expect(check).toEqual({
      is: 'stopped',
      sentence: 'स्टेटस अब INACTIVE है, ACTIVE नहीं, जैसा अपलोड ने इसे रखा था: पहले जैसा नहीं किया।',
    });
    const sentence = check.is === 'stopped' ? check.sentence : '';
    expect(
      undoMessage({ answered: 1, total: 1, failed: 1 }, [
        {
          sku: 'S',
          rowId: 'r',
          status: 'NOT_UNDONE',
          failed: true,
          issues: [{ severity: 'ERROR', code: 'CHANGED_SINCE', description: sentence }],
          sent: '',
        },
      ]),
    ).toBe('1 में से 0 पहले जैसी हुईं, 1 नहीं हुईं: S – स्टेटस अब INACTIVE है, ACTIVE नहीं, जैसा अपलोड ने इसे रखा था।');
  });
});
