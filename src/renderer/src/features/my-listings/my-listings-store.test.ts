import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../shared/errors.ts';
import type { ChangeSummary } from '../../../../shared/my-listings/payloads.ts';
import { fakeApi, settle, statusOf } from '../../testing/fake-api.test-support.ts';
import { createMyListingsStore } from './my-listings-store.ts';

const change = (state: ChangeSummary['state']): ChangeSummary => ({
  id: 'c1',
  profileId: 'demo',
  state,
  total: 1,
  answered: state === 'running' ? 0 : 1,
  failed: 0,
  stopped: 0,
  message: state === 'running' ? '' : '1 of 1 changed, 0 refused',
  createdAt: '2026-11-27T10:00:00.000Z',
});

describe('the My listings store', () => {
  it('shows what a read stored even when the read ended before its start call answered', async () => {
    let emitEnd = () => {};
    const fake = fakeApi({
      readMyListings: () => {
        emitEnd();
        return { jobId: 'R1' };
      },
    });
    emitEnd = () =>
      fake.emit('jobProgress', {
        jobId: 'R1',
        kind: 'myListingsRead',
        profileId: 'demo',
        startedAt: '2026-11-27T10:00:00Z',
        seq: 2,
        state: 'done',
        done: 60,
        total: 60,
        message: 'Read 60 listings.',
      });
    const store = createMyListingsStore();
    store.getState().init(fake.api);
    const version = store.getState().gridVersion;
    await store.getState().read();
    expect(store.getState().gridVersion).toBe(version + 1);
    expect(store.getState().readJobId).toBeNull();
  });

  it('previews an intent, sends only on send, and shows the results once the change has ended', async () => {
    const intent = { kind: 'stock' as const, skus: ['A'], inventory: 0 };
    const fake = fakeApi({
      previewListingChanges: () => ({
        rows: [{ sku: 'A', kind: 'stock', from: '7 at LOC1', to: '0 at LOC1', problems: [] }],
        sendable: 1,
        heldBack: 0,
        confirm: 'Send 1 stock change to the marketplace?',
        previewId: 'p1',
      }),
      startListingChanges: () => ({ changeId: 'c1', jobId: 'j1', total: 1, heldBack: 0 }),
      listingChangeResults: () => [
        { sku: 'A', kind: 'stock', status: 'SUCCESS', failed: false, words: 'Stock now 0 at LOC1.' },
      ],
    });
    const store = createMyListingsStore();
    const stop = store.getState().init(fake.api);
    await store.getState().preview(intent);
    expect(store.getState().pending?.preview.confirm).toBe('Send 1 stock change to the marketplace?');
    expect(fake.count('startListingChanges')).toBe(0);
    await store.getState().send();
    // The preview confirmed is named: the backend sends what it showed.
    expect(fake.calls.find((c) => c.name === 'startListingChanges')?.input).toEqual({
      intent,
      previewId: 'p1',
    });
    expect(store.getState().pending).toBeNull();

    const version = store.getState().gridVersion;
    fake.emit('listingChangeChanged', change('running'));
    expect(store.getState().gridVersion).toBe(version);
    fake.emit('listingChangeChanged', change('done'));
    await settle();
    expect(store.getState().gridVersion).toBe(version + 1);
    expect(store.getState().changes).toHaveLength(1);
    expect(store.getState().results[0]?.words).toBe('Stock now 0 at LOC1.');
    stop();
    expect(fake.listening()).toBe(0);
  });

  it('sends once on a double click of Send, and says nothing of a change still waiting', async () => {
    const intent = { kind: 'stock' as const, skus: ['A'], inventory: 0 };
    const fake = fakeApi({
      previewListingChanges: () => ({ rows: [], sendable: 1, heldBack: 0, confirm: 'Send 1 stock change?' }),
      startListingChanges: () => ({ changeId: 'c1', jobId: 'j1', total: 1, heldBack: 0 }),
      undoListingChange: () => ({ changeId: 'u1', jobId: 'j2', total: 1, heldBack: 0 }),
    });
    const store = createMyListingsStore();
    store.getState().init(fake.api);
    await store.getState().preview(intent);
    await Promise.all([store.getState().send(), store.getState().send()]);
    expect(fake.count('startListingChanges')).toBe(1);
    expect(store.getState()).toMatchObject({ pending: null, error: null, starting: false });
    await Promise.all([store.getState().undo('c1'), store.getState().undo('c1')]);
    expect(fake.count('undoListingChange')).toBe(1);
  });

  it('shows a stopped row in words and offers to set it anyway, through a new preview', async () => {
    const stopped = {
      sku: 'A',
      kind: 'stock' as const,
      status: 'STOPPED',
      failed: false,
      stopped: true,
      words: 'Stock at LOC1 is now 48, not 7: not changed.',
      anyway: 'Set it to 50 at LOC1 anyway?',
    };
    const fake = fakeApi({
      listingChangeResults: () => [stopped],
      previewListingChanges: () => ({
        rows: [{ sku: 'A', kind: 'stock', from: '48 at LOC1', to: '50 at LOC1', problems: [] }],
        sendable: 1,
        heldBack: 0,
        confirm: 'Send 1 stock change to the marketplace?',
      }),
      startListingChanges: () => ({ changeId: 'c2', jobId: 'j2', total: 1, heldBack: 0 }),
    });
    const store = createMyListingsStore();
    store.getState().init(fake.api);
    fake.emit('listingChangeChanged', {
      ...change('done'),
      answered: 1,
      stopped: 1,
      message: '0 of 1 changed, 0 refused, 1 left as the marketplace has it',
    });
    await settle();
    expect(store.getState().changes[0]?.message).toBe(
      '0 of 1 changed, 0 refused, 1 left as the marketplace has it',
    );
    expect(store.getState().results).toEqual([stopped]);

    await store.getState().anyway('c1', ['A']);
    const intent = { kind: 'anyway', changeId: 'c1', skus: ['A'] };
    expect(fake.calls.find((c) => c.name === 'previewListingChanges')?.input).toEqual({ intent });
    expect(store.getState().pending?.preview.rows[0]).toMatchObject({ from: '48 at LOC1', to: '50 at LOC1' });
    expect(fake.count('startListingChanges')).toBe(0);
    await store.getState().send();
    expect(fake.calls.find((c) => c.name === 'startListingChanges')?.input).toEqual({ intent });
  });

  it('lists an interrupted change and resumes it', async () => {
    const fake = fakeApi({
      listListingChanges: () => [{ ...change('running'), interrupted: true }],
      resumeListingChange: () => ({ jobId: 'j2' }),
    });
    const store = createMyListingsStore();
    store.getState().init(fake.api);
    await store.getState().loadChanges();
    expect(store.getState().changes[0]?.interrupted).toBe(true);
    expect(fake.count('listingChangeResults')).toBe(0);
    await store.getState().resume('c1');
    expect(fake.calls.find((c) => c.name === 'resumeListingChange')?.input).toEqual({ changeId: 'c1' });
    expect(store.getState().error).toBeNull();
  });

  it('an offline refusal is shown as its sentence', async () => {
    const fake = fakeApi({
      previewListingChanges: () => ({ rows: [], sendable: 1, heldBack: 0, confirm: 'Send 1 price change?' }),
      startListingChanges: () => {
        throw new AppError('NETWORK', 'The marketplace is not answering, so nothing was sent.');
      },
    });
    const store = createMyListingsStore();
    store.getState().init(fake.api);
    await store.getState().preview({ kind: 'price', skus: ['A'], set: { sellingPrice: 10 } });
    await store.getState().send();
    expect(store.getState().error).toBe('The marketplace is not answering, so nothing was sent.');
    expect(store.getState().pending).not.toBeNull();
  });

  it('filters by buy box, reloads on buyBoxChanged, and reviews proposals through the preview', async () => {
    let guessed = { sellerName: 'Kiran Traders', guessed: true };
    const fake = fakeApi({
      buyBoxSettings: () => guessed,
      setBuyBoxSellerName: ({ sellerName }: { sellerName: string }) => {
        guessed = { sellerName, guessed: false };
        return guessed;
      },
      previewListingChanges: () => ({
        rows: [{ sku: 'A', kind: 'price', from: '₹500 (MRP ₹999)', to: '₹480 (MRP ₹999)', problems: [] }],
        sendable: 1,
        heldBack: 0,
        confirm: 'Send 1 price change to the marketplace?',
      }),
      setListingRule: () => undefined,
    });
    const store = createMyListingsStore();
    store.getState().init(fake.api);
    const version = store.getState().gridVersion;
    store.getState().setNotMine(true);
    expect(store.getState().gridFilter()).toEqual({
      search: '',
      notMine: true,
      proposals: false,
      lowStock: false,
    });
    expect(store.getState().gridVersion).toBe(version + 1);

    fake.emit('buyBoxChanged', { profileId: 'demo' });
    await settle();
    expect(store.getState().gridVersion).toBe(version + 2);
    expect(store.getState().buyBox).toEqual({ sellerName: 'Kiran Traders', guessed: true });
    await store.getState().saveSellerName('My Shop');
    expect(store.getState().buyBox).toEqual({ sellerName: 'My Shop', guessed: false });

    await store.getState().setRule('A', 20);
    await store.getState().setRule('A', null);
    expect(fake.calls.filter((c) => c.name === 'setListingRule').map((c) => c.input)).toEqual([
      { sku: 'A', under: 20 },
      { sku: 'A' },
    ]);
    await store.getState().reviewProposals();
    expect(store.getState().pending?.intent).toEqual({ kind: 'proposals', skus: [] });
    // One proposal, or a chosen few, as well as all.
    await store.getState().reviewProposals(['A']);
    expect(store.getState().pending?.intent).toEqual({ kind: 'proposals', skus: ['A'] });
    expect(fake.count('startListingChanges')).toBe(0);
  });

  it('shows why a floor or ceiling was not kept, and reads the grid again so the cell shows the kept value', async () => {
    const fake = fakeApi({
      setListingLimits: () => {
        throw new AppError('VALIDATION', 'The ceiling ₹2,000 is above the MRP ₹1,500.');
      },
    });
    const store = createMyListingsStore();
    store.getState().init(fake.api);
    const version = store.getState().gridVersion;
    await store.getState().setLimits('A', { ceiling: 2000 });
    expect(store.getState().error).toBe('The ceiling ₹2,000 is above the MRP ₹1,500.');
    expect(store.getState().gridVersion).toBe(version + 1);
  });

  it('keeps its preview through a change to another profile’s settings, and clears it on a switch', async () => {
    const intent = { kind: 'stock' as const, skus: ['A'], inventory: 0 };
    const fake = fakeApi({
      getStatus: () => ({
        profile: { id: 'demo', name: 'Demo', kind: 'demo' },
        marketplace: 'unknown',
        marketplaceAt: null,
        marketplaceMessage: null,
        lastSyncAt: null,
      }),
      previewListingChanges: () => ({ rows: [], sendable: 1, heldBack: 0, confirm: 'Send 1 stock change?' }),
      listListingChanges: () => [],
      buyBoxSettings: () => ({ sellerName: 'Demo Traders', guessed: true }),
    });
    const store = createMyListingsStore();
    store.getState().init(fake.api);
    await settle();
    await store.getState().preview(intent);
    const version = store.getState().gridVersion;

    fake.emit('profilesChanged', { activeId: 'demo', changedId: 'shop' });
    expect(store.getState().pending?.preview.confirm).toBe('Send 1 stock change?');
    expect(store.getState().gridVersion).toBe(version);

    fake.emit('profilesChanged', { activeId: 'shop' });
    await settle();
    expect(store.getState().pending).toBeNull();
    expect(store.getState().gridVersion).toBe(version + 1);
    expect(fake.count('listListingChanges')).toBe(1);
  });

  it('offers no preview, and no change, of the profile before a switch: answers landing after it are dropped', async () => {
    let answer: (preview: { rows: []; sendable: number; heldBack: number; confirm: string }) => void = () =>
      undefined;
    const fake = fakeApi({
      getStatus: () => statusOf('demo'),
      previewListingChanges: () => new Promise((resolve) => (answer = resolve)),
      listListingChanges: () => [],
      buyBoxSettings: () => ({ sellerName: 'Demo Traders', guessed: true }),
    });
    const store = createMyListingsStore();
    store.getState().init(fake.api);
    await settle();
    const previewing = store.getState().preview({ kind: 'stock', skus: ['A'], inventory: 0 });
    fake.emit('profilesChanged', { activeId: 'shop' });
    answer({ rows: [], sendable: 1, heldBack: 0, confirm: 'Send 1 stock change?' });
    await previewing;
    expect(store.getState().pending).toBeNull();

    // The Demo's change ending after the switch is not listed on Shop, nor offered to undo there.
    fake.emit('listingChangeChanged', { ...change('done'), profileId: 'demo' });
    await settle();
    expect(store.getState().changes).toEqual([]);
    expect(fake.count('listingChangeResults')).toBe(0);
  });
});
