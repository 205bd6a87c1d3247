import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { FormattedMessage } from 'react-intl';
import { formatRupees } from '../../../../shared/my-listings/checks.ts';
import type { MyListingRow } from '../../../../shared/my-listings/payloads.ts';
import { t } from '../../i18n/index.ts';
import { useMyListings } from './my-listings-store.ts';

/** A space between elements: not words, so not in the catalogue. */
const SPACE = ' ';
/** No price known: a sign, not words. */
const DASH = '—';

const rupees = (v: unknown) => (typeof v === 'number' ? formatRupees(v) : '');

/** "You", "Another seller" or nothing known, for the seller on the offer. */
export function whoseOffer(row: MyListingRow): string {
  const box = row.buyBox;
  if (box === null) return '';
  const name = box.seller ?? t('myListings.buyBoxCell.noSeller');
  if (box.mine === true) return t('myListings.buyBoxCell.you', { name });
  if (box.mine === false) return t('myListings.buyBoxCell.another', { name });
  return name;
}

/** The buy box's price and stock, and a button opening its history (named after the SKU). */
function BuyBoxCell({ data }: ICellRendererParams<MyListingRow>) {
  if (!data?.buyBox)
    return data ? (
      <span className="muted">
        <FormattedMessage id="myListings.buyBoxCell.notInMirror" />
      </span>
    ) : null;
  const box = data.buyBox;
  return (
    <span className="buy-box-cell">
      <span>
        {box.price === null ? DASH : formatRupees(box.price)}
        {box.inStock ? '' : t('myListings.buyBoxCell.outOfStock')}
      </span>
      {SPACE}
      <button
        type="button"
        className="link"
        aria-label={t('myListings.buyBoxCell.historyOf', { sku: data.sku })}
        onClick={() => void useMyListings.getState().showBuyBox(data.sku)}
      >
        <FormattedMessage id="myListings.buyBoxCell.history" />
      </button>
    </span>
  );
}

/** The seller's own bounds and rule: typed as text and read by price-inputs.ts, which says what it refuses. */
export const rupeeTextEditor = { cellEditor: 'agTextCellEditor' };

/** The proposed price and a button reviewing that one proposal (named after the SKU). */
function ProposedCell({ data, valueFormatted }: ICellRendererParams<MyListingRow>) {
  if (!data || data.proposed === null) return null;
  return (
    <span className="buy-box-cell">
      <span>{valueFormatted}</span>
      {SPACE}
      <button
        type="button"
        className="link"
        aria-label={t('myListings.buyBoxCell.reviewOf', { sku: data.sku })}
        onClick={() => void useMyListings.getState().reviewProposals([data.sku])}
      >
        <FormattedMessage id="myListings.buyBoxCell.review" />
      </button>
    </span>
  );
}

const editable = (p: { data?: MyListingRow | undefined }) => p.data?.state === 'available';

/** The buy box (from the affiliate mirror), the seller's rule and what it proposes. */
export function buyBoxColumns(): ColDef<MyListingRow>[] {
  return [
    {
      colId: 'buyBoxPrice',
      headerName: t('myListings.buyBox.group'),
      headerTooltip: t('myListings.column.buyBoxTip'),
      width: 190,
      valueGetter: (p) => p.data?.buyBox?.price ?? null,
      cellRenderer: BuyBoxCell,
    },
    {
      colId: 'buyBoxSeller',
      headerName: t('myListings.column.buyBoxSeller'),
      width: 230,
      valueGetter: (p) => (p.data ? whoseOffer(p.data) : ''),
      cellClassRules: { 'not-mine': (p) => p.data?.buyBox?.mine === false },
    },
    {
      colId: 'ruleUnder',
      field: 'ruleUnder',
      headerName: t('myListings.column.ruleUnder'),
      headerTooltip: t('myListings.column.ruleUnderTip'),
      width: 170,
      type: 'rightAligned',
      editable,
      ...rupeeTextEditor,
      valueFormatter: (p) => rupees(p.value),
    },
    {
      colId: 'proposed',
      field: 'proposed',
      headerName: t('myListings.column.proposed'),
      width: 170,
      type: 'rightAligned',
      valueFormatter: (p) => rupees(p.value),
      cellRenderer: ProposedCell,
    },
  ];
}
