import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Timers } from '../../background-sync/scheduler.ts';
import { t } from '../../i18n/backend-language.ts';

/**
 * Updates from the release feed (GitHub releases, latest*.yml), behind a small interface so the shell never sees
 * electron-updater: checked at start and every few hours, downloaded in the background, then "Restart to update"
 * is offered. A restart is never forced: with a job running, the update waits for the person's next quit.
 */
export interface Updater {
  /** Asks the feed; a newer version downloads in the background and then announces itself. */
  check(): Promise<void>;
  onDownloaded(listener: (version: string) => void): void;
  onError(listener: (error: Error) => void): void;
  /** The AppImage was replaced by a file of another name (the name carries the version): its new path. */
  onFileRenamed(listener: (path: string) => void): void;
  /**
   * Installs the downloaded version silently, quits, and starts the new one. Called once the backend has closed
   * (the quit guard's work is done), so the app goes at once and the new one finds the single-instance lock free.
   */
  installNow(): void;
}

/** electron-updater's logger: its own lines (checks, downloads, installs) go to stockroom.log. */
export interface UpdaterLogger {
  info(message?: unknown): void;
  warn(message?: unknown): void;
  error(message?: unknown): void;
  debug?(message: string): void;
}

/** The part of electron-updater's AppUpdater used here. */
export interface AppUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  logger: UpdaterLogger | null;
  checkForUpdates(): Promise<unknown>;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'appimage-filename-updated', listener: (path: string) => void): unknown;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

export function fromElectronUpdater(updater: AppUpdaterLike, logger: UpdaterLogger | null = null): Updater {
  updater.logger = logger;
  updater.autoDownload = true;
  // "Later" means the next quit: the downloaded version installs then.
  updater.autoInstallOnAppQuit = true;
  return {
    check: async () => void (await updater.checkForUpdates()),
    onDownloaded: (listener) => void updater.on('update-downloaded', (info) => listener(info.version)),
    onError: (listener) => void updater.on('error', listener),
    onFileRenamed: (listener) => void updater.on('appimage-filename-updated', listener),
    // Silent, then run: not silent, electron-updater ignores "run after" and NSIS shows its wizard (who to install
    // for, then Finish), where Cancel leaves the app closed and not updated. Silent, NSIS gets /S --force-run; the
    // AppImage is replaced and started; the deb is installed with dpkg through pkexec, then relaunched; macOS
    // (Squirrel) ignores both flags.
    installNow: () => updater.quitAndInstall(true, true),
  };
}

export const UPDATE_INTERVAL_MS = 4 * 60 * 60 * 1000;

/** Which of electron-updater's updaters a copy of the app needs. */
export type UpdaterKind = 'nsis' | 'mac' | 'appimage' | 'deb';

/**
 * The updater this copy needs, or why it does not update itself. A build without a feed (no app-update.yml,
 * written by electron-builder only when `publish` names one) has nowhere to look. On Linux an AppImage (the runtime
 * sets APPIMAGE) replaces itself, whatever else lies in its resources; the deb (`resources/package-type` = deb,
 * which electron-builder writes for electron-updater's DebUpdater) is updated from the .deb the feed lists, with
 * `pkexec dpkg -i`: no apt repository is published, so that is the deb's only way to new versions.
 */
export function updaterKind(options: {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  resourcesPath: string | undefined;
}): UpdaterKind | { off: string } {
  const { platform, env, resourcesPath } = options;
  if (resourcesPath === undefined) return { off: 'not a packaged app' };
  if (!existsSync(join(resourcesPath, 'app-update.yml')))
    return { off: 'no update feed configured in this build' };
  if (platform === 'win32') return 'nsis';
  if (platform === 'darwin') return 'mac';
  if (env.APPIMAGE) return 'appimage';
  const packageType = join(resourcesPath, 'package-type');
  if (existsSync(packageType) && readFileSync(packageType, 'utf8').trim() === 'deb') return 'deb';
  return { off: 'on Linux only the AppImage and the deb update themselves' };
}

export interface KeepUpToDate {
  updater: Updater;
  timers: Timers;
  runningJobs: () => number;
  /** Offers the restart; resolves true when the person chose "Restart to update". */
  offerRestart: (version: string) => Promise<boolean>;
  /** One sentence for the person (a message box). */
  tell: (message: string) => void;
  log: (message: string, error?: unknown) => void;
  intervalMs?: number;
}

/** Starts the checks; returns what stops them. */
export function keepUpToDate(options: KeepUpToDate): () => void {
  const { updater, timers, runningJobs, offerRestart, tell, log } = options;
  const interval = options.intervalMs ?? UPDATE_INTERVAL_MS;
  let stopped = false;
  let offered: string | null = null;
  let handle: unknown;
  const check = () => void updater.check().catch((error: unknown) => log('the update check failed', error));
  const next = () => {
    if (stopped) return;
    handle = timers.set(() => {
      check();
      next();
    }, interval);
  };
  updater.onError((error) => log('the update could not be downloaded', error));
  updater.onDownloaded((version) => {
    // One offer per version: the periodic check finds the same download again.
    if (stopped || offered === version) return;
    offered = version;
    void offerRestart(version).then((restart) => {
      if (!restart) return;
      const running = runningJobs();
      if (running > 0) {
        tell(t('desktop.update.jobsRunning', { count: running, version }));
        return;
      }
      updater.installNow();
    });
  });
  check();
  next();
  return () => {
    stopped = true;
    timers.clear(handle);
  };
}
