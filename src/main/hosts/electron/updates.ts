import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Timers } from '../../background-sync/scheduler.ts';

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
  /** Quits and installs now (the quit guard still runs). */
  installNow(): void;
}

/** The part of electron-updater's AppUpdater used here. */
export interface AppUpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<unknown>;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
}

export function fromElectronUpdater(updater: AppUpdaterLike): Updater {
  updater.autoDownload = true;
  // "Later" means the next quit: the downloaded version installs then.
  updater.autoInstallOnAppQuit = true;
  return {
    check: async () => void (await updater.checkForUpdates()),
    onDownloaded: (listener) => void updater.on('update-downloaded', (info) => listener(info.version)),
    onError: (listener) => void updater.on('error', listener),
    installNow: () => updater.quitAndInstall(false, true),
  };
}

export const UPDATE_INTERVAL_MS = 4 * 60 * 60 * 1000;

/**
 * Why this copy of the app does not update itself, or null when it does. The deb is the package manager's to
 * update; a build without a feed (no app-update.yml, written by electron-builder only when `publish` names one)
 * has nowhere to look; on Linux only the AppImage can replace itself.
 */
export function updatesOffBecause(options: {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  resourcesPath: string | undefined;
}): string | null {
  const { platform, env, resourcesPath } = options;
  if (resourcesPath === undefined) return 'not a packaged app';
  const packageType = join(resourcesPath, 'package-type');
  if (existsSync(packageType))
    return `installed by the system's package manager (${readFileSync(packageType, 'utf8').trim()}), which updates it`;
  if (!existsSync(join(resourcesPath, 'app-update.yml'))) return 'no update feed configured in this build';
  if (platform === 'linux' && !env.APPIMAGE) return 'on Linux only the AppImage updates itself';
  return null;
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
        tell(
          `${running === 1 ? 'A job is' : `${running} jobs are`} still running, so Stockroom will not restart now: ` +
            `version ${version} installs when you next quit.`,
        );
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
