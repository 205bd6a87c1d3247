import { openSync, closeSync, fstatSync, readSync } from 'node:fs';
import { basename, posix, win32 } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCsvSize } from '../../../shared/listings/csv.ts';
import type { DesktopCommand } from '../../../shared/app/payloads.ts';
import { t } from '../../i18n/backend-language.ts';

/**
 * The .csv a launch was asked to open (by the OS's "Open with", or on the command line), if any: the last one given.
 * Linux desktop entries pass files as paths (`%F`) or as URLs (`%U`: `file:///home/s/My%20Orders.csv`), so a
 * file URL is turned back into its path; other URLs are not files here. Paths follow the platform's rules (Windows:
 * `C:\\…`, `file:///C:/…`, a `file://server/share` UNC path), given so each platform's rules are tested on any.
 */
export function csvPathFromArgv(
  argv: readonly string[],
  cwd: string,
  platform: NodeJS.Platform = process.platform,
): string | null {
  const windows = platform === 'win32';
  const { isAbsolute, resolve } = windows ? win32 : posix;
  // Electron's own argv starts with the binary (and the app folder in development); flags are not files.
  const files = argv.slice(1).flatMap((arg) => {
    if (arg.startsWith('-')) return [];
    const path = /^file:/i.test(arg)
      ? pathOfFileUrl(arg, windows)
      : /^[a-z][a-z0-9+.-]+:\/\//i.test(arg)
        ? null
        : arg;
    return path !== null && /\.csv$/i.test(path) ? [path] : [];
  });
  const file = files.at(-1);
  if (file === undefined) return null;
  return isAbsolute(file) ? file : resolve(cwd, file);
}

/** `file:///…` (or `file://localhost/…`) as a local path; a file on another host is not one Stockroom can open. */
function pathOfFileUrl(url: string, windows: boolean): string | null {
  try {
    return fileURLToPath(url, { windows });
  } catch {
    return null;
  }
}

/**
 * Reads a CSV handed over by the OS, bounded by the import's own limit, as a command for the listing editor.
 * A file that cannot be read or is too large becomes a sentence instead.
 */
export function csvImportCommand(path: string): DesktopCommand | { error: string } {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const size = fstatSync(fd).size;
    checkCsvSize(size);
    const bytes = new Uint8Array(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, bytes, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return {
      command: 'importCsv',
      fileName: basename(path),
      bytes: bytes.subarray(0, read),
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { error: t('desktop.csv.notOpened', { file: basename(path), reason }) };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  on(event: 'second-instance', listener: (event: unknown, argv: string[], cwd: string) => void): void;
  on(event: 'open-file', listener: (event: { preventDefault(): void }, path: string) => void): void;
  quit(): void;
}

export interface FocusableWindow {
  isMinimized(): boolean;
  restore(): void;
  show(): void;
  focus(): void;
}

/** How long a launch by an update waits for the version it replaces to let go of the lock, and how often it asks. */
export const UPDATE_LOCK_WAIT_MS = 10_000;
const LOCK_RETRY_MS = 250;

/**
 * A launch by an update: NSIS starts the new version with `--updated`, electron-updater starts the new AppImage with
 * APPIMAGE_SILENT_INSTALL=true. The version it replaces may still be on its way out, holding the lock a moment.
 */
export function startedByUpdate(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  return argv.includes('--updated') || env.APPIMAGE_SILENT_INSTALL === 'true';
}

/**
 * One Stockroom at a time (two would share one database and settings file). Returns false in a second launch,
 * which quits at once; the first then comes to the front and opens the .csv the second was given. On macOS a file
 * opened from Finder arrives as `open-file` instead. A launch by an update asks for the lock again every 250 ms for
 * up to 10 s (Electron lets a refused request be repeated) rather than handing over to the version it replaces.
 */
export async function claimSingleInstance(
  app: SingleInstanceApp,
  window: () => FocusableWindow | null,
  openCsv: (path: string) => void,
  options: { byUpdate?: boolean; wait?: (ms: number) => Promise<void> } = {},
): Promise<boolean> {
  const wait = options.wait ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms)));
  let locked = app.requestSingleInstanceLock();
  for (let waited = 0; !locked && options.byUpdate && waited < UPDATE_LOCK_WAIT_MS; waited += LOCK_RETRY_MS) {
    await wait(LOCK_RETRY_MS);
    locked = app.requestSingleInstanceLock();
  }
  if (!locked) {
    app.quit();
    return false;
  }
  app.on('second-instance', (_event, argv, cwd) => {
    const win = window();
    if (win) {
      if (win.isMinimized()) win.restore();
      win.show();
      win.focus();
    }
    const csv = csvPathFromArgv(argv, cwd);
    if (csv) openCsv(csv);
  });
  app.on('open-file', (event, path) => {
    event.preventDefault();
    if (/\.csv$/i.test(path)) openCsv(path);
  });
  return true;
}
