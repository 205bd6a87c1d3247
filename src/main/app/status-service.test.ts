import { afterEach, describe, expect, it } from 'vitest';
import type { AppStatus } from '../../shared/app/payloads.ts';
import { AppError } from '../../shared/errors.ts';
import { startSim } from '../marketplace/testing/sim.test-support.ts';
import { startTestBackend } from '../testing/test-backend.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DemoMarketplaceHandle } from '../accounts/demo-marketplace.ts';
import { ProfilesService } from '../accounts/profiles-service.ts';
import { MemorySecretStore } from '../accounts/secret-store.ts';
import { EventBus } from '../backend/event-bus.ts';
import { openDatabase } from '../storage/database.ts';
import { openConfSettings } from '../storage/settings.ts';
import { appMigrations } from './migrations.ts';
import { connectionTestState, marketplaceStateOf, StatusService } from './status-service.ts';

describe('the status bar', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('tells an answer that refused the credentials from no answer at all, and unknown from both', () => {
    expect(marketplaceStateOf('ok')).toBe('online');
    expect(marketplaceStateOf(new AppError('AUTH_INVALID', 'x'))).toBe('refused');
    expect(marketplaceStateOf(new AppError('AUTH_EXPIRED', 'x'))).toBe('refused');
    expect(marketplaceStateOf(new AppError('NETWORK', 'x'))).toBe('offline');
    expect(marketplaceStateOf(new AppError('TIMEOUT', 'x'))).toBe('offline');
    expect(marketplaceStateOf(new AppError('NOT_CONFIGURED', 'x'))).toBe('unknown');
  });

  it("starts unknown, says refused after bad credentials, and shows only the active profile's answer", async () => {
    const sim = await startSim({ shipments: 5, products: 5 });
    const test = startTestBackend();
    cleanups.push(() => sim.close(), test.close);
    const call = async <T>(name: string, input: unknown) =>
      ((await test.backend.dispatch(name, input)) as { ok: true; value: T }).value;
    const statuses: AppStatus[] = [];
    test.backend.events.subscribe(
      (name, payload) => name === 'statusChanged' && statuses.push(payload as AppStatus),
    );

    expect((await call<AppStatus>('getStatus', {})).marketplace).toBe('unknown');
    const shop = await call<{ id: string }>('saveProfile', {
      name: 'Shop',
      kind: 'custom',
      sellerBaseUrl: sim.info.base_url,
      authUrl: sim.info.auth_url,
      affiliateBaseUrl: sim.info.affiliate_base_url,
    });
    await call('activateProfile', { id: shop.id });
    const { appId } = sim.info.credentials.self_access;
    await call('setSellerApp', { profileId: shop.id, type: 'self_access', appId, appSecret: 'wrong' });
    await call('testConnection', { profileId: shop.id });
    expect((await call<AppStatus>('getStatus', {})).marketplace).toBe('refused');
    expect(statuses.at(-1)?.marketplace).toBe('refused');

    await call('activateProfile', { id: 'demo' });
    expect((await call<AppStatus>('getStatus', {})).marketplace).toBe('unknown');
    // Back on the shop, its last answer shows again, said in the past with its time.
    await call('activateProfile', { id: shop.id });
    expect(await call<AppStatus>('getStatus', {})).toMatchObject({ marketplace: 'refused' });
  });

  it('says what a failed Test connection found, with its sentence, and forgets it when the credentials change', async () => {
    const sim = await startSim({ shipments: 5, products: 5 });
    const test = startTestBackend();
    cleanups.push(() => sim.close(), test.close);
    const call = async <T>(name: string, input: unknown) =>
      ((await test.backend.dispatch(name, input)) as { ok: true; value: T }).value;
    const statuses: AppStatus[] = [];
    test.backend.events.subscribe(
      (name, payload) => name === 'statusChanged' && statuses.push(payload as AppStatus),
    );
    // A new shop on an address where nothing answers, with no credentials yet: the test fails on both sides.
    const shop = await call<{ id: string }>('saveProfile', {
      name: 'Shop',
      kind: 'custom',
      sellerBaseUrl: 'http://127.0.0.1:9/sellers',
      authUrl: 'http://127.0.0.1:9',
      affiliateBaseUrl: 'http://127.0.0.1:9',
    });
    await call('activateProfile', { id: shop.id });
    const report = await call<{ seller: { message: string } }>('testConnection', { profileId: shop.id });
    const after = await call<AppStatus>('getStatus', {});
    expect(after).toMatchObject({ marketplace: 'offline', marketplaceMessage: report.seller.message });
    expect(after.marketplaceMessage).toMatch(/127\.0\.0\.1:9/);
    expect(statuses.at(-1)).toEqual(after);

    // On the simulator without credentials: something answers, but the test could not check the seller side.
    await call('saveProfile', {
      id: shop.id,
      name: 'Shop',
      kind: 'custom',
      sellerBaseUrl: sim.info.base_url,
      authUrl: sim.info.auth_url,
      affiliateBaseUrl: sim.info.affiliate_base_url,
    });
    expect((await call<AppStatus>('getStatus', {})).marketplace).toBe('unknown');
    await call('testConnection', { profileId: shop.id });
    expect(statuses.at(-1)).toMatchObject({
      marketplace: 'failed',
      marketplaceMessage: expect.stringMatching(/^Something answers at .*No seller application is set up/),
    });

    // The right credentials: a passed test is said too, with its sentence.
    const { appId, appSecret } = sim.info.credentials.self_access;
    await call('setSellerApp', { profileId: shop.id, type: 'self_access', appId, appSecret });
    expect(statuses.at(-1)?.marketplace).toBe('unknown');
    await call('testConnection', { profileId: shop.id });
    expect(statuses.at(-1)).toMatchObject({
      marketplace: 'online',
      marketplaceMessage: expect.stringContaining(`accepted application ${appId}`),
    });
  });

  it("answers with the active profile while the Demo's marketplace is still starting", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stockroom-status-'));
    const db = openDatabase(dir, [appMigrations]);
    cleanups.push(async () => {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    });
    let asked = 0;
    // A marketplace that never comes up: the status bar's first answer must not wait for it.
    const demo = new DemoMarketplaceHandle(() => {
      asked += 1;
      return new Promise(() => undefined);
    });
    const bus = new EventBus();
    const profiles = new ProfilesService(openConfSettings(dir), new MemorySecretStore(), demo, bus);
    const status = new StatusService(profiles, db, bus);
    expect(await status.current()).toMatchObject({
      profile: { id: 'demo', name: 'Demo', kind: 'demo' },
      marketplace: 'unknown',
    });
    const shop = profiles.save({ name: 'Shop', kind: 'production' });
    profiles.activate(shop.id);
    expect((await status.current()).profile).toEqual({ id: shop.id, name: 'Shop', kind: 'production' });
    expect(asked).toBe(0);
  });

  it('lets the seller side decide what a test says, the affiliate side only where the seller side could not tell', () => {
    const ok = { ok: true, message: 'Connected.' };
    const fail = (code: 'AUTH_INVALID' | 'NOT_CONFIGURED' | 'TIMEOUT', message = `${code}.`) => ({
      ok: false,
      code,
      message,
    });
    expect(connectionTestState({ seller: ok, affiliate: fail('TIMEOUT') })).toEqual({
      state: 'online',
      message: 'Connected.',
    });
    expect(connectionTestState({ seller: fail('AUTH_INVALID'), affiliate: ok }).state).toBe('refused');
    expect(connectionTestState({ seller: fail('TIMEOUT'), affiliate: ok }).state).toBe('offline');
    expect(connectionTestState({ seller: fail('NOT_CONFIGURED'), affiliate: ok }).state).toBe('online');
    expect(
      connectionTestState({ seller: fail('NOT_CONFIGURED'), affiliate: fail('NOT_CONFIGURED') }),
    ).toEqual({
      state: 'failed',
      message: 'NOT_CONFIGURED.',
    });
  });
});
