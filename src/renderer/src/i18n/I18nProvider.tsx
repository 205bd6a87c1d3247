import type { ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import { intlFor, useLanguage } from './language-store.ts';

/**
 * The screens in the chosen language. Keyed by it, so a switch redraws everything at once (grid columns and
 * sentences made outside React included) with no restart; what the screens hold lives in their stores, not lost.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useLanguage((s) => s.language);
  return (
    <RawIntlProvider key={language} value={intlFor(language)}>
      {children}
    </RawIntlProvider>
  );
}
