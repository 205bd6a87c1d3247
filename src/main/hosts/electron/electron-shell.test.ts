import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALL_NAMES } from '../../../shared/ipc/names.ts';
import { IPC_CHANNEL_PREFIX, IPC_EVENT_CHANNEL } from '../../../shared/ipc/types.ts';
import type { BackendHandle } from '../backend-thread/backend-thread.ts';
import { openConfSettings } from '../../storage/settings.ts';
import { FakeBrowserWindow, fakeElectron } from './fake-electron.test-support.ts';
import { startElectronApp } from './start-electron-app.ts';

describe('the Electron shell, with a fake electron module', () => {
  const root = mkdtempSync(join(tmpdir(), 'stockroom-shell-'));
  const dataDir = join(root, 'data');
  const mainDir = join(root, 'out', 'main');
  const fake = fakeElectron(join(root, 'default-user-data'));
  let backend: BackendHandle;
  let win: FakeBrowserWindow;
  const appPage = `file://${join(root, 'out', 'renderer', 'index.html')}`;

  beforeAll(async () => {
    const started = await startElectronApp(fake.electron, {
      mainDir,
      argv: ['electron', '.', '--data-dir', dataDir],
      env: {},
      openSettings: openConfSettings,
    });
    if (!started) throw new Error('the first launch must start the backend');
    backend = started;
    win = FakeBrowserWindow.created[0] as FakeBrowserWindow;
  });
  afterAll(async () => {
    await backend.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('opens one sandboxed, isolated window without Node, showing the built renderer', () => {
    expect(FakeBrowserWindow.created).toHaveLength(1);
    expect(win.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      preload: join(root, 'out', 'preload', 'index.cjs'),
    });
    expect(win.loaded.file).toBe(join(root, 'out', 'renderer', 'index.html'));
    expect(win.shown).toBe(true);
  });

  it('keeps its data in the folder given by --data-dir', () => {
    expect(fake.electron.app.getPath('userData')).toBe(dataDir);
    expect(readFileSync(join(dataDir, 'stockroom.sqlite')).length).toBeGreaterThan(0);
  });

  it('registers exactly one handler per contract call', () => {
    expect([...fake.ipcMain.handlers.keys()].sort()).toEqual(
      CALL_NAMES.map((n) => IPC_CHANNEL_PREFIX + n).sort(),
    );
  });

  it('answers the app’s own top frame', async () => {
    const result = await fake.ipcMain.invoke(
      `${IPC_CHANNEL_PREFIX}getAppInfo`,
      { url: appPage, parent: null },
      {},
    );
    expect(result).toMatchObject({
      ok: true,
      value: { name: 'Stockroom', host: 'electron', dataDir, secretStorage: 'os-encrypted' },
    });
  });

  it('refuses a message from a foreign page or from a sub-frame, and runs nothing', async () => {
    const before = await fake.ipcMain.invoke(
      `${IPC_CHANNEL_PREFIX}listProfiles`,
      { url: appPage, parent: null },
      {},
    );
    const foreign = await fake.ipcMain.invoke(
      `${IPC_CHANNEL_PREFIX}saveProfile`,
      { url: 'https://evil.example/', parent: null },
      {
        name: 'Evil',
        kind: 'custom',
        sellerBaseUrl: 'https://e.example',
        authUrl: 'https://e.example',
        affiliateBaseUrl: 'https://e.example',
      },
    );
    const subFrame = await fake.ipcMain.invoke(
      `${IPC_CHANNEL_PREFIX}saveProfile`,
      { url: appPage, parent: { url: appPage, parent: null } },
      {
        name: 'Framed',
        kind: 'custom',
        sellerBaseUrl: 'https://e.example',
        authUrl: 'https://e.example',
        affiliateBaseUrl: 'https://e.example',
      },
    );
    const otherFile = await fake.ipcMain.invoke(
      `${IPC_CHANNEL_PREFIX}getAppInfo`,
      { url: 'file:///tmp/evil.html', parent: null },
      {},
    );
    for (const result of [foreign, subFrame, otherFile])
      expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(
      await fake.ipcMain.invoke(`${IPC_CHANNEL_PREFIX}listProfiles`, { url: appPage, parent: null }, {}),
    ).toEqual(before);
  });

  it('validates input arriving over IPC like any other', async () => {
    const result = await fake.ipcMain.invoke(
      `${IPC_CHANNEL_PREFIX}activateProfile`,
      { url: appPage, parent: null },
      { id: 42 },
    );
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', message: expect.stringContaining('id') },
    });
  });

  it('denies navigation away from the app, new windows, and webviews', () => {
    expect(win.webContents.emitPreventable('will-navigate', 'https://evil.example/')).toBe(true);
    expect(win.webContents.emitPreventable('will-redirect', 'file:///etc/passwd')).toBe(true);
    expect(win.webContents.emitPreventable('will-navigate', appPage)).toBe(false);
    expect(win.webContents.emitPreventable('will-attach-webview')).toBe(true);
    expect(win.webContents.windowOpenHandler?.({ url: 'https://seller.example.com/help' })).toEqual({
      action: 'deny',
    });
    expect(win.webContents.windowOpenHandler?.({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
  });

  it('sends only https links to the browser', async () => {
    fake.opened.length = 0;
    win.webContents.windowOpenHandler?.({ url: 'https://seller.example.com/help' });
    win.webContents.windowOpenHandler?.({ url: 'javascript:alert(1)' });
    win.webContents.windowOpenHandler?.({ url: 'http://seller.example.com/plain' });
    await vi.waitFor(() => expect(fake.opened).toEqual(['https://seller.example.com/help']));
    await Promise.resolve();
    expect(fake.opened).toEqual(['https://seller.example.com/help']);
  });

  it('denies every permission and adds a strict CSP to every response', () => {
    let granted: boolean | undefined;
    fake.session.permissionRequest?.({}, 'media', (g) => (granted = g));
    expect(granted).toBe(false);
    expect(fake.session.permissionCheck?.()).toBe(false);
    let headers: Record<string, string[]> | undefined;
    fake.session.headersListener?.(
      { responseHeaders: { 'X-A': ['1'] } },
      (r) => (headers = r.responseHeaders),
    );
    expect(headers?.['X-A']).toEqual(['1']);
    const csp = headers?.['Content-Security-Policy']?.[0] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('forwards backend events to the window', async () => {
    await fake.ipcMain.invoke(
      `${IPC_CHANNEL_PREFIX}activateProfile`,
      { url: appPage, parent: null },
      { id: 'demo' },
    );
    await vi.waitFor(() => {
      const channels = win.webContents.sent.map(([channel, name]) => `${String(channel)}:${String(name)}`);
      expect(channels).toContain(`${IPC_EVENT_CHANNEL}:profilesChanged`);
      expect(channels).toContain(`${IPC_EVENT_CHANNEL}:statusChanged`);
      // Starting the Demo takes about 0.8 s alone before the status is published: more than waitFor's 1 s on a busy run.
    }, 10_000);
  });

  it('keeps secrets encrypted by safeStorage in the settings file', async () => {
    const frame = { url: appPage, parent: null };
    const saved = (await fake.ipcMain.invoke(`${IPC_CHANNEL_PREFIX}saveProfile`, frame, {
      name: 'Shop',
      kind: 'custom',
      sellerBaseUrl: 'https://shop.example/sellers',
      authUrl: 'https://shop.example',
      affiliateBaseUrl: 'https://shop.example',
    })) as { ok: true; value: { id: string } };
    await fake.ipcMain.invoke(`${IPC_CHANNEL_PREFIX}setAffiliateCredentials`, frame, {
      profileId: saved.value.id,
      trackingId: 'shoptrack',
      token: 'very-secret-affiliate-token',
    });
    const file = readFileSync(join(dataDir, 'config.json'), 'utf8');
    expect(file).toContain('shoptrack');
    expect(file).not.toContain('very-secret-affiliate-token');
  });

  it('where Linux has no keychain, keeps secrets in memory until the person chooses otherwise', async () => {
    const { chooseSecretStore } = await import('./secret-storage.ts');
    const settings = openConfSettings(join(root, 'no-keychain'));
    const store = chooseSecretStore(
      { ...fake.electron.safeStorage, getSelectedStorageBackend: () => 'basic_text' },
      settings,
    );
    expect(store.kind).toBe('memory');
    expect(
      chooseSecretStore({ ...fake.electron.safeStorage, isEncryptionAvailable: () => false }, settings).kind,
    ).toBe('memory');
    const frame = { url: appPage, parent: null };
    // This window's store has a keychain: nothing to choose.
    expect(
      await fake.ipcMain.invoke(`${IPC_CHANNEL_PREFIX}setSecretStorage`, frame, { mode: 'basic-text' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
  });
});
