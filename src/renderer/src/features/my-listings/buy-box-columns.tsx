import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { formatRupees } from '../../../../shared/my-listings/checks.ts';
import type { MyListingRow } from '../../../../shared/my-listings/payloads.ts';
import { useMyListings } from './my-listings-store.ts';

const rupees = (v: unknown) => (typeof v === 'number' ? formatRupees(v) : '');

/** "You", "Another seller" or nothing known, for the seller on the offer. */
export function whoseOffer(row: MyListingRow): string {
  const box = row.buyBox;
  if (box === null) return '';
  const name = box.seller ?? 'No seller named';
  if (box.mine === true) return `${name} (you)`;
  if (box.mine === false) return `${name} (another seller)`;
  return name;
}

/** The buy box's price and stock, and a button opening its history (named after the SKU). */
function BuyBoxCell({ data }: ICellRendererParams<MyListingRow>) {
  if (!data?.buyBox) return data ? <span className="muted">Not in the mirror</span> : null;
  const box = data.buyBox;
  return (
    <span className="buy-box-cell">
      <span>
        {box.price === null ? '—' : formatRupees(box.price)}
        {box.inStock ? '' : ' · out of stock'}
      </span>{' '}
      <button
        type="button"
        className="link"
        aria-label={`Buy box history of ${data.sku}`}
        onClick={() => void useMyListings.getState().showBuyBox(data.sku)}
      >
        History
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
      <span>{valueFormatted}</span>{' '}
      <button
        type="button"
        className="link"
        aria-label={`Review the proposal of ${data.sku}`}
        onClick={() => void useMyListings.getState().reviewProposals([data.sku])}
      >
        Review
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
      headerName: 'Buy box',
      headerTooltip: 'The price buyers see now in the affiliate mirror (synced in Feeds)',
      width: 190,
      valueGetter: (p) => p.data?.buyBox?.price ?? null,
      cellRenderer: BuyBoxCell,
    },
    {
      colId: 'buyBoxSeller',
      headerName: 'Seller on the offer',
      width: 230,
      valueGetter: (p) => (p.data ? whoseOffer(p.data) : ''),
      cellClassRules: { 'not-mine': (p) => p.data?.buyBox?.mine === false },
    },
    {
      colId: 'ruleUnder',
      field: 'ruleUnder',
      headerName: 'Rule: under buy box by',
      headerTooltip:
        'Propose the buy-box price less this many rupees (never under the floor or over the MRP)',
      width: 170,
      type: 'rightAligned',
      editable,
      ...rupeeTextEditor,
      valueFormatter: (p) => rupees(p.value),
    },
    {
      colId: 'proposed',
      field: 'proposed',
      headerName: 'Proposed price',
      width: 170,
      type: 'rightAligned',
      valueFormatter: (p) => rupees(p.value),
      cellRenderer: ProposedCell,
    },
  ];
}
