import type { DatabaseSync } from 'node:sqlite';
import type { MarketplaceClients } from '../accounts/marketplace-clients.ts';
import type { ProfilesService } from '../accounts/profiles-service.ts';
import type { StatusService } from '../app/status-service.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import type { EventBus } from './event-bus.ts';
import type { Logger } from './logger.ts';

/**
 * The shared parts the composition root builds once and hands to every feature slice. A slice reaches another
 * only through what is here (or that slice's service), never by building its own copy.
 */
export interface SliceDeps {
  db: DatabaseSync;
  /** The data folder holding `db` on disk, for a worker thread's own connection; null when `db` is in memory. */
  databaseDir: string | null;
  bus: EventBus;
  jobs: JobRegistry;
  /** The seller and affiliate clients of a profile, over the one HTTP layer. */
  clients: MarketplaceClients;
  profiles: ProfilesService;
  /** Tell the status bar how a profile's marketplace answered: `status.report(profileId, 'ok' | error)`. */
  status: StatusService;
  logger: Logger;
  /** The clock every slice reads, so tests can move time. */
  now: () => Date;
}

/** What a slice gives back to the composition root. */
export interface Slice<H> {
  handlers: H;
  /** Work to begin once every slice is built, such as a first sync on the Demo profile. */
  start?(): void;
  close?(): Promise<void> | void;
}
