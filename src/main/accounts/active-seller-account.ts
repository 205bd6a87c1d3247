import type { ResolvedProfile } from './profiles-service.ts';

/**
 * The seller account a profile acts as: its active third-party account when that application's secret is kept,
 * else its self-access application. `key` names it for good (`account:<id>` or `self:<appId>`): the marketplace
 * clients act as it and the shipments cache is kept per key, so switching accounts never mixes their orders.
 * Needs no network, so an offline profile still finds its cache.
 */
export type ActiveSellerAccount =
  | { kind: 'account'; key: string; appId: string; account: { id: string; label: string } }
  | { kind: 'self'; key: string; appId: string };

/** The one place that decides which seller account a profile acts as; null when none is set up. */
export function activeSellerAccount(profile: ResolvedProfile): ActiveSellerAccount | null {
  const third = profile.thirdParty;
  const account = third?.accounts.find((a) => a.id === third.activeAccountId);
  if (third && account && profile.thirdPartySecret !== undefined)
    return { kind: 'account', key: `account:${account.id}`, appId: third.appId, account };
  if (profile.selfAccess && profile.selfAccessSecret !== undefined)
    return { kind: 'self', key: `self:${profile.selfAccess.appId}`, appId: profile.selfAccess.appId };
  return null;
}
