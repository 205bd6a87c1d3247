import type { AppInfo, AppStatus } from '../../shared/ipc/payloads.ts';
import type { ProfilesService } from '../accounts/profiles-service.ts';
import type { ConnectionService } from '../accounts/connection-service.ts';
import type { StatusService } from '../backend/status-service.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import type { EventBus } from '../backend/event-bus.ts';
import { openExternalUrl } from '../security/open-external.ts';
import { isChoosable, type SecretStore } from '../accounts/secret-store.ts';
import { AppError } from '../../shared/errors.ts';
import type { Handlers } from './dispatcher.ts';

export interface HandlerDeps {
  info: () => AppInfo;
  secrets: SecretStore;
  profiles: ProfilesService;
  connection: ConnectionService;
  status: StatusService;
  jobs: JobRegistry;
  bus: EventBus;
  openExternal: (url: string) => Promise<void>;
}

/** The backend's handler for every call of the contract. The type makes a missing handler a compile error. */
export function createHandlers(d: HandlerDeps): Handlers {
  const profilesChanged = async () => {
    d.bus.emit('profilesChanged', { activeId: d.profiles.activeId() });
    d.bus.emit('statusChanged', await d.status.current());
  };
  return {
    getAppInfo: () => d.info(),
    getStatus: (): Promise<AppStatus> => d.status.current(),

    listProfiles: () => d.profiles.list(),
    saveProfile: async (input) => {
      const saved = d.profiles.save(input);
      await profilesChanged();
      return d.profiles.summary(saved.id);
    },
    removeProfile: async ({ id }) => {
      d.profiles.remove(id);
      await profilesChanged();
    },
    activateProfile: async ({ id }) => {
      d.profiles.activate(id);
      d.status.forgetMarketplaceState();
      await profilesChanged();
    },
    setSellerApp: async (input) => {
      if (input.type === 'self_access')
        d.profiles.setSelfAccess(input.profileId, input.appId, input.appSecret);
      else d.profiles.setThirdParty(input.profileId, input.appId, input.appSecret, input.redirectUri);
      await profilesChanged();
      return d.profiles.summary(input.profileId);
    },
    setAffiliateCredentials: async ({ profileId, trackingId, token }) => {
      d.profiles.setAffiliate(profileId, trackingId, token);
      await profilesChanged();
      return d.profiles.summary(profileId);
    },
    testConnection: async ({ profileId }) => {
      const report = await d.connection.test(profileId);
      if (profileId === d.profiles.activeId()) {
        d.status.recordMarketplace(report.seller.ok || report.affiliate.ok ? 'online' : 'offline');
        d.bus.emit('statusChanged', await d.status.current());
      }
      d.bus.emit('profilesChanged', { activeId: d.profiles.activeId() });
      return report;
    },

    beginSellerAuthorization: ({ profileId }) => d.connection.beginAuthorization(profileId),
    completeSellerAuthorization: async ({ profileId, redirectUrl, label }) => {
      const account = await d.connection.completeAuthorization(profileId, redirectUrl, label);
      await profilesChanged();
      return account;
    },
    authorizeSellerInApp: async ({ profileId, label }) => {
      const account = await d.connection.authorizeInApp(profileId, label);
      await profilesChanged();
      return account;
    },
    activateSellerAccount: async ({ profileId, accountId }) => {
      d.connection.activateAccount(profileId, accountId);
      await profilesChanged();
    },
    removeSellerAccount: async ({ profileId, accountId }) => {
      d.connection.removeAccount(profileId, accountId);
      await profilesChanged();
    },

    setSecretStorage: ({ mode }) => {
      if (!isChoosable(d.secrets)) {
        throw new AppError(
          'FORBIDDEN',
          'This computer keeps secrets in its keychain (or this version keeps them in memory); there is nothing to choose.',
        );
      }
      d.secrets.choose(mode);
      return d.info();
    },
    openExternal: ({ url }) => openExternalUrl(url, d.openExternal),
    cancelJob: ({ jobId }) => d.jobs.cancel(jobId),
  };
}
