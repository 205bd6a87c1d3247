import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MIGRATION_SETS, createBackend, type Backend } from '../../backend/create-backend.ts';
import { consoleLogger } from '../../backend/logger.ts';
import { resolveDataDir } from '../../storage/data-dir.ts';
import { openDataFolder } from '../../storage/data-folder.ts';
import type { SettingsStore } from '../../storage/settings.ts';
import { startDemoMarketplace } from '../start-demo-marketplace.ts';
import type { BrowserWindowCtor, IpcMainLike, SafeStorageLike, SessionLike } from './electron-types.ts';
import { forwardEvents, registerIpc } from './ipc-bridge.ts';
import { AUTH_PARTITION, openAuthWindow } from './auth-window.ts';
import { createMainWindow, denyPermissions, hardenSession } from './main-window.ts';
import { chooseSecretStore } from './secret-storage.ts';

/** What the shell needs of Electron; `src/main/index.ts` passes the real module, tests a fake. */
export interface ElectronLike {
  app: {
    getPath(name: 'userData'): string;
    setPath(name: 'userData', path: string): void;
    getVersion(): string;
    whenReady(): Promise<void>;
    on(event: 'window-all-closed' | 'before-quit', listener: () => void): void;
    quit(): void;
  };
  BrowserWindow: BrowserWindowCtor;
  ipcMain: IpcMainLike;
  safeStorage: SafeStorageLike;
  session: { defaultSession: SessionLike; fromPartition(partition: string): SessionLike };
  shell: { openExternal(url: string): Promise<void> };
  net?: { fetch: (url: string, init?: RequestInit) => Promise<Response> };
}

export interface ElectronAppPaths {
  /** Folder of the built main bundle (out/main). */
  mainDir: string;
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  openSettings: (dataDir: string) => SettingsStore;
}

/** Composes the desktop app: data folder, settings, secrets, backend, IPC, and the one window. */
export async function startElectronApp(electron: ElectronLike, paths: ElectronAppPaths): Promise<Backend> {
  const { app } = electron;
  const dataDir = resolveDataDir(paths.argv, paths.env, app.getPath('userData'));
  app.setPath('userData', dataDir);
  await app.whenReady();

  const folder = openDataFolder(dataDir, paths.openSettings, { migrations: MIGRATION_SETS });
  const settings = folder.settings;
  const backend = createBackend({
    host: 'electron',
    version: app.getVersion(),
    dataDir,
    settings,
    notices: folder.notices,
    dataDirWritable: folder.writable,
    secrets: chooseSecretStore(electron.safeStorage, settings),
    startDemoMarketplace,
    openExternal: (url) => electron.shell.openExternal(url),
    authWindow: (authorizeUrl, redirectUri) =>
      openAuthWindow(electron.BrowserWindow, authorizeUrl, redirectUri),
    ...(electron.net ? { fetch: electron.net.fetch } : {}),
    logger: consoleLogger(),
  });

  const rendererFile = join(paths.mainDir, '../renderer/index.html');
  const devUrl = paths.env.ELECTRON_RENDERER_URL;
  const rendererUrl = devUrl ?? pathToFileURL(rendererFile).href;

  hardenSession(electron.session.defaultSession);
  denyPermissions(electron.session.fromPartition(AUTH_PARTITION));
  registerIpc(electron.ipcMain, backend, rendererUrl);
  const win = createMainWindow(electron.BrowserWindow, {
    preloadPath: join(paths.mainDir, '../preload/index.cjs'),
    iconPath: join(paths.mainDir, '../../resources/icon.png'),
    rendererUrl,
    openExternal: (url) => electron.shell.openExternal(url),
  });
  forwardEvents(backend, win.webContents);
  await (devUrl ? win.loadURL(devUrl) : win.loadFile(rendererFile));

  app.on('window-all-closed', () => app.quit());
  app.on('before-quit', () => void backend.close());
  return backend;
}
