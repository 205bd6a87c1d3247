import { randomUUID } from 'node:crypto';
import type { ProfileInput, ProfileSummary, SellerAccountSummary } from '../../shared/accounts/profile.ts';
import { addressesFor } from '../../shared/accounts/environments.ts';
import { AppError } from '../../shared/errors.ts';
import type { EventBus } from '../backend/event-bus.ts';
import type { TokenRecord, TokenStore } from '../marketplace/index.ts';
import type { SettingsStore } from '../storage/settings.ts';
import { activeSellerAccount } from './active-seller-account.ts';
import type { DemoMarketplaceHandle } from './demo-marketplace.ts';
import type { SecretStore } from './secret-store.ts';
import { SecretTokenStore } from './secret-token-store.ts';
import { DEMO_PROFILE_ID, secretKeys, type StoredProfile } from './stored-profile.ts';
import { parseStoredTokens, tokenStatus } from './token-status.ts';
import { t } from '../i18n/backend-language.ts';

/** A profile with everything needed to call the marketplace. Stays in main. */
export interface ResolvedProfile extends StoredProfile {
  selfAccessSecret?: string;
  thirdPartySecret?: string;
  affiliateToken?: string;
}

/**
 * Profiles and their credentials, the Demo profile (built in) and the person's own, and the seller accounts
 * authorised on them: the one owner of all of it. Every change is announced as `profilesChanged`.
 */
export class ProfilesService {
  private readonly settings: SettingsStore;
  private readonly secrets: SecretStore;
  private readonly demo: DemoMarketplaceHandle;
  private readonly bus: EventBus;

  constructor(settings: SettingsStore, secrets: SecretStore, demo: DemoMarketplaceHandle, bus: EventBus) {
    this.settings = settings;
    this.secrets = secrets;
    this.demo = demo;
    this.bus = bus;
  }

  activeId(): string {
    const id = this.settings.get('activeProfileId');
    return id === DEMO_PROFILE_ID || this.stored().some((p) => p.id === id) ? id : DEMO_PROFILE_ID;
  }

  /** The profile with its secrets; the Demo profile's come from the built-in marketplace. */
  async resolve(id: string): Promise<ResolvedProfile> {
    if (id === DEMO_PROFILE_ID) {
      const demo = await this.demo.get();
      return {
        id: DEMO_PROFILE_ID,
        name: 'Demo',
        kind: 'demo',
        sellerBaseUrl: demo.sellerBaseUrl,
        authUrl: demo.authUrl,
        affiliateBaseUrl: demo.affiliateBaseUrl,
        selfAccess: { appId: demo.selfAccess.appId },
        selfAccessSecret: demo.selfAccess.appSecret,
        affiliate: { trackingId: demo.affiliate.trackingId },
        affiliateToken: demo.affiliate.token,
      };
    }
    const profile = this.find(id);
    // Sandbox and Production reach the marketplace's own addresses, whatever an older version stored for them.
    const resolved: ResolvedProfile = { ...profile, ...addressesFor(profile.kind, profile) };
    const selfSecret = this.secrets.get(secretKeys.selfAccessSecret(id));
    const thirdSecret = this.secrets.get(secretKeys.thirdPartySecret(id));
    const affiliateToken = this.secrets.get(secretKeys.affiliateToken(id));
    if (selfSecret !== undefined) resolved.selfAccessSecret = selfSecret;
    if (thirdSecret !== undefined) resolved.thirdPartySecret = thirdSecret;
    if (affiliateToken !== undefined) resolved.affiliateToken = affiliateToken;
    return resolved;
  }

  /** The key of the seller account the profile acts as (see activeSellerAccount), or null when none is set up. */
  async sellerAccountKey(id: string): Promise<string | null> {
    const key = activeSellerAccount(await this.resolve(id))?.key ?? null;
    if (id === DEMO_PROFILE_ID && key !== null && key !== this.settings.get('demoSellerAccount'))
      try {
        this.settings.set('demoSellerAccount', key);
      } catch {
        // Remembered only to read the cache sooner at the next launch: a folder that cannot be written (STORAGE)
        // must not fail the read that asked, or no Shipments row is ever shown from it.
      }
    return key;
  }

  /**
   * The seller account whose cache to read. For the Demo while its marketplace starts (its thread loads and builds
   * its records for a second or more after launch), the account remembered from its last start: the first screen's
   * rows come from the cache at once instead of after that start. Writes (a sync) use `sellerAccountKey`.
   */
  async cacheReadKey(id: string): Promise<string | null> {
    const remembered = this.settings.get('demoSellerAccount');
    if (id === DEMO_PROFILE_ID && remembered !== null && !this.demo.started()) return remembered;
    return this.sellerAccountKey(id);
  }

