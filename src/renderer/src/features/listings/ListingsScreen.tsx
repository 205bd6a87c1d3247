import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { COLUMN_IDS } from '../../../../shared/listings/columns.ts';
import { api, messageOf } from '../../api/index.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useLatestJob } from '../../ui/jobs-store.ts';
import { DetailEditor } from './DetailEditor.tsx';
import type { FileFormat, SheetTable } from '../../../../shared/spreadsheet/table.ts';
import { useExcelWrite } from '../../ui/xlsx/use-excel-write.tsx';
import { downloadTemplate, exportSheet, readImportFile } from './file-actions.ts';
import { IssuesPanel } from './IssuesPanel.tsx';
import { ExcelReadProgress } from './ExcelReadProgress.tsx';
import { ImportChoice } from './ImportChoice.tsx';
import { useLocationNames } from '../locations/location-names-store.ts';
import { newRowId, useListings } from './listings-store.ts';
import { box, deleteRows, duplicateRows, fillDown, insertRows } from './sheet-model.ts';
import { SheetGrid } from './SheetGrid.tsx';
import type { SheetGridHandle } from './SheetGrid.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { ListingTabs, type ListingsView } from './ListingTabs.tsx';
import { useMyListings } from '../my-listings/my-listings-store.ts';
import { askFirstMyListings } from '../my-listings/my-listing-blocks.ts';
import { useUploadedCounts } from './use-uploaded-counts.ts';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';
import './listings.css';
import { DrawBoundary } from '../../ui/DrawBoundary.tsx';

