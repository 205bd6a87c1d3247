import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileSummary } from '../../shared/accounts/profile.ts';
import type { Envelope } from '../../shared/ipc/types.ts';
import { approveInBrowser, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { closedPort, startTestBackend } from '../testing/test-backend.ts';

/**
 * Settings as the renderer drives it: every call through the dispatcher, every answer and event recorded. Each
 * test works on a profile of its own, so the tests hold in any order.
 */
describe('accounts through the contract, against a second simulator', () => {
  const test = startTestBackend();
  const seen: unknown[] = [];
  let sim: Sim;
  let profileId: string;
  let profiles = 0;

  test.backend.events.subscribe((name, payload) => seen.push({ name, payload }));
  async function call<T>(name: string, input: unknown): Promise<Envelope<T>> {
    const result = (await test.backend.dispatch(name, input)) as Envelope<T>;
    seen.push(result);
    return result;
  }
  async function ok<T>(name: string, input: unknown): Promise<T> {
    const result = await call<T>(name, input);
    if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
    return result.value;
  }

  /** Authorises a seller account on the profile's third-party application, as a partner would. */
  async function authorise(label: string): Promise<void> {
    const { appId, appSecret, redirectUri } = sim.info.credentials.third_party;
    await ok('setSellerApp', { profileId, type: 'third_party', appId, appSecret, redirectUri });
    const { authorizeUrl } = await ok<{ authorizeUrl: string }>('beginSellerAuthorization', { profileId });
    await ok('completeSellerAuthorization', {
      profileId,
      redirectUrl: await approveInBrowser(authorizeUrl),
      label,
    });
  }

  beforeAll(async () => {
    sim = await startSim({ shipments: 40, products: 20 });
  });
  beforeEach(async () => {
    profiles += 1;
    const saved = await ok<ProfileSummary>('saveProfile', {
      name: `Partner ${profiles}`,
      kind: 'custom',
      sellerBaseUrl: sim.info.base_url,
      authUrl: sim.info.auth_url,
      affiliateBaseUrl: sim.info.affiliate_base_url,
    });
    profileId = saved.id;
  });
  afterAll(async () => {
    await sim.close();
    await test.close();
  });

  it('the Demo profile works with no input at all', async () => {
    const report = await ok<{ seller: { ok: boolean }; affiliate: { ok: boolean } }>('testConnection', {
      profileId: 'demo',
    });
    expect(report.seller).toMatchObject({ ok: true });
    expect(report.affiliate).toMatchObject({ ok: true });
    expect(await ok('getStatus', {})).toMatchObject({
      profile: { id: 'demo', name: 'Demo' },
      marketplace: 'online',
    });
  });

  it('reports bad client credentials as a sentence with AUTH_INVALID, not a failure of the call', async () => {
    await ok('setSellerApp', {
      profileId,
      type: 'self_access',
      appId: sim.info.credentials.self_access.appId,
      appSecret: 'nope',
    });
    const report = await ok<{ seller: { ok: boolean; code: string; message: string } }>('testConnection', {
      profileId,
    });
    expect(report.seller).toMatchObject({ ok: false, code: 'AUTH_INVALID' });
    expect(report.seller.message).not.toContain('nope');
  });

  it('authorises a seller account through the third-party application, checking state', async () => {
    const { appId, appSecret, redirectUri } = sim.info.credentials.third_party;
    await ok('setSellerApp', { profileId, type: 'third_party', appId, appSecret, redirectUri });

    // An answer to someone else's request (another state) is refused, and adds no account.
    const first = await ok<{ authorizeUrl: string }>('beginSellerAuthorization', { profileId });
    const forged = new URL(await approveInBrowser(first.authorizeUrl));
    forged.searchParams.set('state', 'attacker-chosen');
    const refused = await call('completeSellerAuthorization', { profileId, redirectUrl: forged.href });
    expect(refused).toMatchObject({ ok: false, error: { code: 'AUTH_STATE_MISMATCH' } });
    // That attempt is over: even its genuine answer is no longer accepted.
    const genuine = await approveInBrowser(first.authorizeUrl);
    expect(await call('completeSellerAuthorization', { profileId, redirectUrl: genuine })).toMatchObject({
      ok: false,
      error: { code: 'AUTH_STATE_MISMATCH' },
    });

    const { authorizeUrl } = await ok<{ authorizeUrl: string }>('beginSellerAuthorization', { profileId });
    expect(new URL(authorizeUrl).searchParams.get('redirect_uri')).toBe(redirectUri);
    const back = await approveInBrowser(authorizeUrl);
    const account = await ok<{
      label: string;
      accessTokenExpiresInDays: number;
      refreshTokenExpiresInDays: number;
    }>('completeSellerAuthorization', { profileId, redirectUrl: back, label: 'Main shop' });
    expect(account).toMatchObject({
      label: 'Main shop',
      accessTokenExpiresInDays: 60,
      refreshTokenExpiresInDays: 180,
    });
    // The same answer cannot be used twice.
    expect(await call('completeSellerAuthorization', { profileId, redirectUrl: back })).toMatchObject({
      ok: false,
      error: { code: 'AUTH_STATE_MISMATCH' },
    });

    const report = await ok<{ seller: { ok: boolean; message: string } }>('testConnection', { profileId });
    expect(report.seller).toMatchObject({
      ok: true,
      message: expect.stringContaining('seller account “Main shop”'),
    });
    const { profiles } = await ok<{ profiles: ProfileSummary[] }>('listProfiles', {});
    const partner = profiles.find((p) => p.id === profileId);
    expect(partner?.thirdParty).toMatchObject({ configured: true, accounts: [{ label: 'Main shop' }] });
  });

  it('the test makes a real seller call as the account, renewing its token when the marketplace expired it', async () => {
    await authorise('Main shop');
    await sim.admin('DELETE', '/counters');
    await sim.admin('POST', '/tokens/expire');
    const report = await ok<{ seller: { ok: boolean } }>('testConnection', { profileId });
    expect(report.seller.ok).toBe(true);
    expect(await sim.count('POST /sellers/v3/shipments/filter', '401')).toBe(1);
    expect(await sim.count('GET /oauth-service/oauth/token', '200')).toBe(1);
    expect(await sim.count('POST /sellers/v3/shipments/filter', '200')).toBe(1);
  });

  it('affiliate credentials: a wrong token is AUTH_INVALID, the right one lists the catalogue', async () => {
    await ok('setAffiliateCredentials', {
      profileId,
      trackingId: sim.info.credentials.affiliate.trackingId,
      token: 'wrong-token',
    });
    let report = await ok<{ affiliate: { ok: boolean; code?: string } }>('testConnection', { profileId });
    expect(report.affiliate).toMatchObject({ ok: false, code: 'AUTH_INVALID' });
    await ok('setAffiliateCredentials', {
      profileId,
      trackingId: sim.info.credentials.affiliate.trackingId,
      token: sim.info.credentials.affiliate.token,
    });
    report = await ok('testConnection', { profileId });
    expect(report.affiliate.ok).toBe(true);
  });

  it('without credentials, probes each address and says it answers, then what to add', async () => {
    type Side = { ok: boolean; code?: string; message: string };
    const report = await ok<{ seller: Side; affiliate: Side }>('testConnection', { profileId });
    const port = new URL(sim.info.base_url).port;
    expect(report.seller).toEqual({
      ok: false,
      code: 'NOT_CONFIGURED',
      message: `Something answers at 127.0.0.1:${port}. No seller application is set up for this profile yet. Add it in Settings › Seller application.`,
    });
    expect(report.affiliate).toMatchObject({ ok: false, code: 'NOT_CONFIGURED' });
    expect(report.affiliate.message).toMatch(
      new RegExp(`^Something answers at 127\\.0\\.0\\.1:${port}\\. No affiliate credentials`),
    );
  });

  it('says "No internet connection" first where an address cannot be looked up', async () => {
    // `.invalid` is never a real name (RFC 2606): looked up, it fails as it does on a computer offline.
    const saved = await ok<ProfileSummary>('saveProfile', {
      name: 'Nowhere',
      kind: 'custom',
      sellerBaseUrl: 'https://marketplace.stockroom-test.invalid/sellers',
      authUrl: 'https://marketplace.stockroom-test.invalid',
      affiliateBaseUrl: 'https://marketplace.stockroom-test.invalid',
    });
    const report = await ok<{ seller: { code?: string; message: string } }>('testConnection', {
      profileId: saved.id,
    });
    expect(report.seller.code).toBe('NETWORK');
    expect(report.seller.message).toMatch(
      /^No internet connection, or the address marketplace\.stockroom-test\.invalid:443 is not known: /,
    );
  });

  it('names an address where nothing listens, and what happened there', async () => {
    const port = await closedPort();
    const saved = await ok<ProfileSummary>('saveProfile', {
      name: 'Nothing there',
      kind: 'custom',
      sellerBaseUrl: `http://127.0.0.1:${port}/sellers`,
      authUrl: `http://127.0.0.1:${port}`,
      affiliateBaseUrl: 'http://127.0.0.1:9',
    });
    const report = await ok<{ seller: { code?: string; message: string } }>('testConnection', {
      profileId: saved.id,
    });
    expect(report.seller.code).toBe('NETWORK');
    expect(report.seller.message).toBe(
      `The marketplace sign-in service at 127.0.0.1:${port} refused the connection: it is not running there. Check the address in Settings › Edit profile.`,
    );
    const affiliate = (report as unknown as { affiliate: { message: string } }).affiliate;
    expect(affiliate.message).toMatch(/^The address 127\.0\.0\.1:9 is a port reserved for other services/);
  });

  it.each([
    [
      'http://marketplace.example/sellers',
      /Seller base address must use https:\/\/ \(plain http:\/\/ is only allowed for this computer/,
    ],
    [
      'https://user:pass@marketplace.example/sellers',
      /Seller base address must not contain a user name or password/,
    ],
    ['https://marketplace.example/sellers?key=1', /Seller base address must not contain a query/],
    ['ftp://marketplace.example/sellers', /Seller base address must start with https:\/\/, not ftp:\/\//],
    ['javascript:alert(1)', /Seller base address must start with https:\/\/, not javascript:\/\//],
    [
      'localhost:8080/sellers',
      /Seller base address must start with https:\/\/ \(or http:\/\/ for this computer\)/,
    ],
    ['not an address', /Seller base address must be a full address starting with https:\/\//],
  ])(
    'refuses the seller address %s at save, naming the field, and stores nothing',
    async (address, message) => {
      const before = await ok<{ profiles: unknown[] }>('listProfiles', {});
      const result = await call('saveProfile', {
        name: `Refused ${address.length}`,
        kind: 'custom',
        sellerBaseUrl: address,
        authUrl: 'https://marketplace.example',
        affiliateBaseUrl: 'http://127.0.0.1:9/affiliate',
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
      const fields = (
        result as unknown as { error: { details: { fields: { path: string; message: string }[] } } }
      ).error.details.fields;
      expect(fields).toEqual([{ path: 'sellerBaseUrl', message: expect.stringMatching(message) }]);
      expect((await ok<{ profiles: unknown[] }>('listProfiles', {})).profiles).toHaveLength(
        before.profiles.length,
      );
    },
  );

  it('never lets a secret reach an answer, an event, a log line or the settings file', async () => {
    // Every kind of secret passes through: both applications, an account's tokens, the affiliate token.
    const { appId } = sim.info.credentials.self_access;
    await ok('setSellerApp', { profileId, type: 'self_access', appId, appSecret: 'wrong-secret-1' });
    await ok('testConnection', { profileId });
    await ok('setSellerApp', {
      profileId,
      type: 'self_access',
      appId,
      appSecret: sim.info.credentials.self_access.appSecret,
    });
    await ok('testConnection', { profileId });
    await authorise('Leak check');
    const { trackingId, token } = sim.info.credentials.affiliate;
    await ok('setAffiliateCredentials', { profileId, trackingId, token });
    await ok('testConnection', { profileId });
    const secrets = [
      'wrong-secret-1',
      sim.info.credentials.third_party.appSecret,
      sim.info.credentials.self_access.appSecret,
      sim.info.credentials.affiliate.token,
      ...test.secrets.entries().map(([, v]) => v),
      ...test.secrets.entries().flatMap(([, v]) => {
        try {
          const parsed = JSON.parse(v) as { accessToken?: string; refreshToken?: string };
          return [parsed.accessToken, parsed.refreshToken].filter((x): x is string => typeof x === 'string');
        } catch {
          return [];
        }
      }),
    ].filter((s) => s.length >= 6);
    expect(secrets.length).toBeGreaterThan(5);
    const haystacks = {
      answers: JSON.stringify(seen),
      logs: test.logs.join('\n'),
      settings: readFileSync(join(test.dataDir, 'config.json'), 'utf8'),
    };
    for (const [where, text] of Object.entries(haystacks)) {
      for (const secret of secrets) expect(text.includes(secret), `a secret reached ${where}`).toBe(false);
    }
  });
});
