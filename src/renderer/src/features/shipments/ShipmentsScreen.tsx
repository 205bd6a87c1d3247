import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { api, messageOf } from '../../api/index.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useJobs, useLatestJob } from '../../ui/jobs-store.ts';
import { useSettledJob } from './settled-job.ts';
import { DetailPanel } from './DetailPanel.tsx';
import { downloadCsv } from '../../ui/download.ts';
import { useExcelWrite } from '../../ui/xlsx/use-excel-write.tsx';
import { allShipmentRows, shipmentRowsCsv } from './export-csv.ts';
import { shipmentsTable } from './export-xlsx.ts';
import { ShipmentGrid } from './ShipmentGrid.tsx';
import { SummaryChips } from './SummaryChips.tsx';
import { dateTimeLabel, fileDay, timeLabel } from '../../../../shared/dates.ts';
import { ZoneNote } from './ZoneNote.tsx';
import { localTimeZone, MARKETPLACE_TIME_ZONE } from '../../../../shared/shipments/time-zone.ts';
import { ElsewhereHint } from './ElsewhereHint.tsx';
import { usePickList } from './pick-list-store.ts';
import { selectedViewTab, ViewTabs, viewTabId } from './ViewTabs.tsx';
import { useShipments } from './shipments-store.ts';
import { coversSentence } from './covers.ts';
import { FulfilmentBar } from '../fulfilment/FulfilmentBar.tsx';
import { LocationNames } from '../locations/LocationNames.tsx';
import { LocationSelect } from '../locations/LocationSelect.tsx';

import { formatCount, t } from '../../i18n/index.ts';
import { DrawBoundary } from '../../ui/DrawBoundary.tsx';

// The pick list's view loads as a list is first made, not with the screen (docs/PERFORMANCE.md, first screen JS).
const PickListView = lazy(() => import('./PickListView.tsx').then((m) => ({ default: m.PickListView })));

/** The grid, as the panel the view tabs control. */
const PANEL_ID = 'shipments-view-panel';

/** One sentence for a marketplace that did not answer: how old the orders are, why, and when it tries again. */
function offlineSentence(
  lastSyncAt: string | null,
  lastError: string | null,
  nextTryAt: string | null,
): string {
  const orders =
    lastSyncAt === null
      ? t('shipments.offline.noneStored')
      : t('shipments.offline.asOf', { at: dateTimeLabel(Date.parse(lastSyncAt)) });
  const why = lastError ?? t('shipments.offline.notAnswering');
  const again =
    nextTryAt === null
      ? ''
      : ` ${t('shipments.offline.tryingAgain', { at: timeLabel(Date.parse(nextTryAt)) })}`;
  return `${orders} ${why}${again}`;
}

/** No profile's jobs match it: before the active profile is known, no sync line (not another profile's). */
const NO_PROFILE = '';

