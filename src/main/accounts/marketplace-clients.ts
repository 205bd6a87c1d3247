import { AppError } from '../../shared/errors.ts';
import type { Logger } from '../backend/logger.ts';
import {
  AffiliateClient,
  HttpClient,
  OAuthClient,
  SellerClient,
  TokenManager,
  type FetchLike,
  type HttpEvent,
} from '../marketplace/index.ts';
import { activeSellerAccount, type ActiveSellerAccount } from './active-seller-account.ts';
import type { ProfilesService, ResolvedProfile } from './profiles-service.ts';
import { secretKeys } from './stored-profile.ts';
import { t } from '../i18n/backend-language.ts';

/**
 * The seller account a profile acts as, chosen by activeSellerAccount (the same choice that keys the shipments
 * cache): its active third-party account, else its self-access application.
 */
export interface SellerIdentity {
  oauth: OAuthClient;
  tokens: TokenManager;
  grant: 'client_credentials' | 'authorization_code';
  appId: string;
  /** The third-party account's label; undefined for a self-access application. */
  accountLabel?: string;
}

/** Builds the marketplace clients of a profile from its addresses and secrets. Nothing here outlives a call. */
export class MarketplaceClients {
  readonly http: HttpClient;
  private readonly profiles: ProfilesService;

  constructor(
    profiles: ProfilesService,
    fetch: FetchLike,
    logger: Logger,
    sleep?: (ms: number, signal?: AbortSignal) => Promise<void>,
  ) {
    this.profiles = profiles;
    this.http = new HttpClient({
      fetch,
      onEvent: (event) => logHttp(logger, event),
      ...(sleep === undefined ? {} : { sleep }),
    });
  }

  /** `http` is the shared layer unless a caller (the connection test) asks for a view with its own retry policy. */
  oauth(profile: ResolvedProfile, app: 'self_access' | 'third_party', http = this.http): OAuthClient {
    const appId = app === 'self_access' ? profile.selfAccess?.appId : profile.thirdParty?.appId;
    const appSecret = app === 'self_access' ? profile.selfAccessSecret : profile.thirdPartySecret;
    if (appId === undefined) throw noSellerApp();
    if (appSecret === undefined) throw secretNotKept('sellerApp');
    return new OAuthClient({ authUrl: profile.authUrl, appId, appSecret, http });
  }

  sellerIdentity(
    profile: ResolvedProfile,
    http = this.http,
    active: ActiveSellerAccount | null = activeSellerAccount(profile),
  ): SellerIdentity {
    if (active?.kind === 'account') {
      const oauth = this.oauth(profile, 'third_party', http);
      const store = this.profiles.tokenStore(secretKeys.accountTokens(profile.id, active.account.id));
      return {
        oauth,
        grant: 'authorization_code',
        appId: active.appId,
        accountLabel: active.account.label,
        tokens: new TokenManager({ oauth, store, grant: 'authorization_code' }),
      };
    }
    if (active?.kind === 'self') {
      const oauth = this.oauth(profile, 'self_access', http);
      const store = this.profiles.tokenStore(secretKeys.selfAccessTokens(profile.id));
      return {
        oauth,
        grant: 'client_credentials',
        appId: active.appId,
        tokens: new TokenManager({ oauth, store, grant: 'client_credentials' }),
      };
    }
    const third = profile.thirdParty;
    const account = third?.accounts.find((a) => a.id === third.activeAccountId);
    if (third && account) throw secretNotKept('sellerApp');
    if (third) {
      throw new AppError('NOT_CONFIGURED', t('accounts.clients.noAccount'));
    }
    if (profile.selfAccess) throw secretNotKept('sellerApp');
    throw noSellerApp();
  }

  async seller(profileId: string): Promise<SellerClient> {
    const profile = await this.profiles.resolve(profileId);
    return new SellerClient({
      baseUrl: profile.sellerBaseUrl,
      tokens: this.sellerIdentity(profile).tokens,
      http: this.http,
    });
  }

  /**
   * The seller account a profile acts as now (its key, as the shipments cache names it) and a client acting as that
   * same account, both from one read of the profile: a switch of account in between cannot pair one account's key
   * with another's client. Null when no seller account is set up.
   */
  async sellerAccount(profileId: string): Promise<{ key: string; client: SellerClient } | null> {
    const profile = await this.profiles.resolve(profileId);
    const active = activeSellerAccount(profile);
    if (active === null) return null;
    const client = new SellerClient({
      baseUrl: profile.sellerBaseUrl,
      tokens: this.sellerIdentity(profile, this.http, active).tokens,
      http: this.http,
    });
    return { key: active.key, client };
  }

  async affiliate(profileId: string): Promise<AffiliateClient> {
    return this.affiliateFor(await this.profiles.resolve(profileId));
  }

  affiliateFor(profile: ResolvedProfile, http = this.http): AffiliateClient {
    if (!profile.affiliate) {
      throw new AppError('NOT_CONFIGURED', t('accounts.clients.noAffiliate'));
    }
    if (profile.affiliateToken === undefined) throw secretNotKept('affiliate');
    return new AffiliateClient({
      baseUrl: profile.affiliateBaseUrl,
      trackingId: profile.affiliate.trackingId,
      token: profile.affiliateToken,
      http,
    });
  }
}

function noSellerApp(): AppError {
  return new AppError('NOT_CONFIGURED', t('accounts.clients.noSellerApp'));
}

/** The public part is kept but the secret is not (memory-only secrets after a restart): say which to type again. */
function secretNotKept(which: 'sellerApp' | 'affiliate'): AppError {
  return new AppError(
    'NOT_CONFIGURED',
    which === 'sellerApp' ? t('accounts.clients.appSecretNotKept') : t('accounts.clients.tokenNotKept'),
  );
}

/** Retries and failures go to the log; the events carry no query string, header or body, so no secret. */
function logHttp(logger: Logger, e: HttpEvent): void {
  if (e.outcome === 'ok') return;
  const what = `${e.method} ${e.host}${e.path} attempt ${e.attempt}: ${e.status ?? 'no answer'}${e.code ? ` ${e.code}` : ''}`;
  if (e.outcome === 'retry') logger.info(`${what}, retrying in ${e.delayMs ?? 0} ms`);
  else logger.error(what);
}
