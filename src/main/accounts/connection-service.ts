import { randomUUID } from 'node:crypto';
import type { SellerAccountSummary } from '../../shared/accounts/profile.ts';
import { AppError } from '../../shared/errors.ts';
import type { CheckResult, ConnectionReport } from '../../shared/accounts/connection.ts';
import {
  affiliateErrors,
  CONNECTION_TEST_POLICY,
  SELLER_SCOPE,
  SellerClient,
  parseRedirect,
  tokenErrors,
} from '../marketplace/index.ts';
import type { ErrorProfile, HttpClient } from '../marketplace/index.ts';
import type { EventBus } from '../backend/event-bus.ts';
import { probeWithoutCredentials } from './address-probe.ts';
import type { MarketplaceClients } from './marketplace-clients.ts';
import type { ProfilesService } from './profiles-service.ts';
import { daysUntil } from './token-status.ts';
import { t } from '../i18n/backend-language.ts';

/** Shows the marketplace's authorisation page and resolves with the address it redirected to (Electron's window). */
export type AuthWindow = (authorizeUrl: string, redirectUri: string) => Promise<string>;

/** An authorisation started but not finished: the `state` sent, to check the answer against (CSRF). */
interface PendingAuthorization {
  state: string;
  redirectUri: string;
  appId: string;
}

const days = (n: number | null) => (n === null ? '' : t('accounts.connection.validFor', { days: n }));

/** The longest a person waits on "Test connection", whatever the marketplace does. */
export const CONNECTION_TEST_DEADLINE_MS = 15_000;

export interface ConnectionTestTiming {
  deadlineMs?: number | undefined;
  /** A signal that aborts after `ms`; tests pass one they abort themselves instead of waiting. */
  deadline?: ((ms: number) => AbortSignal) | undefined;
}

/** Talks to a profile's marketplace for the Settings screen: connection tests and seller authorisation. */
export class ConnectionService {
  private readonly clients: MarketplaceClients;
  private readonly profiles: ProfilesService;
  private readonly bus: EventBus;
  private readonly authWindow: AuthWindow | undefined;
  /** Kept in memory only: an authorisation does not survive a restart, and needs not. */
  private readonly pending = new Map<string, PendingAuthorization>();
  /** The connection test running for each profile, to cancel. */
  private readonly running = new Map<string, AbortController>();
  private readonly deadlineMs: number;
  private readonly deadline: (ms: number) => AbortSignal;

  constructor(
    profiles: ProfilesService,
    clients: MarketplaceClients,
    bus: EventBus,
    authWindow?: AuthWindow,
    timing: ConnectionTestTiming = {},
  ) {
    this.profiles = profiles;
    this.clients = clients;
    this.bus = bus;
    this.authWindow = authWindow;
    this.deadlineMs = timing.deadlineMs ?? CONNECTION_TEST_DEADLINE_MS;
    this.deadline = timing.deadline ?? ((ms) => AbortSignal.timeout(ms));
  }

  /**
   * A token call for the seller side and a directory call for the affiliate side, each reported in a sentence. A
   * person waits on it, so it is impatient (CONNECTION_TEST_POLICY), ends by the deadline whatever happens, and
   * stops at once on `cancelTest`. A new test of the same profile replaces one still running.
   */
  async test(profileId: string, outer?: AbortSignal): Promise<ConnectionReport> {
    this.running.get(profileId)?.abort();
    const cancel = new AbortController();
    this.running.set(profileId, cancel);
    const deadline = this.deadline(this.deadlineMs);
    const signal = AbortSignal.any([cancel.signal, deadline, ...(outer ? [outer] : [])]);
    const http = this.clients.http.withRetry(CONNECTION_TEST_POLICY);
    const seconds = Math.round(this.deadlineMs / 1000);
    const stopped = (side: 'seller' | 'affiliate') => (): CheckResult | undefined => {
      if (deadline.aborted)
        return {
          ok: false,
          code: 'TIMEOUT',
          message:
            side === 'seller'
              ? t('accounts.connection.sellerTimeout', { seconds })
              : t('accounts.connection.affiliateTimeout', { seconds }),
        };
      if (signal.aborted)
        return { ok: false, code: 'CANCELLED', message: t('accounts.connection.cancelled') };
      return undefined;
    };
    try {
      const profile = await this.profiles.resolve(profileId);
      const [seller, affiliate] = await Promise.all([
        this.check(stopped('seller'), async () => {
          const identity = await this.orProbe(
            () => this.clients.sellerIdentity(profile, http),
            `${profile.authUrl.replace(/\/+$/, '')}/oauth-service/oauth/token`,
            tokenErrors,
            http,
            signal,
          );
          if (identity.grant === 'client_credentials') {
            // Ask for a fresh token: the point is to learn whether the marketplace accepts the application now.
            await identity.tokens.save(await identity.oauth.clientCredentials(SELLER_SCOPE, signal));
          } else {
            // An authorised account: one real seller call proves the token (renewed on a 401 if need be).
            const seller = new SellerClient({
              baseUrl: profile.sellerBaseUrl,
              tokens: identity.tokens,
              http,
            });
            await seller.filterShipments({ type: 'preDispatch' }, { pageSize: 1, signal }).next();
          }
          const left = daysUntil((await identity.tokens.status()).accessExpiresAt);
          return identity.accountLabel === undefined
            ? {
                message: t('accounts.connection.sellerApp', { appId: identity.appId, valid: days(left) }),
                data: [identity.appId],
              }
            : {
                message: t('accounts.connection.sellerAccount', {
                  account: identity.accountLabel,
                  valid: days(left),
                }),
                data: [identity.accountLabel],
              };
        }),
        this.check(stopped('affiliate'), async () => {
          const client = await this.orProbe(
            () => this.clients.affiliateFor(profile, http),
            `${profile.affiliateBaseUrl.replace(/\/+$/, '')}/affiliate/api/`,
            affiliateErrors,
            http,
            signal,
          );
          const directory = await client.getDirectory('json', { signal });
          const n = directory.categories.length;
          return t('accounts.connection.affiliate', { count: n });
        }),
      ]);
      const report = { seller, affiliate };
      // A cancelled test says nothing about the marketplace; any other outcome, a failure too, is announced (the
      // status bar shows it with its sentence).
      if (!cancel.signal.aborted && outer?.aborted !== true)
        this.bus.emit('connectionTested', { profileId, report });
      return report;
    } finally {
      if (this.running.get(profileId) === cancel) this.running.delete(profileId);
    }
  }

