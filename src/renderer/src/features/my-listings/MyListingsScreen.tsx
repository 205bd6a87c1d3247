import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useLatestJob } from '../../ui/jobs-store.ts';
import { BulkActions } from './BulkActions.tsx';
import { BuyBoxBar } from './BuyBoxBar.tsx';
import { BuyBoxDetail } from './BuyBoxDetail.tsx';
import { ChangePanel } from './ChangePanel.tsx';
import { MyListingsGrid } from './MyListingsGrid.tsx';
import { useMyListings } from './my-listings-store.ts';
import './my-listings.css';

/** A space between elements: not words, so not in the catalogue. */
const SPACE = ' ';

/**
 * My listings, beside the sheet: every listing of the active seller account as the marketplace last told it, with
 * price and stock edited in place or in bulk, previewed, sent as one journaled change, and undone the same way.
 */
export function MyListingsScreen({ tabs }: { tabs: ReactNode }) {
  const search = useMyListings((s) => s.search);
  const error = useMyListings((s) => s.error);
  const { setSearch, read, loadChanges, dismissError } = useMyListings.getState();
  const readJob = useLatestJob('myListingsRead');
  const [pasted, setPasted] = useState('');

  useEffect(() => {
    void loadChanges();
  }, [loadChanges]);

  return (
    <div className="my-listings-screen">
      <header className="listings-header">
        <h1 id="screen-title">
          <FormattedMessage id="myListings.screen.title" />
        </h1>
        {tabs}
      </header>
      <h2>
        <FormattedMessage id="myListings.screen.heading" />
      </h2>
      <div className="toolbar" role="toolbar" aria-label={t('myListings.screen.actions')}>
        <input
          type="search"
          aria-label={t('myListings.screen.search')}
          placeholder={t('myListings.screen.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button type="button" disabled={readJob?.state === 'running'} onClick={() => void read()}>
          <FormattedMessage id="myListings.screen.read" />
        </button>
        <span className="toolbar-gap" />
        <textarea
          aria-label={t('myListings.screen.pasteLabel')}
          placeholder={t('myListings.screen.pastePlaceholder')}
          rows={1}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
        />
        <button
          type="button"
          className="secondary"
          disabled={pasted.trim() === '' || readJob?.state === 'running'}
          onClick={() => {
            void read(pasted.split(/[\n,]+/).filter((s) => s.trim() !== ''));
            setPasted('');
          }}
        >
          <FormattedMessage id="myListings.screen.addAndRead" />
        </button>
      </div>
      {error !== null && (
        <p className="error" role="alert">
          {error}
          {SPACE}
          <button type="button" className="link" onClick={dismissError}>
            <FormattedMessage id="myListings.screen.dismiss" />
          </button>
        </p>
      )}
      <JobProgress job={readJob} label={t('myListings.screen.reading')} />
      <BulkActions />
      <BuyBoxBar />
      <ChangePanel />
      <BuyBoxDetail />
      <MyListingsGrid />
      <p className="hint">
        <FormattedMessage id="myListings.screen.hint" />
      </p>
    </div>
  );
}
