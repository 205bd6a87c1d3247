import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionReport } from '../../shared/accounts/connection.ts';
import type { ProfileSummary } from '../../shared/accounts/profile.ts';
import type { Envelope } from '../../shared/ipc/types.ts';
import { approveInBrowser, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { startTestBackend } from '../testing/test-backend.ts';

/**
 * The web host keeps secrets in memory only. After a restart the public part of a profile is still in
 * config.json, and Settings must show it and say which secret to type again, instead of showing nothing set up.
 */
describe('a profile after a restart that forgot its secrets', () => {
  let sim: Sim;
  beforeAll(async () => {
    sim = await startSim({ shipments: 10, products: 10 });
  });
  afterAll(() => sim.close());

  it('keeps ids, type, redirect address and seller accounts, and names each secret to type again', async () => {
    const first = startTestBackend();
    const ok = async <T>(backend: typeof first, name: string, input: unknown): Promise<T> => {
      const result = (await backend.backend.dispatch(name, input)) as Envelope<T>;
      if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
      return result.value;
    };
    const { appId, appSecret, redirectUri } = sim.info.credentials.third_party;
    const profile = await ok<ProfileSummary>(first, 'saveProfile', {
      name: 'Partner',
      kind: 'custom',
      sellerBaseUrl: sim.info.base_url,
      authUrl: sim.info.auth_url,
      affiliateBaseUrl: sim.info.affiliate_base_url,
    });
    const profileId = profile.id;
    await ok(first, 'setSellerApp', { profileId, type: 'third_party', appId, appSecret, redirectUri });
    const { authorizeUrl } = await ok<{ authorizeUrl: string }>(first, 'beginSellerAuthorization', {
      profileId,
    });
    const redirectUrl = await approveInBrowser(authorizeUrl);
    await ok(first, 'completeSellerAuthorization', { profileId, redirectUrl, label: 'Main shop' });
    const { trackingId, token } = sim.info.credentials.affiliate;
    await ok(first, 'setAffiliateCredentials', { profileId, trackingId, token });
    await first.backend.close();

    const again = startTestBackend({ dataDir: first.dataDir });
    try {
      const { profiles } = await ok<{ profiles: ProfileSummary[] }>(again, 'listProfiles', {});
      const kept = profiles.find((p) => p.id === profileId);
      expect(kept?.selfAccess).toEqual({ configured: false });
      expect(kept?.thirdParty).toMatchObject({
        configured: true,
        appId,
        redirectUri,
        secretKept: false,
        accounts: [{ label: 'Main shop' }],
      });
      expect(kept?.affiliate).toEqual({ configured: true, trackingId, secretKept: false });

      const report = await ok<ConnectionReport>(again, 'testConnection', { profileId });
      expect(report.seller).toMatchObject({
        ok: false,
        code: 'NOT_CONFIGURED',
        message: expect.stringMatching(
          /Application Secret was not kept.*type it again in Settings › Seller application/,
        ),
      });
      expect(report.affiliate.message).toMatch(/affiliate token was not kept.*Settings › Affiliate/);
    } finally {
      await again.backend.close();
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
