import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  RowSelectionModule,
  DateEditorModule,
  RenderApiModule,
  ScrollApiModule,
  TooltipModule,
  CsvExportModule,
  InfiniteRowModelModule,
  LocaleModule,
  ModuleRegistry,
  provideGlobalGridOptions,
  themeQuartz,
  TextEditorModule,
  NumberEditorModule,
  SelectEditorModule,
  ValidationModule,
} from 'ag-grid-community';

/** AG Grid Community modules, registered once for every grid of the app (the import of main.tsx). */
ModuleRegistry.registerModules([
  ClientSideRowModelModule,
  InfiniteRowModelModule,
  ColumnApiModule,
  RowSelectionModule,
  CsvExportModule,
  TextEditorModule,
  NumberEditorModule,
  SelectEditorModule,
  // The listing sheet: cell colours and tooltips for errors, a date editor, refresh and jump-to-cell.
  CellStyleModule,
  TooltipModule,
  DateEditorModule,
  RenderApiModule,
  ScrollApiModule,
  // The grids' own words (an empty grid's sentence) in the app's voice.
  LocaleModule,
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);

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
provideGlobalGridOptions({ theme: gridTheme });
