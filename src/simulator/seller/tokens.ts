import { randomBytes } from 'node:crypto';

export interface Grant {
  clientId: string;
  sellerId: string;
  scope: string;
}

interface Expiring extends Grant {
  expiresAt: number;
}

interface AuthCode extends Expiring {
  redirectUri: string;
  state: string | undefined;
}

const newToken = (): string => randomBytes(18).toString('base64url');

/** Issued access tokens, refresh tokens and authorization codes. Expiry is checked against the simulated clock. */
export class TokenStore {
  private access = new Map<string, Expiring>();
  private refresh = new Map<string, Expiring>();
  private codes = new Map<string, AuthCode>();

  issueAccess(grant: Grant, now: number, lifetimeSeconds: number): { token: string; expiresIn: number } {
    const token = newToken();
    this.access.set(token, { ...grant, expiresAt: now + lifetimeSeconds * 1000 });
    return { token, expiresIn: lifetimeSeconds };
  }

  issueRefresh(grant: Grant, now: number, lifetimeSeconds: number): { token: string; expiresIn: number } {
    const token = newToken();
    this.refresh.set(token, { ...grant, expiresAt: now + lifetimeSeconds * 1000 });
    return { token, expiresIn: lifetimeSeconds };
  }

  /** The grant behind a bearer token, or why it is refused. */
  checkAccess(token: string, now: number): Grant | 'unknown' | 'expired' {
    const entry = this.access.get(token);
    if (!entry) return 'unknown';
    return entry.expiresAt <= now ? 'expired' : entry;
  }

  checkRefresh(token: string, now: number): (Grant & { expiresAt: number }) | 'unknown' | 'expired' {
    const entry = this.refresh.get(token);
    if (!entry) return 'unknown';
    return entry.expiresAt <= now ? 'expired' : entry;
  }

  issueCode(grant: Grant, redirectUri: string, state: string | undefined, now: number): string {
    const code = randomBytes(9).toString('base64url');
    this.codes.set(code, { ...grant, redirectUri, state, expiresAt: now + 10 * 60 * 1000 });
    return code;
  }

  /** Codes are single use: taking one removes it, whatever the outcome. */
  takeCode(code: string, now: number): AuthCode | undefined {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    return entry && entry.expiresAt > now ? entry : undefined;
  }

  /** Makes every access token (and, when asked, every refresh token) expired now. */
  expireAll(now: number, includeRefresh: boolean): { access: number; refresh: number } {
    for (const entry of this.access.values()) entry.expiresAt = Math.min(entry.expiresAt, now);
    if (includeRefresh)
      for (const entry of this.refresh.values()) entry.expiresAt = Math.min(entry.expiresAt, now);
    return { access: this.access.size, refresh: includeRefresh ? this.refresh.size : 0 };
  }

  clear(): void {
    this.access.clear();
    this.refresh.clear();
    this.codes.clear();
  }
}
