import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bestImage } from '../../shared/feeds/rules.ts';
import { startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { productDetail } from './product-query.ts';
import { shownImage } from './product-image.ts';
import { feedSyncFor, feedsDb, PROFILE, recordingRun } from './testing/feeds.test-support.ts';

let sim: Sim;
let store: ReturnType<typeof feedsDb>;
const fetchImage = (url: string, init: RequestInit) => fetch(url, init);

beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 600 });
});
afterAll(() => sim.close());
beforeEach(() => {
  store = feedsDb();
});
afterEach(() => store.close());

describe('the image the product panel shows', () => {
  it("hands the Demo's own image (plain http on this computer) to the screen as a data: URL", async () => {
    const { sync } = feedSyncFor(sim, store.db);
    await sync.full(
      PROFILE,
      { category: 'mobiles', variant: 'v1.1.0', format: 'json', inStock: false },
      recordingRun(),
    );
    const id = (
      store.db.prepare('SELECT product_id FROM feed_products LIMIT 1').get() as { product_id: string }
    ).product_id;
    const detail = productDetail(store.db, PROFILE, 'mobiles', id)!;
    const best = bestImage(detail.imageUrls);
    expect(best).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/800\/800\//);
    const image = await shownImage(best, fetchImage);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(image!.split(',')[1]!, 'base64').toString()).toContain('<svg');
  });

  it('passes https images through, and gives null for one it cannot read or may not fetch', async () => {
    expect(await shownImage('https://img.example/a.jpg', fetchImage)).toBe('https://img.example/a.jpg');
    expect(await shownImage(null, fetchImage)).toBeNull();
    expect(await shownImage(`${sim.info.affiliate_base_url}/images/9/9/x/a.svg`, fetchImage)).toBeNull();
    // Not this computer: never fetched.
    let asked = 0;
    const counting = (url: string, init: RequestInit) => {
      asked++;
      return fetch(url, init);
    };
    expect(await shownImage('http://img.example/a.svg', counting)).toBeNull();
    expect(asked).toBe(0);
    // An answer that is not an image is not shown.
    expect(await shownImage(`${sim.info.admin_url}/clock`, fetchImage)).toBeNull();
  });
});