export function ShipmentsScreen() {
  const { filter, counts, summary, cache, detail, error } = useShipments(
    useShallow((s) => ({
      filter: s.filter,
      counts: s.counts,
      summary: s.summary,
      cache: s.cache,
      detail: s.detail,
      error: s.error,
    })),
  );
  const { setFilter, setView, show, sync, close, refreshSelected } = useShipments.getState();
  // "Full sync done" only once the tab counts after the sync's last change are on screen.
  const countsFinal = useShipments((s) => s.countedGeneration === s.generation || s.error !== null);
  // The sync of the profile whose counts are on screen: none until it is known, never the profile's before.
  const profileId = useShipments((s) => s.profileId);
  const job = useSettledJob(useLatestJob('shipmentSync', profileId ?? NO_PROFILE), countsFinal);
  const sort = useShipments((s) => s.sort);
  const selectedIds = useShipments((s) => s.selectedIds);
  const [exporting, setExporting] = useState<string | null>(null);
  const excel = useExcelWrite();
  const writeExcel = excel.write;
  const pickList = usePickList(useShallow((p) => ({ list: p.list, loading: p.loading, error: p.error })));
  const closePickList = usePickList((p) => p.close);
  const search = useRef<HTMLInputElement>(null);
  // Closing the pick list puts the keyboard back on the button that made it (enabled again once the list came).
  const pickListButton = useRef<HTMLButtonElement>(null);
  const closePickListHere = useCallback(() => {
    closePickList();
    pickListButton.current?.focus();
  }, [closePickList]);
  const [refreshed, setRefreshed] = useState('');

  useEffect(() => {
    // After the grid's first block, which it asked for as it was first drawn (ShipmentGrid).
    const hide = show();
    void useJobs.getState().load('shipmentSync');
    // Opening the screen checks for news; with no network it says so and shows what is stored. After the marketplace
    // did not answer, a visit waits for the next try rather than starting a sync that cannot progress.
    void sync('auto', true);
    return hide;
  }, [show, sync]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
      if (e.key === '/' && !typing) {
        e.preventDefault();
        search.current?.focus();
      } else if (e.key === 'Escape' && useShipments.getState().detail) close();
      // A tick box has the focus after a click on it: Escape still clears the selection there.
      else if (
        e.key === 'Escape' &&
        (!typing || (e.target instanceof HTMLInputElement && e.target.type === 'checkbox')) &&
        useShipments.getState().selectedIds.length > 0
      )
        useShipments.getState().clearSelection();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  /** Every row of the view as CSV (codes and raw values, for tools) or Excel (words, dates, ₹; the file is written in a worker). */
  const exportFile = useCallback(
    async (format: 'csv' | 'xlsx') => {
      setExporting(t('shipments.export.starting'));
      try {
        const rows = await allShipmentRows(api.getShipmentBlock, filter, sort, (done, total) =>
          setExporting(
            t('shipments.export.progress', { done: formatCount(done), total: formatCount(total) }),
          ),
        );
        const name = `shipments-${filter.view}-${fileDay(Date.now(), localTimeZone())}.${format}`;
        if (format === 'csv') downloadCsv(name, await shipmentRowsCsv(rows));
        else {
          setExporting(t('shipments.export.writing', { count: rows.length }));
          if (!(await writeExcel(name, shipmentsTable(rows)))) {
            setExporting(null);
            return;
          }
        }
        setExporting(t('shipments.export.done', { count: rows.length, name }));
      } catch (e) {
        setExporting(t('shipments.export.failed', { reason: messageOf(e) }));
      }
    },
    [filter, sort, writeExcel],
  );

  const refreshChosen = () =>
    void refreshSelected().then((refreshed) => {
      if (refreshed !== null) setRefreshed(t('shipments.refresh.done', { count: refreshed }));
    });

  const openPickList = () => {
    const ids = useShipments.getState().selectedIds;
    void usePickList.getState().open(ids.length > 0 ? { shipmentIds: ids } : { filter, sort });
  };

  const offline = cache?.marketplace === 'offline';
  // What the pick list covers: the ticked rows, else the whole tab ("2 selected of 52 to pack", "all 52 to pack").
  const covers = coversSentence(filter.view, counts?.[filter.view] ?? null, selectedIds.length);
  // Nothing ticked and nothing in the tab (as searched): no pick list to make.
  const nothingToPick = selectedIds.length === 0 && counts?.[filter.view] === 0;
  const zone = filter.timeZone ?? MARKETPLACE_TIME_ZONE;
  return (
    <div className="shipments-screen">
      <div className="screen-header">
        <h1 id="screen-title">
          <FormattedMessage id="shipments.title" />
        </h1>
        <div className="actions">
          <button type="button" onClick={() => void sync('auto')} disabled={job?.state === 'running'}>
            <FormattedMessage id="shipments.action.sync" />
          </button>
          <button type="button" className="secondary" onClick={refreshChosen}>
            <FormattedMessage id="shipments.action.refresh" />
          </button>
          <button type="button" className="secondary" onClick={() => void exportFile('xlsx')}>
            <FormattedMessage id="shipments.action.exportExcel" />
          </button>
          <button type="button" data-export className="secondary" onClick={() => void exportFile('csv')}>
            <FormattedMessage id="shipments.action.exportCsv" />
          </button>
          <button
            ref={pickListButton}
            type="button"
            className="secondary"
            disabled={pickList.loading || nothingToPick}
            onClick={openPickList}
            title={t('shipments.action.pickListTitle')}
          >
            {pickList.loading
              ? t('shipments.action.pickListMaking')
              : t('shipments.action.pickList', { covers })}
          </button>
        </div>
      </div>
      {/* Times are the computer's; said only where that is not the marketplace's own zone. */}
      {zone !== MARKETPLACE_TIME_ZONE && (
        <p className="muted">
          <ZoneNote zone={zone} />
        </p>
      )}
      {offline && (
        <p className="notice warn" role="alert">
          {offlineSentence(cache.lastSyncAt, cache.lastError, cache.nextTryAt)}
        </p>
      )}
      {error && !offline && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {pickList.error && (
        <p className="error" role="alert">
          {pickList.error}
        </p>
      )}
      {pickList.list && (
        <DrawBoundary>
          <Suspense fallback={null}>
            <PickListView list={pickList.list} onClose={closePickListHere} />
          </Suspense>
        </DrawBoundary>
      )}
      {/* Offline, the banner says why the last sync stopped: its job line would say it again. */}
      <JobProgress job={offline && job?.state === 'failed' ? null : job} label={t('shipments.sync.label')} />
      {exporting && (
        <p role="status" aria-label={t('shipments.export.label')}>
          {exporting}
        </p>
      )}
      {excel.view}
      {/* Always on the page (empty until used), so that a screen reader hears each new sentence in it. */}
      <p
        role="status"
        aria-label={t('shipments.action.refresh')}
        className={refreshed === '' ? 'visually-hidden' : undefined}
      >
        {refreshed}
      </p>

      <ViewTabs panelId={PANEL_ID} />
      <FulfilmentBar
        view={filter.view}
        covers={covers}
        selectedIds={selectedIds}
        locationId={filter.locationId}
        onClear={useShipments.getState().clearSelection}
        fallback={selectedViewTab}
      />

      <div className="filters" role="search">
        <label>
          <FormattedMessage id="shipments.filters.search" />
          <input
            ref={search}
            type="search"
            placeholder={t('shipments.filters.searchPlaceholder')}
            value={filter.search ?? ''}
            onChange={(e) => setFilter({ search: e.target.value })}
          />
        </label>
        <label>
          <FormattedMessage id="shipments.filters.date" />
          <select
            value={filter.dateField ?? 'orderDate'}
            onChange={(e) => setFilter({ dateField: e.target.value as 'orderDate' | 'dispatchBy' })}
          >
            <option value="orderDate">{t('shipments.filters.orderDate')}</option>
            <option value="dispatchBy">{t('shipments.filters.dispatchBy')}</option>
          </select>
        </label>
        <label>
          <FormattedMessage id="shipments.filters.from" />
          <input
            type="date"
            value={filter.dateFrom ?? ''}
            onChange={(e) => setFilter({ dateFrom: e.target.value || undefined })}
          />
        </label>
        <label>
          <FormattedMessage id="shipments.filters.to" />
          <input
            type="date"
            value={filter.dateTo ?? ''}
            onChange={(e) => setFilter({ dateTo: e.target.value || undefined })}
          />
        </label>
        <LocationSelect
          value={filter.locationId}
          locations={cache?.locations ?? []}
          onChange={(locationId) => setFilter({ locationId })}
        />
        <label>
          <FormattedMessage id="shipments.filters.hold" />
          <select
            value={filter.hold === undefined ? '' : String(filter.hold)}
            onChange={(e) =>
              setFilter({ hold: e.target.value === '' ? undefined : e.target.value === 'true' })
            }
          >
            <option value="">{t('shipments.filters.any')}</option>
            <option value="true">{t('shipments.filters.onHold')}</option>
            <option value="false">{t('shipments.filters.notOnHold')}</option>
          </select>
        </label>
      </div>

      <LocationNames locationIds={cache?.locations ?? []} />
      {summary && <SummaryChips summary={summary} filter={filter} setFilter={setFilter} />}
      {counts && <ElsewhereHint filter={filter} counts={counts} setView={setView} />}

      <div className={detail ? 'grid-and-detail with-detail' : 'grid-and-detail'}>
        <div role="tabpanel" id={PANEL_ID} aria-labelledby={viewTabId(filter.view)} className="grid-panel">
          <ShipmentGrid />
        </div>
        {detail && <DetailPanel detail={detail} onClose={close} />}
      </div>
    </div>
  );
}
