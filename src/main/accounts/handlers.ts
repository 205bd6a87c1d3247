import type { accountsCalls } from '../../shared/accounts/contract.ts';
import type { AppInfo } from '../../shared/app/payloads.ts';
import { AppError } from '../../shared/errors.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import type { ConnectionService } from './connection-service.ts';
import type { ProfilesService } from './profiles-service.ts';
import { isChoosable, type SecretStore } from './secret-store.ts';
import { t } from '../i18n/backend-language.ts';

export interface AccountsHandlerDeps {
  profiles: ProfilesService;
  connection: ConnectionService;
  secrets: SecretStore;
  info: () => AppInfo;
}

export function accountsHandlers({ profiles, connection, secrets, info }: AccountsHandlerDeps) {
  return {
    listProfiles: () => profiles.list(),
    saveProfile: (input) => profiles.summary(profiles.save(input).id),
    removeProfile: ({ id }) => profiles.remove(id),
    activateProfile: ({ id }) => profiles.activate(id),

    setSellerApp: (input) => {
      if (input.type === 'self_access') profiles.setSelfAccess(input.profileId, input.appId, input.appSecret);
      else profiles.setThirdParty(input.profileId, input.appId, input.appSecret, input.redirectUri);
      return profiles.summary(input.profileId);
    },
    setAffiliateCredentials: ({ profileId, trackingId, token }) => {
      profiles.setAffiliate(profileId, trackingId, token);
      return profiles.summary(profileId);
    },
    testConnection: ({ profileId }) => connection.test(profileId),
    cancelConnectionTest: ({ profileId }) => connection.cancelTest(profileId),

    beginSellerAuthorization: ({ profileId }) => connection.beginAuthorization(profileId),
    completeSellerAuthorization: ({ profileId, redirectUrl, label }) =>
      connection.completeAuthorization(profileId, redirectUrl, label),
    authorizeSellerInApp: ({ profileId, label }) => connection.authorizeInApp(profileId, label),
    activateSellerAccount: ({ profileId, accountId }) => profiles.activateSellerAccount(profileId, accountId),
    removeSellerAccount: ({ profileId, accountId }) => profiles.removeSellerAccount(profileId, accountId),

    setSecretStorage: ({ mode }) => {
      if (!isChoosable(secrets)) {
        throw new AppError('FORBIDDEN', t('accounts.secrets.nothingToChoose'));
      }
      secrets.choose(mode);
      return info();
    },
  } satisfies HandlersFor<typeof accountsCalls>;
}
