import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Devanagari for Hindi and Marathi, bundled: a stock Linux (and Windows without its language pack) has none.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
import './app/app.css';
import { api } from './api/index.ts';
import { App } from './app/App.tsx';
import { initStores } from './app/init-stores.ts';
import { I18nProvider } from './i18n/index.ts';
import { languageReady, useLanguage } from './i18n/language-store.ts';

initStores(api, window);

// A launch with no address opens the screen last left, which only the backend can name; three of the five screens
// draw a grid, so the grid's code (most of their bytes) loads and runs while that answer is on its way rather than
// after it. The screens' own files stay apart (App.tsx).
if (window.location.hash === '')
  void Promise.all([import('ag-grid-react'), import('./ui/grid/grid-theme.ts')]);

// Hindi and Marathi are drawn once their catalogue (a chunk of its own, fetched only for them) and bundled font (at
// most 1.5 s) are ready, both at once: see `languageReady`.
void languageReady(window, useLanguage.getState().language).then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <I18nProvider>
        <App />
      </I18nProvider>
    </StrictMode>,
  ),
);
