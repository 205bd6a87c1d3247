import { describe, expect, it } from 'vitest';
import type { ThemeChoice } from '../../../shared/app/theme.ts';
import { AppError } from '../../../shared/errors.ts';
import { fakeApi, settle } from '../testing/fake-api.test-support.ts';
import { createThemeStore, isDark, type ThemeWindow } from './theme-store.ts';

/** A window whose OS scheme a test flips, as the OS (or Electron's nativeTheme) would. */
function fakeWindow(dark: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>();
  const media = {
    matches: dark,
    addEventListener: (_: 'change', l: (e: { matches: boolean }) => void) => void listeners.add(l),
    removeEventListener: (_: 'change', l: (e: { matches: boolean }) => void) => void listeners.delete(l),
  };
  const root = { dataset: {} as DOMStringMap };
  const win = {
    matchMedia: (query: string) => {
      expect(query).toBe('(prefers-color-scheme: dark)');
      return media as unknown as MediaQueryList;
    },
    document: { documentElement: root as HTMLElement },
  } satisfies ThemeWindow;
  return {
    win,
    root,
    flip(next: boolean) {
      media.matches = next;
      for (const l of listeners) l({ matches: next });
    },
    listening: () => listeners.size,
  };
}

describe('the theme store', () => {
  it('follows the OS under System, and the setting over the OS otherwise', async () => {
    let kept: ThemeChoice = 'system';
    const fake = fakeApi({
      getTheme: () => ({ theme: kept }),
      setTheme: ({ theme }) => ({ theme: (kept = theme) }),
    });
    const os = fakeWindow(false);
    const store = createThemeStore();
    const stop = store.getState().init(fake.api, os.win);
    await settle();
    expect(store.getState()).toMatchObject({ theme: 'system', osDark: false });
    expect(isDark(store.getState())).toBe(false);
    expect(os.root.dataset.theme).toBeUndefined();

    os.flip(true);
    expect(isDark(store.getState())).toBe(true);

    await store.getState().setTheme('light');
    expect(kept).toBe('light');
    expect(isDark(store.getState())).toBe(false);
    expect(os.root.dataset.theme).toBe('light');

    // Another window (or the desktop menu) chose Dark: this one follows.
    fake.emit('themeChanged', { theme: 'dark' });
    os.flip(false);
    expect(isDark(store.getState())).toBe(true);
    expect(os.root.dataset.theme).toBe('dark');

    stop();
    expect(fake.listening()).toBe(0);
    expect(os.listening()).toBe(0);
  });

  it("shows the backend's sentence when the choice is not kept, and keeps the theme it had", async () => {
    const fake = fakeApi({
      getTheme: () => ({ theme: 'dark' }),
      setTheme: () => {
        throw new AppError(
          'STORAGE',
          'Stockroom could not save this change: its data folder cannot be written.',
        );
      },
    });
    const os = fakeWindow(false);
    const store = createThemeStore();
    store.getState().init(fake.api, os.win);
    await settle();
    await store.getState().setTheme('light');
    expect(store.getState()).toMatchObject({
      theme: 'dark',
      error: 'Stockroom could not save this change: its data folder cannot be written.',
    });
    expect(os.root.dataset.theme).toBe('dark');
  });

  it('reads the setting again after a reconnect (a change made while away is not missed)', async () => {
    let kept: ThemeChoice = 'system';
    const fake = fakeApi({ getTheme: () => ({ theme: kept }) });
    const store = createThemeStore();
    store.getState().init(fake.api, fakeWindow(false).win);
    await settle();
    kept = 'dark';
    fake.reconnect();
    await settle();
    expect(store.getState().theme).toBe('dark');
  });
});
