import type { ResolvedProfile } from '../accounts/profiles-service.ts';

/**
 * The key of the seller account a profile acts as (the same choice as MarketplaceClients.sellerIdentity: the
 * active third-party account, else the self-access application), or null when none is set up. The cache is kept
 * per key, so switching accounts never mixes their orders. Needs no network: an offline profile still finds its cache.
 */
export function sellerAccountKey(profile: ResolvedProfile): string | null {
  const third = profile.thirdParty;
  const account = third?.accounts.find((a) => a.id === third.activeAccountId);
  if (third && account && profile.thirdPartySecret !== undefined) return `account:${account.id}`;
  if (profile.selfAccess && profile.selfAccessSecret !== undefined) return `self:${profile.selfAccess.appId}`;
  return null;
}
