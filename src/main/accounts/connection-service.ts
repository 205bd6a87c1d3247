import type { SellerAccountSummary } from '../../shared/accounts/profile.ts';
import { AppError } from '../../shared/errors.ts';
import type { ConnectionReport } from '../../shared/ipc/payloads.ts';
import type { Logger } from '../backend/logger.ts';
import type { ProfilesService } from './profiles-service.ts';
import type { SecretStore } from './secret-store.ts';

/** Talks to a profile's marketplace on behalf of Settings: connection test and seller authorisation. */
export class ConnectionService {
  constructor(_profiles: ProfilesService, _secrets: SecretStore, _fetch: (url: string, init: RequestInit) => Promise<Response>, _logger: Logger) {}

  async test(_profileId: string): Promise<ConnectionReport> {
    throw new AppError('NOT_CONFIGURED', 'pending');
  }
  async beginAuthorization(_profileId: string): Promise<{ authorizeUrl: string }> {
    throw new AppError('NOT_CONFIGURED', 'pending');
  }
  async completeAuthorization(_profileId: string, _redirectUrl: string, _label?: string): Promise<SellerAccountSummary> {
    throw new AppError('NOT_CONFIGURED', 'pending');
  }
  activateAccount(_profileId: string, _accountId: string): void {}
  removeAccount(_profileId: string, _accountId: string): void {}
}
