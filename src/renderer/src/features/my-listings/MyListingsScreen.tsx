import { useEffect, useState, type ReactNode } from 'react';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useLatestJob } from '../../ui/jobs-store.ts';
import { BulkActions } from './BulkActions.tsx';
import { BuyBoxBar } from './BuyBoxBar.tsx';
import { BuyBoxDetail } from './BuyBoxDetail.tsx';
import { ChangePanel } from './ChangePanel.tsx';
import { MyListingsGrid } from './MyListingsGrid.tsx';
import { useMyListings } from './my-listings-store.ts';
import './my-listings.css';

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
        <h1 id="screen-title">Listings</h1>
        {tabs}
      </header>
      <h2>My listings</h2>
      <div className="toolbar" role="toolbar" aria-label="My listings actions">
        <input
          type="search"
          aria-label="Search SKU or product id"
          placeholder="Search SKU or product id"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <button type="button" disabled={readJob?.state === 'running'} onClick={() => void read()}>
          Read from the marketplace
        </button>
        <span className="toolbar-gap" />
        <textarea
          aria-label="SKUs to add, one a line"
          placeholder="Paste SKUs, one a line"
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
          Add and read
        </button>
      </div>
      {error !== null && (
        <p className="error" role="alert">
          {error}{' '}
          <button type="button" className="link" onClick={dismissError}>
            Dismiss
          </button>
        </p>
      )}
      <JobProgress job={readJob} label="Reading my listings" />
      <BulkActions />
      <BuyBoxBar />
      <ChangePanel />
      <BuyBoxDetail />
      <MyListingsGrid />
      <p className="hint">
        Double-click or press Enter on a selling price, MRP or stock to change it; a preview shows old → new
        before anything is sent. Floor and ceiling are your own bounds of the selling price, checked before
        sending. The buy box comes from the affiliate mirror (sync the category in Feeds); a rule proposes a
        price after each sync, shown here and sent only when you review and confirm it.
      </p>
    </div>
  );
}
