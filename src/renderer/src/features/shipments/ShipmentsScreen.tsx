import { useCallback, useEffect, useRef, useState } from 'react';
import { SHIPMENT_VIEWS } from '../../../../shared/shipments/views.ts';
import { messageOf } from '../../api/index.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useJobs, useLatestJob } from '../../ui/jobs-store.ts';
import { DetailPanel } from './DetailPanel.tsx';
import { downloadCsv } from '../../ui/download.ts';
import { shipmentsCsv } from './export-csv.ts';
import { ShipmentGrid } from './ShipmentGrid.tsx';
import { useShipments } from './shipments-store.ts';
import { api } from '../../api/index.ts';

const count = new Intl.NumberFormat('en-IN');

export function ShipmentsScreen() {
  const { filter, counts, summary, cache, detail, error } = useShipments();
  const { setView, setFilter, refreshCounts, loadCache, sync, close } = useShipments.getState();
  const job = useLatestJob('shipmentSync', cache?.profileId);
  const sort = useShipments((s) => s.sort);
  const [exporting, setExporting] = useState<string | null>(null);
  const search = useRef<HTMLInputElement>(null);

  useEffect(() => {
    void refreshCounts();
    void loadCache();
    void useJobs.getState().load('shipmentSync');
    // Opening the screen checks for news; with no network it says so and shows what is stored.
    void sync('auto');
  }, [refreshCounts, loadCache, sync]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
      if (e.key === '/' && !typing) {
        e.preventDefault();
        search.current?.focus();
      } else if (e.key === 'Escape' && useShipments.getState().detail) close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  const exportCsv = useCallback(async () => {
    setExporting('Exporting…');
    try {
      const { csv, rows } = await shipmentsCsv(api.getShipmentBlock, filter, sort, (done, total) =>
        setExporting(`Exporting ${count.format(done)} of ${count.format(total)}…`),
      );
      downloadCsv(`shipments-${filter.view}-${new Date().toISOString().slice(0, 10)}.csv`, csv);
      setExporting(`Exported ${count.format(rows)} shipments.`);
    } catch (e) {
      setExporting(`Export failed: ${messageOf(e)}`);
    }
  }, [filter, sort]);

  const refreshSelected = () => {
    const ids = useShipments.getState().selectedIds;
    if (ids.length === 0) return;
    api
      .refreshShipments({ shipmentIds: ids.slice(0, 1000) })
      .then(({ refreshed }) => setExporting(`Refreshed ${count.format(refreshed)} shipments.`))
      .catch((e: unknown) => useShipments.setState({ error: messageOf(e) }));
  };

  const offline = cache?.marketplace === 'offline';
  return (
    <div className="shipments-screen">
      <div className="screen-header">
        <h1 id="screen-title">Shipments</h1>
        <div className="actions">
          <button type="button" onClick={() => void sync('auto')} disabled={job?.state === 'running'}>
            Sync now
          </button>
          <button type="button" className="secondary" onClick={refreshSelected}>
            Refresh selected
          </button>
          <button type="button" className="secondary" onClick={() => void exportCsv()}>
            Export CSV
          </button>
        </div>
      </div>
      {offline && (
        <p className="notice warn" role="alert">
          Offline: orders as of{' '}
          {cache.lastSyncAt ? new Date(cache.lastSyncAt).toLocaleString('en-IN') : 'never'}. {cache.lastError}
        </p>
      )}
      {error && !offline && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <JobProgress job={job} label="Shipment sync" />
      {exporting && (
        <p role="status" aria-label="Export">
          {exporting}
        </p>
      )}

      <div role="tablist" aria-label="Shipment views" className="tabs">
        {SHIPMENT_VIEWS.map((v) => (
          <button
            key={v.id}
            type="button"
            role="tab"
            aria-selected={filter.view === v.id}
            className={filter.view === v.id ? 'tab selected' : 'tab'}
            onClick={() => setView(v.id)}
          >
            {v.label} <span className="count">{counts ? count.format(counts[v.id]) : '…'}</span>
          </button>
        ))}
      </div>

      <div className="filters" role="search">
        <label>
          Search
          <input
            ref={search}
            type="search"
            placeholder="Shipment, order, order item, SKU or FSN ( / )"
            value={filter.search ?? ''}
            onChange={(e) => setFilter({ search: e.target.value })}
          />
        </label>
        <label>
          Date
          <select
            value={filter.dateField ?? 'orderDate'}
            onChange={(e) => setFilter({ dateField: e.target.value as 'orderDate' | 'dispatchBy' })}
          >
            <option value="orderDate">Order date</option>
            <option value="dispatchBy">Dispatch by</option>
          </select>
        </label>
        <label>
          From
          <input
            type="date"
            value={filter.dateFrom ?? ''}
            onChange={(e) => setFilter({ dateFrom: e.target.value || undefined })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={filter.dateTo ?? ''}
            onChange={(e) => setFilter({ dateTo: e.target.value || undefined })}
          />
        </label>
        <label>
          Location
          <select
            value={filter.locationId ?? ''}
            onChange={(e) => setFilter({ locationId: e.target.value || undefined })}
          >
            <option value="">Any</option>
            {(cache?.locations ?? []).map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          Hold
          <select
            value={filter.hold === undefined ? '' : String(filter.hold)}
            onChange={(e) =>
              setFilter({ hold: e.target.value === '' ? undefined : e.target.value === 'true' })
            }
          >
            <option value="">Any</option>
            <option value="true">On hold</option>
            <option value="false">Not on hold</option>
          </select>
        </label>
      </div>

      {summary && (
        <p className="summary" aria-label="Summary">
          <span className={summary.dueToday > 0 ? 'deadline-today' : ''}>
            Due today: {count.format(summary.dueToday)}
          </span>
          <span className={summary.overdue > 0 ? 'deadline-overdue' : ''}>
            Overdue: {count.format(summary.overdue)}
          </span>
          <span>On hold: {count.format(summary.onHold)}</span>
          <span>Forms failed: {count.format(summary.formsFailed)}</span>
        </p>
      )}

      <div className={detail ? 'grid-and-detail with-detail' : 'grid-and-detail'}>
        <ShipmentGrid />
        {detail && <DetailPanel detail={detail} onClose={close} />}
      </div>
    </div>
  );
}
