import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerAppImage } from './appimage-integration.ts';
import { keepUpToDate, updaterKind, type Updater, type UpdaterKind } from './updates.ts';
import { saveDiagnostics } from './save-diagnostics.ts';
import { fileLogger, openRotatingLog, teeLogger } from '../../diagnostics/rotating-log.ts';
import { realTimers } from '../../background-sync/scheduler.ts';
import { electronNotifier, notifyFromBackend } from './os-notifications.ts';
import { pathToFileURL } from 'node:url';
import { MIGRATION_SETS } from '../../backend/migration-sets.ts';
import {
  startBackendThread,
  type BackendHandle,
  type StartBackend,
} from '../backend-thread/backend-thread.ts';
import { pendingBackend } from '../backend-thread/pending-backend.ts';
import { consoleLogger, type Logger } from '../../backend/logger.ts';
import { resolveDataDir } from '../../storage/data-dir.ts';
import { keptLanguage, openDataFolder } from '../../storage/data-folder.ts';
import type { SettingsStore } from '../../storage/settings.ts';
import { appMenuTemplate, type MenuItemSpec } from './app-menu.ts';
import { AUTH_PARTITION, openAuthWindow } from './auth-window.ts';
import type { BrowserWindowCtor, IpcMainLike, SafeStorageLike, SessionLike } from './electron-types.ts';
import {
  chooseCsvToOpen,
  saveDownloadsWithDialog,
  type DialogLike,
  type DownloadingSession,
} from './file-dialogs.ts';
import { forwardEvents, registerIpc } from './ipc-bridge.ts';
import { createMainWindow, denyPermissions, hardenSession } from './main-window.ts';
import { electronPrinter, pdfWindowOptions, type SaveDialogLike } from './printer.ts';
import { guardQuit } from './quit-guard.ts';
import { chooseSecretStore } from './secret-storage.ts';
import {
  claimSingleInstance,
  csvImportCommand,
  csvPathFromArgv,
  startedByUpdate,
  type SingleInstanceApp,
} from './single-instance.ts';
import { keepWindowState, restoreWindowState, type Rect } from './window-state.ts';
import { themeChoiceOf, type ThemeChoice } from '../../../shared/app/theme.ts';
import { LANGUAGES, languageChoiceOf, languageOf } from '../../../shared/i18n/languages.ts';
import { setBackendLanguage, t } from '../../i18n/backend-language.ts';

/** What the shell needs of Electron; `src/main/index.ts` passes the real module, tests a fake. */
export interface ElectronLike {
  app: SingleInstanceApp & {
    getPath(name: 'userData' | 'downloads'): string;
    setPath(name: 'userData', path: string): void;
    getVersion(): string;
    whenReady(): Promise<void>;
    isReady(): boolean;
    /** Windows: the id the NSIS shortcut carries, so toasts show Stockroom's name and the person's settings. */
    setAppUserModelId(id: string): void;
    on(event: 'window-all-closed', listener: () => void): void;
    on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): void;
    /** The OS's languages, most preferred first: the menu's language at the first start, before the window names them. */
    getPreferredSystemLanguages?(): string[];
    /** Chromium's switches, set before the app is ready. */
    commandLine: { appendSwitch(name: string, value?: string): void };
  };
  BrowserWindow: BrowserWindowCtor;
  ipcMain: IpcMainLike;
  safeStorage: SafeStorageLike;
  session: {
    defaultSession: SessionLike & DownloadingSession;
    fromPartition(partition: string): SessionLike;
  };
  shell: { openExternal(url: string): Promise<void>; openPath(path: string): Promise<string> };
  dialog: DialogLike & SaveDialogLike;
  Menu: { buildFromTemplate(template: MenuItemSpec[]): unknown; setApplicationMenu(menu: unknown): void };
  screen: { getAllDisplays(): { workArea: Rect }[] };
  net?: { fetch: (url: string, init?: RequestInit) => Promise<Response> };
  Notification: NotificationCtor;
  powerMonitor: { isOnBatteryPower(): boolean };
  /** The theme Chromium and the OS's window parts use: the app's setting (System, Light, Dark) is passed on. */
  nativeTheme: { themeSource: ThemeChoice; readonly shouldUseDarkColors: boolean };
}

