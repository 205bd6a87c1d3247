import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { AppInfo, HostKind } from '../../shared/app/payloads.ts';
import type { AuthWindow } from '../accounts/connection-service.ts';
import { DemoMarketplaceHandle, type StartDemoMarketplace } from '../accounts/demo-marketplace.ts';
import { startOnKeptPort } from '../accounts/demo-port.ts';
import { createAccountsSlice } from '../accounts/index.ts';
import { MarketplaceClients } from '../accounts/marketplace-clients.ts';
import { ProfilesService } from '../accounts/profiles-service.ts';
import { isChoosable, type SecretStore } from '../accounts/secret-store.ts';
import { DEMO_PROFILE_ID } from '../accounts/stored-profile.ts';
import { appHandlers } from '../app/handlers.ts';
import { StatusService } from '../app/status-service.ts';
import { LastScreen } from '../app/last-screen.ts';
import { ThemeSetting } from '../app/theme-setting.ts';
import { LanguageSetting } from '../app/language-setting.ts';
import type { Printer } from '../app/printer.ts';
import { createDispatcher, type Dispatch, type Handlers } from '../ipc/dispatcher.ts';
import { createFeedsSlice } from '../feeds/index.ts';
import { createFulfilmentSlice } from '../fulfilment/index.ts';
import { JobRegistry } from '../jobs/job-registry.ts';
import { DesktopCommands } from '../app/desktop-commands.ts';
import { backgroundRound } from '../background-sync/round.ts';
import {
  BackgroundSyncScheduler,
  newOrdersMessage,
  realTimers,
  type Timers,
} from '../background-sync/scheduler.ts';
import { createListingsSlice } from '../listings/index.ts';
import { createLocationsSlice } from '../locations/index.ts';
import { createMyListingsSlice } from '../my-listings/index.ts';
import { createSandboxSlice } from '../sandbox/index.ts';
import { createShipmentsSlice } from '../shipments/index.ts';
import { createProductsSlice } from '../products/index.ts';
import { createReturnsSlice } from '../returns/index.ts';
import { createReturnActionsSlice } from '../returns/self-ship/index.ts';
import { createReceiveParts } from '../returns/receive/index.ts';
import type { FetchLike } from '../marketplace/index.ts';
import { startCheckpointer } from '../storage/checkpointer.ts';
import { IdleCheckpoint } from '../storage/idle-checkpoint.ts';
import { DATABASE_FILE_NAME, openCheckedDatabase } from '../storage/database.ts';
import { noteCleanClose } from '../storage/clean-close.ts';
import type { SettingsStore } from '../storage/settings.ts';
import { EventBus } from './event-bus.ts';
import { MIGRATION_SETS } from './migration-sets.ts';
import type { Logger } from './logger.ts';
import type { Slice, SliceDeps } from './slice-deps.ts';
import { sayNotice, type Notice } from '../storage/notice.ts';
import { isClosingError } from '../jobs/closing-error.ts';

/**
 * How long a launch holds the Demo's marketplace while the first screen is drawn from the cache: about what a first
 * screen takes on a slow two-core machine; a seller sees the cached rows at once and the sync's news after it.
 */
export const DEMO_LAUNCH_HOLD_MS = 3_000;

/** Sets another hold for a host's backend, in ms (0: none); the journeys use it (e2e/fixtures.ts). */
export const DEMO_LAUNCH_HOLD_ENV = 'STOCKROOM_DEMO_LAUNCH_HOLD_MS';

/** The hold `env` asks for: a whole number of ms up to a minute; anything else leaves the default. */
export function demoLaunchHoldFrom(env: Record<string, string | undefined>): number | undefined {
  const raw = env[DEMO_LAUNCH_HOLD_ENV];
  if (raw === undefined || !/^\d{1,5}$/.test(raw)) return undefined;
  const ms = Number(raw);
  return ms <= 60_000 ? ms : undefined;
}

