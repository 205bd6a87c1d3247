import type { accountsCalls, accountsEvents } from './contract.ts';

/** The accounts slice's names without zod, for the preload and the renderer. The compiler keeps them in step. */
export const accountsCallNames = {
  listProfiles: true,
  saveProfile: true,
  removeProfile: true,
  activateProfile: true,
  setSellerApp: true,
  setAffiliateCredentials: true,
  testConnection: true,
  cancelConnectionTest: true,
  beginSellerAuthorization: true,
  completeSellerAuthorization: true,
  authorizeSellerInApp: true,
  activateSellerAccount: true,
  removeSellerAccount: true,
  setSecretStorage: true,
} satisfies Record<keyof typeof accountsCalls, true>;

export const accountsEventNames = { profilesChanged: true, connectionTested: true } satisfies Record<
  keyof typeof accountsEvents,
  true
>;
