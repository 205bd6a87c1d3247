import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { COLUMN_IDS } from '../../../../shared/listings/columns.ts';
import { api, messageOf } from '../../api/index.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useLatestJob } from '../../ui/jobs-store.ts';
import { DetailEditor } from './DetailEditor.tsx';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';
import { downloadTemplate, exportSheet, readImportFile } from './file-actions.ts';
import { IssuesPanel } from './IssuesPanel.tsx';
import { ImportChoice } from './ImportChoice.tsx';
import { useLocationNames } from '../locations/location-names-store.ts';
import { newRowId, useListings } from './listings-store.ts';
import { box, deleteRows, duplicateRows, fillDown, insertRows } from './sheet-model.ts';
import { SheetGrid } from './SheetGrid.tsx';
import type { SheetGridHandle } from './SheetGrid.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { ListingTabs, type ListingsView } from './ListingTabs.tsx';
import { useMyListings } from '../my-listings/my-listings-store.ts';
import { uploadCounts } from './upload-state.ts';
import './listings.css';

const count = new Intl.NumberFormat('en-IN');

const FORMAT_NAMES: Record<FileFormat, string> = { xlsx: 'Excel', csv: 'CSV' };
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
  const [view, setView] = useState<ListingsView>(() =>
    useMyListings.getState().takeLink() ? 'mine' : 'sheet',
  );
  const tabs = <ListingTabs view={view} onView={setView} />;
  if (view === 'sheet') return <SheetScreen tabs={tabs} />;
  return (
    <Suspense fallback={<p className="muted">Loading My listings…</p>}>
      <MyListingsScreen tabs={tabs} />
    </Suspense>
  );
}

/** The bulk listing editor: a sheet checked cell by cell, CSV in and out, and an upload that cannot lose work. */
function SheetScreen({ tabs }: { tabs: ReactNode }) {
  const rows = useListings((s) => s.rows);
  const results = useListings((s) => s.results);
  const error = useListings((s) => s.error);
  const saving = useListings((s) => s.saving);
  const canUndo = useListings((s) => s.canUndo);
  const canRedo = useListings((s) => s.canRedo);
  const { load, edit, undo, redo, importFile, dismissError, clearImportNote } = useListings.getState();
  const importNote = useListings((s) => s.importNote);
  const upload = useMemo(() => uploadCounts(rows, results), [rows, results]);
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
      setFileError(`${file.name} was not imported: ${messageOf(e)}`);
    }
  };

  const fileInput = useRef<HTMLInputElement>(null);
  /** Template and export: an Excel file is written in a worker, which takes a moment on a large sheet. */
  const [writing, setWriting] = useState(false);
  const saveFile = (format: FileFormat, write: () => Promise<void>) => {
    setFileError(null);
    setWriting(format === 'xlsx');
    write()
      .catch((e: unknown) => setFileError(messageOf(e)))
      .finally(() => setWriting(false));
  };

  const addRow = () => {
    const at = focusedRow === null ? rows.length : focusedRow + 1;
    edit((all) => insertRows(all, at, [{}], newRowId));
    setTimeout(() => jump(at, 'sku'), 0);
  };

  return (
    <div className="listings-screen">
      <header className="listings-header">
        <h1 id="screen-title">Listings</h1>
        {tabs}
        <span className="muted" role="status" aria-label="Sheet size">
          {count.format(rows.length)} {rows.length === 1 ? 'row' : 'rows'}
          {saving ? ', saving…' : ', saved'}
        </span>
        {writing && (
          <span className="muted" role="status">
            Writing the Excel file…
          </span>
        )}
        {results.size > 0 && (
          <span className="muted" role="status" aria-label="Uploaded rows">
            {count.format(upload.uploaded)} of {count.format(rows.length)} uploaded
            {upload.changed > 0 && `, ${count.format(upload.changed)} changed since upload`}
          </span>
        )}
      </header>

      <div className="toolbar" role="toolbar" aria-label="Sheet actions">
        <span role="group" aria-label="Download the template" className="toolbar-group">
          <span className="muted">Template</span>
          {(['xlsx', 'csv'] as const satisfies FileFormat[]).map((format) => (
            <button
              key={format}
              type="button"
              className="secondary"
              aria-label={`${FORMAT_NAMES[format]} template`}
              onClick={() => saveFile(format, () => downloadTemplate(format))}
            >
              {FORMAT_NAMES[format]}
            </button>
          ))}
        </span>
        {/* A real button (Enter and Space work) that opens the hidden file input's chooser. */}
        <button
          type="button"
          className="secondary"
          aria-label="Import CSV or Excel"
          onClick={() => fileInput.current?.click()}
        >
          Import…
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          tabIndex={-1}
          accept={IMPORT_ACCEPT}
          aria-label="CSV or Excel file to import"
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
          Load from my orders
        </button>
        <span role="group" aria-label="Export the sheet" className="toolbar-group">
          <span className="muted">Export</span>
          {(['xlsx', 'csv'] as const satisfies FileFormat[]).map((format) => (
            <button
              key={format}
              type="button"
              className="secondary"
              disabled={rows.length === 0}
              aria-label={`Export ${FORMAT_NAMES[format]}`}
              data-export={format === 'csv' ? true : undefined}
              onClick={() =>
                saveFile(format, () => exportSheet(rows, results, format, useLocationNames.getState().names))
              }
            >
              {FORMAT_NAMES[format]}
            </button>
          ))}
        </span>
        <span className="toolbar-gap" />
        <button type="button" className="secondary" onClick={addRow}>
          Add row
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => edit((all) => duplicateRows(all, chosenRows(), newRowId))}
        >
          Duplicate rows
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => edit((all) => deleteRows(all, chosenRows()))}
        >
          Delete rows
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            const range = grid.current.range;
            if (range) edit((all) => fillDown(all, COLUMN_IDS, range));
          }}
        >
          Fill down
        </button>
        <button type="button" className="secondary" disabled={!canUndo} onClick={undo}>
          Undo
        </button>
        <button type="button" className="secondary" disabled={!canRedo} onClick={redo}>
          Redo
        </button>
      </div>

      {(error ?? fileError) !== null && (
        <p className="error" role="alert">
          {error ?? fileError}{' '}
          <button
            type="button"
            className="link"
            onClick={() => {
              dismissError();
              setFileError(null);
            }}
          >
            Dismiss
          </button>
        </p>
      )}

      {/* An import since the last load says what it did; the load's sentence would be out of date. */}
      {(importNote === null || loadJob?.state === 'running') && (
        <JobProgress job={loadJob} label="Loading listings from orders" />
      )}
      <ImportChoice />
      <UploadPanel />
      <SheetGrid handle={grid} onFocus={setFocusedRow} />
      <p className="hint">
        Select cells with Shift and the arrow keys or Shift-click; Ctrl+C and Ctrl+V copy and paste blocks
        with a spreadsheet; Ctrl+D fills down; Ctrl+Z and Ctrl+Y undo and redo. Lists (packages, locations,
        labels) are separated by “|” in a cell, or edited below.
      </p>
      <div className="listings-lower">
        <IssuesPanel jump={jump} />
        <DetailEditor rowIndex={focusedRow} />
      </div>
    </div>
  );
}
