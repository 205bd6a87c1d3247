import { AppError } from '../../../shared/errors.ts';
import { isRecord, num, str } from '../../../shared/marketplace/values.ts';
import { tokenErrors } from '../http/error-map.ts';
import { DEFAULT_TIMEOUTS, RESPONSE_LIMITS, isJsonText, parseJson } from '../http/http-client.ts';
import type { HttpClient } from '../http/http-client.ts';
import { buildAuthorizeUrl, trimSlash } from './authorize.ts';
import type { AuthorizeRequest } from './authorize.ts';
import { REFRESH_TOKEN_LIFETIME_MS, SELLER_SCOPE } from './token-types.ts';
import type { TokenRecord } from './token-types.ts';
import { t } from '../../i18n/backend-language.ts';

export interface OAuthClientOptions {
  /** `{auth_url}`: the token endpoint is `{auth_url}/oauth-service/oauth/token`. */
  authUrl: string;
  appId: string;
  appSecret: string;
  http: HttpClient;
  now?: () => number;
}

/** A token lifetime Stockroom believes: at least a second, at most ten years (in seconds, as the endpoint sends them). */
export const TOKEN_LIFETIME_RANGE_S = { min: 1, max: 10 * 366 * 24 * 3600 } as const;

/**
 * A lifetime from the token answer, or an error naming the field: 1e308 would make the expiry Infinity (which JSON
 * cannot store), and 0 or a negative number a token born expired.
 */
function lifetimeMs(value: number, field: 'expires_in' | 'refresh_token_expires_in'): number {
  const { min, max } = TOKEN_LIFETIME_RANGE_S;
  if (value >= min && value <= max) return value * 1000;
  throw new AppError('SERVER', t('marketplace.auth.badLifetime', { field, value: String(value) }), {
    path: field,
  });
}

/** Error codes of the token endpoint that blame the application credentials rather than a grant. */
const CLIENT_CREDENTIAL_ERRORS = new Set(['unauthorized', 'invalid_client', 'unauthorized_client']);

function blamesClient(e: AppError): boolean {
  const serviceCode = typeof e.details?.serviceCode === 'string' ? e.details.serviceCode : '';
  return CLIENT_CREDENTIAL_ERRORS.has(serviceCode.toLowerCase());
}

/** The token endpoint (spec §Authentication): a GET with HTTP Basic and the grant in the query. */
export class OAuthClient {
  readonly #opts: OAuthClientOptions;
  readonly #now: () => number;

  constructor(options: OAuthClientOptions) {
    this.#opts = options;
    this.#now = options.now ?? Date.now;
  }

  /** Self-access application: no refresh token comes back; fetch a new token when it expires. */
  clientCredentials(scope: string = SELLER_SCOPE, signal?: AbortSignal): Promise<TokenRecord> {
    return this.#token({ grant_type: 'client_credentials', scope }, undefined, signal);
  }

  authorizeUrl(redirectUri: string, scope?: string): AuthorizeRequest {
    const opts = { authUrl: this.#opts.authUrl, clientId: this.#opts.appId, redirectUri };
    return buildAuthorizeUrl(scope === undefined ? opts : { ...opts, scope });
  }

  /** Step (e): the code from the checked redirect → access and refresh tokens. */
  async exchangeCode(
    args: { code: string; redirectUri: string; state: string },
    signal?: AbortSignal,
  ): Promise<TokenRecord> {
    const query = {
      grant_type: 'authorization_code',
      code: args.code,
      redirect_uri: args.redirectUri,
      state: args.state,
    };
    try {
      return await this.#token(query, undefined, signal);
    } catch (e) {
      if (e instanceof AppError && e.code === 'AUTH_INVALID' && !blamesClient(e)) {
        throw new AppError('AUTH_INVALID', t('marketplace.auth.codeRefused'), e.details);
      }
      throw e;
    }
  }

  /**
   * A refused refresh means the seller must authorise again (AUTH_EXPIRED), unless the application credentials
   * themselves were refused (AUTH_INVALID). Network trouble stays NETWORK: the token may still be good.
   */
  async refresh(
    previous: Pick<TokenRecord, 'refreshToken' | 'refreshExpiresAt' | 'scope'>,
    signal?: AbortSignal,
  ): Promise<TokenRecord> {
    if (previous.refreshToken === undefined) {
      throw new AppError('AUTH_EXPIRED', t('marketplace.auth.noRefreshToken'));
    }
    try {
      return await this.#token(
        { grant_type: 'refresh_token', refresh_token: previous.refreshToken },
        previous,
        signal,
      );
    } catch (e) {
      if (e instanceof AppError && e.code === 'AUTH_INVALID' && !blamesClient(e)) {
        throw new AppError('AUTH_EXPIRED', t('marketplace.auth.refreshExpired'), e.details);
      }
      throw e;
    }
  }

  async #token(
    query: Record<string, string>,
    previous: Partial<TokenRecord> | undefined,
    signal?: AbortSignal,
  ): Promise<TokenRecord> {
    const url = new URL(`${trimSlash(this.#opts.authUrl)}/oauth-service/oauth/token`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const basic = Buffer.from(`${this.#opts.appId}:${this.#opts.appSecret}`, 'utf8').toString('base64');
    const response = await this.#opts.http.request({
      method: 'GET',
      url: url.toString(),
      headers: { Authorization: `Basic ${basic}`, Accept: 'application/json' },
      timeoutMs: DEFAULT_TIMEOUTS.tokenMs,
      maxBytes: RESPONSE_LIMITS.tokenBytes,
      errors: tokenErrors,
      checkBody: isJsonText,
      ...(signal === undefined ? {} : { signal }),
    });
    return this.#record(parseJson(response, 'the token request'), previous);
  }

  #record(body: unknown, previous: Partial<TokenRecord> | undefined): TokenRecord {
    const now = this.#now();
    const b = isRecord(body) ? body : {};
    const accessToken = str(b.access_token);
    const expiresIn = num(b.expires_in);
    if (!accessToken) {
      // A failed issue may come with 200 and `error_description` instead of a token.
      const serviceCode = str(b.error);
      throw new AppError('AUTH_INVALID', t('marketplace.auth.noToken'), {
        ...(serviceCode && /^[A-Za-z_]{1,64}$/.test(serviceCode) ? { serviceCode } : {}),
      });
    }
    if (expiresIn === undefined)
      throw new AppError('SERVER', t('marketplace.auth.noLifetime'), { path: 'expires_in' });
    const record: TokenRecord = {
      accessToken,
      expiresAt: now + lifetimeMs(expiresIn, 'expires_in'),
      scope: str(b.scope) ?? previous?.scope ?? '',
    };
    const refreshToken = str(b.refresh_token);
    const refreshIn = num(b.refresh_token_expires_in);
    if (refreshToken) {
      record.refreshToken = refreshToken;
      record.refreshExpiresAt =
        refreshIn !== undefined
          ? now + lifetimeMs(refreshIn, 'refresh_token_expires_in')
          : now + REFRESH_TOKEN_LIFETIME_MS;
    } else if (previous?.refreshToken !== undefined) {
      // A refresh that issues no new refresh token leaves the old one valid.
      record.refreshToken = previous.refreshToken;
      if (previous.refreshExpiresAt !== undefined) record.refreshExpiresAt = previous.refreshExpiresAt;
    }
    return record;
  }
}
