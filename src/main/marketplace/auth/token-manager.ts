import { AppError } from '../../../shared/errors.ts';
import { raceAbort } from '../http/abort.ts';
import type { OAuthClient } from './oauth-client.ts';
import { SELLER_SCOPE } from './token-types.ts';
import type { TokenRecord, TokenStatus, TokenStore } from './token-types.ts';
import { t } from '../../i18n/backend-language.ts';

export interface TokenManagerOptions {
  oauth: OAuthClient;
  store: TokenStore;
  /**
   * How a lost token is replaced: a self-access application fetches a new one with client credentials; an account
   * authorised through a third-party application can only use its refresh token.
   */
  grant: 'client_credentials' | 'authorization_code';
  scope?: string;
  /** Renew this long before the access token expires. Default 5 minutes. */
  skewMs?: number;
  now?: () => number;
}

/** The access token of one seller account: renewed before expiry, and once when the service answers 401. */
export class TokenManager {
  readonly #opts: TokenManagerOptions;
  readonly #now: () => number;
  readonly #skewMs: number;
  /** One renewal at a time; every caller that needs a new token waits for the same one. */
  #renewal: Promise<TokenRecord> | undefined;

  constructor(options: TokenManagerOptions) {
    this.#opts = options;
    this.#now = options.now ?? Date.now;
    this.#skewMs = options.skewMs ?? 5 * 60_000;
  }

  async getAccessToken(signal?: AbortSignal): Promise<string> {
    const current = await this.#opts.store.get();
    if (current !== undefined && current.expiresAt - this.#skewMs > this.#now()) return current.accessToken;
    return (await this.#renew(signal)).accessToken;
  }

  /**
   * The service refused `rejectedToken` (401). Returns a token to retry with: one another caller already obtained,
   * or a freshly renewed one. Ends with AUTH_EXPIRED when the account must be authorised again.
   */
  async onUnauthorized(rejectedToken: string, signal?: AbortSignal): Promise<string> {
    const current = await this.#opts.store.get();
    if (
      current !== undefined &&
      current.accessToken !== rejectedToken &&
      current.expiresAt - this.#skewMs > this.#now()
    ) {
      return current.accessToken;
    }
    return (await this.#renew(signal)).accessToken;
  }

  /** Keeps tokens obtained by a flow run elsewhere (the authorization code exchange). */
  async save(record: TokenRecord): Promise<void> {
    await this.#opts.store.set(record);
  }

  /** For the Settings screen: expiry times only. */
  async status(): Promise<TokenStatus> {
    const r = await this.#opts.store.get();
    if (r === undefined) return { configured: false };
    const status: TokenStatus = { configured: true, accessExpiresAt: r.expiresAt };
    if (r.refreshExpiresAt !== undefined) status.refreshExpiresAt = r.refreshExpiresAt;
    return status;
  }

  #renew(signal: AbortSignal | undefined): Promise<TokenRecord> {
    // The shared renewal does not take a caller's signal: one caller cancelling must not fail the others.
    this.#renewal ??= this.#doRenew().finally(() => {
      this.#renewal = undefined;
    });
    return raceAbort(this.#renewal, signal);
  }

  async #doRenew(): Promise<TokenRecord> {
    const { oauth, store, grant } = this.#opts;
    const current = await store.get();
    const refreshUsable =
      current?.refreshToken !== undefined &&
      (current.refreshExpiresAt === undefined || current.refreshExpiresAt > this.#now());
    let next: TokenRecord;
    if (refreshUsable && current !== undefined) {
      try {
        next = await oauth.refresh(current);
      } catch (e) {
        if (!(grant === 'client_credentials' && e instanceof AppError && e.code === 'AUTH_EXPIRED')) throw e;
        next = await oauth.clientCredentials(this.#opts.scope ?? SELLER_SCOPE);
      }
    } else if (grant === 'client_credentials') {
      next = await oauth.clientCredentials(this.#opts.scope ?? SELLER_SCOPE);
    } else if (current === undefined) {
      throw new AppError('NOT_CONFIGURED', t('marketplace.auth.notAuthorised'));
    } else {
      throw new AppError('AUTH_EXPIRED', t('marketplace.auth.refreshExpired'));
    }
    await store.set(next);
    return next;
  }
}