export interface NotificationCtor {
  isSupported(): boolean;
  new (options: { title: string; body: string }): { show(): void };
}

export interface ElectronAppPaths {
  /** Folder of the built main bundle (out/main). */
  mainDir: string;
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  openSettings: (dataDir: string) => SettingsStore;
  /** Where the app's process was started, for a relative .csv path on its command line. */
  cwd?: string;
  platform?: NodeJS.Platform;
  /** Node's, Chrome's and Electron's versions, for About. */
  versions?: Partial<Record<'electron' | 'chrome' | 'node', string>>;
  /** Where the backend runs: its own thread, unless a test drives it with timers of its own (in process). */
  startBackend?: StartBackend;
  /** Starts a helper program and does not wait (the AppImage's MIME cache refresh); tests record instead. */
  runProgram?: (command: string, args: string[]) => void;
  /** The packaged app's resources folder (process.resourcesPath): where app-update.yml says the update feed. */
  resourcesPath?: string;
  /** The updater (electron-updater in the app), made only when this copy updates itself (updates.ts). */
  updater?: (kind: UpdaterKind, logger: Logger) => Updater;
}

/**
 * The AppUserModelID electron-builder gives the NSIS shortcut: the app id (electron-builder.config.ts). Windows
 * matches a toast to its app by it; without it, toasts carry Electron's id and ignore the person's settings.
 */
export const APP_USER_MODEL_ID = 'app.stockroom.desktop';

/**
 * Composes the desktop app: one instance, data folder, settings, secrets, backend, IPC, the window (where it was
 * last), the menu, CSV files handed over by the OS, and a quit that lets jobs reach a checkpoint. Resolves with
 * null in a second launch, which hands its .csv to the first and quits.
 */
