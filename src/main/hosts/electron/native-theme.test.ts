import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { IPC_EVENT_CHANNEL } from '../../../shared/ipc/types.ts';
import { manualClock } from '../../background-sync/testing/manual-timers.test-support.ts';
import type { FakeOs } from './fake-electron.test-support.ts';
import { WINDOW_BACKGROUND } from './main-window.ts';
import { startShell, type Shell } from './testing/start-shell.test-support.ts';

let shell: Shell | undefined;
afterEach(async () => {
  await shell?.stop();
  shell = undefined;
});

const start = (prepare?: (os: FakeOs, dataDir: string) => void) =>
  startShell({ backgroundTimers: manualClock().timers, ...(prepare ? { prepare } : {}) });

/** A settings file as an earlier run left it. */
const storedTheme = (theme: unknown) => (_os: FakeOs, dataDir: string) => {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'config.json'), JSON.stringify({ theme }));
};

describe("the desktop app's theme follows the setting (Electron's nativeTheme)", () => {
  it('leaves it to the OS at first: a light OS gets a light window, a dark OS a dark one from the first paint', async () => {
    shell = await start();
    expect(shell.fake.electron.nativeTheme.themeSource).toBe('system');
    expect(shell.win?.options.backgroundColor).toBe(WINDOW_BACKGROUND.light);
    await shell.stop();

    shell = await start((os) => void (os.darkMode = true));
    expect(shell.fake.electron.nativeTheme.themeSource).toBe('system');
    expect(shell.win?.options.backgroundColor).toBe(WINDOW_BACKGROUND.dark);
  });

  it('a choice in Settings reaches nativeTheme and the window at once, and is kept in the settings file', async () => {
    shell = await start();
    expect(await shell.invoke('setTheme', { theme: 'dark' })).toEqual({ ok: true, value: { theme: 'dark' } });
    expect(shell.fake.electron.nativeTheme.themeSource).toBe('dark');
    expect(shell.fake.electron.nativeTheme.shouldUseDarkColors).toBe(true);
    expect(shell.win?.webContents.sent).toContainEqual([
      IPC_EVENT_CHANNEL,
      'themeChanged',
      { theme: 'dark' },
    ]);
    expect(JSON.parse(readFileSync(join(shell.dataDir, 'config.json'), 'utf8'))).toMatchObject({
      theme: 'dark',
    });

    expect(await shell.invoke('setTheme', { theme: 'system' })).toEqual({
      ok: true,
      value: { theme: 'system' },
    });
    expect(shell.fake.electron.nativeTheme.themeSource).toBe('system');
    expect(shell.fake.electron.nativeTheme.shouldUseDarkColors).toBe(false);
  });

  it('starts in the theme kept from last time, whatever the OS says', async () => {
    shell = await start((os, dataDir) => {
      os.darkMode = true;
      storedTheme('light')(os, dataDir);
    });
    expect(shell.fake.electron.nativeTheme.themeSource).toBe('light');
    expect(shell.win?.options.backgroundColor).toBe(WINDOW_BACKGROUND.light);
    expect(await shell.invoke('getTheme')).toEqual({ ok: true, value: { theme: 'light' } });
  });

  it("opens on the page's own background colour in each theme (app.css's --bg)", () => {
    const css = readFileSync(new URL('../../../renderer/src/app/app.css', import.meta.url), 'utf8');
    const bg = /--bg:\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/i.exec(css);
    expect(bg?.slice(1)).toEqual([WINDOW_BACKGROUND.light, WINDOW_BACKGROUND.dark]);
  });

  it('refuses a theme it does not offer, and a kept one it cannot read falls back to System and is named', async () => {
    shell = await start(storedTheme('purple'));
    expect(shell.fake.electron.nativeTheme.themeSource).toBe('system');
    const info = (await shell.invoke('getAppInfo')) as { value: { notices: string[] } };
    expect(info.value.notices.join(' ')).toContain('theme is not system, light or dark');

    expect(await shell.invoke('setTheme', { theme: 'sepia' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', message: expect.stringContaining('theme must be system, light or dark') },
    });
    expect(shell.fake.electron.nativeTheme.themeSource).toBe('system');
  });
});
