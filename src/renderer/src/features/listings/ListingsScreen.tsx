import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { COLUMN_IDS } from '../../../../shared/listings/columns.ts';
import { api, messageOf } from '../../api/index.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useLatestJob } from '../../ui/jobs-store.ts';
import { DetailEditor } from './DetailEditor.tsx';
import { downloadTemplate, exportSheet, readCsvFile } from './file-actions.ts';
import { IssuesPanel } from './IssuesPanel.tsx';
import { newRowId, useListings } from './listings-store.ts';
import { box, deleteRows, duplicateRows, fillDown, insertRows } from './sheet-model.ts';
import { SheetGrid } from './SheetGrid.tsx';
import type { SheetGridHandle } from './SheetGrid.tsx';
import { UploadPanel } from './UploadPanel.tsx';
import { ListingTabs, type ListingsView } from './ListingTabs.tsx';
import { uploadCounts } from './upload-state.ts';
import './listings.css';

const count = new Intl.NumberFormat('en-IN');

const MyListingsScreen = lazy(() =>
  import('../my-listings/MyListingsScreen.tsx').then((m) => ({ default: m.MyListingsScreen })),
);

/** Listings: the sheet, and beside it My listings (live price and stock), as two tabs. */
export function ListingsScreen() {
  const [view, setView] = useState<ListingsView>('sheet');
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
  const { load, edit, undo, redo, importText, dismissError } = useListings.getState();
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
      await importText(file.name, await readCsvFile(file));
    } catch (e) {
      setFileError(`${file.name} was not imported: ${messageOf(e)}`);
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
        <h1 id="screen-title">Listings</h1>
        {tabs}
        <span className="muted" role="status" aria-label="Sheet size">
          {count.format(rows.length)} {rows.length === 1 ? 'row' : 'rows'}
          {saving ? ', saving…' : ', saved'}
        </span>
        {results.size > 0 && (
          <span className="muted" role="status" aria-label="Uploaded rows">
            {count.format(upload.uploaded)} of {count.format(rows.length)} uploaded
            {upload.changed > 0 && `, ${count.format(upload.changed)} changed since upload`}
          </span>
        )}
      </header>

      <div className="toolbar" role="toolbar" aria-label="Sheet actions">
        <button type="button" className="secondary" onClick={downloadTemplate}>
          Download template
        </button>
        <label className="button secondary file-button">
          Import CSV
          <input
            type="file"
            accept=".csv,.tsv,.txt,text/csv"
            aria-label="Import CSV"
            // A file field opens its chooser on Space only; Enter is what a button answers, and this looks like one.
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                e.currentTarget.click();
              }
            }}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <button
          type="button"
          className="secondary"
          disabled={loadJob?.state === 'running'}
          onClick={loadFromOrders}
        >
          Load from my orders
        </button>
        <button
          type="button"
          className="secondary"
          disabled={rows.length === 0}
          data-export
          onClick={() => exportSheet(rows, results)}
        >
          Export CSV
        </button>
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

      <JobProgress job={loadJob} label="Loading listings from orders" />
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