  /** Stops the connection test of a profile, if one runs; it then reports both sides as cancelled. */
  cancelTest(profileId: string): void {
    this.running.get(profileId)?.abort();
  }

  async beginAuthorization(profileId: string): Promise<{ authorizeUrl: string }> {
    const profile = await this.profiles.resolve(profileId);
    if (!profile.thirdParty) {
      throw new AppError('NOT_CONFIGURED', t('accounts.auth.noThirdParty'));
    }
    const request = this.clients.oauth(profile, 'third_party').authorizeUrl(profile.thirdParty.redirectUri);
    this.pending.set(profileId, {
      state: request.state,
      redirectUri: profile.thirdParty.redirectUri,
      appId: profile.thirdParty.appId,
    });
    return { authorizeUrl: request.url };
  }

  async completeAuthorization(
    profileId: string,
    redirectUrl: string,
    label?: string,
  ): Promise<SellerAccountSummary> {
    const pending = this.pending.get(profileId);
    const profile = await this.profiles.resolve(profileId);
    if (!pending || profile.thirdParty?.appId !== pending.appId) {
      throw new AppError('AUTH_STATE_MISMATCH', t('accounts.auth.noneInProgress'));
    }
    let code: string;
    try {
      ({ code } = parseRedirect(redirectUrl, { state: pending.state, redirectUri: pending.redirectUri }));
    } catch (error) {
      // An answer to another request may be an attack: this request is over too. A mistyped address is not.
      if (error instanceof AppError && error.code === 'AUTH_STATE_MISMATCH') this.pending.delete(profileId);
      throw error;
    }
    // The state is used up whether or not the exchange works: an answer is accepted once.
    this.pending.delete(profileId);
    const tokens = await this.clients
      .oauth(profile, 'third_party')
      .exchangeCode({ code, redirectUri: pending.redirectUri, state: pending.state });
    const name =
      label?.trim() || t('accounts.auth.defaultName', { n: profile.thirdParty.accounts.length + 1 });
    return this.profiles.addSellerAccount(profileId, randomUUID(), name, tokens);
  }

  /** The whole flow in the desktop app: the window catches the redirect, so nothing is pasted. */
  async authorizeInApp(profileId: string, label?: string): Promise<SellerAccountSummary> {
    if (!this.authWindow) {
      throw new AppError('NOT_CONFIGURED', t('accounts.auth.noWindow'));
    }
    const { authorizeUrl } = await this.beginAuthorization(profileId);
    const redirectUri = (this.pending.get(profileId) as PendingAuthorization).redirectUri;
    const redirectedTo = await this.authWindow(authorizeUrl, redirectUri);
    return this.completeAuthorization(profileId, redirectedTo, label);
  }

  /**
   * The side's client, or, where its credentials are missing, a probe of its address first: the sentence then
   * says whether the address answers (or what happened there) before asking for the credentials.
   */
  private async orProbe<T>(
    client: () => T,
    probeUrl: string,
    errors: ErrorProfile,
    http: HttpClient,
    signal: AbortSignal,
  ): Promise<T> {
    try {
      return client();
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'NOT_CONFIGURED') throw error;
      throw await probeWithoutCredentials(http, probeUrl, errors, error, signal);
    }
  }

  /** Runs one side of the test; a failure becomes its sentence and code instead of failing the whole test. */
  private async check(
    stopped: () => CheckResult | undefined,
    work: () => Promise<string | { message: string; data: string[] }>,
  ): Promise<CheckResult> {
    try {
      const said = await work();
      return typeof said === 'string' ? { ok: true, message: said } : { ok: true, ...said };
    } catch (error) {
      // Stopped by the deadline or a Cancel: say which, not the CANCELLED of the request underneath.
      const why = stopped();
      if (why !== undefined) return why;
      if (error instanceof AppError) return { ok: false, message: error.message, code: error.code };
      return { ok: false, message: t('accounts.connection.failed'), code: 'INTERNAL' };
    }
  }
}
