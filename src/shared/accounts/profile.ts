import { z } from 'zod';
import { addressProblem } from '../marketplace/address-rule.ts';
import type { MessageId } from '../i18n/catalogue.ts';
import { contractSays } from './contract-words.ts';

/** An environment: where the marketplace is and which credentials are used there. */
export const PROFILE_KINDS = ['demo', 'sandbox', 'production', 'custom'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

const address = (label: string, required: MessageId, example: string) =>
  z
    .string()
    .trim()
    .min(1, { error: () => contractSays(required) })
    .superRefine((value, ctx) => {
      const problem = value === '' ? undefined : addressProblem(value, example);
      if (problem !== undefined) ctx.addIssue({ code: 'custom', message: `${label} ${problem}` });
    });

const ADDRESS_LABELS = {
  sellerBaseUrl: 'Seller base address',
  authUrl: 'Token address',
  affiliateBaseUrl: 'Affiliate base address',
} as const;

/** "… is required", per address (the marketplace's own wording of a missing address stays English for now). */
const ADDRESS_REQUIRED = {
  sellerBaseUrl: 'accounts.field.sellerBaseUrlRequired',
  authUrl: 'accounts.field.authUrlRequired',
  affiliateBaseUrl: 'accounts.field.affiliateBaseUrlRequired',
} as const satisfies Record<string, MessageId>;

/**
 * What a person edits: a name, an environment and, for Custom only, the three addresses. Sandbox and Production
 * use the marketplace's own addresses (KNOWN_ADDRESSES), filled in by the backend: any sent are not used.
 * Secrets never travel in this shape.
 */
export const profileInputSchema = z
  .object({
    id: z.string().min(1).optional(),
    name: z
      .string()
      .trim()
      .min(1, { error: () => contractSays('accounts.field.nameRequired') })
      .max(60, { error: () => contractSays('accounts.field.nameTooLong', { max: 60 }) }),
    kind: z.enum(['sandbox', 'production', 'custom']),
    sellerBaseUrl: address(
      ADDRESS_LABELS.sellerBaseUrl,
      ADDRESS_REQUIRED.sellerBaseUrl,
      'https://api.example.com/sellers',
    ).optional(),
    authUrl: address(ADDRESS_LABELS.authUrl, ADDRESS_REQUIRED.authUrl, 'https://api.example.com').optional(),
    affiliateBaseUrl: address(
      ADDRESS_LABELS.affiliateBaseUrl,
      ADDRESS_REQUIRED.affiliateBaseUrl,
      'https://affiliate-api.example.com',
    ).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.kind !== 'custom') return;
    for (const path of ['sellerBaseUrl', 'authUrl', 'affiliateBaseUrl'] as const)
      if (input[path] === undefined)
        ctx.addIssue({ code: 'custom', path: [path], message: contractSays(ADDRESS_REQUIRED[path]) });
  });
export type ProfileInput = z.infer<typeof profileInputSchema>;

/** Token lifetime as the renderer may see it: days left, never the token. */
export interface TokenStatus {
  accessTokenExpiresInDays: number | null;
  refreshTokenExpiresInDays: number | null;
}

export interface SellerAccountSummary extends TokenStatus {
  id: string;
  label: string;
}

/**
 * A profile as Settings shows it. `configured` means the public part (ids, addresses, accounts) is kept;
 * `secretKept` says whether its secret is too: where secrets live in memory only, they are gone after a restart
 * while the rest stays, and Settings asks for the secret again instead of pretending nothing was set up.
 */
export interface ProfileSummary {
  id: string;
  name: string;
  kind: ProfileKind;
  sellerBaseUrl: string;
  authUrl: string;
  affiliateBaseUrl: string;
  selfAccess:
    ({ configured: true; appId: string; secretKept: boolean } & TokenStatus) | { configured: false };
  thirdParty:
    | {
        configured: true;
        appId: string;
        redirectUri: string;
        secretKept: boolean;
        accounts: SellerAccountSummary[];
        activeAccountId: string | null;
      }
    | { configured: false };
  affiliate: { configured: true; trackingId: string; secretKept: boolean } | { configured: false };
}
