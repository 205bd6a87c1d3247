import type { ProfileKind } from './profile.ts';

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

/** What each environment means to a person, and whether its addresses are asked (only Custom's are). */
export const ENVIRONMENTS: Record<EditableKind, { label: string; help: string }> = {
  sandbox: {
    label: 'Sandbox (test data)',
    help: 'The marketplace’s test copy: fake products and orders, with credentials of its own. Its addresses are filled in; you enter only the sandbox application’s ID and secret.',
  },
  production: {
    label: 'Production (real orders)',
    help: 'Your live shop: real orders and listings. Its addresses are filled in; you enter only your application’s ID and secret.',
  },
  custom: {
    label: 'Custom',
    help: 'Any marketplace that speaks the same interface, such as a test server on this computer (http is allowed on this computer only).',
  },
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
