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
    return typeof value.accessToken === 'string' && typeof value.expiresAt === 'number' ? (value as StoredTokens) : undefined;
  } catch {
    return undefined;
  }
}

/** Days left, rounded down, never below zero; null where there is no such token. */
export function tokenStatus(tokens: StoredTokens | undefined, now = Date.now()): TokenStatus {
  const days = (at: number | undefined) => (at === undefined ? null : Math.max(0, Math.floor((at - now) / DAY_MS)));
  return {
    accessTokenExpiresInDays: days(tokens?.expiresAt),
    refreshTokenExpiresInDays: days(tokens?.refreshExpiresAt),
  };
}
