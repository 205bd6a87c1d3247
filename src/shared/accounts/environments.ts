import type { ProfileKind } from './profile.ts';
import type { MessageId } from '../i18n/catalogue.ts';

type EditableKind = Exclude<ProfileKind, 'demo'>;

/** The three addresses a profile's marketplace is reached at. */
export interface MarketplaceAddresses {
  sellerBaseUrl: string;
  authUrl: string;
  affiliateBaseUrl: string;
}

/**
 * The marketplace's own addresses, as its public seller SDK names them (`Constants.java`: the seller base under
 * `/sellers`, the token service beside it at `/oauth-service/oauth/token`). The affiliate feeds have one address
 * only, the one every captured directory and feed URL starts with; the sandbox has no affiliate copy of its own.
 */
export const KNOWN_ADDRESSES: Record<'sandbox' | 'production', MarketplaceAddresses> = {
  sandbox: {
    sellerBaseUrl: 'https://sandbox-api.flipkart.net/sellers',
    authUrl: 'https://sandbox-api.flipkart.net',
    affiliateBaseUrl: 'https://affiliate-api.flipkart.net',
  },
  production: {
    sellerBaseUrl: 'https://api.flipkart.net/sellers',
    authUrl: 'https://api.flipkart.net',
    affiliateBaseUrl: 'https://affiliate-api.flipkart.net',
  },
};

/** What each environment means to a person (catalogue ids), and whether its addresses are asked (only Custom's are). */
export const ENVIRONMENTS: Record<EditableKind, { label: MessageId; help: MessageId }> = {
  sandbox: { label: 'accounts.environment.sandbox', help: 'accounts.environment.sandboxHelp' },
  production: { label: 'accounts.environment.production', help: 'accounts.environment.productionHelp' },
  custom: { label: 'accounts.environment.custom', help: 'accounts.environment.customHelp' },
};

/**
 * The addresses a profile of `kind` uses: the marketplace's own for Sandbox and Production, whatever was stored or
 * typed otherwise ignored (a copy pasted before they were built in reaches the same service, typos aside), and the
 * typed ones for Custom.
 */
export function addressesFor(
  kind: ProfileKind,
  typed: { [K in keyof MarketplaceAddresses]?: string | undefined },
): MarketplaceAddresses {
  if (kind === 'sandbox' || kind === 'production') return { ...KNOWN_ADDRESSES[kind] };
  return {
    sellerBaseUrl: typed.sellerBaseUrl ?? '',
    authUrl: typed.authUrl ?? '',
    affiliateBaseUrl: typed.affiliateBaseUrl ?? '',
  };
}
