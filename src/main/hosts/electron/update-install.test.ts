import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardQuit } from './quit-guard.ts';
import { updaterLogger } from './release-updater.ts';
import { serveLocalFeed, type LocalFeed } from './testing/local-update-feed.test-support.ts';
import { fromElectronUpdater, keepUpToDate } from './updates.ts';

/**
 * electron-updater's own updaters (AppImage, NSIS) against a feed on the loopback: what "Restart to update" does
 * with the downloaded file. Only Electron's app and net are stood in, and for NSIS the one call that starts the
 * installer (a Windows program).
 */
let dirs: string[] = [];
let feed: LocalFeed | undefined;
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-update-install-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  feed?.close();
  feed = undefined;
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
  vi.unstubAllEnvs();
});

/** electron-updater's download cache, per OS: all inside the test's folder. */
function cacheIn(home: string) {
  for (const name of ['XDG_CACHE_HOME', 'LOCALAPPDATA', 'HOME']) vi.stubEnv(name, join(home, 'cache'));
}
const never = () => new Promise<void>(() => undefined);
const manualTimers = { set: () => 0, clear: () => undefined };

describe('the AppImage, updated by electron-updater', () => {
  it('finds 0.2.0, downloads it in the background, and offers the restart', async () => {
    const home = tempDir();
    cacheIn(home);
    const payload = Buffer.from('#!/bin/sh\necho "Stockroom 0.2.0, a stand-in"\n');
    feed = await serveLocalFeed(home, 'latest-linux.yml', 'Stockroom-0.2.0.AppImage', payload);
    const installed = join(home, 'Stockroom-0.1.0.AppImage');
    writeFileSync(installed, 'the installed AppImage');
    vi.stubEnv('APPIMAGE', installed);
    const { default: updaterModule } = await import('electron-updater');
    const appImageUpdater = new updaterModule.AppImageUpdater();
    appImageUpdater.disableDifferentialDownload = true;
    const offers: string[] = [];
    // Its own lines go to the app's log (stockroom.log), which Save Diagnostics copies.
    const logged: string[] = [];
    const log = { info: (m: string) => void logged.push(m), error: (m: string) => void logged.push(m) };
    keepUpToDate({
      updater: fromElectronUpdater(appImageUpdater, updaterLogger(log)),
      timers: manualTimers,
      runningJobs: () => 0,
      offerRestart: async (v) => (offers.push(v), false),
      tell: () => {},
      log: (m, e) => {
        throw new Error(`${m}: ${String(e)}`);
      },
    });
    await vi.waitFor(() => expect(offers).toEqual(['0.2.0']), { timeout: 10_000 });
    expect(feed.served).toEqual(['/latest-linux.yml', '/Stockroom-0.2.0.AppImage']);
    const downloaded = readdirSync(feed.cache, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('Stockroom-0.2.0.AppImage'),
    );
    expect(downloaded).toHaveLength(1);
    expect(readFileSync(join(feed.cache, downloaded[0]!))).toEqual(payload);
    expect(readFileSync(installed, 'utf8')).toBe('the installed AppImage');
    expect(logged).toContainEqual(expect.stringMatching(/^updater: Found version 0\.2\.0/));
  });

  it('"Restart to update": the backend closes, then the new file replaces the old and starts; its name is told', async () => {
    const home = tempDir();
    cacheIn(home);
    const runs = join(home, 'runs.log');
    // The new AppImage, a stand-in: it notes how it was started (electron-updater's variables for AppRun).
    const payload = Buffer.from(
      `#!/bin/sh\necho "$0 silent=$APPIMAGE_SILENT_INSTALL exit-after=$APPIMAGE_EXIT_AFTER_INSTALL" >> '${runs}'\n`,
    );
    feed = await serveLocalFeed(home, 'latest-linux.yml', 'Stockroom-0.2.0.AppImage', payload);
    mkdirSync(join(home, 'Apps'));
    const installed = join(home, 'Apps', 'Stockroom-0.1.0.AppImage');
    writeFileSync(installed, 'the installed AppImage');
    vi.stubEnv('APPIMAGE', installed);
    const { default: updaterModule } = await import('electron-updater');
    const appImageUpdater = new updaterModule.AppImageUpdater();
    appImageUpdater.disableDifferentialDownload = true;
    const updater = fromElectronUpdater(appImageUpdater);
    const renamed: string[] = [];
    updater.onFileRenamed((path) => renamed.push(path));

    // The quit guard, as the shell wires it: a job is checkpointing while the backend closes.
    let closeBackend!: () => void;
    const guard = guardQuit(
      { on: () => undefined, quit: () => feed?.appCalls.push('guard quit') },
      {
        runningJobs: () => 0,
        close: () => new Promise<void>((r) => (closeBackend = r)),
        say: () => {},
        wait: never,
      },
    );
    keepUpToDate({
      updater: { ...updater, installNow: () => guard.closeThen(() => updater.installNow()) },
      timers: manualTimers,
      runningJobs: () => 0,
      offerRestart: async () => true,
      tell: () => {},
      log: (m, e) => {
        throw new Error(`${m}: ${String(e)}`);
      },
    });
    await vi.waitFor(() => expect(closeBackend).toBeDefined(), { timeout: 10_000 });
    const startedWhileOpen = existsSync(runs) || !existsSync(installed);
    closeBackend();

    const updated = join(home, 'Apps', 'Stockroom-0.2.0.AppImage');
    await vi.waitFor(() =>
      expect(existsSync(runs) && readFileSync(runs, 'utf8')).toBe(`${updated} silent=true exit-after=\n`),
    );
    expect(startedWhileOpen).toBe(false);
    expect(existsSync(installed)).toBe(false);
    expect(statSync(updated).mode & 0o111).not.toBe(0);
    expect(renamed).toEqual([updated]);
    await vi.waitFor(() => expect(feed!.appCalls).toEqual(['quit']));
  });
});

describe('Windows, updated by electron-updater’s NSIS updater', () => {
  it('"Restart to update" runs the installer silently (/S) and starts the app after it: no wizard', async () => {
    const home = tempDir();
    cacheIn(home);
    // latest.yml's content; electron-updater names the channel file by the OS it runs on (here Linux).
    feed = await serveLocalFeed(
      home,
      'latest-linux.yml',
      'Stockroom-Setup-0.2.0.exe',
      Buffer.from('MZ a stand-in'),
    );
    const { default: updaterModule } = await import('electron-updater');
    const nsis = new updaterModule.NsisUpdater();
    nsis.disableDifferentialDownload = true;
    // The one call that would start a Windows program: recorded, with the arguments electron-updater chose.
    const spawned: string[][] = [];
    (nsis as unknown as { spawnLog: (cmd: string, args: string[]) => Promise<boolean> }).spawnLog = async (
      cmd,
      args,
    ) => (spawned.push([cmd, ...args]), true);
    const updater = fromElectronUpdater(nsis);
    const versions: string[] = [];
    updater.onDownloaded((v) => versions.push(v));
    await updater.check();
    await vi.waitFor(() => expect(versions).toEqual(['0.2.0']), { timeout: 10_000 });
    updater.installNow();
    expect(spawned).toHaveLength(1);
    expect(spawned[0]![0]).toMatch(/Stockroom-Setup-0\.2\.0\.exe$/);
    expect(spawned[0]!.slice(1)).toEqual(['--updated', '/S', '--force-run']);
    await vi.waitFor(() => expect(feed!.appCalls).toEqual(['quit']));
  });
});
