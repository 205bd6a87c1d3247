import {
  ClientSideRowModelModule,
  ColumnApiModule,
  RowSelectionModule,
  CsvExportModule,
  InfiniteRowModelModule,
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
  ...(import.meta.env.DEV ? [ValidationModule] : []),
]);
