import { ModuleRegistry, provideGlobalGridOptions, themeQuartz, ValidationModule } from 'ag-grid-community';
import type { GetLocaleTextParams } from 'ag-grid-community';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/index.ts';
import { GRID_KEYS } from './grid-keys.ts';

// Each grid names the AG Grid modules it uses (its `modules`), so a screen loads only its own grid's code, and no
// screen's code is in the window's first file (docs/PERFORMANCE.md). This file is imported by each grid.
if (import.meta.env.DEV) ModuleRegistry.registerModules([ValidationModule]);

/**
 * Every grid's colours are the app's tokens (app.css): AG Grid's theming params take any CSS colour, and a
 * `var()` resolves where the grid is drawn, so the grids turn dark and light with the page (its tokens pick their
 * value from `color-scheme`), with no grid to re-create. The shades AG Grid mixes from these (header, hover,
 * selected row) follow. `inherit` hands the page's colour scheme on to the grid's scrollbars and inputs.
 */
const gridTheme = themeQuartz.withParams({
  backgroundColor: 'var(--panel)',
  foregroundColor: 'var(--text)',
  borderColor: 'var(--line)',
  accentColor: 'var(--accent-text)',
  browserColorScheme: 'inherit',
  // The page's font stack, bundled Devanagari included: AG Grid's own list has none, and Hindi headers drew as boxes.
  fontFamily: 'inherit',
});
/** AG Grid's own words that a seller meets (a block loading, an empty grid, what a screen reader says of a cell). */
const GRID_WORDS: Readonly<Record<string, MessageId>> = {
  loadingOoo: 'ui.grid.loading',
  loadingError: 'ui.grid.loadingError',
  noRowsToShow: 'ui.grid.noRows',
  ariaChecked: 'ui.grid.ariaChecked',
  ariaUnchecked: 'ui.grid.ariaUnchecked',
  ariaRowSelect: 'ui.grid.ariaRowSelect',
  ariaRowDeselect: 'ui.grid.ariaRowDeselect',
  ariaRowToggleSelection: 'ui.grid.ariaRowToggleSelection',
  ariaSortableColumn: 'ui.grid.ariaSortableColumn',
};

/**
 * AG Grid's words in the language the screens speak, asked each time it draws them (the app re-mounts on a switch):
 * a grid's own `localeText` first (a screen's empty-grid sentence), then the common ones, then AG Grid's English.
 */
export function gridLocaleText({
  key,
  defaultValue,
  api,
}: Pick<GetLocaleTextParams, 'key' | 'defaultValue' | 'api'>): string {
  const own = api.getGridOption('localeText')?.[key];
  if (own !== undefined) return own;
  const id = GRID_WORDS[key];
  return id === undefined ? defaultValue : t(id);
}

// One call gives every grid its options: a second would replace the first.
provideGlobalGridOptions({ theme: gridTheme, ...GRID_KEYS, getLocaleText: gridLocaleText });
