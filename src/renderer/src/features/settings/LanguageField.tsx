import { FormattedMessage } from 'react-intl';
import {
  LANGUAGE_CODES,
  LANGUAGES,
  languageChoiceOf,
  type LanguageCode,
} from '../../../../shared/i18n/languages.ts';
import { t, useLanguage } from '../../i18n/index.ts';

/** A space between elements: not words, so not in the catalogue. */
const SPACE = ' ';

/** Offered in Settings: the pseudo-locale only in development, where it shows untranslated and cramped places. */
const OFFERED: LanguageCode[] = LANGUAGE_CODES.filter((code) => code !== 'pseudo' || import.meta.env.DEV);

/** The app's language (every profile): the computer's, or one chosen. Applies at once, with no restart. */
export function LanguageField() {
  const choice = useLanguage((s) => s.choice);
  const error = useLanguage((s) => s.error);
  const setLanguage = useLanguage((s) => s.setLanguage);
  return (
    <section className="language-setting" aria-labelledby="language-title">
      <h2 id="language-title">
        <FormattedMessage id="settings.language.heading" />
      </h2>
      <label htmlFor="language-choice">
        <FormattedMessage id="app.language.label" />
      </label>
      {SPACE}
      <select
        id="language-choice"
        value={choice ?? 'system'}
        disabled={choice === null}
        onChange={(e) => void setLanguage(languageChoiceOf(e.target.value))}
      >
        <option value="system">{t('settings.language.system')}</option>
        {OFFERED.map((code) => (
          // A language's own name, as its reader knows it.
          <option key={code} value={code} lang={LANGUAGES[code].locale}>
            {LANGUAGES[code].name}
          </option>
        ))}
      </select>
      <p className="muted">
        <FormattedMessage id="settings.language.hint" />
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