export interface BackendOptions {
  host: HostKind;
  version: string;
  dataDir: string;
  settings: SettingsStore;
  secrets: SecretStore;
  startDemoMarketplace: StartDemoMarketplace;
  openExternal: (url: string) => Promise<void>;
  /** Electron only: shows the authorisation page and resolves with the address it was redirected to. */
  authWindow?: AuthWindow | undefined;
  /** Electron only: prints the window, or saves it as a PDF (`webContents.print` / `printToPDF`). */
  printer?: Printer | undefined;
  /** Electron passes net.fetch (system proxy and certificates); elsewhere Node's fetch. */
  fetch?: FetchLike | undefined;
  logger: Logger;
  /** The clock of every slice; tests move it. */
  now?: (() => Date) | undefined;
  /** The marketplace calls' wait between retries; tests pass one that does not wait in real time. */
  httpSleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
  /** What opening the data folder found (a damaged settings file kept aside, a folder that cannot be written). */
  notices?: Notice[] | undefined;
  /** False when the data folder cannot be written: the database then lives in memory. */
  dataDirWritable?: boolean | undefined;
  /** True when the OS says the computer runs on battery (Electron's powerMonitor): background sync waits. */
  onBattery?: (() => boolean) | undefined;
  /** The background sync's timer and the Demo's launch hold; tests pass one they fire by hand. */
  backgroundTimers?: Timers | undefined;
  /** How long a launch after the first holds the Demo's marketplace (DEMO_LAUNCH_HOLD_MS); 0, none. */
  demoLaunchHoldMs?: number | undefined;
  /** The idle checkpoint's timer (storage/idle-checkpoint.ts); tests pass one they fire by hand. */
  idleTimers?: Timers | undefined;
}

export interface Backend {
  dispatch: Dispatch;
  events: EventBus;
  db: DatabaseSync;
  /** Where the desktop shell sends the window its commands (menu, a file handed over, quitting). */
  desktop: DesktopCommands;
  /** Jobs running now, for a host that waits on them (quitting). */
  runningJobs(): number;
  close(): Promise<void>;
}

/**
 * The composition root, plain Node: builds the shared parts once (database, event bus, jobs, the HTTP layer and
 * marketplace clients), hands them to the slices, and joins the slices' handlers behind one dispatcher.
 */
