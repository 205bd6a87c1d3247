import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import builderConfig from '../../../../electron-builder.config.ts';
import { APPIMAGE_DESKTOP_FILE } from './appimage-integration.ts';
import { APP_USER_MODEL_ID } from './start-electron-app.ts';
import { startShell, type Shell } from './testing/start-shell.test-support.ts';

let shell: Shell | undefined;
afterEach(async () => {
  await shell?.stop();
  shell = undefined;
});

describe('the shell tells each OS who it is', () => {
  it('on Windows it takes the AppUserModelID of the NSIS shortcut (the app id), so toasts are Stockroom’s', async () => {
    expect(APP_USER_MODEL_ID).toBe(builderConfig.appId);
    shell = await startShell({ platform: 'win32' });
    expect(shell.fake.os.appUserModelId).toBe(builderConfig.appId);
  });

  it('elsewhere it leaves the id alone', async () => {
    shell = await startShell({ platform: 'linux' });
    expect(shell.fake.os.appUserModelId).toBeNull();
  });

  it('started from an AppImage on Linux, it offers itself for .csv files in the person’s applications', async () => {
    const programs: string[][] = [];
    const dataHome = mkdtempSync(join(tmpdir(), 'stockroom-data-home-'));
    try {
      const appImage = '/home/seller/Apps/Stockroom-0.1.0.AppImage';
      shell = await startShell({
        platform: 'linux',
        programs,
        env: { APPIMAGE: appImage, XDG_DATA_HOME: dataHome },
      });
      const entry = readFileSync(join(dataHome, 'applications', APPIMAGE_DESKTOP_FILE), 'utf8');
      expect(entry).toContain(`Exec="${appImage}" %U`);
      expect(entry).toContain('MimeType=text/csv;');
      expect(programs).toEqual([['update-desktop-database', join(dataHome, 'applications')]]);
    } finally {
      rmSync(dataHome, { recursive: true, force: true });
    }
  });

  it('not from an AppImage, it writes no desktop entry (the deb installs its own)', async () => {
    const programs: string[][] = [];
    const dataHome = mkdtempSync(join(tmpdir(), 'stockroom-data-home-'));
    try {
      shell = await startShell({ platform: 'linux', programs, env: { XDG_DATA_HOME: dataHome } });
      expect(existsSync(join(dataHome, 'applications'))).toBe(false);
      expect(programs).toEqual([]);
    } finally {
      rmSync(dataHome, { recursive: true, force: true });
    }
  });
});
