import { describe, expect, it } from 'vitest';
import { LISTINGS_DAY_LINKS } from '../../../../shared/my-listings/listings-day.ts';
import { createMyListingsStore } from './my-listings-store.ts';

describe('a link from Today into My listings', () => {
  it("asks the grid for just the link's listings, letting go of the search and the other filters", () => {
    const store = createMyListingsStore();
    store.getState().setSearch('TEA');
    store.getState().setNotMine(true);
    const version = store.getState().gridVersion;
    store.getState().showLinked(LISTINGS_DAY_LINKS.lowStock.filter);
    expect(store.getState().gridFilter()).toEqual({
      search: '',
      notMine: false,
      proposals: false,
      lowStock: true,
    });
    expect(store.getState().gridVersion).toBeGreaterThan(version);
    store.getState().showLinked(LISTINGS_DAY_LINKS.proposals.filter);
    expect(store.getState().gridFilter()).toMatchObject({ proposals: true, lowStock: false });
  });

  it('opens My listings once: the Listings screen takes the link, and a later visit opens as usual', () => {
    const store = createMyListingsStore();
    expect(store.getState().takeLink()).toBe(false);
    store.getState().showLinked(LISTINGS_DAY_LINKS.buyBoxLost.filter);
    expect(store.getState().takeLink()).toBe(true);
    expect(store.getState().takeLink()).toBe(false);
  });
});
