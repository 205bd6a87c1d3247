import type { ThemeChoice } from '../../../../shared/app/theme.ts';
import { useTheme } from '../../app/theme-store.ts';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';

/** A space between elements: not words, so not in the catalogue. */
const SPACE = ' ';

const CHOICES: { theme: ThemeChoice; label: MessageId }[] = [
  { theme: 'system', label: 'settings.theme.system' },
  { theme: 'light', label: 'settings.theme.light' },
  { theme: 'dark', label: 'settings.theme.dark' },
];

/** Light or dark colours for the whole app (every profile): as the computer is set, or always one of the two. */
export function ThemeField() {
  const theme = useTheme((s) => s.theme);
  const error = useTheme((s) => s.error);
  const setTheme = useTheme((s) => s.setTheme);
  return (
    <section className="theme-setting" aria-labelledby="theme-title">
      <h2 id="theme-title">
        <FormattedMessage id="settings.theme.heading" />
      </h2>
      <fieldset>
        <legend>
          <FormattedMessage id="settings.theme.legend" />
        </legend>
        {CHOICES.map((c) => (
          <label key={c.theme}>
            <input
              type="radio"
              name="theme"
              value={c.theme}
              checked={theme === c.theme}
              disabled={theme === null}
              onChange={() => void setTheme(c.theme)}
            />
            {SPACE}
            <FormattedMessage id={c.label} />
          </label>
        ))}
      </fieldset>
      <p className="muted">
        <FormattedMessage id="settings.theme.hint" />
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
