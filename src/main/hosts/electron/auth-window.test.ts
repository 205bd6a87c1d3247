import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNEL_PREFIX } from '../../../shared/ipc/types.ts';
import type { BackendHandle } from '../backend-thread/backend-thread.ts';
import { approveInBrowser, startSim, type Sim } from '../../marketplace/testing/sim.test-support.ts';
import { openConfSettings } from '../../storage/settings.ts';
import { AUTH_PARTITION, isRedirectTo } from './auth-window.ts';
import { FakeBrowserWindow, fakeElectron } from './fake-electron.test-support.ts';
import { startElectronApp } from './start-electron-app.ts';

describe('authorising a seller account in a desktop window (fake electron, real simulator)', () => {
  const root = mkdtempSync(join(tmpdir(), 'stockroom-auth-'));
  const fake = fakeElectron(join(root, 'user-data'));
  const frame = { url: `file://${join(root, 'out', 'renderer', 'index.html')}`, parent: null };
  const invoke = (name: string, input: unknown) =>
    fake.ipcMain.invoke(IPC_CHANNEL_PREFIX + name, frame, input) as Promise<{
      ok: boolean;
      value?: never;
      error?: { code: string };
    }>;
  let backend: BackendHandle;
  let sim: Sim;
  let profileId: string;

  beforeAll(async () => {
    sim = await startSim({ shipments: 20, products: 10 });
    const started = await startElectronApp(fake.electron, {
      mainDir: join(root, 'out', 'main'),
      argv: [],
      env: {},
      openSettings: openConfSettings,
    });
    if (!started) throw new Error('the first launch must start the backend');
    backend = started;
    const saved = await invoke('saveProfile', {
      name: 'Partner',
      kind: 'custom',
      sellerBaseUrl: sim.info.base_url,
      authUrl: sim.info.auth_url,
      affiliateBaseUrl: sim.info.affiliate_base_url,
    });
    profileId = (saved.value as unknown as { id: string }).id;
    const { appId, appSecret, redirectUri } = sim.info.credentials.third_party;
    await invoke('setSellerApp', { profileId, type: 'third_party', appId, appSecret, redirectUri });
  });
  afterAll(async () => {
    await backend.close();
    await sim.close();
    rmSync(root, { recursive: true, force: true });
  });

  /** Starts `work` and waits for the window it opens (whatever other tests opened before). */
  const windowOpenedBy = async <T>(work: () => Promise<T>) => {
    const count = FakeBrowserWindow.created.length + 1;
    const pending = work();
    await vi.waitFor(() => expect(FakeBrowserWindow.created.length).toBeGreaterThanOrEqual(count));
    return { pending, win: FakeBrowserWindow.created[count - 1] as FakeBrowserWindow };
  };

  it('says the desktop app can do it', async () => {
    expect(await invoke('getAppInfo', {})).toMatchObject({ ok: true, value: { canAuthorizeInApp: true } });
  });

  it('opens the page in a sandboxed window of its own, catches the redirect and keeps the account', async () => {
    const { pending, win } = await windowOpenedBy(() =>
      invoke('authorizeSellerInApp', { profileId, label: 'Window shop' }),
    );
    expect(win.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      partition: AUTH_PARTITION,
    });
    expect(win.options.webPreferences.preload).toBeUndefined();
    // The seller signs in and presses Allow; the marketplace redirects to the registered address.
    const location = await approveInBrowser(win.loaded.url as string);
    expect(win.webContents.emitPreventable('will-redirect', 'https://elsewhere.example/step')).toBe(false);
    expect(win.webContents.emitPreventable('will-redirect', location)).toBe(true);
    expect(await pending).toMatchObject({
      ok: true,
      value: { label: 'Window shop', accessTokenExpiresInDays: 60 },
    });
    expect(win.closed).toBe(true);
    const permission = await new Promise((resolve) =>
      fake.partitions.get(AUTH_PARTITION)?.permissionRequest?.({}, 'geolocation', resolve),
    );
    expect(permission).toBe(false);
  });

  it('closing the window cancels and adds nothing', async () => {
    const accounts = async () => {
      const list = (await invoke('listProfiles', {})) as unknown as {
        value: { profiles: { id: string; thirdParty: { accounts: unknown[] } }[] };
      };
      return list.value.profiles.find((p) => p.id === profileId)?.thirdParty.accounts.length;
    };
    const before = await accounts();
    const { pending, win } = await windowOpenedBy(() => invoke('authorizeSellerInApp', { profileId }));
    win.close();
    expect(await pending).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    expect(await accounts()).toBe(before);
  });

  it('recognises only the registered redirect address', () => {
    const registered = 'https://stockroom.invalid/oauth/callback';
    expect(isRedirectTo('https://stockroom.invalid/oauth/callback?code=1&state=2', registered)).toBe(true);
    expect(isRedirectTo('https://stockroom.invalid.evil.example/oauth/callback?code=1', registered)).toBe(
      false,
    );
    expect(isRedirectTo('http://stockroom.invalid/oauth/callback?code=1', registered)).toBe(false);
    expect(isRedirectTo('https://stockroom.invalid/oauth/callback/extra', registered)).toBe(false);
    expect(isRedirectTo('not a url', registered)).toBe(false);
  });
});