export function createBackend(options: BackendOptions): Backend {
  const now = options.now ?? (() => new Date());
  const opened = openCheckedDatabase(options.dataDir, MIGRATION_SETS, {
    writable: options.dataDirWritable ?? true,
    now,
  });
  const db = opened.db;
  // The log is copied into the database file off this thread (see checkpointer.ts).
  const checkpointer = startCheckpointer(db, (message) =>
    options.logger.error('a background checkpoint of the database failed', new Error(message)),
  );
  // Told once: in the log now, and on screen through getAppInfo.
  const notices = [...(options.notices ?? []), ...opened.notices];
  for (const notice of notices) options.logger.info(sayNotice(notice));
  const bus = new EventBus();
  const keptPortDir = (options.dataDirWritable ?? true) ? options.dataDir : null;
  const demo = new DemoMarketplaceHandle(() => startOnKeptPort(options.startDemoMarketplace, keptPortDir));
  const profiles = new ProfilesService(options.settings, options.secrets, demo, bus);
  const status = new StatusService(profiles, db, bus, now);
  const jobs = new JobRegistry(db, bus, now);
  const desktop = new DesktopCommands(bus);
  const runningJobs = () => jobs.list().filter((j) => j.state === 'running').length;
  // With no job for 30 s the log is copied into the file and truncated (storage/idle-checkpoint.ts).
  const idleCheckpoint = checkpointer
    ? new IdleCheckpoint({
        truncate: () => checkpointer.truncate(),
        runningJobs,
        timers: options.idleTimers ?? realTimers,
        onError: (error) => options.logger.error('truncating the database log failed', error),
      })
    : undefined;
  bus.on('jobProgress', () => idleCheckpoint?.activity());
  const backgroundSync = new BackgroundSyncScheduler({
    round: () => backgroundRound(dispatch, bus)(),
    minutes: () => options.settings.get('backgroundSyncMinutes') ?? 15,
    saveMinutes: (minutes) => options.settings.set('backgroundSyncMinutes', minutes),
    now,
    ...(options.backgroundTimers ? { timers: options.backgroundTimers } : {}),
    ...(options.onBattery ? { onBattery: options.onBattery } : {}),
    changed: (state) => bus.emit('backgroundSyncChanged', state),
    newOrders: (count) =>
      bus.emit('newOrdersToPack', {
        count,
        message: newOrdersMessage(count),
      }),
    onError: (error) => options.logger.error('a background sync round failed', error),
  });
  const clients = new MarketplaceClients(
    profiles,
    options.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    options.logger,
    options.httpSleep,
  );
  const info = (): AppInfo => ({
    name: 'Stockroom',
    version: options.version,
    host: options.host,
    dataDir: options.dataDir,
    secretStorage: options.secrets.kind,
    secretStorageChoosable: isChoosable(options.secrets),
    canAuthorizeInApp: options.authWindow !== undefined,
    canPrintInApp: options.printer !== undefined,
    // Said in the language of each asking: the screens read them again after a switch.
    notices: notices.map(sayNotice),
  });
  const databaseDir = (options.dataDirWritable ?? true) ? options.dataDir : null;
  const deps: SliceDeps = {
    db,
    databaseDir,
    bus,
    jobs,
    clients,
    profiles,
    status,
    logger: options.logger,
    now,
  };
  // Each slice is built from the shared parts; a new feature adds one line here and one spread below.
  const accounts = createAccountsSlice(deps, {
    secrets: options.secrets,
    info,
    authWindow: options.authWindow,
  });
  const locations = createLocationsSlice(deps);
  const products = createProductsSlice(deps, { locationNames: locations.offer.names });
  const shipments = createShipmentsSlice(deps, { products: products.offer });
  const listings = createListingsSlice(deps, { shipments: shipments.offer, products: products.offer });
  const feeds = createFeedsSlice(deps);
  const myListings = createMyListingsSlice(deps, {
    shipments: shipments.offer,
    listings: listings.offer,
    feeds: feeds.offer,
    locations: locations.offer,
    products: products.offer,
  });
  const fulfilment = createFulfilmentSlice(deps, {
    shipments: shipments.writes,
    products: products.offer,
    printer: options.printer,
  });
  const returns = createReturnsSlice(deps, { shipments: shipments.offer });
  const sandbox = createSandboxSlice(deps, {
    orders: shipments.offer,
    cache: shipments.writes,
    sync: () => shipments.sync(),
    knownSkus: (profileId) => listings.offer.knownSkus(profileId),
  });
  const returnActions = createReturnActionsSlice(deps);
  const receive = createReceiveParts(deps, { stock: myListings.offer, locations: locations.offer });
  const slices: Slice<unknown>[] = [
    accounts,
    shipments,
    listings,
    feeds,
    myListings,
    fulfilment,
    locations,
    products,
    returns,
    sandbox,
    returnActions,
    receive,
  ];

  const handlers: Handlers = {
    ...appHandlers({
      info,
      status,
      jobs,
      openExternal: options.openExternal,
      printer: options.printer,
      desktop,
      backgroundSync,
      theme: new ThemeSetting(options.settings, bus),
      language: new LanguageSetting(options.settings, bus),
      lastScreen: new LastScreen(db, () => profiles.activeId()),
    }),
    ...accounts.handlers,
    ...shipments.handlers,
    ...listings.handlers,
    ...myListings.handlers,
    ...feeds.handlers,
    ...fulfilment.handlers,
    ...locations.handlers,
    ...products.handlers,
    ...returns.handlers,
    ...sandbox.handlers,
    ...returnActions.handlers,
    ...receive.handlers,
  };
  const dispatch = createDispatcher(handlers, (name, error) =>
    options.logger.error(`call ${name} failed unexpectedly`, error),
  );

  // The Demo profile's marketplace starts with the app, so the first screen has data. On a launch after the first
  // (an account remembered: the cache holds its data) it is held a moment, whoever asks: the first screen is drawn
  // from the cache, and the marketplace's thread (its libraries, its records) and the launch sync's work then do not
  // share the machine with that drawing (docs/PERFORMANCE.md). A new person's first sync is not held.
  if (profiles.activeId() === DEMO_PROFILE_ID) {
    const holdMs = options.demoLaunchHoldMs ?? DEMO_LAUNCH_HOLD_MS;
    if (holdMs > 0 && options.settings.get('demoSellerAccount') !== null) {
      const timers = options.backgroundTimers ?? realTimers;
      demo.holdUntil(new Promise((release) => timers.set(release, holdMs)));
    }
    demo.get().catch((error: unknown) => {
      // Closed before it started: nothing went wrong.
      if (!isClosingError(error)) options.logger.error('the demo marketplace did not start', error);
    });
  }
  for (const slice of slices) slice.start?.();
  backgroundSync.start();
  idleCheckpoint?.start();

  let closing: Promise<void> | undefined;
  return {
    dispatch,
    events: bus,
    db,
    desktop,
    runningJobs,
    // Once only: quitting and a closed last window may both ask.
    close() {
      closing ??= (async () => {
        backgroundSync.stop();
        idleCheckpoint?.stop();
        await jobs.cancelAll();
        // The slices that use others close first: an action's last read-back is written before the cache closes.
        for (const slice of [...slices].reverse()) await slice.close?.();
        await demo.close();
        await checkpointer?.close();
        db.close();
        // The next launch skips the integrity check of a file closed cleanly and untouched since.
        if (databaseDir !== null) noteCleanClose(join(databaseDir, DATABASE_FILE_NAME));
      })();
      return closing;
    },
  };
}
