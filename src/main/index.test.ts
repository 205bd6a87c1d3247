import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNEL_PREFIX } from '../shared/ipc/types.ts';
import { FakeBrowserWindow, fakeElectron } from './hosts/electron/fake-electron.test-support.ts';

// The real entry, loaded against a fake `electron` module (Electron cannot be launched here); electron-store runs for real.
const dataDir = mkdtempSync(join(tmpdir(), 'stockroom-entry-'));
const fake = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('electron', () => {
  const built = (fake.current ??= buildFake());
  return { default: built, ...(built as object) };
});

function buildFake() {
  const { electron, ipcMain } = fakeElectron(join(tmpdir(), 'unused-user-data'));
  // electron-store registers a listener for renderers of its own; the fake ipcMain accepts and ignores it.
  return { ...electron, ipcMain: Object.assign(ipcMain, { on: () => undefined }) };
}

describe('the desktop entry (first-module.ts, then index.ts) with a fake electron module', () => {
  const argv = process.argv;
  afterAll(() => {
    process.argv = argv;
    // The app started here keeps its backend running to the end of the file and may still be writing: retry.
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  });

  it('starts the app on the data folder from the command line, with settings written by electron-store', async () => {
    process.argv = [...argv, '--data-dir', dataDir];
    // The built app's first module, as Electron loads it (the code cache, code-cache.test.ts), then the app.
    await import('./hosts/electron/first-module.ts');
    await vi.waitFor(() => expect(FakeBrowserWindow.created.length).toBeGreaterThan(0));
    const electron = fake.current as ReturnType<typeof buildFake>;
    const frame = { url: `file://${join(import.meta.dirname, '../renderer/index.html')}`, parent: null };
    const saved = await electron.ipcMain.invoke(`${IPC_CHANNEL_PREFIX}saveProfile`, frame, {
      name: 'Entry shop',
      kind: 'custom',
      sellerBaseUrl: 'https://shop.example/sellers',
      authUrl: 'https://shop.example',
      affiliateBaseUrl: 'https://shop.example',
    });
    expect(saved).toMatchObject({ ok: true, value: { name: 'Entry shop' } });
    expect(JSON.parse(readFileSync(join(dataDir, 'config.json'), 'utf8'))).toMatchObject({
      profiles: [{ name: 'Entry shop' }],
      activeProfileId: 'demo',
    });
  });
});