  async list(): Promise<{ activeId: string; profiles: ProfileSummary[] }> {
    const demo = await this.resolve(DEMO_PROFILE_ID);
    const profiles = [demo, ...(await Promise.all(this.stored().map((p) => this.resolve(p.id))))];
    return { activeId: this.activeId(), profiles: profiles.map((p) => this.summarise(p)) };
  }

  /**
   * A profile's name and kind, at once: what the status bar shows. Unlike `summary`, it never waits for the Demo's
   * marketplace to start (its thread loads for a second or more after launch, and every call waiting for it holds
   * one of the page's few connections to the web host while the first screen loads).
   */
  label(id: string): Pick<ProfileSummary, 'id' | 'name' | 'kind'> {
    if (id === DEMO_PROFILE_ID) return { id, name: 'Demo', kind: 'demo' };
    const { name, kind } = this.find(id);
    return { id, name, kind };
  }

  async summary(id: string): Promise<ProfileSummary> {
    return this.summarise(await this.resolve(id));
  }

  save(input: ProfileInput): StoredProfile {
    const profiles = this.stored();
    if (input.id === DEMO_PROFILE_ID) throw new AppError('FORBIDDEN', t('accounts.profile.demoNotEditable'));
    const existing = input.id === undefined ? undefined : profiles.find((p) => p.id === input.id);
    if (input.id !== undefined && existing === undefined) throw notFound(input.id);
    const taken = profiles.find(
      (p) => p.id !== input.id && p.name.toLowerCase() === input.name.toLowerCase(),
    );
    if (taken || input.name.toLowerCase() === 'demo') {
      const message = taken
        ? t('accounts.profile.nameTaken', { name: taken.name })
        : t('accounts.profile.nameDemo');
      throw new AppError('VALIDATION', message, { fields: [{ path: 'name', message }] });
    }
    const next: StoredProfile = {
      ...existing,
      id: existing?.id ?? randomUUID(),
      name: input.name,
      kind: input.kind,
      ...addressesFor(input.kind, input),
    };
    this.write(existing ? profiles.map((p) => (p.id === next.id ? next : p)) : [...profiles, next]);
    this.changed(next.id);
    return next;
  }

  remove(id: string): void {
    if (id === DEMO_PROFILE_ID) throw new AppError('FORBIDDEN', t('accounts.profile.demoNotRemovable'));
    this.find(id);
    this.write(this.stored().filter((p) => p.id !== id));
    this.secrets.deletePrefix(secretKeys.profilePrefix(id));
    if (this.settings.get('activeProfileId') === id) this.settings.set('activeProfileId', DEMO_PROFILE_ID);
    this.changed(id);
  }

  activate(id: string): void {
    if (id !== DEMO_PROFILE_ID) this.find(id);
    this.settings.set('activeProfileId', id);
    this.changed();
  }

  setSelfAccess(profileId: string, appId: string, appSecret: string): void {
    this.update(profileId, (p) => ({ ...p, selfAccess: { appId } }));
    this.secrets.set(secretKeys.selfAccessSecret(profileId), appSecret);
    this.secrets.delete(secretKeys.selfAccessTokens(profileId));
    this.changed(profileId);
  }

  setThirdParty(profileId: string, appId: string, appSecret: string, redirectUri: string): void {
    this.update(profileId, (p) => {
      // The same application keeps its authorised accounts; a different one starts afresh.
      const keep = p.thirdParty?.appId === appId;
      return {
        ...p,
        thirdParty: {
          appId,
          redirectUri,
          accounts: keep ? (p.thirdParty?.accounts ?? []) : [],
          activeAccountId: keep ? (p.thirdParty?.activeAccountId ?? null) : null,
        },
      };
    });
    this.secrets.set(secretKeys.thirdPartySecret(profileId), appSecret);
    this.changed(profileId);
  }

  setAffiliate(profileId: string, trackingId: string, token: string): void {
    this.update(profileId, (p) => ({ ...p, affiliate: { trackingId } }));
    this.secrets.set(secretKeys.affiliateToken(profileId), token);
    this.changed(profileId);
  }

  /** Where a seller identity's tokens live; a renewed token is announced, so Settings shows its new expiry. */
  tokenStore(key: string): TokenStore {
    const store = new SecretTokenStore(this.secrets, key);
    return {
      get: () => store.get(),
      set: (record) => {
        store.set(record);
        this.changed();
      },
    };
  }

