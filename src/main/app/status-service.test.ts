import { afterEach, describe, expect, it } from 'vitest';
import type { AppStatus } from '../../shared/app/payloads.ts';
import { AppError } from '../../shared/errors.ts';
import { startSim } from '../marketplace/testing/sim.test-support.ts';
import { startTestBackend } from '../testing/test-backend.ts';
import { marketplaceStateOf } from './status-service.ts';

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

  it('starts unknown, says refused after bad credentials, and forgets the answer on a profile switch', async () => {
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
  });
});