export async function startElectronApp(
  electron: ElectronLike,
  paths: ElectronAppPaths,
): Promise<BackendHandle | null> {
  const { app } = electron;
  const platform = paths.platform ?? process.platform;
  if (platform === 'win32') app.setAppUserModelId(APP_USER_MODEL_ID);
  const dataDir = resolveDataDir(paths.argv, paths.env, app.getPath('userData'));
  app.setPath('userData', dataDir);
  // Chromium's own controls (the date boxes of the pack form and the filters, their pickers) follow the app's locale,
  // not the page's lang: under en-US an invoice date of 3 December reads 12/03/2026, which a seller in India reads as
  // 12 March. The locale of the language kept (the OS's languages for System): day first in en-IN, hi-IN and mr-IN.
  // Set before Electron is ready, as it must be; a language changed later applies from the next start.
  const chosen = languageOf(
    languageChoiceOf(keptLanguage(dataDir)),
    app.getPreferredSystemLanguages?.() ?? [],
  );
  app.commandLine.appendSwitch('lang', LANGUAGES[chosen].locale);

  let backend: BackendHandle | null = null;
  let win: ReturnType<typeof createMainWindow> | null = null;
  const say = (message: string) => backend?.desktop.send({ command: 'quitting', message });
  // macOS hands a file opened from Finder over (open-file) before the app is ready: kept until the backend is.
  const early: string[] = [];
  const openCsv = (path: string) => {
    if (!backend) return void early.push(path);
    const command = csvImportCommand(path);
    if ('error' in command) {
      void electron.dialog.showMessageBox(messageBox('Stockroom', command.error, ''));
      return;
    }
    backend?.desktop.send({ command: 'navigate', screen: 'listings' });
    backend?.desktop.send(command);
  };
  const byUpdate = startedByUpdate(paths.argv, paths.env);
  if (!(await claimSingleInstance(app, () => win, openCsv, { byUpdate }))) return null;

  await app.whenReady();

  const folder = openDataFolder(dataDir, paths.openSettings, { migrations: MIGRATION_SETS });
  const settings = folder.settings;
  // The console, and the log file a person can send (Help › Save Diagnostics…), bounded by rotation.
  const log = openRotatingLog(dataDir);
  const logger = teeLogger(consoleLogger(), fileLogger(log));
  // The backend starts on its thread while the window opens and loads: calls wait for it.
  const pending = pendingBackend(
    (paths.startBackend ?? startBackendThread)({
      host: 'electron',
      version: app.getVersion(),
      dataDir,
      settings,
      notices: folder.notices,
      dataDirWritable: folder.writable,
      secrets: chooseSecretStore(electron.safeStorage, settings),
      openExternal: (url) => electron.shell.openExternal(url),
      authWindow: (authorizeUrl, redirectUri) =>
        openAuthWindow(electron.BrowserWindow, authorizeUrl, redirectUri),
      ...(electron.net ? { fetch: electron.net.fetch } : {}),
      logger,
      onBattery: () => electron.powerMonitor.isOnBatteryPower(),
      // The window is made below, after the backend: the printer asks for it at each print.
      printer: electronPrinter(
        () => (win === null || win.webContents.isDestroyed() ? null : win.webContents),
        electron.dialog,
        () => app.getPath('downloads'),
        {
          window: () => new electron.BrowserWindow(pdfWindowOptions()),
          tempDir: tmpdir,
          openPath: (path) => electron.shell.openPath(path),
        },
      ),
    }),
  );
  backend = pending;
  const started = pending;
  // The setting decides what `prefers-color-scheme` says in the window (and the title bar's and menus' colours):
  // System leaves it to the OS. Set before the window opens, so its first paint is already in the right colours.
  electron.nativeTheme.themeSource = themeChoiceOf(settings.get('theme'));
  started.events.on('themeChanged', ({ theme }) => (electron.nativeTheme.themeSource = theme));
  // New orders to pack, price alerts of the watchlist: OS notifications, where the OS offers them.
  notifyFromBackend(started.events, electronNotifier(electron.Notification));
  // The shell's own sentences (the menu, its dialogs, notifications) speak the screens' language: the setting kept
  // (the OS's languages for System) from the start, then each change the backend announces.
  setBackendLanguage(
    languageOf(languageChoiceOf(settings.get('language')), app.getPreferredSystemLanguages?.() ?? []),
  );

  const rendererFile = join(paths.mainDir, '../renderer/index.html');
  const devUrl = paths.env.ELECTRON_RENDERER_URL;
  const rendererUrl = devUrl ?? pathToFileURL(rendererFile).href;

  hardenSession(electron.session.defaultSession);
  saveDownloadsWithDialog(electron.session.defaultSession, () => app.getPath('downloads'));
  denyPermissions(electron.session.fromPartition(AUTH_PARTITION));
  registerIpc(electron.ipcMain, started, rendererUrl);

  const state = restoreWindowState(
    dataDir,
    electron.screen.getAllDisplays().map((d) => d.workArea),
  );
  win = createMainWindow(electron.BrowserWindow, {
    preloadPath: join(paths.mainDir, '../preload/index.cjs'),
    iconPath: join(paths.mainDir, '../../resources/icon.png'),
    rendererUrl,
    openExternal: (url) => electron.shell.openExternal(url),
    dark: electron.nativeTheme.shouldUseDarkColors,
    bounds: {
      width: state.width,
      height: state.height,
      ...(state.x !== undefined ? { x: state.x, y: state.y } : {}),
    },
  });
  if (state.maximized) win.maximize();
  if (folder.writable)
    keepWindowState(win, dataDir, (error) => logger.error('the window state was not saved', error));
  forwardEvents(started, win.webContents);

  const iconPath = join(paths.mainDir, '../../resources/icon.png');
  const offerAppImage = (env: NodeJS.ProcessEnv) => {
    try {
      registerAppImage({ env, iconPath, run: paths.runProgram ?? runDetached });
    } catch (error) {
      logger.error('the AppImage could not offer itself for .csv files', error);
    }
  };
  if (platform === 'linux') offerAppImage(paths.env);

  const versions = paths.versions ?? {};
  const buildMenu = () =>
    electron.Menu.setApplicationMenu(
      electron.Menu.buildFromTemplate(
        appMenuTemplate(platform, {
          send: (command) => started.desktop.send(command),
          importCsv: () =>
            void chooseCsvToOpen(electron.dialog).then((path) => {
              if (path) openCsv(path);
            }),
          saveDiagnostics: () =>
            void saveDiagnostics(electron.dialog, () => app.getPath('downloads'), {
              appVersion: app.getVersion(),
              versions,
              platform,
              arch: process.arch,
              dataDir,
              settings,
              logFiles: log.files(),
              now: new Date(),
            }).then((message) => {
              if (message) void electron.dialog.showMessageBox(messageBox('Stockroom', message, ''));
            }),
          showAbout: () =>
            void electron.dialog.showMessageBox(
              messageBox(
                t('desktop.about.title'),
                `Stockroom ${app.getVersion()}`,
                t('desktop.about.detail', {
                  electron: versions.electron ?? '?',
                  chrome: versions.chrome ?? '?',
                  node: versions.node ?? '?',
                  dataDir,
                }),
              ),
            ),
        }),
      ),
    );
  buildMenu();
  // Electron's menu is made once: a new language needs a new one, like nativeTheme follows themeChanged.
  started.events.on('languageChanged', ({ language }) => {
    setBackendLanguage(language);
    buildMenu();
  });

  const quit = guardQuit(app, {
    runningJobs: () => started.runningJobs(),
    close: () => started.close(),
    say,
  });
  const kind = updaterKind({ platform, env: paths.env, resourcesPath: paths.resourcesPath });
  if (typeof kind === 'string' && paths.updater) {
    const updater = paths.updater(kind, logger);
    // The update replaced the AppImage by a file of another name (it carries the version): the menu entry and
    // "Open with" follow it, whether it installs now or at the next quit.
    updater.onFileRenamed((path) => offerAppImage({ ...paths.env, APPIMAGE: path }));
    keepUpToDate({
      // The backend closes first (jobs reach their checkpoint), then the installer runs and the app goes at once:
      // the new version starts when this one has all but gone, and finds the single-instance lock free.
      updater: { ...updater, installNow: () => quit.closeThen(() => updater.installNow()) },
      timers: realTimers,
      runningJobs: () => started.runningJobs(),
      offerRestart: async (version) =>
        (
          await electron.dialog.showMessageBox({
            type: 'info',
            title: t('desktop.update.title'),
            message: t('desktop.update.ready', { version }),
            detail: t('desktop.update.detail'),
            buttons: [t('desktop.update.restart'), t('desktop.update.later')],
            defaultId: 0,
            cancelId: 1,
          })
        ).response === 0,
      tell: (message) => void electron.dialog.showMessageBox(messageBox('Stockroom', message, '')),
      log: (message, error) => logger.error(message, error),
    });
  } else if (typeof kind !== 'string') {
    logger.info(`Updates are off: ${kind.off}.`);
  }

  // A .csv this launch was opened with waits for the window to listen (see DesktopCommands).
  const launchCsv = csvPathFromArgv(paths.argv, paths.cwd ?? process.cwd());
  for (const path of [...early.splice(0), ...(launchCsv ? [launchCsv] : [])]) openCsv(path);

  await (devUrl ? win.loadURL(devUrl) : win.loadFile(rendererFile));

  app.on('window-all-closed', () => app.quit());
  await pending.ready;
  return started;
}

function runDetached(command: string, args: string[]): void {
  // Best effort: a desktop without the tool just refreshes its cache later.
  spawn(command, args, { stdio: 'ignore', detached: true })
    .on('error', () => undefined)
    .unref();
}

function messageBox(title: string, message: string, detail: string) {
  return { type: 'info' as const, title, message, detail, buttons: [t('desktop.dialog.ok')] };
}
