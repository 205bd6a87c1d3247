import type { ThemeChoice } from '../../../../shared/app/theme.ts';
import { useTheme } from '../../app/theme-store.ts';

const CHOICES: { theme: ThemeChoice; label: string }[] = [
  { theme: 'system', label: 'System' },
  { theme: 'light', label: 'Light' },
  { theme: 'dark', label: 'Dark' },
];

/** Light or dark colours for the whole app (every profile): as the computer is set, or always one of the two. */
export function ThemeField() {
  const theme = useTheme((s) => s.theme);
  const error = useTheme((s) => s.error);
  const setTheme = useTheme((s) => s.setTheme);
  return (
    <section className="theme-setting" aria-labelledby="theme-title">
      <h2 id="theme-title">Appearance</h2>
      <fieldset>
        <legend>Theme</legend>
        {CHOICES.map((c) => (
          <label key={c.theme}>
            <input
              type="radio"
              name="theme"
              value={c.theme}
              checked={theme === c.theme}
              disabled={theme === null}
              onChange={() => void setTheme(c.theme)}
            />{' '}
            {c.label}
          </label>
        ))}
      </fieldset>
      <p className="muted">System follows your computer’s light or dark setting.</p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
