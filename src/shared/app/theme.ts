/** How the app is coloured: as the OS says (`prefers-color-scheme`), or always light, or always dark. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export interface ThemeState {
  theme: ThemeChoice;
}

/** A stored value as a choice: anything else (a hand-edited settings file) is `system`, the default. */
export function themeChoiceOf(value: unknown): ThemeChoice {
  return (THEME_CHOICES as readonly unknown[]).includes(value) ? (value as ThemeChoice) : 'system';
}
