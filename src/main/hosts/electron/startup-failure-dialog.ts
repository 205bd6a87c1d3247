import { spawn } from 'node:child_process';

/**
 * Shows why Stockroom could not start. On Linux, Electron's `dialog.showErrorBox` before `ready` only writes to
 * stderr, which a person who double-clicked the app never sees: there it waits for `ready` (Electron still gets
 * there after a failure in the app's own start-up), and if `ready` does not come in time, falls back to a desktop
 * notification. Elsewhere the box works at any time.
 */
export interface StartupFailureElectron {
  app: { isReady(): boolean; whenReady(): Promise<void> };
  dialog: { showErrorBox(title: string, content: string): void };
}

export const STARTUP_FAILURE_TITLE = 'Stockroom could not start';

export async function showStartupFailure(
  electron: StartupFailureElectron,
  sentence: string,
  options: {
    platform: NodeJS.Platform;
    /** Resolves after the longest wait for `ready` (10 s in the app); tests pass their own. */
    timeout?: () => Promise<void>;
    /** The fallback when `ready` never comes: a desktop notification (notify-send). */
    notify?: (title: string, body: string) => void;
  },
): Promise<void> {
  const { app, dialog } = electron;
  if (options.platform !== 'linux' || app.isReady()) {
    dialog.showErrorBox(STARTUP_FAILURE_TITLE, sentence);
    return;
  }
  const timeout = options.timeout ?? (() => new Promise<void>((r) => setTimeout(r, 10_000).unref()));
  const ready = await Promise.race([app.whenReady().then(() => true), timeout().then(() => false)]);
  if (ready) dialog.showErrorBox(STARTUP_FAILURE_TITLE, sentence);
  else (options.notify ?? notifySend)(STARTUP_FAILURE_TITLE, sentence);
}

/** libnotify's command, on most Linux desktops; where it is missing, stderr and the log file remain. */
const NOTIFY_SEND = 'notify-send';

function notifySend(title: string, body: string): void {
  spawn(NOTIFY_SEND, ['--urgency=critical', '--app-name=Stockroom', title, body], { stdio: 'ignore' })
    .on('error', () => undefined)
    .unref();
}
