import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../../shared/errors.ts';
import type { ChangeSummary } from '../../../../shared/my-listings/payloads.ts';
import type { RestockItem } from '../../../../shared/returns/receive-payloads.ts';
import { fakeApi } from '../../testing/fake-api.test-support.ts';
import { createReceiveStore } from './receive-store.ts';

const change = (state: ChangeSummary['state']): ChangeSummary & { interrupted: boolean } => ({
  id: 'C1',
  profileId: 'demo',
  state,
  total: 1,
  answered: state === 'running' ? 0 : 1,
  failed: 0,
  stopped: 0,
  message: state === 'running' ? '' : '1 of 1 changed, 0 refused',
  createdAt: '2026-11-29T08:00:00.000Z',
  interrupted: false,
});

describe('the receive store', () => {
  it('previews a restock, sends it once, and shows each SKU’s answer when the change ends', async () => {
    let restock: RestockItem[] = [
      {
        returnId: 'R1',
        sku: 'MUG-1',
        quantity: 2,
        locationId: 'LOC1',
        state: 'to-restock',
        changeId: null,
        words: 'Waiting to go back in stock.',
      },
    ];
    const fake = fakeApi({
      returnsToReceive: () => [],
      returnsToRestock: () => restock,
      returnClaims: () => [],
      previewRestock: () => ({
        lines: [
          {
            sku: 'MUG-1',
            locationId: 'LOC1',
            before: 4,
            after: 6,
            quantity: 2,
            returnIds: ['R1'],
            problem: null,
            words: 'MUG-1: stock 4 → 6',
          },
        ],
        returnIds: ['R1'],
        confirm: 'Add 2 units of 1 SKU back to stock at the marketplace?',
      }),
      startRestock: ({ returnIds }) => {
        restock = restock.map((r) => ({ ...r, state: 'sending', changeId: 'C1' }));
        expect(returnIds).toEqual(['R1']);
        return { changeId: 'C1', jobId: 'J1', sentence: 'Putting 2 units of 1 SKU back in stock.' };
      },
      listListingChanges: () => [change('running')],
      listingChangeResults: () => [
        { sku: 'MUG-1', kind: 'stock', status: 'SUCCESS', failed: false, words: 'Stock set to 6 at LOC1.' },
      ],
    });
    const store = createReceiveStore();
    store.getState().init(fake.api);
    // Nothing is read until a panel shows it.
    expect(fake.count('returnsToRestock')).toBe(0);
    store.getState().show();
    await vi.waitFor(() => expect(store.getState().restock).toHaveLength(1));

    await store.getState().previewRestock();
    expect(store.getState().preview?.lines.map((l) => l.words)).toEqual(['MUG-1: stock 4 → 6']);
    await store.getState().startRestock();
    expect(store.getState().preview).toBeNull();
    expect(store.getState().done).toBe('Putting 2 units of 1 SKU back in stock.');
    expect(store.getState().restock[0]?.state).toBe('sending');
    // A second click after the preview is gone sends nothing.
    await store.getState().startRestock();
    expect(fake.count('startRestock')).toBe(1);

    fake.emit('listingChangeChanged', change('done'));
    await vi.waitFor(() =>
      expect(store.getState().sent?.results.map((r) => `${r.sku}: ${r.words}`)).toEqual([
        'MUG-1: Stock set to 6 at LOC1.',
      ]),
    );
  });

  it('says why a restock was refused and keeps the preview to look at again', async () => {
    const fake = fakeApi({
      returnsToReceive: () => [],
      returnsToRestock: () => [],
      returnClaims: () => [],
      previewRestock: () => ({ lines: [], returnIds: ['R1'], confirm: 'Add 1 unit of 1 SKU back to stock?' }),
      startRestock: () => {
        throw new AppError('VALIDATION', 'Return R1 is no longer waiting to go back in stock.');
      },
    });
    const store = createReceiveStore();
    store.getState().init(fake.api);
    await store.getState().previewRestock();
    await store.getState().startRestock();
    expect(store.getState().error).toBe('Return R1 is no longer waiting to go back in stock.');
    expect(store.getState().preview).not.toBeNull();
  });
});
