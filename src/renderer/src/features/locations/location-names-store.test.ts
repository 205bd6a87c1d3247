import { describe, expect, it, vi } from 'vitest';
import type { LocationNames } from '../../../../shared/locations/location-names.ts';
import { locationLabel } from '../../../../shared/locations/location-names.ts';
import { fakeApi } from '../../testing/fake-api.test-support.ts';
import { createLocationNamesStore } from './location-names-store.ts';

describe('the location names store', () => {
  it('reads the names at start, saves one, and reads them again for another profile', async () => {
    let names: LocationNames = { LOC853BCAA9FD7D: 'Pune warehouse' };
    const fake = fakeApi({
      locationNames: () => names,
      nameLocation: ({ locationId, name }) => (names = { ...names, [locationId]: name }),
    });
    const store = createLocationNamesStore();
    store.getState().init(fake.api);
    await store.getState().load();
    expect(locationLabel('LOC853BCAA9FD7D', store.getState().names)).toBe('Pune warehouse');

    expect(await store.getState().rename('LOC1A2B3C4D5E6F', 'Shop')).toBe(true);
    expect(locationLabel('LOC1A2B3C4D5E6F', store.getState().names)).toBe('Shop');

    names = {};
    fake.emit('profilesChanged', { activeId: 'other' });
    await vi.waitFor(() => expect(store.getState().names).toEqual({}));
  });

  it('refuses a name too long before asking the backend, in a sentence', async () => {
    const fake = fakeApi({ locationNames: () => ({}) });
    const store = createLocationNamesStore();
    store.getState().init(fake.api);
    expect(await store.getState().rename('LOC1', 'x'.repeat(61))).toBe(false);
    expect(store.getState().error).toBe("A location's name is at most 60 characters.");
  });
});
