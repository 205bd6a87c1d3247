import { describe, expect, it } from 'vitest';
import { profileInputSchema } from './profile.ts';

const issues = (input: Record<string, string>) => {
  const parsed = profileInputSchema.safeParse({ name: 'Shop', ...input });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};
const live = {
  sellerBaseUrl: 'https://api.example.com/sellers',
  authUrl: 'https://api.example.com',
  affiliateBaseUrl: 'https://affiliate-api.example.com',
};
const local = {
  sellerBaseUrl: 'http://127.0.0.1:4100/sellers',
  authUrl: 'http://127.0.0.1:4100',
  affiliateBaseUrl: 'http://127.0.0.1:4100',
};

describe('the environment of a profile', () => {
  it('takes the https addresses of sandbox and production', () => {
    expect(issues({ kind: 'sandbox', ...live })).toEqual([]);
    expect(issues({ kind: 'production', ...live })).toEqual([]);
  });

  it('refuses, on each field, what a sandbox or production address never looks like', () => {
    expect(issues({ kind: 'production', ...local })).toEqual([
      'sellerBaseUrl: Production addresses start with https://',
      'authUrl: Production addresses start with https://',
      'affiliateBaseUrl: Production addresses start with https://',
    ]);
    expect(issues({ kind: 'sandbox', ...live, sellerBaseUrl: 'https://api.example.com/' })).toEqual([
      'sellerBaseUrl: The sandbox seller address ends in /sellers',
    ]);
  });

  it('leaves a custom profile free to point at a test server on this computer', () => {
    expect(issues({ kind: 'custom', ...local })).toEqual([]);
  });
});
