/** Tokens of one seller account, as the injected store keeps them. Times are epoch milliseconds. */
export interface TokenRecord {
  accessToken: string;
  expiresAt: number;
  refreshToken?: string;
  refreshExpiresAt?: number;
  scope: string;
}

/** Where a seller account's tokens live (encrypted storage in the app, memory in tests). One store per account. */
export interface TokenStore {
  get(): TokenRecord | undefined | Promise<TokenRecord | undefined>;
  set(record: TokenRecord | undefined): void | Promise<void>;
}

/** What the Settings screen may see: times only, never a token. */
export interface TokenStatus {
  configured: boolean;
  accessExpiresAt?: number;
  refreshExpiresAt?: number;
}

export class MemoryTokenStore implements TokenStore {
  #record: TokenRecord | undefined;

  constructor(record?: TokenRecord) {
    this.#record = record;
  }

  get(): TokenRecord | undefined {
    return this.#record;
  }

  set(record: TokenRecord | undefined): void {
    this.#record = record;
  }
}

export const SELLER_SCOPE = 'Seller_Api';

/** The spec gives a refresh token about 180 days; used when a response does not say. */
export const REFRESH_TOKEN_LIFETIME_MS = 180 * 24 * 3600 * 1000;
