import { useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMyListings } from './my-listings-store.ts';

/**
 * The buy box's controls: the seller's own name on offers (what "you" is compared with; Stockroom's guess until the
 * seller saves one), the "not mine" and "with proposals" filters, and the review of the selected listings' proposals
 * or of every one.
 */
export function BuyBoxBar() {
  const { buyBox, notMine, proposalsOnly, lowStock } = useMyListings(
    useShallow((s) => ({
      buyBox: s.buyBox,
      notMine: s.notMine,
      proposalsOnly: s.proposalsOnly,
      lowStock: s.lowStock,
    })),
  );
  const selection = useMyListings((s) => s.selection);
  const { loadBuyBox, saveSellerName, setNotMine, setProposalsOnly, setLowStock, reviewProposals } =
    useMyListings.getState();
  const [name, setName] = useState('');
  const nameId = useId();

  useEffect(() => {
    void loadBuyBox();
  }, [loadBuyBox]);
  useEffect(() => setName(buyBox?.sellerName ?? ''), [buyBox]);

  return (
    <div className="toolbar buy-box-bar" role="group" aria-label="Buy box">
      <label htmlFor={nameId}>My seller name on the marketplace</label>
      <input
        id={nameId}
        type="text"
        value={name}
        maxLength={200}
        placeholder="As offers name you"
        onChange={(e) => setName(e.target.value)}
      />
      <button type="button" className="secondary" onClick={() => void saveSellerName(name)}>
        Save name
      </button>
      {buyBox?.guessed === true && buyBox.sellerName !== '' && (
        <span className="muted">Guessed from the offers at your own prices</span>
      )}
      <span className="toolbar-gap" />
      <label>
        <input type="checkbox" checked={notMine} onChange={(e) => setNotMine(e.target.checked)} /> Not mine
      </label>
      <label>
        <input type="checkbox" checked={proposalsOnly} onChange={(e) => setProposalsOnly(e.target.checked)} />{' '}
        With proposals
      </label>
      <label>
        <input type="checkbox" checked={lowStock} onChange={(e) => setLowStock(e.target.checked)} /> Low stock
      </label>
      <button
        type="button"
        className="secondary"
        disabled={selection.length === 0}
        onClick={() => void reviewProposals(selection)}
      >
        Review proposals of {selection.length === 1 ? 'the selected listing' : 'selected listings'}
      </button>
      <button type="button" onClick={() => void reviewProposals()}>
        Review all proposals
      </button>
    </div>
  );
}
