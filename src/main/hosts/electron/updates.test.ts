import { createHash } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Timers } from '../../background-sync/scheduler.ts';
import {
  fromElectronUpdater,
  keepUpToDate,
  updatesOffBecause,
  UPDATE_INTERVAL_MS,
  type Updater,
} from './updates.ts';
import { startShell, type Shell } from './testing/start-shell.test-support.ts';

let dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-updates-'));
  dirs.push(dir);
  return dir;
};
let shell: Shell | undefined;
afterEach(async () => {
  await shell?.stop();
  shell = undefined;
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
  vi.unstubAllEnvs();
});

/** Timers fired by hand: the clock is the test's. */
function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let id = 0;
  const timers: Timers = {
    set: (run, ms) => (pending.set(++id, { run, ms }), id),
    clear: (handle) => void pending.delete(handle as number),
  };
  const fire = () => {
    const due = [...pending.entries()];
    pending.clear();
    for (const [, t] of due) t.run();
  };
  return { timers, pending, fire };
}

function fakeUpdater() {
  const listeners = { downloaded: [] as ((v: string) => void)[], error: [] as ((e: Error) => void)[] };
  const state = { checks: 0, installs: 0 };
  const updater: Updater = {
    check: async () => void (state.checks += 1),
    onDownloaded: (l) => void listeners.downloaded.push(l),
    onError: (l) => void listeners.error.push(l),
    installNow: () => void (state.installs += 1),
  };
  return { updater, state, downloaded: (v: string) => listeners.downloaded.forEach((l) => l(v)) };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('keeping up to date', () => {
  it('checks at start and every few hours', async () => {
    const { timers, pending, fire } = manualTimers();
    const { updater, state } = fakeUpdater();
    keepUpToDate({
      updater,
      timers,
      runningJobs: () => 0,
      offerRestart: async () => false,
      tell: () => {},
      log: () => {},
    });
    expect(state.checks).toBe(1);
    expect([...pending.values()].map((t) => t.ms)).toEqual([UPDATE_INTERVAL_MS]);
    expect(UPDATE_INTERVAL_MS).toBe(4 * 60 * 60 * 1000);
    fire();
    fire();
    expect(state.checks).toBe(3);
  });

  it('offers "Restart to update" once per version, and restarts when chosen with no job running', async () => {
    const { timers } = manualTimers();
    const { updater, state, downloaded } = fakeUpdater();
    const offers: string[] = [];
    keepUpToDate({
      updater,
      timers,
      runningJobs: () => 0,
      offerRestart: async (v) => (offers.push(v), true),
      tell: () => {},
      log: () => {},
    });
    downloaded('0.2.0');
    downloaded('0.2.0');
    await settle();
    expect(offers).toEqual(['0.2.0']);
    expect(state.installs).toBe(1);
  });

  it('never restarts mid-job: it says the update waits for the next quit', async () => {
    const { timers } = manualTimers();
    const { updater, state, downloaded } = fakeUpdater();
    const told: string[] = [];
    keepUpToDate({
      updater,
      timers,
      runningJobs: () => 1,
      offerRestart: async () => true,
      tell: (m) => void told.push(m),
      log: () => {},
    });
    downloaded('0.2.0');
    await settle();
    expect(state.installs).toBe(0);
    expect(told).toEqual([
      'A job is still running, so Stockroom will not restart now: version 0.2.0 installs when you next quit.',
    ]);
  });

  it('"Later" leaves the app running; a failed check is logged, never thrown', async () => {
    const { timers } = manualTimers();
    const { updater, state, downloaded } = fakeUpdater();
    const logged: string[] = [];
    updater.check = async () => {
      throw new Error('getaddrinfo ENOTFOUND github.com');
    };
    keepUpToDate({
      updater,
      timers,
      runningJobs: () => 0,
      offerRestart: async () => false,
      tell: () => {},
      log: (m) => void logged.push(m),
    });
    downloaded('0.2.0');
    await settle();
    expect(state.installs).toBe(0);
    expect(logged).toEqual(['the update check failed']);
  });
});

describe('which copies update themselves', () => {
  const resources = (files: Record<string, string>) => {
    const dir = tempDir();
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };
  it('the deb is the package manager’s; a build without a feed has none; on Linux only the AppImage', () => {
    const feed = { 'app-update.yml': 'provider: github\nowner: o\nrepo: r\n' };
    expect(
      updatesOffBecause({
        platform: 'linux',
        env: { APPIMAGE: '/a' },
        resourcesPath: resources({ ...feed, 'package-type': 'deb' }),
      }),
    ).toMatch(/package manager \(deb\)/);
    expect(updatesOffBecause({ platform: 'win32', env: {}, resourcesPath: resources({}) })).toMatch(
      /no update feed/,
    );
    expect(updatesOffBecause({ platform: 'linux', env: {}, resourcesPath: resources(feed) })).toMatch(
      /only the AppImage/,
    );
    expect(updatesOffBecause({ platform: 'win32', env: {}, resourcesPath: undefined })).toMatch(
      /not a packaged app/,
    );
    expect(
      updatesOffBecause({ platform: 'linux', env: { APPIMAGE: '/a' }, resourcesPath: resources(feed) }),
    ).toBeNull();
    expect(updatesOffBecause({ platform: 'darwin', env: {}, resourcesPath: resources(feed) })).toBeNull();
  });

  it('the shell makes no updater for the deb, and offers the restart where the feed has a newer version', async () => {
    const deb = resources({ 'app-update.yml': 'provider: github\n', 'package-type': 'deb' });
    let made = 0;
    shell = await startShell({
      env: { APPIMAGE: '/x' },
      resourcesPath: deb,
      updater: () => ((made += 1), fakeUpdater().updater),
    });
    expect(made).toBe(0);
    await shell.stop();
    const { updater, state, downloaded } = fakeUpdater();
    shell = await startShell({
      platform: 'win32',
      resourcesPath: resources({ 'app-update.yml': 'provider: github\n' }),
      updater: () => updater,
    });
    expect(state.checks).toBe(1);
    downloaded('0.2.0');
    await vi.waitFor(() => expect(state.installs).toBe(1));
    expect(shell.fake.os.messageBoxes).toContainEqual(
      expect.objectContaining({ message: 'Stockroom 0.2.0 is ready to install.' }),
    );
  });
});

/**
 * electron-updater itself against a feed served from a folder on the loopback: it reads latest-linux.yml, downloads
 * the stand-in AppImage in the background, checks its sha512, and announces the version. Electron's `net` is stood
 * in for by Node's http (the only part of `electron` electron-updater's downloads use).
 */
describe('electron-updater against a local update feed', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('finds 0.2.0, downloads it in the background, and offers the restart', async () => {
    const feed = tempDir();
    const payload = Buffer.from('#!/bin/sh\necho "Stockroom 0.2.0, a stand-in"\n');
    const sha512 = createHash('sha512').update(payload).digest('base64');
    writeFileSync(join(feed, 'Stockroom-0.2.0.AppImage'), payload);
    writeFileSync(
      join(feed, 'latest-linux.yml'),
      `version: 0.2.0\nfiles:\n  - url: Stockroom-0.2.0.AppImage\n    sha512: ${sha512}\n    size: ${payload.length}\n` +
        `path: Stockroom-0.2.0.AppImage\nsha512: ${sha512}\nreleaseDate: '2026-11-27T12:00:00.000Z'\n`,
    );
    const served: string[] = [];
    server = createServer((req, res) => {
      const file = join(feed, decodeURIComponent(new URL(req.url!, 'http://x').pathname));
      served.push(new URL(req.url!, 'http://x').pathname);
      if (!existsSync(file)) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-length': readFileSync(file).length });
      createReadStream(file).pipe(res);
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

    // electron-updater requires `electron` lazily for its network: its `net.request`, here over Node's http.
    const require = createRequire(import.meta.url);
    const electronPath = require.resolve('electron');
    const home = tempDir();
    // electron-updater's download cache, per OS: all inside this test's folder.
    for (const name of ['XDG_CACHE_HOME', 'LOCALAPPDATA', 'HOME']) vi.stubEnv(name, join(home, 'cache'));
    const previous = require.cache[electronPath];
    require.cache[electronPath] = {
      id: electronPath,
      filename: electronPath,
      loaded: true,
      exports: {
        app: {
          getVersion: () => '0.1.0',
          getName: () => 'stockroom',
          isPackaged: true,
          getPath: () => join(home, 'data'),
          whenReady: () => Promise.resolve(),
          quit: () => undefined,
          relaunch: () => undefined,
          once: () => undefined,
        },
        session: { fromPartition: () => ({}) },
        net: {
          request: ({ session: _s, redirect: _r, ...options }: Record<string, unknown>) => request(options),
        },
      },
    } as unknown as NodeJS.Module;
    const installed = join(home, 'Stockroom-0.1.0.AppImage');
    writeFileSync(installed, 'the installed AppImage');
    vi.stubEnv('APPIMAGE', installed);
    // The packaged app's resources: app-update.yml, as electron-builder writes it from `publish`, here naming the
    // local feed (the generic provider: the GitHub one asks api.github.com first).
    const resources = join(home, 'resources');
    mkdirSync(resources);
    writeFileSync(
      join(resources, 'app-update.yml'),
      `provider: generic\nurl: ${url}\nupdaterCacheDirName: stockroom-updater\n`,
    );
    const processWithResources = process as { resourcesPath?: string };
    processWithResources.resourcesPath = resources;
    try {
      const { default: updaterModule } = await import('electron-updater');
      mkdirSync(join(home, 'cache'));
      // As the app makes it (Electron's app and net, here the stand-in above).
      const appImageUpdater = new updaterModule.AppImageUpdater();
      appImageUpdater.logger = null;
      appImageUpdater.disableDifferentialDownload = true;
      const offers: string[] = [];
      const { timers } = manualTimers();
      keepUpToDate({
        updater: fromElectronUpdater(appImageUpdater),
        timers,
        runningJobs: () => 0,
        offerRestart: async (v) => (offers.push(v), false),
        tell: () => {},
        log: (m, e) => {
          throw new Error(`${m}: ${String(e)}`);
        },
      });
      await vi.waitFor(() => expect(offers).toEqual(['0.2.0']), { timeout: 10_000 });
      expect(served).toEqual(['/latest-linux.yml', '/Stockroom-0.2.0.AppImage']);
      const downloaded = readdirSync(join(home, 'cache'), { recursive: true, encoding: 'utf8' }).filter((f) =>
        f.endsWith('Stockroom-0.2.0.AppImage'),
      );
      expect(downloaded).toHaveLength(1);
      expect(readFileSync(join(home, 'cache', downloaded[0]!))).toEqual(payload);
      expect(readFileSync(installed, 'utf8')).toBe('the installed AppImage');
    } finally {
      delete processWithResources.resourcesPath;
      if (previous) require.cache[electronPath] = previous;
      else delete require.cache[electronPath];
    }
  });
});
