import { describe, expect, it } from 'vitest';
import type { ProfileSummary } from '../../../../shared/accounts/profile.ts';
import { AppError } from '../../../../shared/errors.ts';
import { fakeApi, settle } from '../../testing/fake-api.test-support.ts';
import { createSettingsStore } from './settings-store.ts';

const profile = (id: string, name: string): ProfileSummary => ({
  id,
  name,
  kind: id === 'demo' ? 'demo' : 'custom',
  sellerBaseUrl: 'https://marketplace.example/sellers',
  authUrl: 'https://marketplace.example',
  affiliateBaseUrl: 'https://marketplace.example/affiliate',
  selfAccess: { configured: false },
  thirdParty: { configured: false },
  affiliate: { configured: false },
});

describe('the settings store', () => {
  it('reads the profiles again when they change, keeping the open one while it exists', async () => {
    let backend = { activeId: 'demo', profiles: [profile('demo', 'Demo'), profile('p1', 'Shop')] };
    const fake = fakeApi({ listProfiles: () => backend });
    const store = createSettingsStore();
    store.getState().init(fake.api);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ activeId: 'demo', selectedId: 'demo', error: null });
    store.getState().select('p1');

    backend = { activeId: 'p1', profiles: [profile('demo', 'Demo'), profile('p1', 'Shop (renamed)')] };
    fake.emit('profilesChanged', { activeId: 'p1' });
    await settle();
    expect(store.getState().profiles.map((p) => p.name)).toEqual(['Demo', 'Shop (renamed)']);
    expect(store.getState()).toMatchObject({ activeId: 'p1', selectedId: 'p1' });

    // The open profile was removed elsewhere: the active one opens instead.
    backend = { activeId: 'demo', profiles: [profile('demo', 'Demo')] };
    fake.reconnect();
    await settle();
    expect(store.getState()).toMatchObject({ activeId: 'demo', selectedId: 'demo' });
  });

  it("shows the backend's sentence when the profiles cannot be read, and clears it once they can", async () => {
    let fail = true;
    const fake = fakeApi({
      listProfiles: () => {
        if (fail) throw new AppError('STORAGE', 'The settings file cannot be read.');
        return { activeId: 'demo', profiles: [profile('demo', 'Demo')] };
      },
    });
    const store = createSettingsStore();
    store.getState().init(fake.api);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ error: 'The settings file cannot be read.', loading: false });
    fail = false;
    await store.getState().load();
    expect(store.getState().error).toBeNull();
  });

  it('counts credential saves per profile, so a connection result can tell it is stale', () => {
    const store = createSettingsStore();
    store.getState().credentialsSaved('p1');
    store.getState().credentialsSaved('p1');
    expect(store.getState().revisions).toEqual({ p1: 2 });
  });
});
