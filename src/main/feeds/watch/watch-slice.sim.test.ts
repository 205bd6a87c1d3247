import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobProgress } from '../../../shared/app/payloads.ts';
import type { PriceAlert, PriceAlertsFound, WatchedProduct } from '../../../shared/feeds/watch-types.ts';
import { deriveSecrets } from '../../../simulator/config.ts';
import { callValue, jobEnd, startTestBackend } from '../../testing/test-backend.ts';

/**
 * The watchlist through the one dispatcher with the Demo marketplace behind it: a sync started as the screen
 * starts it checks the watchlist when it ends. A backend and data folder of its own.
 */
let app: ReturnType<typeof startTestBackend>;
let jobs: JobProgress[];
let found: PriceAlertsFound[];

beforeEach(() => {
  app = startTestBackend();
  jobs = [];
  found = [];
  app.backend.events.on('jobProgress', (p) => jobs.push(p));
  app.backend.events.on('priceAlertsFound', (p) => found.push(p));
});
afterEach(() => app.close());

const call = <T>(name: string, input: unknown = {}): Promise<T> => callValue<T>(app.backend, name, input);

async function synced(mode: 'full' | 'delta'): Promise<JobProgress> {
  const { jobId } = await call<{ jobId: string }>('startFeedSync', { category: 'mobiles', mode });
  return jobEnd(jobs, jobId, 90_000);
}

describe('the watchlist in the feeds slice', () => {
  it('a delta sync started through the dispatcher records the drop of a watched price and says so', async () => {
    await call('refreshFeedDirectory');
    expect((await synced('full')).state).toBe('done');
    const block = await call<{ rows: { productId: string; sellingPrice: number }[] }>('queryFeedProducts', {
      startRow: 0,
      endRow: 1,
      sort: [{ colId: 'sellingPrice', sort: 'desc' }],
      filter: { category: 'mobiles' },
    });
    const { productId, sellingPrice } = block.rows[0]!;
    const star = await call<WatchedProduct>('watchProduct', { category: 'mobiles', productId });
    expect(star).toMatchObject({ productId, sellingPrice, targetPrice: null });
    // A bad target is refused at the door, with the field named.
    expect(
      await app.backend.dispatch('watchProduct', { category: 'mobiles', productId, targetPrice: -1 }),
    ).toMatchObject({ ok: false, error: { code: 'VALIDATION', message: expect.stringContaining('target') } });

    const { profiles } = await call<{ profiles: { id: string; affiliateBaseUrl: string }[] }>('listProfiles');
    const admin = `${profiles.find((p) => p.id === 'demo')!.affiliateBaseUrl}/__sim`;
    const { categories } = (await (await fetch(`${admin}/affiliate/categories`)).json()) as {
      categories: { name: string; code: string }[];
    };
    const code = categories.find((c) => c.name === 'mobiles')!.code;
    const lower = Math.floor(sellingPrice * 0.7);
    const res = await fetch(`${admin}/affiliate/categories/${code}/reprice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId, sellingPrice: lower }),
    });
    expect(res.status).toBe(200);

    const delta = await synced('delta');
    expect(delta.message).toMatch(
      /^Changes synced: .*\. .+ is now ₹[\d,.]+ \(was ₹[\d,.]+\) in Mobiles: see Price drops\.$/,
    );
    expect(found).toEqual([
      { profileId: 'demo', category: 'mobiles', count: 1, message: expect.stringContaining('Mobiles') },
    ]);
    const alerts = await call<PriceAlert[]>('priceAlerts');
    expect(alerts).toEqual([
      expect.objectContaining({ productId, kind: 'priceDrop', oldPrice: sellingPrice, newPrice: lower }),
    ]);
    const drops = await call<{ drops: { productId: string }[] }>('categoryDrops', { category: 'mobiles' });
    expect(drops.drops.map((d) => d.productId)).toContain(productId);
    // Nothing the screen is given carries the affiliate token (the Demo's simulator runs with seed 42).
    const { token, trackingId } = deriveSecrets(42).credentials.affiliate;
    const { url } = await call<{ url: string }>('affiliateLink', {
      category: 'mobiles',
      productId,
      subId1: 'a',
      subId2: 'b',
    });
    expect(new URL(url).searchParams.get('affid')).toBe(trackingId);
    const answers = JSON.stringify([alerts, drops, await call('watchlist'), url]);
    expect(answers).not.toContain(token);
  }, 180_000);
});
