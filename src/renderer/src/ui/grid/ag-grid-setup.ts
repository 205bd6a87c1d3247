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
