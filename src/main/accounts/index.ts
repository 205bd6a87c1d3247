import type { AppInfo } from '../../shared/app/payloads.ts';
import { speakContractWith } from '../../shared/accounts/contract-words.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import { t } from '../i18n/backend-language.ts';
import { ConnectionService, type AuthWindow } from './connection-service.ts';
import { accountsHandlers } from './handlers.ts';
import type { SecretStore } from './secret-store.ts';

export type { ProfilesService } from './profiles-service.ts';
export { DEMO_PROFILE_ID } from './stored-profile.ts';

export interface AccountsSliceOptions {
  secrets: SecretStore;
  info: () => AppInfo;
  authWindow?: AuthWindow | undefined;
}

/** Profiles, credentials and seller authorisation. Profiles themselves are a shared part (every slice reads them). */
export function createAccountsSlice(deps: SliceDeps, options: AccountsSliceOptions) {
  // The contract's refusals (a field left empty) read in the seller's language.
  speakContractWith(t);
  const connection = new ConnectionService(deps.profiles, deps.clients, deps.bus, options.authWindow);
  return {
    handlers: accountsHandlers({
      profiles: deps.profiles,
      connection,
      secrets: options.secrets,
      info: options.info,
    }),
  } satisfies Slice<unknown>;
}
export { onAccountUsable, resumingActions } from './account-usable.ts';
export { notOwn, ownJob } from './not-own.ts';
