import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { ChangeStarted, ChangeSummary, MyListingRow } from '../../shared/my-listings/payloads.ts';
import { contract, demoAdmin, profileOn } from '../fulfilment/testing/contract.test-support.ts';
import { startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { startTestBackend } from '../testing/test-backend.ts';

type Counted = Record<'price' | 'inventory', Record<string, { count: number }>>;

/**
 * Price and stock changes across profiles (issue 38, cases 5 and 6): a change left in flight is read back when its
 * profile is active again, and a SKU or a change of another profile is refused on this one with a sentence.
 */
describe('listing changes across profiles', { timeout: 60_000 }, () => {
  let t: ReturnType<typeof startTestBackend>;
  let other: Sim;
  const jobs: JobProgress[] = [];
  const call = contract(() => t.backend);
  let admin: (method: string, path: string, body?: unknown) => Promise<unknown>;
  beforeEach(async () => {
    jobs.length = 0;
    other = await startSim({ seed: 5, shipments: 20, products: 20 });
    t = startTestBackend();
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
    admin = await demoAdmin(call);
  });
  afterEach(async () => {
    await t.close();
    await other.close();
  });

  const ended = (jobId: string) =>
    vi.waitFor(
      () => {
        const end = jobs.find((j) => j.jobId === jobId && j.state !== 'running');
        expect(end).toBeDefined();
        return end!;
      },
      { timeout: 20_000, interval: 20 },
    );
  /** The Demo's listings read (from its first sync's orders): one available SKU, with its stock. */
  async function demoListing(): Promise<MyListingRow> {
    await vi.waitFor(
      () => expect(jobs.some((j) => j.kind === 'shipmentSync' && j.state === 'done')).toBe(true),
      {
        timeout: 20_000,
        interval: 50,
      },
    );
    const { jobId } = await call<{ jobId: string }>('readMyListings', { pasted: [] });
    await ended(jobId);
    const block = await call<GridBlock<MyListingRow>>('myListingsBlock', {
      startRow: 0,
      endRow: 100,
      sort: [],
      filter: {},
    });
    return block.rows.find((r) => r.state === 'available' && (r.stock ?? 0) > 0)!;
  }

  it('refuses on another profile a SKU and a change of the Demo, with a sentence, sending nothing', async () => {
    const row = await demoListing();
    const intent = { kind: 'stock', skus: [row.sku], inventory: 0 };
    const started = await call<ChangeStarted>('startListingChanges', { intent });
    await ended(started.jobId);
    const shop = await profileOn(call, other, 'Shop');
    await call('activateProfile', { id: shop });
    // The Demo's selection and its last change, still on screen, confirmed on Shop.
    const notHers = {
      code: 'VALIDATION',
      message: `SKU ${row.sku} is not among this profile's listings (they may be another profile's), so nothing was changed. Choose them on this profile's My listings screen.`,
    };
    await expect(call('previewListingChanges', { intent })).rejects.toMatchObject(notHers);
    await expect(call('startListingChanges', { intent })).rejects.toMatchObject(notHers);
    await expect(call('undoListingChange', { changeId: started.changeId })).rejects.toMatchObject({
      code: 'VALIDATION',
      message:
        'That change was made on another profile, so nothing was sent; switch to that profile to act on it.',
    });
    expect(await other.admin('GET', '/listings/updates-received')).toEqual({ price: {}, inventory: {} });
    const demo = (await admin('GET', '/listings/updates-received')) as Counted;
    expect(demo.inventory[row.sku]?.count).toBe(1);
  });

  it('reads back a change left unanswered when its profile is active again, and sends it once', async () => {
    const row = await demoListing();
    const shop = await profileOn(call, other, 'Shop');
    // The stock is set (after the read before it) and its answer cut; the read-back that follows fails, and the
    // change stops unanswered.
    await admin('PUT', '/faults', {
      rules: [
        { match: '/sellers/listings/v3/update/inventory', fault: 'truncate' },
        { match: '/sellers/listings/v3/*', method: 'GET', fault: '404', after: 1 },
      ],
    });
    const started = await call<ChangeStarted>('startListingChanges', {
      intent: { kind: 'stock', skus: [row.sku], inventory: 7 },
    });
    expect((await ended(started.jobId)).state).toBe('failed');
    await admin('DELETE', '/faults');

    // Away to Shop and back: the Demo's account is usable again, and its change is read back, not sent again.
    await call('activateProfile', { id: shop });
    await call('activateProfile', { id: 'demo' });
    const change = await vi.waitFor(
      async () => {
        const [latest] = await call<ChangeSummary[]>('listListingChanges');
        expect(latest).toMatchObject({ id: started.changeId, state: 'done' });
        return latest!;
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(change).toMatchObject({ answered: 1, failed: 0, message: '1 of 1 changed, 0 refused' });
    const demo = (await admin('GET', '/listings/updates-received')) as Counted;
    expect(demo.inventory[row.sku]?.count).toBe(1);
  });
});
