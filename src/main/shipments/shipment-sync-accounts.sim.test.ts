import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileSummary } from '../../shared/accounts/profile.ts';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { ShipmentRow } from '../../shared/shipments/types.ts';
import { approveInBrowser, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { startTestBackend } from '../testing/test-backend.ts';

/**
 * A switch of seller account (or of profile) while a shipment sync starts: the sync keeps acting as the account it
 * read when it started, and stores that account's shipments under that account's key. Before, the cache key and
 * the marketplace client were read separately, and a switch between the two reads stored one account's orders
 * under the other's key.
 */
describe('a shipment sync with a switch as it starts', () => {
  let sim: Sim;
  let t: ReturnType<typeof startTestBackend>;
  const jobs: JobProgress[] = [];
  beforeEach(async () => {
    jobs.length = 0;
    sim = await startSim({ shipments: 60, products: 20 });
    t = startTestBackend();
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
  });
  afterEach(async () => {
    await t.close();
    await sim.close();
  });

  async function ok<T>(name: string, input: unknown = {}): Promise<T> {
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
  async function authorise(profileId: string, username: string): Promise<string> {
    const { authorizeUrl } = await ok<{ authorizeUrl: string }>('beginSellerAuthorization', { profileId });
    const redirectUrl = await approveInBrowser(authorizeUrl, { username });
    return (
      await ok<{ id: string }>('completeSellerAuthorization', { profileId, redirectUrl, label: username })
    ).id;
  }
  /** The shipment ids the grid shows for the active profile and account. */
  async function gridIds(): Promise<Set<string>> {
    const block = await ok<GridBlock<ShipmentRow>>('getShipmentBlock', {
      startRow: 0,
      endRow: 1000,
      sort: [],
      filter: { view: 'all' },
    });
    return new Set(block.rows.map((r) => r.shipmentId));
  }
  async function twoShops(): Promise<{ profileId: string; first: string; second: string }> {
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
    const second = await authorise(profile.id, 'second-seller');
    return { profileId: profile.id, first, second };
  }

  it('stores the shipments of the account it started with, when the account is switched at once', async () => {
    const { profileId, first, second } = await twoShops();
    await ok('activateSellerAccount', { profileId, accountId: first });

    // The second call runs while the first waits on its first read: the switch lands inside the sync's start.
    const started = t.backend.dispatch('startShipmentSync', {});
    const switched = t.backend.dispatch('activateSellerAccount', { profileId, accountId: second });
    const start = await started;
    expect((await switched).ok).toBe(true);
    if (!start.ok) throw new Error(start.error.message);
    expect((await finished((start.value as { jobId: string }).jobId)).state).toBe('done');

    // The second account never synced: its grid is empty. Its own sync then fills it.
    expect((await gridIds()).size).toBe(0);
    const { jobId } = await ok<{ jobId: string }>('startShipmentSync');
    expect((await finished(jobId)).state).toBe('done');
    const secondIds = await gridIds();

    await ok('activateSellerAccount', { profileId, accountId: first });
    const firstIds = await gridIds();
    expect(firstIds.size).toBeGreaterThan(0);
    expect(secondIds.size).toBeGreaterThan(0);
    // Each account's rows are its own: the simulator's two sellers share no shipment.
    expect([...firstIds].filter((id) => secondIds.has(id))).toEqual([]);
  });

  it('stores the shipments under the profile it started on, when the profile is switched at once', async () => {
    const { profileId } = await twoShops();
    const started = t.backend.dispatch('startShipmentSync', {});
    const switched = t.backend.dispatch('activateProfile', { id: 'demo' });
    const start = await started;
    expect((await switched).ok).toBe(true);
    if (!start.ok) throw new Error(start.error.message);
    expect((await finished((start.value as { jobId: string }).jobId)).state).toBe('done');

    const demoIds = await gridIds();
    await ok('activateProfile', { id: profileId });
    const ownIds = await gridIds();
    expect(ownIds.size).toBeGreaterThan(0);
    expect([...ownIds].filter((id) => demoIds.has(id))).toEqual([]);
  });
});