/** What the import takes: CSV (or tab-separated) text and Excel workbooks. */
const IMPORT_ACCEPT = [
  '.csv',
  '.tsv',
  '.txt',
  'text/csv',
  '.xlsx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

const MyListingsScreen = lazy(() =>
  import('../my-listings/MyListingsScreen.tsx').then((m) => ({ default: m.MyListingsScreen })),
);

/** Listings: the sheet, and beside it My listings (live price and stock), as two tabs. */
export function ListingsScreen() {
  // A link from Today (low stock, a buy box, proposals) opens on My listings under its filter.
  const [view, setView] = useState<ListingsView>(() => {
    if (!useMyListings.getState().takeLink()) return 'sheet';
    askFirstMyListings();
    return 'mine';
  });
  // My listings' first rows are asked for as the tab is picked, before React draws it (my-listing-blocks.ts).
  const show = useCallback((next: ListingsView) => {
    if (next === 'mine') askFirstMyListings();
    setView(next);
  }, []);
  const tabs = <ListingTabs view={view} onView={show} />;
  if (view === 'sheet') return <SheetScreen tabs={tabs} />;
  return (
    <DrawBoundary>
      <Suspense
        fallback={
          <p className="muted">
            <FormattedMessage id="listings.screen.loadingMine" />
          </p>
        }
      >
        <MyListingsScreen tabs={tabs} />
      </Suspense>
    </DrawBoundary>
  );
}

/** The bulk listing editor: a sheet checked cell by cell, CSV in and out, and an upload that cannot lose work. */
function SheetScreen({ tabs }: { tabs: ReactNode }) {
  const rows = useListings((s) => s.rows);
  const results = useListings((s) => s.results);
  const error = useListings((s) => s.error);
  const saving = useListings((s) => s.saving);
  const unsaved = useListings((s) => s.unsaved);
  const canUndo = useListings((s) => s.canUndo);
  const canRedo = useListings((s) => s.canRedo);
  const { load, edit, undo, redo, importFile, dismissError, clearImportNote, saveAgain } =
    useListings.getState();
  const importNote = useListings((s) => s.importNote);
  const upload = useUploadedCounts(rows, results);
  const grid = useRef<SheetGridHandle>({ api: null, range: null });
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    void load();
  }, [load]);

  // "Load from my orders" is a job; the sheet reloads when the job that was started here ends.
  const profileId = useListings((s) => s.profileId);
  const loadJob = useLatestJob('listingsLoadFromOrders', profileId ?? undefined);
  const [loadJobId, setLoadJobId] = useState<string | null>(null);
  useEffect(() => {
    if (loadJob !== null && loadJob.jobId === loadJobId && loadJob.state !== 'running') {
      setLoadJobId(null);
      void load();
    }
  }, [loadJob, loadJobId, load]);
  const loadFromOrders = () => {
    setFileError(null);
    clearImportNote();
    api.loadListingsFromOrders({}).then(
      ({ jobId }) => setLoadJobId(jobId),
      (e: unknown) => setFileError(messageOf(e)),
    );
  };

  /** Brings a cell into view and puts the keyboard in it, ready to type (also when it had to be drawn first). */
  const jump = useCallback((row: number, column: string) => {
    const api = grid.current.api;
    if (!api) return;
    api.ensureIndexVisible(row, 'middle');
    api.ensureColumnVisible(column);
    api.setFocusedCell(row, column);
    let tries = 0;
    const settle = () => {
      const active = document.activeElement;
      const inCell =
        active?.closest('.ag-cell')?.getAttribute('col-id') === column &&
        active.closest('[row-index]')?.getAttribute('row-index') === String(row);
      if (inCell || tries++ > 10) return;
      api.setFocusedCell(row, column);
      requestAnimationFrame(settle);
    };
    requestAnimationFrame(settle);
  }, []);

  /** Rows of the selected range, or the focused row. */
  const chosenRows = (): number[] => {
    const range = grid.current.range;
    if (range === null) return focusedRow === null ? [] : [focusedRow];
    const b = box(range);
    return Array.from({ length: b.bottom - b.top + 1 }, (_, i) => b.top + i);
  };

  const onFile = async (file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    try {
      await importFile(file.name, await readImportFile(file));
    } catch (e) {
      setFileError(t('listings.screen.notImported', { name: file.name, reason: messageOf(e) }));
    }
  };

  const fileInput = useRef<HTMLInputElement>(null);
  /** Template and export: an Excel file is written in a worker, with progress and Cancel on a large sheet. */
  const excel = useExcelWrite();
  const saveFile = (make: () => { name: string; table: SheetTable } | null) => {
    setFileError(null);
    try {
      const file = make();
      if (file !== null) excel.write(file.name, file.table).catch((e: unknown) => setFileError(messageOf(e)));
    } catch (e) {
      setFileError(messageOf(e));
    }
  };

  const addRow = () => {
    const at = focusedRow === null ? rows.length : focusedRow + 1;
    edit((all) => insertRows(all, at, [{}], newRowId));
    setTimeout(() => jump(at, 'sku'), 0);
  };

  return (
    <div className="listings-screen">
      <header className="listings-header">
        <h1 id="screen-title">
          <FormattedMessage id="listings.screen.title" />
        </h1>
        {tabs}
        <span className="muted" role="status" aria-label={t('listings.screen.sheetSize')}>
          <FormattedMessage
            id={
              saving
                ? 'listings.screen.rowsSaving'
                : unsaved
                  ? 'listings.screen.rowsNotSaved'
                  : 'listings.screen.rowsSaved'
            }
            values={{ count: rows.length }}
          />
        </span>
        {unsaved && !saving && (
          <button type="button" className="secondary" onClick={() => void saveAgain()}>
            <FormattedMessage id="listings.screen.saveAgain" />
          </button>
        )}
        {upload !== null && (
          <span className="muted" role="status" aria-label={t('listings.screen.uploadedRows')}>
            <FormattedMessage
              id={upload.changed > 0 ? 'listings.screen.uploadedChanged' : 'listings.screen.uploaded'}
              values={{ uploaded: upload.uploaded, total: rows.length, changed: upload.changed }}
            />
          </span>
        )}
      </header>

      <div className="toolbar" role="toolbar" aria-label={t('listings.toolbar.label')}>
        <span role="group" aria-label={t('listings.toolbar.templateGroup')} className="toolbar-group">
          <span className="muted">
            <FormattedMessage id="listings.toolbar.template" />
          </span>
          {(['xlsx', 'csv'] as const satisfies FileFormat[]).map((format) => (
            <button
              key={format}
              type="button"
              className="secondary"
              aria-label={t(
                format === 'xlsx' ? 'listings.toolbar.excelTemplate' : 'listings.toolbar.csvTemplate',
              )}
              disabled={excel.running}
              onClick={() => saveFile(() => downloadTemplate(format))}
            >
              <FormattedMessage id={format === 'xlsx' ? 'listings.format.excel' : 'listings.format.csv'} />
            </button>
          ))}
        </span>
        {/* A real button (Enter and Space work) that opens the hidden file input's chooser. */}
        <button
          type="button"
          className="secondary"
          aria-label={t('listings.toolbar.importLabel')}
          onClick={() => fileInput.current?.click()}
        >
          <FormattedMessage id="listings.toolbar.import" />
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          tabIndex={-1}
          accept={IMPORT_ACCEPT}
          aria-label={t('listings.toolbar.fileToImport')}
          onChange={(e) => {
            void onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <button
          type="button"
          className="secondary"
          disabled={loadJob?.state === 'running'}
          onClick={loadFromOrders}
        >
          <FormattedMessage id="listings.toolbar.loadFromOrders" />
        </button>
        <span role="group" aria-label={t('listings.toolbar.exportGroup')} className="toolbar-group">
          <span className="muted">
            <FormattedMessage id="listings.toolbar.export" />
          </span>
          {(['xlsx', 'csv'] as const satisfies FileFormat[]).map((format) => (
            <button
              key={format}
              type="button"
              className="secondary"
              disabled={rows.length === 0 || excel.running}
              aria-label={t(
                format === 'xlsx' ? 'listings.toolbar.exportExcel' : 'listings.toolbar.exportCsv',
              )}
              data-export={format === 'csv' ? true : undefined}
              onClick={() =>
                saveFile(() => exportSheet(rows, results, format, useLocationNames.getState().names))
              }
            >
              <FormattedMessage id={format === 'xlsx' ? 'listings.format.excel' : 'listings.format.csv'} />
            </button>
          ))}
        </span>
        <span className="toolbar-gap" />
        <button type="button" className="secondary" onClick={addRow}>
          <FormattedMessage id="listings.toolbar.addRow" />
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => edit((all) => duplicateRows(all, chosenRows(), newRowId))}
        >
          <FormattedMessage id="listings.toolbar.duplicateRows" />
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => edit((all) => deleteRows(all, chosenRows()))}
        >
          <FormattedMessage id="listings.toolbar.deleteRows" />
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            const range = grid.current.range;
            if (range) edit((all) => fillDown(all, COLUMN_IDS, range));
          }}
        >
          <FormattedMessage id="listings.toolbar.fillDown" />
        </button>
        <button type="button" className="secondary" disabled={!canUndo} onClick={undo}>
          <FormattedMessage id="listings.toolbar.undo" />
        </button>
        <button type="button" className="secondary" disabled={!canRedo} onClick={redo}>
          <FormattedMessage id="listings.toolbar.redo" />
        </button>
      </div>

      {(error ?? fileError) !== null && (
        <p className="error" role="alert">
          {error ?? fileError}
          <button
            type="button"
            className="link gap-before"
            onClick={() => {
              dismissError();
              setFileError(null);
            }}
          >
            <FormattedMessage id="listings.screen.dismiss" />
          </button>
        </p>
      )}

      {excel.view}
      <ExcelReadProgress />
      {/* An import since the last load says what it did; the load's sentence would be out of date. */}
      {(importNote === null || loadJob?.state === 'running') && (
        <JobProgress job={loadJob} label={t('listings.screen.loadingFromOrders')} />
      )}
      <ImportChoice />
      <UploadPanel jump={jump} />
      <SheetGrid handle={grid} onFocus={setFocusedRow} />
      <p className="hint">
        <FormattedMessage id="listings.screen.keysHint" />
      </p>
      <div className="listings-lower">
        <IssuesPanel jump={jump} />
        <DetailEditor rowIndex={focusedRow} />
      </div>
    </div>
  );
}
