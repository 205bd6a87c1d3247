import { describe, expect, it } from 'vitest';
import { addressesFor, KNOWN_ADDRESSES } from './environments.ts';
import { profileInputSchema } from './profile.ts';

const issues = (input: Record<string, string>) => {
  const parsed = profileInputSchema.safeParse({ name: 'Shop', ...input });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const local = {
  sellerBaseUrl: 'http://127.0.0.1:4100/sellers',
  authUrl: 'http://127.0.0.1:4100',
  affiliateBaseUrl: 'http://127.0.0.1:4100',
};

describe('the environment of a profile', () => {
  it('asks nothing but a name for sandbox and production', () => {
    expect(issues({ kind: 'sandbox' })).toEqual([]);
    expect(issues({ kind: 'production' })).toEqual([]);
  });

  it('fills in the marketplace’s own addresses for sandbox and production, as its SDK names them', () => {
    expect(addressesFor('production', {})).toEqual({
      sellerBaseUrl: 'https://api.flipkart.net/sellers',
      authUrl: 'https://api.flipkart.net',
      affiliateBaseUrl: 'https://affiliate-api.flipkart.net',
    });
    expect(addressesFor('sandbox', {})).toEqual({
      sellerBaseUrl: 'https://sandbox-api.flipkart.net/sellers',
      authUrl: 'https://sandbox-api.flipkart.net',
      affiliateBaseUrl: 'https://affiliate-api.flipkart.net',
    });
    // What an older version stored (typed by hand, perhaps with a typo) is not used for them.
    expect(
      addressesFor('production', { ...local, sellerBaseUrl: 'https://api.flipkart.net/seller/' }),
    ).toEqual(KNOWN_ADDRESSES.production);
  });

  it('asks a custom profile for its three addresses, each said on its field', () => {
    expect(issues({ kind: 'custom' })).toEqual([
      'sellerBaseUrl: Seller base address is required',
      'authUrl: Token address is required',
      'affiliateBaseUrl: Affiliate base address is required',
    ]);
    expect(issues({ kind: 'custom', ...local, authUrl: '' })).toEqual(['authUrl: Token address is required']);
  });

  it('leaves a custom profile free to point at a test server on this computer, and keeps its addresses', () => {
    expect(issues({ kind: 'custom', ...local })).toEqual([]);
    expect(addressesFor('custom', local)).toEqual(local);
  });
});
