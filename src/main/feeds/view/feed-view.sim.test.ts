import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobProgress } from '../../../shared/app/payloads.ts';
import type { PriceAlert } from '../../../shared/feeds/watch-types.ts';
import { callValue, jobEnd, startTestBackend } from '../../testing/test-backend.ts';

/** The Feeds view kept per profile, and the Demo's "Simulate a day", through the dispatcher on the Demo marketplace. */
let app: ReturnType<typeof startTestBackend>;
let jobs: JobProgress[];

beforeEach(() => {
  app = startTestBackend();
  jobs = [];
  app.backend.events.on('jobProgress', (p) => jobs.push(p));
});
afterEach(() => app.close());

const call = <T>(name: string, input: unknown = {}): Promise<T> => callValue<T>(app.backend, name, input);

const ended = (jobId: string) => jobEnd(jobs, jobId, 90_000);

describe('the Feeds view and the Demo day', () => {
  it('keeps the category and search of a profile across a restart', async () => {
    expect(await call('feedView')).toEqual({ category: null, search: '', demo: true });
    await call('saveFeedView', { category: 'mobiles', search: ' redmi 12 ' });
    await app.backend.close();
    const again = startTestBackend({ dataDir: app.dataDir });
    try {
      expect(await again.backend.dispatch('feedView', {})).toEqual({
        ok: true,
        value: { category: 'mobiles', search: 'redmi 12', demo: true },
      });
    } finally {
      await again.backend.close();
    }
  });

  it('a simulated day lowers the watched prices and its sync of changes raises their alerts at once', async () => {
    await call('refreshFeedDirectory');
    const { jobId } = await call<{ jobId: string }>('startFeedSync', { category: 'mobiles', mode: 'full' });
    expect((await ended(jobId)).state).toBe('done');
    const block = await call<{ rows: { productId: string }[] }>('queryFeedProducts', {
      startRow: 0,
      endRow: 2,
      sort: [{ colId: 'sellingPrice', sort: 'desc' }],
      filter: { category: 'mobiles' },
    });
    for (const { productId } of block.rows) await call('watchProduct', { category: 'mobiles', productId });

    const day = await call<{ lowered: number; jobId: string }>('simulateDemoDay', { category: 'mobiles' });
    expect(day.lowered).toBe(2);
    const sync = await ended(day.jobId);
    expect(sync.state).toBe('done');
    expect(sync.message).toMatch(
      /^Changes synced: .*\. .+ is now ₹[\d,.]+ .*in Mobiles.*: see Price drops\.$/,
    );
    const alerts = await call<PriceAlert[]>('priceAlerts');
    expect(
      alerts
        .filter((a) => a.kind === 'priceDrop')
        .map((a) => a.productId)
        .sort(),
    ).toEqual(block.rows.map((r) => r.productId).sort());
  }, 180_000);
});
