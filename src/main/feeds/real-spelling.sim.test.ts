import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileSummary } from '../../shared/accounts/profile.ts';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { FeedCategoryView } from '../../shared/feeds/types.ts';
import { startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { callValue, jobEnd, startTestBackend } from '../testing/test-backend.ts';
import { simCategories } from './testing/feeds.test-support.ts';

/**
 * What the Settings and Feeds screens call, against a marketplace that wants the real service's header names
 * (the simulator's real-spelling switch): the affiliate part of Test connection is green and a category syncs.
 */
let app: ReturnType<typeof startTestBackend>;
let sim: Sim;
let jobs: JobProgress[];

beforeEach(async () => {
  app = startTestBackend();
  sim = await startSim({ shipments: 20, products: 700 });
  await sim.admin('PUT', '/switches', { realSpelling: true });
  jobs = [];
  app.backend.events.on('jobProgress', (p) => jobs.push(p));
});
afterEach(async () => {
  await app.close();
  await sim.close();
});

const call = <T>(name: string, input: unknown = {}): Promise<T> => callValue<T>(app.backend, name, input);

describe('Settings and Feeds where the service reads Fk-Affiliate-Id and Fk-Affiliate-Token', () => {
  it('tests the connection green and syncs a category', async () => {
    const profile = await call<ProfileSummary>('saveProfile', {
      name: 'Affiliate',
      kind: 'custom',
      sellerBaseUrl: sim.info.base_url,
      authUrl: sim.info.auth_url,
      affiliateBaseUrl: sim.info.affiliate_base_url,
    });
    const { trackingId, token } = sim.info.credentials.affiliate;
    await call('setAffiliateCredentials', { profileId: profile.id, trackingId, token });
    const report = await call<{ affiliate: { ok: boolean; message: string } }>('testConnection', {
      profileId: profile.id,
    });
    expect(report.affiliate).toMatchObject({ ok: true });
    expect(report.affiliate.message).toMatch(/^Connected: the affiliate catalogue lists \d+ categories\.$/);

    await call('activateProfile', { id: profile.id });
    await call('refreshFeedDirectory');
    const { jobId } = await call<{ jobId: string }>('startFeedSync', { category: 'mobiles', mode: 'full' });
    const done = await jobEnd(jobs, jobId, 30_000);
    const mobiles = (await simCategories(sim)).find((c) => c.name === 'mobiles')!;
    expect(done).toMatchObject({ state: 'done' });
    expect(done.message).toContain(`Full sync done: ${mobiles.size.toLocaleString('en-IN')} products`);
    const { categories } = await call<{ categories: FeedCategoryView[] }>('feedDirectory');
    expect(categories.find((c) => c.name === 'mobiles')).toMatchObject({
      stored: mobiles.size,
      version: mobiles.version,
    });
  });
});
