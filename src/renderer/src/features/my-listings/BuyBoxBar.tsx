import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import { t } from '../../i18n/index.ts';
import { useMyListings } from './my-listings-store.ts';

/** A space between elements: not words, so not in the catalogue. */
const SPACE = ' ';

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
    <div className="toolbar buy-box-bar" role="group" aria-label={t('myListings.buyBox.group')}>
      <label htmlFor={nameId}>
        <FormattedMessage id="myListings.buyBox.sellerName" />
      </label>
      <input
        id={nameId}
        type="text"
        value={name}
        maxLength={200}
        placeholder={t('myListings.buyBox.sellerNamePlaceholder')}
        onChange={(e) => setName(e.target.value)}
      />
      <button type="button" className="secondary" onClick={() => void saveSellerName(name)}>
        <FormattedMessage id="myListings.buyBox.saveName" />
      </button>
      {buyBox?.guessed === true && buyBox.sellerName !== '' && (
        <span className="muted">
          <FormattedMessage id="myListings.buyBox.guessed" />
        </span>
      )}
      <span className="toolbar-gap" />
      <label>
        <input type="checkbox" checked={notMine} onChange={(e) => setNotMine(e.target.checked)} />
        {SPACE}
        <FormattedMessage id="myListings.buyBox.notMine" />
      </label>
      <label>
        <input type="checkbox" checked={proposalsOnly} onChange={(e) => setProposalsOnly(e.target.checked)} />
        {SPACE}
        <FormattedMessage id="myListings.buyBox.withProposals" />
      </label>
      <label>
        <input type="checkbox" checked={lowStock} onChange={(e) => setLowStock(e.target.checked)} />
        {SPACE}
        <FormattedMessage id="myListings.buyBox.lowStock" />
      </label>
      <button
        type="button"
        className="secondary"
        disabled={selection.length === 0}
        onClick={() => void reviewProposals(selection)}
      >
        <FormattedMessage id="myListings.buyBox.reviewSelected" values={{ count: selection.length }} />
      </button>
      <button type="button" onClick={() => void reviewProposals()}>
        <FormattedMessage id="myListings.buyBox.reviewAll" />
      </button>
    </div>
  );
}
