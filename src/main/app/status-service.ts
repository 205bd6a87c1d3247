import type { DatabaseSync } from 'node:sqlite';
import type { AppStatus, MarketplaceState } from '../../shared/app/payloads.ts';
import type { ConnectionReport } from '../../shared/accounts/connection.ts';
import { AppError, type ErrorCode } from '../../shared/errors.ts';
import type { ProfilesService } from '../accounts/index.ts';
import type { EventBus } from '../backend/event-bus.ts';
import { SyncState } from './sync-state.ts';

/** What an error code of a marketplace call says about the marketplace: it answered, refused us, or did not answer. */
export function marketplaceStateOfCode(code: ErrorCode): MarketplaceState {
  switch (code) {
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
    case 'INTERNAL':
      return 'unknown';
    default:
      // Any other coded answer (a 4xx, a rate limit) came from a marketplace that is there.
      return 'online';
  }
}

/** What an outcome of a marketplace call says about the marketplace (`'ok'` or the error thrown). */
export function marketplaceStateOf(outcome: 'ok' | unknown): MarketplaceState {
  if (outcome === 'ok') return 'online';
  if (!(outcome instanceof AppError)) return 'unknown';
  return marketplaceStateOfCode(outcome.code);
}

/**
 * What a finished Test connection says, with the sentence to show. The seller side decides (it is the seller's
 * marketplace the bar is about); where its failure says nothing of the marketplace (no credentials yet, a bad
 * address), the affiliate side answering still shows the service is there; otherwise the test failed, and says why.
 */
export function connectionTestState(report: ConnectionReport): { state: MarketplaceState; message: string } {
  const { seller, affiliate } = report;
  const message = seller.message;
  if (seller.ok) return { state: 'online', message };
  const state = seller.code === undefined ? 'unknown' : marketplaceStateOfCode(seller.code);
  if (state !== 'unknown') return { state, message };
  return { state: affiliate.ok ? 'online' : 'failed', message };
}

interface MarketplaceAnswer {
  state: MarketplaceState;
  at: string;
  message: string | null;
}

/**
 * What the status bar shows: the active profile, what its marketplace last said, and the last sync. Every
 * marketplace call a slice makes for a profile may be reported here, and every Test connection is heard
 * (`connectionTested`); only the active profile's answer is shown.
 */
export class StatusService {
  private readonly profiles: ProfilesService;
  private readonly syncs: SyncState;
  private readonly bus: EventBus;
  private readonly now: () => Date;
  /** The last answer of each profile's marketplace, kept across switches: it is shown with its time. */
  private readonly answers = new Map<string, MarketplaceAnswer>();

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
    // A change of a profile's addresses or credentials makes its last answer stale; a switch shows the other's.
    bus.on('profilesChanged', ({ changedId }) => {
      if (changedId !== undefined) this.answers.delete(changedId);
      void this.publish();
    });
    bus.on('connectionTested', ({ profileId, report }) => {
      const { state, message } = connectionTestState(report);
      this.record(profileId, state, message);
    });
  }

  /** Records how the marketplace of `profileId` answered (`'ok'` or the error thrown) and tells the screen. */
  report(profileId: string, outcome: 'ok' | unknown): void {
    const state = marketplaceStateOf(outcome);
    if (state === 'unknown') return;
    this.record(profileId, state, outcome instanceof AppError ? outcome.message : null);
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
    const answer = this.answers.get(id);
    return {
      profile: this.profiles.label(id),
      marketplace: answer?.state ?? 'unknown',
      marketplaceAt: answer?.at ?? null,
      marketplaceMessage: answer?.message ?? null,
      lastSyncAt: this.syncs.lastSyncAt(id),
    };
  }

  private record(profileId: string, state: MarketplaceState, message: string | null): void {
    this.answers.set(profileId, { state, at: this.now().toISOString(), message });
    if (profileId === this.profiles.activeId()) void this.publish();
  }
}
