import { describe, expect, it } from 'vitest';
import type { ProfileKind, ProfileSummary } from '../../../../shared/accounts/profile.ts';
import type { TestOrderRow } from '../../../../shared/sandbox/contract.ts';
import { fakeApi, settle } from '../../testing/fake-api.test-support.ts';
import { createSandboxStore } from './sandbox-store.ts';

const profile = (id: string, kind: ProfileKind, sellerBaseUrl: string): ProfileSummary => ({
  id,
  name: id,
  kind,
  sellerBaseUrl,
  authUrl: sellerBaseUrl,
  affiliateBaseUrl: sellerBaseUrl,
  selfAccess: { configured: false },
  thirdParty: { configured: false },
  affiliate: { configured: false },
});
const PROFILES = [
  profile('demo', 'demo', 'http://127.0.0.1:4010/sellers'),
  profile('live', 'production', 'https://api.flipkart.net/sellers'),
  profile('elsewhere', 'custom', 'https://marketplace.example/sellers'),
  profile('sim', 'custom', 'http://127.0.0.1:5000/sellers'),
];
const order: TestOrderRow = {
  orderId: 'OD9001',
  orderItemIds: ['9001'],
  skus: ['TSH-1'],
  createdAt: '2026-11-29T08:00:00.000Z',
  lastMove: null,
};

describe('the sandbox store', () => {
  it('asks nothing at launch: it reads the profiles once a screen shows the section, and on changes from then on', async () => {
    const fake = fakeApi({
      listProfiles: () => ({ activeId: 'demo', profiles: PROFILES }),
      listTestOrders: () => [order],
    });
    const store = createSandboxStore();
    store.getState().init(fake.api);
    fake.emit('profilesChanged', { activeId: 'demo' });
    fake.reconnect();
    await settle();
    expect(fake.calls).toEqual([]);
    expect(store.getState()).toMatchObject({ offered: false, orders: [] });

    await store.getState().load();
    expect(store.getState()).toMatchObject({ offered: true, orders: [order] });
    fake.reconnect();
    await settle();
    expect(fake.count('listProfiles')).toBe(2);
  });

  it('offers test orders on the Demo and a simulator, never on Production or a Custom profile elsewhere', async () => {
    let activeId = 'demo';
    const fake = fakeApi({
      listProfiles: () => ({ activeId, profiles: PROFILES }),
      listTestOrders: () => [order],
    });
    const store = createSandboxStore();
    store.getState().init(fake.api);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ offered: true, orders: [order] });
    for (const [id, offered] of [
      ['live', false],
      ['elsewhere', false],
      ['sim', true],
    ] as const) {
      activeId = id;
      fake.emit('profilesChanged', { activeId });
      await settle();
      expect({ id, offered: store.getState().offered }).toEqual({ id, offered });
    }
    // Production never asks for test orders at all.
    expect(fake.calls.filter((c) => c.name === 'listTestOrders')).toHaveLength(2);
  });

  it('moves the chosen order items, reads the orders again when the job ends, and says a refusal', async () => {
    const fake = fakeApi({
      listProfiles: () => ({ activeId: 'demo', profiles: PROFILES }),
      listTestOrders: () => [order],
      startSandboxMove: () => ({ jobId: 'j1' }),
    });
    const store = createSandboxStore();
    store.getState().init(fake.api);
    await store.getState().load();
    store.getState().toggle('9001');
    await store.getState().move('shipped');
    expect(fake.calls.at(-1)).toEqual({
      name: 'startSandboxMove',
      input: { move: 'shipped', orderItemIds: ['9001'] },
    });
    const reads = fake.count('listTestOrders');
    fake.emit('jobProgress', {
      jobId: 'j1',
      kind: 'sandboxMove',
      profileId: 'demo',
      startedAt: '',
      seq: 2,
      state: 'done',
      done: 1,
      total: 1,
      message: '1 order item marked shipped.',
    });
    await settle();
    expect(fake.count('listTestOrders')).toBe(reads + 1);
    await store.getState().createTestOrders();
    expect(store.getState().error).toBe('The fake has no answer to startTestOrders.');
  });
});
