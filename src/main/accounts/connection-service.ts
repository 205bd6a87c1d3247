import { randomUUID } from 'node:crypto';
import type { SellerAccountSummary } from '../../shared/accounts/profile.ts';
import { AppError } from '../../shared/errors.ts';
import type { CheckResult, ConnectionReport } from '../../shared/accounts/connection.ts';
import { SellerClient, parseRedirect } from '../marketplace/index.ts';
import type { MarketplaceClients } from './marketplace-clients.ts';
import type { ProfilesService } from './profiles-service.ts';
import { daysUntil } from './token-status.ts';

/** Shows the marketplace's authorisation page and resolves with the address it redirected to (Electron's window). */
export type AuthWindow = (authorizeUrl: string, redirectUri: string) => Promise<string>;

/** An authorisation started but not finished: the `state` sent, to check the answer against (CSRF). */
interface PendingAuthorization {
  state: string;
  redirectUri: string;
  appId: string;
}

const days = (n: number | null) =>
  n === null ? '' : n === 1 ? ' (valid 1 more day)' : ` (valid ${n} more days)`;

/** Reports how a profile's marketplace answered, for the status bar. */
export type MarketplaceReporter = (profileId: string, outcome: 'ok' | unknown) => void;

/** Talks to a profile's marketplace for the Settings screen: connection tests and seller authorisation. */
export class ConnectionService {
  private readonly clients: MarketplaceClients;
  private readonly profiles: ProfilesService;
  private readonly report: MarketplaceReporter;
  private readonly authWindow: AuthWindow | undefined;
  /** Kept in memory only: an authorisation does not survive a restart, and needs not. */
  private readonly pending = new Map<string, PendingAuthorization>();

  constructor(
    profiles: ProfilesService,
    clients: MarketplaceClients,
    report: MarketplaceReporter,
    authWindow?: AuthWindow,
  ) {
    this.profiles = profiles;
    this.clients = clients;
    this.report = report;
    this.authWindow = authWindow;
  }

  /** A token call for the seller side and a directory call for the affiliate side, each reported in a sentence. */
  async test(profileId: string): Promise<ConnectionReport> {
    const profile = await this.profiles.resolve(profileId);
    const [seller, affiliate] = await Promise.all([
      this.check(async () => {
        const identity = this.clients.sellerIdentity(profile);
        if (identity.grant === 'client_credentials') {
          // Ask for a fresh token: the point is to learn whether the marketplace accepts the application now.
          await identity.tokens.save(await identity.oauth.clientCredentials());
        } else {
          // An authorised account: one real seller call proves the token (renewed on a 401 if need be).
          const seller = new SellerClient({
            baseUrl: profile.sellerBaseUrl,
            tokens: identity.tokens,
            http: this.clients.http,
          });
          await seller.filterShipments({ type: 'preDispatch' }, { pageSize: 1 }).next();
        }
        const left = daysUntil((await identity.tokens.status()).accessExpiresAt);
        return identity.accountLabel === undefined
          ? `Connected: the marketplace accepted application ${identity.appId}${days(left)}.`
          : `Connected as seller account “${identity.accountLabel}”${days(left)}.`;
      }),
      this.check(async () => {
        const directory = await this.clients.affiliateFor(profile).getDirectory('json');
        const n = directory.categories.length;
        return `Connected: the affiliate catalogue lists ${n} ${n === 1 ? 'category' : 'categories'}.`;
      }),
    ]);
    // Either side answering proves the marketplace is there; otherwise the seller side's failure says why not.
    this.report(profileId, seller.ok || affiliate.ok ? 'ok' : (seller.error ?? affiliate.error));
    return { seller: plain(seller), affiliate: plain(affiliate) };
  }

  async beginAuthorization(profileId: string): Promise<{ authorizeUrl: string }> {
    const profile = await this.profiles.resolve(profileId);
    if (!profile.thirdParty) {
      throw new AppError(
        'NOT_CONFIGURED',
        'Set up a third-party application for this profile before authorising seller accounts.',
      );
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
      throw new AppError(
        'AUTH_STATE_MISMATCH',
        'No authorisation is in progress for this profile. Press “Authorise seller account” to start one.',
      );
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
    const name = label?.trim() || `Seller account ${profile.thirdParty.accounts.length + 1}`;
    return this.profiles.addSellerAccount(profileId, randomUUID(), name, tokens);
  }

  /** The whole flow in the desktop app: the window catches the redirect, so nothing is pasted. */
  async authorizeInApp(profileId: string, label?: string): Promise<SellerAccountSummary> {
    if (!this.authWindow) {
      throw new AppError(
        'NOT_CONFIGURED',
        'This version of Stockroom cannot open the marketplace page itself. Open it, allow access, and paste the address you are sent back to.',
      );
    }
    const { authorizeUrl } = await this.beginAuthorization(profileId);
    const redirectUri = (this.pending.get(profileId) as PendingAuthorization).redirectUri;
    const redirectedTo = await this.authWindow(authorizeUrl, redirectUri);
    return this.completeAuthorization(profileId, redirectedTo, label);
  }

  /** Runs one side of the test; a failure becomes its sentence and code instead of failing the whole test. */
  private async check(work: () => Promise<string>): Promise<CheckResult & { error?: unknown }> {
    try {
      return { ok: true, message: await work() };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, message: error.message, code: error.code, error };
      return { ok: false, message: 'The test failed unexpectedly. Try again.', code: 'INTERNAL' };
    }
  }
}

const plain = ({ error: _error, ...result }: CheckResult & { error?: unknown }): CheckResult => result;
