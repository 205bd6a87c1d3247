import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { FormattedMessage } from 'react-intl';
import { localTimeZone, MARKETPLACE_TIME_ZONE } from '../../../../shared/shipments/time-zone.ts';
import { useStatus } from '../../app/status-store.ts';
import { t } from '../../i18n/index.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useJobs, useLatestJob } from '../../ui/jobs-store.ts';
import { ClaimsPanel } from './ClaimsPanel.tsx';
import { ReceivePanel } from './ReceivePanel.tsx';
import { ReturnFilters } from './ReturnFilters.tsx';
import { ReturnGrid } from './ReturnGrid.tsx';
import { SelfShipReturnActions } from './SelfShipReturnActions.tsx';
import { returnTabId, ReturnTabs } from './ReturnTabs.tsx';
import { cacheSentence, emptyTabSentence } from './return-text.ts';
import { useShipments } from '../shipments/shipments-store.ts';
import { useReturns } from './returns-store.ts';
import { useReturnExport } from './use-return-export.ts';
import './returns.css';

const NO_LOCATIONS: string[] = [];
/** No profile's jobs match it: before the active profile is known, no sync line. */
const NO_PROFILE = '';
/** The grid, as the panel the tabs control. */
const PANEL_ID = 'returns-tab-panel';

/** Returns by what the seller must do, from the offline cache: arriving, to receive, to decide, to pick up, done. */
export function ReturnsScreen() {
  const { filter, counts, cache, error, selected } = useReturns(
    useShallow((s) => ({
      filter: s.filter,
      counts: s.counts,
      cache: s.cache,
      error: s.error,
      selected: s.selectedIds.length,
    })),
  );
  const { show, sync, clearSelection } = useReturns.getState();
  // The sync of the profile whose returns are on screen: none until it is known, never another profile's.
  const job = useLatestJob('returnSync', cache?.profileId ?? NO_PROFILE);
  // Whether the marketplace (or the network) is away: the grid is then the offline copy, and says so.
  const offline = useStatus((s) => !s.networkOnline || s.status?.marketplace === 'offline');
  // The seller's dispatch locations are the ones returns come back to: the shipments cache knows them.
  const locations = useShipments((s) => s.cache?.locations ?? NO_LOCATIONS);
  const search = useRef<HTMLInputElement>(null);
  const { exportFile, progress } = useReturnExport();

  useEffect(() => {
    const hide = show();
    void useShipments.getState().loadCache();
    void useJobs.getState().load('returnSync');
    // Opening the screen checks for news; with no network the stored returns stay on screen, and it says so.
    void sync();
    return hide;
  }, [show, sync]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement;
      if (e.key === '/' && !typing) {
        e.preventDefault();
        search.current?.focus();
      } else if (e.key === 'Escape' && useReturns.getState().selectedIds.length > 0) clearSelection();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [clearSelection]);

  const zone = filter.timeZone ?? localTimeZone();
  const narrowed = Object.entries(filter).some(
    ([k, v]) => k !== 'tab' && k !== 'timeZone' && v !== undefined,
  );
  const empty = counts !== null && counts[filter.tab] === 0;
  return (
    <div className="returns-screen">
      <div className="screen-header">
        <h1 id="screen-title">
          <FormattedMessage id="returns.screen.title" />
        </h1>
        <div className="actions">
          <button type="button" onClick={() => void sync()} disabled={job?.state === 'running'}>
            <FormattedMessage id="returns.screen.sync" />
          </button>
          <button type="button" className="secondary" onClick={() => void exportFile('xlsx')}>
            <FormattedMessage id="returns.screen.exportExcel" />
          </button>
          <button type="button" data-export className="secondary" onClick={() => void exportFile('csv')}>
            <FormattedMessage id="returns.screen.exportCsv" />
          </button>
        </div>
      </div>
      {cache && (
        <p
          className={offline ? 'notice warn' : 'muted'}
          role="status"
          aria-label={t('returns.screen.storedLabel')}
        >
          {cacheSentence(cache, offline)}
        </p>
      )}
      {zone !== MARKETPLACE_TIME_ZONE && (
        <p className="muted">
          <FormattedMessage id="returns.screen.zone" values={{ zone: <span translate="no">{zone}</span> }} />
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <JobProgress job={job} label={t('returns.sync.label')} />
      {progress && (
        <p role="status" aria-label={t('returns.export.label')}>
          {progress}
        </p>
      )}

      <ReturnTabs panelId={PANEL_ID} />
      <ReturnFilters search={search} locations={locations} />

      {/* What the ticked returns can have done to them: the action and receive engineers' components go here. */}
      <div className="return-actions" role="group" aria-label={t('returns.selection.label')}>
        <span role="status">
          {selected === 0 ? (
            <FormattedMessage id="returns.selection.none" />
          ) : (
            <FormattedMessage id="returns.selection.count" values={{ count: selected }} />
          )}
        </span>
        {selected > 0 && (
          <button type="button" className="secondary" onClick={clearSelection}>
            <FormattedMessage id="returns.selection.clear" />
          </button>
        )}
        <SelfShipReturnActions />
      </div>

      {empty && <p className="muted return-empty">{emptyTabSentence(filter.tab, narrowed)}</p>}
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={returnTabId(filter.tab)} className="grid-panel">
        <ReturnGrid />
      </div>
      <ReceivePanel />
      <ClaimsPanel />
    </div>
  );
}
