import type { ProfileKind } from '../../shared/accounts/profile.ts';

/** A profile as kept in the settings file: addresses and public ids. Secrets live in the SecretStore. */
export interface StoredProfile {
  id: string;
  name: string;
  kind: ProfileKind;
  sellerBaseUrl: string;
  authUrl: string;
  affiliateBaseUrl: string;
  selfAccess?: { appId: string };
  thirdParty?: {
    appId: string;
    redirectUri: string;
    accounts: { id: string; label: string }[];
    activeAccountId: string | null;
  };
  affiliate?: { trackingId: string };
}

export const DEMO_PROFILE_ID = 'demo';

/** Keys of the secrets of a profile in the SecretStore. */
export const secretKeys = {
  selfAccessSecret: (profileId: string) => `${profileId}/self_access/app_secret`,
  thirdPartySecret: (profileId: string) => `${profileId}/third_party/app_secret`,
  affiliateToken: (profileId: string) => `${profileId}/affiliate/token`,
  selfAccessTokens: (profileId: string) => `${profileId}/tokens/self_access`,
  accountTokens: (profileId: string, accountId: string) => `${profileId}/tokens/account/${accountId}`,
  profilePrefix: (profileId: string) => `${profileId}/`,
};
