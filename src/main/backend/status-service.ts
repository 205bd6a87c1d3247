import type { DatabaseSync } from 'node:sqlite';
import type { AppStatus } from '../../shared/ipc/payloads.ts';
import type { ProfilesService } from '../accounts/profiles-service.ts';

/** What the status bar shows: the active profile, whether its marketplace answers, and the last sync. */
export class StatusService {
  private readonly profiles: ProfilesService;
  private readonly db: DatabaseSync;
  private marketplace: AppStatus['marketplace'] = 'unknown';

  constructor(profiles: ProfilesService, db: DatabaseSync) {
    this.profiles = profiles;
    this.db = db;
  }

  recordMarketplace(state: AppStatus['marketplace']): void {
    this.marketplace = state;
  }

  forgetMarketplaceState(): void {
    this.marketplace = 'unknown';
  }

  async current(): Promise<AppStatus> {
    const id = this.profiles.activeId();
    const summary = await this.profiles.summary(id);
    const row = this.db
      .prepare('SELECT MAX(last_sync_at) AS at FROM sync_state WHERE profile_id = ?')
      .get(id) as { at: string | null };
    return {
      profile: { id, name: summary.name, kind: summary.kind },
      marketplace: this.marketplace,
      lastSyncAt: row.at,
    };
  }
}
