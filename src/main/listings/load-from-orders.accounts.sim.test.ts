import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileSummary } from '../../shared/accounts/profile.ts';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { ListingsDraft } from '../../shared/listings/payloads.ts';
import type { ShipmentRow } from '../../shared/shipments/types.ts';
import { approveInBrowser, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { startTestBackend } from '../testing/test-backend.ts';

/**
 * "Load from my orders" on a profile with two seller accounts (the simulator's two sellers, each authorised through
 * the third-party application): it reads only the listings of the active account's orders, as the shipment grid
 * shows only that account's orders.
 */
describe('"Load from my orders" with two seller accounts on one profile', () => {
  let sim: Sim;
  let t: ReturnType<typeof startTestBackend>;
  const jobs: JobProgress[] = [];
  beforeEach(async () => {
    jobs.length = 0;
    sim = await startSim({ shipments: 80, products: 20 });
    t = startTestBackend();
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
  });
  afterEach(async () => {
    await t.close();
    await sim.close();
  });

  async function ok<T>(name: string, input: unknown): Promise<T> {
    const envelope = await t.backend.dispatch(name, input);
    if (!envelope.ok) throw new Error(`${name}: ${envelope.error.code} ${envelope.error.message}`);
    return envelope.value as T;
  }
  async function finished(jobId: string): Promise<JobProgress> {
    await vi.waitFor(
      () => expect(jobs.find((j) => j.jobId === jobId && j.state !== 'running')).toBeDefined(),
      { timeout: 20_000, interval: 20 },
    );
    return jobs.find((j) => j.jobId === jobId && j.state !== 'running') as JobProgress;
  }
  /** Authorises `username` as a seller account of the profile; it becomes the active one. */
  async function authorise(profileId: string, username: string): Promise<string> {
    const { authorizeUrl } = await ok<{ authorizeUrl: string }>('beginSellerAuthorization', { profileId });
    const redirectUrl = await approveInBrowser(authorizeUrl, { username });
    return (
      await ok<{ id: string }>('completeSellerAuthorization', { profileId, redirectUrl, label: username })
    ).id;
  }
  /** Syncs the active account and answers the SKUs its orders name, as the grid shows them. */
  async function syncedSkus(): Promise<Set<string>> {
    const { jobId } = await ok<{ jobId: string }>('startShipmentSync', {});
    expect((await finished(jobId)).state).toBe('done');
    const block = await ok<GridBlock<ShipmentRow>>('getShipmentBlock', {
      startRow: 0,
      endRow: 1000,
      sort: [],
      filter: { view: 'all' },
    });
    expect(block.rows.length).toBe(block.rowCount);
    return new Set(block.rows.flatMap((r) => r.skus.split(', ')).filter((s) => s !== ''));
  }

  it("reads only the active account's listings, with none that cannot be read", async () => {
    const profile = await ok<ProfileSummary>('saveProfile', {
      name: 'Two shops',
      kind: 'custom',
      sellerBaseUrl: sim.info.base_url,
      authUrl: sim.info.auth_url,
      affiliateBaseUrl: sim.info.affiliate_base_url,
    });
    await ok('activateProfile', { id: profile.id });
    const { appId, appSecret, redirectUri } = sim.info.credentials.third_party;
    await ok('setSellerApp', { profileId: profile.id, type: 'third_party', appId, appSecret, redirectUri });

    const first = await authorise(profile.id, 'demo-seller');
    const firstSkus = await syncedSkus();
    await authorise(profile.id, 'second-seller');
    const secondSkus = await syncedSkus();
    expect(firstSkus.size).toBeGreaterThan(0);
    expect(secondSkus.size).toBeGreaterThan(0);

    await ok('activateSellerAccount', { profileId: profile.id, accountId: first });
    await sim.admin('DELETE', '/counters');
    const { jobId } = await ok<{ jobId: string }>('loadListingsFromOrders', {});
    const job = await finished(jobId);
    const draft = await ok<ListingsDraft>('loadListingsDraft', {});
    const loaded = new Set(draft.rows.map((r) => r.cells.sku));
    expect(loaded).toEqual(firstSkus);
    expect(job).toMatchObject({
      state: 'done',
      message: `Added ${loaded.size} rows from ${loaded.size} listings in your orders`,
    });
    // Read by SKU through the real read, ten a call.
    expect(await sim.count('GET /sellers/listings/v3/*', '200')).toBe(Math.ceil(loaded.size / 10));
    expect(await sim.count('GET /sellers/skus/listings/:listingId')).toBe(0);
  });
});
