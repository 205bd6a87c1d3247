import type { DatabaseSync } from 'node:sqlite';
import type { AppInfo, HostKind } from '../../shared/ipc/payloads.ts';
import { ConnectionService, type AuthWindow } from '../accounts/connection-service.ts';
import { DemoMarketplaceHandle, type StartDemoMarketplace } from '../accounts/demo-marketplace.ts';
import { ProfilesService } from '../accounts/profiles-service.ts';
import { isChoosable, type SecretStore } from '../accounts/secret-store.ts';
import { DEMO_PROFILE_ID } from '../accounts/stored-profile.ts';
import { createDispatcher, type Dispatch } from '../ipc/dispatcher.ts';
import { createHandlers } from '../ipc/handlers.ts';
import { JobRegistry } from '../jobs/job-registry.ts';
import { openCheckedDatabase } from '../storage/database.ts';
import type { SettingsStore } from '../storage/settings.ts';
import { EventBus } from './event-bus.ts';
import type { Logger } from './logger.ts';
import { StatusService } from './status-service.ts';

export interface BackendOptions {
  host: HostKind;
  version: string;
  dataDir: string;
  settings: SettingsStore;
  secrets: SecretStore;
  startDemoMarketplace: StartDemoMarketplace;
  openExternal: (url: string) => Promise<void>;
  /** Electron only: shows the authorisation page and resolves with the address it was redirected to. */
  authWindow?: AuthWindow;
  /** Electron passes net.fetch (system proxy and certificates); elsewhere Node's fetch. */
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  logger: Logger;
  /** What opening the data folder found (a damaged settings file kept aside, a folder that cannot be written). */
  notices?: string[];
  /** False when the data folder cannot be written: the database then lives in memory. */
  dataDirWritable?: boolean;
}

export interface Backend {
  dispatch: Dispatch;
  events: EventBus;
  db: DatabaseSync;
  close(): Promise<void>;
}

/** The whole backend, plain Node: what both hosts start and talk to through `dispatch` and `events`. */
export function createBackend(options: BackendOptions): Backend {
  const opened = openCheckedDatabase(options.dataDir, { writable: options.dataDirWritable ?? true });
  const db = opened.db;
  // Told once: in the log now, and on screen through getAppInfo.
  const notices = [...(options.notices ?? []), ...opened.notices];
  for (const notice of notices) options.logger.info(notice);
  const bus = new EventBus();
  const demo = new DemoMarketplaceHandle(options.startDemoMarketplace);
  const profiles = new ProfilesService(options.settings, options.secrets, demo);
  const status = new StatusService(profiles, db);
  const jobs = new JobRegistry(db, bus);
  const connection = new ConnectionService(
    profiles,
    options.secrets,
    options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    options.logger,
    options.authWindow,
  );
  const info = (): AppInfo => ({
    name: 'Stockroom',
    version: options.version,
    host: options.host,
    dataDir: options.dataDir,
    secretStorage: options.secrets.kind,
    secretStorageChoosable: isChoosable(options.secrets),
    canAuthorizeInApp: options.authWindow !== undefined,
    notices,
  });
  const handlers = createHandlers({
    info,
    secrets: options.secrets,
    profiles,
    connection,
    status,
    jobs,
    bus,
    openExternal: options.openExternal,
  });
  const dispatch = createDispatcher(handlers, (name, error) =>
    options.logger.error(`call ${name} failed unexpectedly`, error),
  );

  // A new person lands on the Demo profile: start its marketplace now so the first screen has data.
  if (profiles.activeId() === DEMO_PROFILE_ID) {
    demo.get().catch((error: unknown) => options.logger.error('the demo marketplace did not start', error));
  }

  return {
    dispatch,
    events: bus,
    db,
    async close() {
      jobs.cancelAll();
      await demo.close();
      db.close();
    },
  };
}
