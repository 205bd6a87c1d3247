import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventBus } from '../backend/event-bus.ts';
import { startDemoMarketplace } from '../hosts/start-demo-marketplace.ts';
import { storageError } from '../storage/data-folder.ts';
import { openConfSettings } from '../storage/settings.ts';
import { DemoMarketplaceHandle } from './demo-marketplace.ts';
import { ProfilesService } from './profiles-service.ts';
import { MemorySecretStore } from './secret-store.ts';

describe('profiles', () => {
  // One demo marketplace for the file (it is read-only here); a fresh folder, store and service per test.
  const demo = new DemoMarketplaceHandle(startDemoMarketplace);
  let dir: string;
  let secrets: MemorySecretStore;
  let profiles: ProfilesService;
  const input = {
    name: 'Shop',
    kind: 'production' as const,
    sellerBaseUrl: 'https://a.example/sellers',
    authUrl: 'https://a.example',
    affiliateBaseUrl: 'https://b.example',
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-profiles-'));
    secrets = new MemorySecretStore();
    profiles = new ProfilesService(openConfSettings(dir), secrets, demo, new EventBus());
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  afterAll(() => demo.close());

  it('starts on the Demo profile, configured from the built-in marketplace', async () => {
    const { activeId, profiles: all } = await profiles.list();
    expect(activeId).toBe('demo');
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      name: 'Demo',
      kind: 'demo',
      selfAccess: { configured: true },
      affiliate: { configured: true },
    });
    expect(all[0]?.sellerBaseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sellers$/);
  });

  it('adds, renames and keeps profiles in the settings file, refusing a duplicate name', async () => {
    const saved = profiles.save(input);
    profiles.save({ ...input, id: saved.id, name: 'Main shop' });
    expect(() => profiles.save({ ...input, name: 'main SHOP' })).toThrow(
      expect.objectContaining({
        code: 'VALIDATION',
        message:
          '“Main shop” is already the name of another profile: choose another name, or edit that profile instead.',
      }),
    );
    expect(() => profiles.save({ ...input, name: 'Demo' })).toThrow(
      expect.objectContaining({
        code: 'VALIDATION',
        message: '“Demo” is the name of the built-in profile: choose another name.',
      }),
    );
    expect(() => profiles.save({ ...input, id: 'missing' })).toThrow(
      expect.objectContaining({ code: 'NOT_FOUND' }),
    );
    const file = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as {
      profiles: { name: string }[];
    };
    expect(file.profiles.map((p) => p.name)).toEqual(['Main shop']);
  });

  it('gives a production profile the marketplace’s own addresses, with only the id and secret entered', async () => {
    const shop = profiles.save({ name: 'My shop', kind: 'production' });
    profiles.setSelfAccess(shop.id, 'my-app', 'my-secret');
    expect(await profiles.summary(shop.id)).toMatchObject({
      kind: 'production',
      sellerBaseUrl: 'https://api.flipkart.net/sellers',
      authUrl: 'https://api.flipkart.net',
      affiliateBaseUrl: 'https://affiliate-api.flipkart.net',
      selfAccess: { configured: true, appId: 'my-app', secretKept: true },
    });
    // Switched to the sandbox, it moves to the sandbox's addresses; the credentials stay for the person to change.
    profiles.save({ id: shop.id, name: 'My shop', kind: 'sandbox' });
    expect(await profiles.resolve(shop.id)).toMatchObject({
      sellerBaseUrl: 'https://sandbox-api.flipkart.net/sellers',
      authUrl: 'https://sandbox-api.flipkart.net',
      selfAccessSecret: 'my-secret',
    });
  });

  it('keeps a profile stored by an older version working, on the real addresses', async () => {
    // Before the addresses were built in, a person pasted them (here with a trailing slash) into the file.
    const settings = openConfSettings(dir);
    settings.set('profiles', [
      {
        id: 'old',
        name: 'Old shop',
        kind: 'production',
        sellerBaseUrl: 'https://api.flipkart.net/sellers/',
        authUrl: 'https://api.flipkart.net/',
        affiliateBaseUrl: 'https://affiliate-api.flipkart.net/',
        selfAccess: { appId: 'old-app' },
      },
    ]);
    secrets.set('old/self_access/app_secret', 'old-secret');
    const reopened = new ProfilesService(openConfSettings(dir), secrets, demo, new EventBus());
    expect(await reopened.resolve('old')).toMatchObject({
      name: 'Old shop',
      sellerBaseUrl: 'https://api.flipkart.net/sellers',
      authUrl: 'https://api.flipkart.net',
      selfAccess: { appId: 'old-app' },
      selfAccessSecret: 'old-secret',
    });
  });

  // In a folder that cannot be written, every Shipments read failed with STORAGE: remembering the account threw.
  it("reads the Demo's account where it cannot be remembered (a folder that cannot be written)", async () => {
    const settings = openConfSettings(dir);
    const readOnly = {
      ...settings,
      get: settings.get.bind(settings),
      set: () => {
        throw storageError(dir);
      },
    } as typeof settings;
    const service = new ProfilesService(readOnly, secrets, demo, new EventBus());
    expect(await service.cacheReadKey('demo')).toMatch(/^self:sim-self-/);
  });

  it("reads the Demo's cache under the account remembered from its marketplace's last start, before it is up", async () => {
    // The first start: the Demo's account comes from its marketplace, and is remembered in the settings file.
    const live = await profiles.sellerAccountKey('demo');
    expect(live).toMatch(/^self:sim-self-/);
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'))).toMatchObject({
      demoSellerAccount: live,
    });

    // The next launch, its marketplace still starting (a start that has not answered): the remembered account at once.
    let started: (() => void) | undefined;
    const starting = new DemoMarketplaceHandle(
      () =>
        new Promise((resolve) => {
          started = () => void demo.get().then(resolve);
        }),
    );
    const relaunched = new ProfilesService(openConfSettings(dir), secrets, starting, new EventBus());
    void starting.get();
    expect(await relaunched.cacheReadKey('demo')).toBe(live);
    expect(starting.started()).toBe(false);

    // Once it is up, its own account (the same here).
    started?.();
    await starting.get();
    expect(await relaunched.cacheReadKey('demo')).toBe(live);
  });

  it('keeps the Demo profile built in', () => {
    expect(() => profiles.remove('demo')).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    expect(() => profiles.setAffiliate('demo', 't', 'x')).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });

  it('removing the active profile returns to Demo and forgets its secrets', async () => {
    const shop = profiles.save({ ...input, name: 'Temporary' });
    profiles.setSelfAccess(shop.id, 'app-1', 'secret-1');
    profiles.setAffiliate(shop.id, 'track', 'token-1');
    profiles.activate(shop.id);
    expect(profiles.activeId()).toBe(shop.id);
    expect(await profiles.summary(shop.id)).toMatchObject({
      selfAccess: { configured: true, appId: 'app-1' },
      affiliate: { configured: true, trackingId: 'track' },
    });
    profiles.remove(shop.id);
    expect(profiles.activeId()).toBe('demo');
    expect(secrets.entries().map(([, v]) => v)).not.toContain('secret-1');
    expect(secrets.entries().map(([, v]) => v)).not.toContain('token-1');
    expect(() => profiles.activate(shop.id)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  it('a different third-party application starts with no accounts; the same one keeps them', async () => {
    const accounts = async (id: string) => {
      const summary = await profiles.summary(id);
      return summary.thirdParty.configured ? summary.thirdParty.accounts.map((a) => a.label) : null;
    };
    const p = profiles.save({ ...input, name: 'Partner' });
    profiles.setThirdParty(p.id, 'partner-app', 's', 'https://partner.example/cb');
    profiles.addSellerAccount(p.id, 'a1', 'One', {
      accessToken: 'a',
      expiresAt: Date.now() + 60_000,
      scope: 'Seller_Api',
    });
    profiles.setThirdParty(p.id, 'partner-app', 's2', 'https://partner.example/cb');
    expect(await accounts(p.id)).toEqual(['One']);
    profiles.setThirdParty(p.id, 'other-app', 's3', 'https://partner.example/cb');
    expect(await accounts(p.id)).toEqual([]);
  });
});
