import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.ts';
import type { ListingEdit } from '../../shared/my-listings/payloads.ts';
import { setBackendLanguage } from '../i18n/backend-language.ts';
import { ChangeService } from './change-service.ts';
import { stoppedWords } from './change-words.ts';

/** My listings' refusals and results in the language the screens speak: Hindi here. */
const priceChange: ListingEdit = {
  sku: 'S-1',
  productId: 'P1',
  kind: 'price',
  before: { mrp: 1000, sellingPrice: 900 },
  after: { mrp: 1000, sellingPrice: 700 },
};

describe('My listings in Hindi', () => {
  afterEach(() => setBackendLanguage('en'));

  it('refuses a change while the marketplace does not answer, in Hindi', async () => {
    setBackendLanguage('hi');
    const service = new ChangeService({
      journal: {} as never,
      jobs: {} as never,
      writer: () => Promise.reject(new Error('not asked')),
      online: () => false,
    });
    const refusal = await service.start('demo', [priceChange]).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'NETWORK',
      message: 'मार्केटप्लेस जवाब नहीं दे रहा, इसलिए कुछ नहीं भेजा गया; स्टेटस बार में ऑनलाइन दिखने पर फिर कोशिश करें।',
    });
  });

  it('says in Hindi that a price was not sent over a newer value', () => {
    setBackendLanguage('hi');
    expect(stoppedWords(priceChange, { mrp: 1000, sellingPrice: 800 })).toBe(
      'दाम अब ₹800 है, ₹900 नहीं: बदला नहीं गया।',
    );
    setBackendLanguage('en');
    expect(stoppedWords(priceChange, { mrp: 1000, sellingPrice: 800 })).toBe(
      'Price is now ₹800, not ₹900: not changed.',
    );
  });
});
