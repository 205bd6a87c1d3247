import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Timers } from '../../background-sync/scheduler.ts';
import { APPIMAGE_DESKTOP_FILE } from './appimage-integration.ts';
import { keepUpToDate, updaterKind, UPDATE_INTERVAL_MS, type Updater } from './updates.ts';
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

function fakeUpdater(onInstall: () => void = () => {}) {
  const listeners = {
    downloaded: [] as ((v: string) => void)[],
    error: [] as ((e: Error) => void)[],
    renamed: [] as ((path: string) => void)[],
  };
  const state = { checks: 0, installs: 0 };
  const updater: Updater = {
    check: async () => void (state.checks += 1),
    onDownloaded: (l) => void listeners.downloaded.push(l),
    onError: (l) => void listeners.error.push(l),
    onFileRenamed: (l) => void listeners.renamed.push(l),
    installNow: () => void ((state.installs += 1), onInstall()),
  };
  return {
    updater,
    state,
    downloaded: (v: string) => listeners.downloaded.forEach((l) => l(v)),
    renamed: (path: string) => listeners.renamed.forEach((l) => l(path)),
  };
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

describe('which copies update themselves, and how', () => {
  const resources = (files: Record<string, string>) => {
    const dir = tempDir();
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };
  const feed = { 'app-update.yml': 'provider: github\nowner: o\nrepo: r\n' };

  it('each OS its own updater; the deb too (its package-type picks DebUpdater), and an AppImage stays one', () => {
    const kind = (
      platform: NodeJS.Platform,
      env: NodeJS.ProcessEnv,
      files: Record<string, string> | undefined,
    ) => updaterKind({ platform, env, resourcesPath: files && resources(files) });
    expect(kind('win32', {}, feed)).toBe('nsis');
    expect(kind('darwin', {}, feed)).toBe('mac');
    expect(kind('linux', {}, { ...feed, 'package-type': 'deb' })).toBe('deb');
    expect(kind('linux', { APPIMAGE: '/a' }, feed)).toBe('appimage');
    // linux-unpacked is shared by both Linux targets: an AppImage is one whatever package-type it carries.
    expect(kind('linux', { APPIMAGE: '/a' }, { ...feed, 'package-type': 'deb' })).toBe('appimage');
    expect(kind('linux', {}, feed)).toEqual({
      off: 'on Linux only the AppImage and the deb update themselves',
    });
    expect(kind('win32', {}, {})).toEqual({ off: 'no update feed configured in this build' });
    expect(kind('win32', {}, undefined)).toEqual({ off: 'not a packaged app' });
  });

  it('the deb gets its updater, and the restart is offered where the feed has a newer version', async () => {
    const kinds: string[] = [];
    shell = await startShell({
      resourcesPath: resources({ ...feed, 'package-type': 'deb' }),
      updater: (kind) => (kinds.push(kind), fakeUpdater().updater),
    });
    expect(kinds).toEqual(['deb']);
    await shell.stop();
    const { updater, state, downloaded } = fakeUpdater();
    shell = await startShell({ platform: 'win32', resourcesPath: resources(feed), updater: () => updater });
    expect(state.checks).toBe(1);
    downloaded('0.2.0');
    await vi.waitFor(() => expect(state.installs).toBe(1), { timeout: 10_000 });
    expect(shell.fake.os.messageBoxes).toContainEqual(
      expect.objectContaining({ message: 'Stockroom 0.2.0 is ready to install.' }),
    );
  });

  it('"Restart to update" closes the backend first, then installs: the new version finds the app gone', async () => {
    const order: string[] = [];
    const { updater, downloaded } = fakeUpdater(() => order.push('install'));
    shell = await startShell({ platform: 'win32', resourcesPath: resources(feed), updater: () => updater });
    // The backend's close, observed: jobs reach their checkpoint and the database closes there.
    const backend = shell.backend!;
    const close = backend.close.bind(backend);
    backend.close = async () => {
      order.push('backend closing');
      await close();
      order.push('backend closed');
    };
    downloaded('0.2.0');
    await vi.waitFor(() => expect(order).toContain('install'), { timeout: 10_000 });
    expect(order).toEqual(['backend closing', 'backend closed', 'install']);
  });

  it('an AppImage replaced by a file of another name: the menu entry and "Open with" follow it', async () => {
    const dataHome = tempDir();
    const { updater, renamed } = fakeUpdater();
    const programs: string[][] = [];
    shell = await startShell({
      env: { APPIMAGE: '/home/s/Apps/Stockroom-0.1.0.AppImage', XDG_DATA_HOME: dataHome },
      programs,
      resourcesPath: resources(feed),
      updater: () => updater,
    });
    const entry = () => readFileSync(join(dataHome, 'applications', APPIMAGE_DESKTOP_FILE), 'utf8');
    expect(entry()).toContain('Exec="/home/s/Apps/Stockroom-0.1.0.AppImage" %U');
    renamed('/home/s/Apps/Stockroom-0.2.0.AppImage');
    expect(entry()).toContain('Exec="/home/s/Apps/Stockroom-0.2.0.AppImage" %U');
    expect(programs).toHaveLength(2);
  });
});
