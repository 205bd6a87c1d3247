import { create } from 'zustand';
import type { ThemeChoice } from '../../../shared/app/theme.ts';
import type { Api } from '../../../shared/ipc/types.ts';
import { messageOf } from '../api/api-error.ts';
import { apiHolder } from '../api/api-holder.ts';

const OS_DARK = '(prefers-color-scheme: dark)';

/** What the theme needs of the window: the OS's colour scheme and the page's root element. */
export type ThemeWindow = Pick<Window, 'matchMedia'> & { document: { documentElement: HTMLElement } };

export interface ThemeState {
  /** The app's setting; null until the backend answered (the OS's scheme applies meanwhile). */
  theme: ThemeChoice | null;
  /** What the OS (or Electron's nativeTheme) says through `prefers-color-scheme`. */
  osDark: boolean;
  error: string | null;
  setTheme(theme: ThemeChoice): Promise<void>;
  /** Reads the setting, follows its changes and the OS's, and marks the page (`data-theme`); undone by the answer. */
  init(api: Api, win: ThemeWindow): () => void;
}

/** True when the app is drawn dark: chosen so, or left to an OS that is dark. */
export const isDark = (s: Pick<ThemeState, 'theme' | 'osDark'>): boolean =>
  s.theme === 'dark' || (s.theme !== 'light' && s.osDark);

/**
 * The theme of the whole app. The colours themselves are CSS tokens (app.css, `light-dark()` on `color-scheme`):
 * this store only says which scheme the page uses, by `data-theme` on the root element, and whether it is dark,
 * for what draws colours of its own (AG Charts).
 */
export function createThemeStore() {
  const backend = apiHolder('theme');
  let root: HTMLElement | null = null;
  const mark = (theme: ThemeChoice | null) => {
    if (theme === null || theme === 'system') delete root?.dataset.theme;
    else if (root) root.dataset.theme = theme;
  };
  return create<ThemeState>()((set, get) => ({
    theme: null,
    osDark: false,
    error: null,
    // Shown at once (a radio button that waits on the backend feels broken); put back if it was not kept.
    setTheme: async (theme) => {
      const before = get().theme;
      set({ theme });
      mark(theme);
      try {
        const state = await backend.get().setTheme({ theme });
        set({ theme: state.theme, error: null });
        mark(state.theme);
      } catch (error) {
        set({ theme: before, error: messageOf(error) });
        mark(before);
      }
    },
    init: (api, win) => {
      backend.set(api);
      root = win.document.documentElement;
      const media = win.matchMedia(OS_DARK);
      const osChanged = (e: { matches: boolean }) => set({ osDark: e.matches });
      set({ osDark: media.matches });
      media.addEventListener('change', osChanged);
      const load = () =>
        api.getTheme().then(
          ({ theme }) => {
            set({ theme, error: null });
            mark(theme);
          },
          (error: unknown) => set({ error: messageOf(error) }),
        );
      const off = [
        api.on('themeChanged', ({ theme }) => {
          set({ theme });
          mark(theme);
        }),
        api.onReconnect(() => void load()),
      ];
      void load();
      return () => {
        media.removeEventListener('change', osChanged);
        off.forEach((unsubscribe) => unsubscribe());
      };
    },
  }));
}

export const useTheme = createThemeStore();

/** True while the app is drawn dark; a component drawing its own colours re-renders when it changes. */
export const useDarkTheme = (): boolean => useTheme(isDark);
