import { ModuleRegistry, provideGlobalGridOptions, themeQuartz, ValidationModule } from 'ag-grid-community';
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
});
// One call gives every grid its options: a second would replace the first.
provideGlobalGridOptions({ theme: gridTheme, ...GRID_KEYS });
