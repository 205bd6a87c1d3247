import type { TokenStatus } from '../../shared/accounts/profile.ts';

const DAY_MS = 86_400_000;

/** The token record as kept (encrypted) in the SecretStore. Times are epoch milliseconds. */
export interface StoredTokens {
  accessToken: string;
  expiresAt: number;
  refreshToken?: string;
  refreshExpiresAt?: number;
  scope?: string;
}

export function parseStoredTokens(raw: string | undefined): StoredTokens | undefined {
  if (raw === undefined) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredTokens>;
    return typeof value.accessToken === 'string' && typeof value.expiresAt === 'number'
      ? (value as StoredTokens)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Days left until `at`, counting a started day (a fresh 60-day token says 60), 0 once past; null where there is none. */
export function daysUntil(at: number | undefined, now = Date.now()): number | null {
  return at === undefined ? null : Math.max(0, Math.ceil((at - now) / DAY_MS));
}

export function tokenStatus(
  tokens: Pick<StoredTokens, 'expiresAt' | 'refreshExpiresAt'> | undefined,
  now = Date.now(),
): TokenStatus {
  return {
    accessTokenExpiresInDays: daysUntil(tokens?.expiresAt, now),
    refreshTokenExpiresInDays: daysUntil(tokens?.refreshExpiresAt, now),
  };
}
