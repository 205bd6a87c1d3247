import { z } from 'zod';
import { call, event } from '../ipc/define.ts';
import type { AppInfo } from '../app/payloads.ts';
import type { ConnectionReport } from './connection.ts';
import { contractSays } from './contract-words.ts';
import { profileInputSchema, type ProfileSummary, type SellerAccountSummary } from './profile.ts';

const id = z.string().min(1, 'an id is required');
const empty = z.object({}).strict();
const appId = z
  .string()
  .trim()
  .min(1, { error: () => contractSays('accounts.field.appIdRequired') });
const appSecret = z.string().min(1, { error: () => contractSays('accounts.field.appSecretRequired') });

/** Profiles, credentials and seller authorisation: everything the Settings screen does. */
export const accountsCalls = {
  listProfiles: call<{ activeId: string; profiles: ProfileSummary[] }>()(empty),
  saveProfile: call<ProfileSummary>()(profileInputSchema),
  removeProfile: call<void>()(z.object({ id })),
  activateProfile: call<void>()(z.object({ id })),

  setSellerApp: call<ProfileSummary>()(
    z.discriminatedUnion('type', [
      z.object({ profileId: id, type: z.literal('self_access'), appId, appSecret }),
      z.object({
        profileId: id,
        type: z.literal('third_party'),
        appId,
        appSecret,
        redirectUri: z.url({
          protocol: /^https$/,
          error: () => contractSays('accounts.field.redirectHttps'),
        }),
      }),
    ]),
  ),
  setAffiliateCredentials: call<ProfileSummary>()(
    z.object({
      profileId: id,
      trackingId: z
        .string()
        .trim()
        .min(1, { error: () => contractSays('accounts.field.trackingIdRequired') }),
      token: z.string().min(1, { error: () => contractSays('accounts.field.tokenRequired') }),
    }),
  ),
  testConnection: call<ConnectionReport>()(z.object({ profileId: id })),
  /** Stops the running test of a profile; that test then answers with both sides cancelled. */
  cancelConnectionTest: call<void>()(z.object({ profileId: id })),

  beginSellerAuthorization: call<{ authorizeUrl: string }>()(z.object({ profileId: id })),
  completeSellerAuthorization: call<SellerAccountSummary>()(
    z.object({
      profileId: id,
      redirectUrl: z
        .string()
        .trim()
        .min(1, { error: () => contractSays('accounts.field.redirectUrlRequired') }),
      label: z.string().trim().max(60).optional(),
    }),
  ),
  /** Desktop only: the marketplace's page opens in a Stockroom window, which catches the redirect itself. */
  authorizeSellerInApp: call<SellerAccountSummary>()(
    z.object({ profileId: id, label: z.string().trim().max(60).optional() }),
  ),
  activateSellerAccount: call<void>()(z.object({ profileId: id, accountId: id })),
  removeSellerAccount: call<void>()(z.object({ profileId: id, accountId: id })),

  /** Only where `secretStorageChoosable`: memory only, or on disk with weak protection (no keychain). */
  setSecretStorage: call<AppInfo>()(z.object({ mode: z.enum(['memory', 'basic-text']) })),
};

export const accountsEvents = {
  /**
   * `changedId`: the profile whose addresses, credentials or seller account changed, when one did (not on a mere
   * switch of the active profile, nor on a token renewed): what the marketplace said of it before no longer holds.
   */
  profilesChanged: event<{ activeId: string; changedId?: string }>(),
  /** A Test connection finished (not cancelled): what each side said, in the sentences Settings shows. */
  connectionTested: event<{ profileId: string; report: ConnectionReport }>(),
};
