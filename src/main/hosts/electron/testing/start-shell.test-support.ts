import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IPC_CHANNEL_PREFIX } from '../../../../shared/ipc/types.ts';
import type { BackendHandle } from '../../backend-thread/backend-thread.ts';
import { inProcessBackend } from '../../backend-thread/in-process.ts';
import { openConfSettings } from '../../../storage/settings.ts';
import { FakeBrowserWindow, fakeElectron, type FakeOs } from '../fake-electron.test-support.ts';
import { startElectronApp } from '../start-electron-app.ts';
import type { Timers } from '../../../background-sync/scheduler.ts';
import type { Updater, UpdaterKind } from '../updates.ts';

export interface Shell {
  root: string;
  dataDir: string;
  fake: ReturnType<typeof fakeElectron>;
  backend: BackendHandle | null;
  win: FakeBrowserWindow | undefined;
  /** A call from the app's own window, as the renderer makes it. */
  invoke(name: string, input?: unknown): Promise<unknown>;
  stop(): Promise<void>;
}

/** One desktop app on the fake electron, in a folder of its own; `prepare` sets the OS up before it starts. */
export async function startShell(
  options: {
    argv?: string[];
    platform?: NodeJS.Platform;
    prepare?: (os: FakeOs, dataDir: string) => void;
    backgroundTimers?: Timers;
    /** The backend on its own thread, as the app runs it; otherwise in process (see below). */
    thread?: boolean;
    /** The process's environment (empty by default). */
    env?: NodeJS.ProcessEnv;
    /** Helper programs the shell starts, recorded here rather than run. */
    programs?: string[][];
    /** A packaged app's resources folder (app-update.yml, package-type) and its updater. */
    resourcesPath?: string;
    updater?: (kind: UpdaterKind) => Updater;
  } = {},
): Promise<Shell> {
  const root = mkdtempSync(join(tmpdir(), 'stockroom-shell-'));
  const dataDir = join(root, 'data');
  const fake = fakeElectron(join(root, 'default-user-data'));
  options.prepare?.(fake.os, dataDir);
  const backend = await startElectronApp(fake.electron, {
    mainDir: join(root, 'out', 'main'),
    argv: ['stockroom', '--data-dir', dataDir, ...(options.argv ?? [])],
    env: options.env ?? {},
    runProgram: (command, args) => void options.programs?.push([command, ...args]),
    ...(options.resourcesPath !== undefined ? { resourcesPath: options.resourcesPath } : {}),
    ...(options.updater ? { updater: options.updater } : {}),
    cwd: root,
    platform: options.platform ?? 'linux',
    versions: { electron: '45.4.1', chrome: '142.0', node: '24.21.0' },
    openSettings: openConfSettings,
    // A shell test is about the shell: the backend runs in process unless the test asks for its thread, since each
    // thread loads the backend's sources again (seconds a start). Timers fired by hand cannot cross to a thread.
    // The thread itself is tested through the shell in backend-thread.test.ts, electron-shell.test.ts and
    // printer.test.ts.
    ...(options.thread === true && options.backgroundTimers === undefined
      ? {}
      : {
          startBackend: inProcessBackend(
            options.backgroundTimers ? { backgroundTimers: options.backgroundTimers } : {},
          ),
        }),
  });
  const page = `file://${join(root, 'out', 'renderer', 'index.html')}`;
  return {
    root,
    dataDir,
    fake,
    backend,
    win: FakeBrowserWindow.created[0],
    invoke: (name, input = {}) =>
      fake.ipcMain.invoke(`${IPC_CHANNEL_PREFIX}${name}`, { url: page, parent: null }, input),
    async stop() {
      await backend?.close().catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