  /** A seller account just authorised on the profile's third-party application becomes its active one. */
  addSellerAccount(
    profileId: string,
    accountId: string,
    label: string,
    tokens: TokenRecord,
  ): SellerAccountSummary {
    new SecretTokenStore(this.secrets, secretKeys.accountTokens(profileId, accountId)).set(tokens);
    this.update(profileId, (p) => {
      if (!p.thirdParty) throw new AppError('NOT_CONFIGURED', t('accounts.profile.noThirdParty'));
      return {
        ...p,
        thirdParty: {
          ...p.thirdParty,
          accounts: [...p.thirdParty.accounts, { id: accountId, label }],
          activeAccountId: accountId,
        },
      };
    });
    this.changed(profileId);
    return { id: accountId, label, ...tokenStatus(tokens) };
  }

  activateSellerAccount(profileId: string, accountId: string): void {
    this.update(profileId, (p) => {
      if (!p.thirdParty?.accounts.some((a) => a.id === accountId)) throw accountNotFound();
      return { ...p, thirdParty: { ...p.thirdParty, activeAccountId: accountId } };
    });
    this.changed(profileId);
  }

  removeSellerAccount(profileId: string, accountId: string): void {
    this.update(profileId, (p) => {
      if (!p.thirdParty?.accounts.some((a) => a.id === accountId)) throw accountNotFound();
      const accounts = p.thirdParty.accounts.filter((a) => a.id !== accountId);
      const activeAccountId =
        p.thirdParty.activeAccountId === accountId ? (accounts[0]?.id ?? null) : p.thirdParty.activeAccountId;
      return { ...p, thirdParty: { ...p.thirdParty, accounts, activeAccountId } };
    });
    this.secrets.delete(secretKeys.accountTokens(profileId, accountId));
    this.changed(profileId);
  }

  /** Replaces a stored profile through `change`; the Demo profile is not stored and cannot change. */
  private update(id: string, change: (profile: StoredProfile) => StoredProfile): StoredProfile {
    if (id === DEMO_PROFILE_ID) throw new AppError('FORBIDDEN', t('accounts.profile.demoCredentials'));
    const next = change(this.find(id));
    this.write(this.stored().map((p) => (p.id === id ? next : p)));
    return next;
  }

  /** Announces a change; `changedId` names the profile whose configuration changed, if one did. */
  private changed(changedId?: string): void {
    this.bus.emit('profilesChanged', {
      activeId: this.activeId(),
      ...(changedId === undefined ? {} : { changedId }),
    });
  }

  private summarise(p: ResolvedProfile): ProfileSummary {
    const tokens = (key: string) => tokenStatus(parseStoredTokens(this.secrets.get(key)));
    return {
      id: p.id,
      name: p.name,
      kind: p.kind,
      sellerBaseUrl: p.sellerBaseUrl,
      authUrl: p.authUrl,
      affiliateBaseUrl: p.affiliateBaseUrl,
      selfAccess: p.selfAccess
        ? {
            configured: true,
            appId: p.selfAccess.appId,
            secretKept: p.selfAccessSecret !== undefined,
            ...tokens(secretKeys.selfAccessTokens(p.id)),
          }
        : { configured: false },
      thirdParty: p.thirdParty
        ? {
            configured: true,
            appId: p.thirdParty.appId,
            redirectUri: p.thirdParty.redirectUri,
            secretKept: p.thirdPartySecret !== undefined,
            activeAccountId: p.thirdParty.activeAccountId,
            accounts: p.thirdParty.accounts.map((a) => ({
              ...a,
              ...tokens(secretKeys.accountTokens(p.id, a.id)),
            })),
          }
        : { configured: false },
      affiliate: p.affiliate
        ? { configured: true, trackingId: p.affiliate.trackingId, secretKept: p.affiliateToken !== undefined }
        : { configured: false },
    };
  }

  private stored(): StoredProfile[] {
    return this.settings.get('profiles');
  }

  private find(id: string): StoredProfile {
    const profile = this.stored().find((p) => p.id === id);
    if (!profile) throw notFound(id);
    return profile;
  }

  private write(profiles: StoredProfile[]): void {
    this.settings.set('profiles', profiles);
  }
}

function accountNotFound(): AppError {
  return new AppError('NOT_FOUND', t('accounts.profile.accountGone'));
}

function notFound(id: string): AppError {
  return new AppError('NOT_FOUND', t('accounts.profile.gone'), { profileId: id });
}
