import type { DatabaseSync } from 'node:sqlite';
import type { AppStatus, MarketplaceState } from '../../shared/app/payloads.ts';
import { AppError } from '../../shared/errors.ts';
import type { ProfilesService } from '../accounts/index.ts';
import type { EventBus } from '../backend/event-bus.ts';
import { SyncState } from './sync-state.ts';

/** What an outcome of a marketplace call says about the marketplace: it answered, refused us, or did not answer. */
export function marketplaceStateOf(outcome: 'ok' | unknown): MarketplaceState {
  if (outcome === 'ok') return 'online';
  if (!(outcome instanceof AppError)) return 'unknown';
  switch (outcome.code) {
    case 'NETWORK':
    case 'TIMEOUT':
    case 'SERVER':
      return 'offline';
    case 'AUTH_INVALID':
    case 'AUTH_EXPIRED':
    case 'FORBIDDEN':
      return 'refused';
    case 'NOT_CONFIGURED':
    case 'CANCELLED':
    case 'INSECURE_URL':
      return 'unknown';
    default:
      // Any other coded answer (a 4xx, a rate limit) came from a marketplace that is there.
      return 'online';
  }
}

/**
 * What the status bar shows: the active profile, what its marketplace last said, and the last sync. Every
 * marketplace call a slice makes for a profile may be reported here; only the active profile's are shown.
 */
export class StatusService {
  private readonly profiles: ProfilesService;
  private readonly syncs: SyncState;
  private readonly bus: EventBus;
  private readonly now: () => Date;
  private marketplace: { profileId: string; state: MarketplaceState; at: string } | null = null;

  constructor(
    profiles: ProfilesService,
    db: DatabaseSync,
    bus: EventBus,
    now: () => Date = () => new Date(),
  ) {
    this.profiles = profiles;
    this.syncs = new SyncState(db);
    this.bus = bus;
    this.now = now;
    // A profile switch (or a change of the active profile's addresses or credentials) makes the last answer stale.
    bus.on('profilesChanged', () => {
      this.marketplace = null;
      void this.publish();
    });
  }

  /** Records how the marketplace of `profileId` answered (`'ok'` or the error thrown) and tells the screen. */
  report(profileId: string, outcome: 'ok' | unknown): void {
    const state = marketplaceStateOf(outcome);
    if (state === 'unknown') return;
    this.marketplace = { profileId, state, at: this.now().toISOString() };
    if (profileId === this.profiles.activeId()) void this.publish();
  }

  /**
   * Records that a dataset of a profile (such as `shipments`) finished a sync at `at` (ISO time), with where it
   * stands (`cursor`), and tells the screen.
   */
  recordSync(profileId: string, dataset: string, at: string, cursor: string | null): void {
    this.syncs.record(profileId, dataset, at, cursor);
    void this.publish();
  }

  /** Tells the screen after something the status bar shows changed. */
  async publish(): Promise<void> {
    try {
      this.bus.emit('statusChanged', await this.current());
    } catch {
      // The profile may be gone by now; the next change publishes again.
    }
  }

  async current(): Promise<AppStatus> {
    const id = this.profiles.activeId();
    const summary = await this.profiles.summary(id);
    return {
      profile: { id, name: summary.name, kind: summary.kind },
      marketplace: this.marketplace?.profileId === id ? this.marketplace.state : 'unknown',
      marketplaceAt: this.marketplace?.profileId === id ? this.marketplace.at : null,
      lastSyncAt: this.syncs.lastSyncAt(id),
    };
  }
}
