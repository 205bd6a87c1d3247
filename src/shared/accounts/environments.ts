import type { ProfileKind } from './profile.ts';

type EditableKind = Exclude<ProfileKind, 'demo'>;

/** What each environment means to a person, and what it asks of the addresses. */
export const ENVIRONMENTS: Record<EditableKind, { label: string; help: string; httpsOnly: boolean }> = {
  sandbox: {
    label: 'Sandbox (test data)',
    help: 'The marketplace’s test copy: fake products and orders, with credentials of its own. Paste the sandbox addresses from your developer account; they use https, and the seller address ends in /sellers.',
    httpsOnly: true,
  },
  production: {
    label: 'Production (real orders)',
    help: 'Your live shop: real orders and listings. Paste the production addresses from your developer account; they use https, and the seller address ends in /sellers.',
    httpsOnly: true,
  },
  custom: {
    label: 'Custom',
    help: 'Any marketplace that speaks the same interface, such as a test server on this computer (http is allowed on this computer only).',
    httpsOnly: false,
  },
};

interface AddressInput {
  kind: EditableKind;
  sellerBaseUrl: string;
  authUrl: string;
  affiliateBaseUrl: string;
}

/**
 * Checks the shape the sandbox and production addresses always have: https, and a seller address under /sellers.
 * Runs after each address parsed as a URL; one message per field, as the form shows them.
 */
export function environmentIssues(input: AddressInput): { path: keyof AddressInput; message: string }[] {
  const rules = ENVIRONMENTS[input.kind];
  if (!rules.httpsOnly) return [];
  const issues: { path: keyof AddressInput; message: string }[] = [];
  const name = input.kind === 'sandbox' ? 'Sandbox' : 'Production';
  for (const path of ['sellerBaseUrl', 'authUrl', 'affiliateBaseUrl'] as const) {
    if (!URL.canParse(input[path])) continue;
    if (new URL(input[path]).protocol !== 'https:')
      issues.push({ path, message: `${name} addresses start with https://` });
  }
  if (URL.canParse(input.sellerBaseUrl) && !/\/sellers\/?$/.test(new URL(input.sellerBaseUrl).pathname))
    issues.push({
      path: 'sellerBaseUrl',
      message: `The ${name.toLowerCase()} seller address ends in /sellers`,
    });
  return issues;
}
