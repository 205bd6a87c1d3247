import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bestImage, isOpenableLink } from '../../shared/feeds/rules.ts';
import type { ProductDetail } from '../../shared/feeds/types.ts';
import { CONTENT_SECURITY_POLICY } from '../security/content-security-policy.ts';
import { sampleProduct, storeProducts } from '../feeds/testing/feeds.test-support.ts';
import { startTestBackend } from '../testing/test-backend.ts';

/**
 * Links that come from the marketplace open in the system browser only when they are https: a shipment's form
 * link, a feed product's URL (as its affiliate link), and a product's images (shown, never opened, https only).
 * Each through the dispatcher as the screen calls it, with the opener recording what it was asked to open.
 */
let app: ReturnType<typeof startTestBackend>;
let opened: string[];
beforeEach(() => {
  opened = [];
  app = startTestBackend({ openExternal: async (url) => void opened.push(url) });
});
afterEach(() => app.close());

const HOSTILE = [
  'http://forms.example/ewaybill',
  'javascript:alert(document.cookie)',
  'file:///etc/passwd',
  'data:text/html,<script>alert(1)</script>',
  'https://user:secret@forms.example/',
  '//forms.example/x',
];

describe('links from the marketplace', () => {
  it('opens a form link only when it is https', async () => {
    expect(
      await app.backend.dispatch('openExternal', { url: 'https://forms.example/ewaybill?id=1' }),
    ).toMatchObject({ ok: true });
    for (const url of HOSTILE) {
      const answer = await app.backend.dispatch('openExternal', { url });
      expect(answer, url).toMatchObject({ ok: false, error: { code: 'INSECURE_URL' } });
    }
    expect(opened).toEqual(['https://forms.example/ewaybill?id=1']);
  });

  it('opens a product URL (as its affiliate link) only when it is https', async () => {
    storeProducts(app.backend.db, 'demo', 'mobiles', [
      sampleProduct('SAFE', { productUrl: 'https://shop.example/p/SAFE' }),
      ...HOSTILE.map((productUrl, i) => sampleProduct(`BAD${i}`, { productUrl })),
    ]);
    const detail = (productId: string) =>
      app.backend.dispatch('feedProduct', { category: 'mobiles', productId });
    const safeAnswer = await detail('SAFE');
    if (!safeAnswer.ok) throw new Error(JSON.stringify(safeAnswer.error));
    const safe = safeAnswer.value as ProductDetail;
    expect(isOpenableLink(safe.affiliateUrl)).toBe(true);
    expect((await app.backend.dispatch('openExternal', { url: safe.affiliateUrl })).ok).toBe(true);
    for (let i = 0; i < HOSTILE.length; i++) {
      const answer = await detail(`BAD${i}`);
      // A link that is no web address at all is refused when the affiliate link is made.
      if (!answer.ok) {
        expect(answer.error, HOSTILE[i]).toMatchObject({ code: 'VALIDATION' });
        continue;
      }
      const bad = answer.value as ProductDetail;
      // The screen says "Only https links open in the browser." and never asks; the backend refuses anyway.
      expect(isOpenableLink(bad.affiliateUrl), bad.affiliateUrl).toBe(false);
      const refused = await app.backend.dispatch('openExternal', { url: bad.affiliateUrl });
      expect(refused, bad.affiliateUrl).toMatchObject({ ok: false, error: { code: 'INSECURE_URL' } });
    }
    expect(opened).toEqual([safe.affiliateUrl]);
    expect(new URL(opened[0]!).searchParams.get('affid')).toMatch(/^simaff/);
  });

  it('shows a product image only when it is https, and the page may load no other', async () => {
    const imageUrls = {
      unknown: 'javascript:alert(1)',
      '1600x1600': 'http://img.example/big.jpg',
      '800x800': 'data:image/svg+xml,<svg onload=alert(1)>',
      '200x200': 'https://img.example/200.jpg',
    };
    storeProducts(app.backend.db, 'demo', 'mobiles', [
      sampleProduct('IMG', { imageUrls }),
      sampleProduct('NOIMG', { imageUrls: { unknown: 'http://img.example/a.jpg', x: 'file:///a.jpg' } }),
    ]);
    const block = await app.backend.dispatch('queryFeedProducts', {
      startRow: 0,
      endRow: 10,
      sort: [{ colId: 'title', sort: 'asc' }],
      filter: { category: 'mobiles' },
    });
    if (!block.ok) throw new Error(JSON.stringify(block.error));
    const rows = (block.value as { rows: { productId: string; imageUrl: string | null }[] }).rows;
    expect(Object.fromEntries(rows.map((r) => [r.productId, r.imageUrl]))).toEqual({
      IMG: 'https://img.example/200.jpg',
      NOIMG: null,
    });
    expect(bestImage(imageUrls)).toBe('https://img.example/200.jpg');
    expect(CONTENT_SECURITY_POLICY).toContain("img-src 'self' data: https:");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/img-src[^;]*http:/);
  });
});
