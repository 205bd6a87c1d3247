import { useEffect, useRef } from 'react';
import { dateTimeLabel } from '../../../../shared/dates.ts';
import { formatRupees } from '../../../../shared/my-listings/checks.ts';
import { useMyListings } from './my-listings-store.ts';

const rupees = (v: number | null) => (v === null ? '—' : formatRupees(v));

/** One listing's buy box read from the mirror now, with its price history (the latest points, oldest first). */
export function BuyBoxDetail() {
  const detail = useMyListings((s) => s.detail);
  const { closeBuyBox } = useMyListings.getState();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a button deep in the grid: the keyboard goes to what opened, not back to the top of the page.
  useEffect(() => heading.current?.focus(), [detail]);
  if (detail === null) return null;
  const offer = detail.offer;
  return (
    <section className="buy-box-detail" aria-label={`Buy box of ${detail.sku}`}>
      <h3 ref={heading} tabIndex={-1}>
        Buy box of {detail.sku}
      </h3>
      {offer === null ? (
        <p>The affiliate mirror does not hold this product. Sync its category in Feeds.</p>
      ) : (
        <>
          <p>
            {rupees(offer.price)} (MRP {rupees(offer.mrp)}), {offer.inStock ? 'in stock' : 'out of stock'},
            sold by {offer.sellerName ?? 'a seller not named'}; seen {dateTimeLabel(Date.parse(offer.seenAt))}{' '}
            in {offer.category}.
          </p>
          <table>
            <caption>Price history</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Selling price</th>
                <th scope="col">Special price</th>
                <th scope="col">Stock</th>
              </tr>
            </thead>
            <tbody>
              {offer.history.map((h, i) => (
                <tr key={`${h.at}-${i}`}>
                  <td>{dateTimeLabel(Date.parse(h.at))}</td>
                  <td>{rupees(h.sellingPrice)}</td>
                  <td>{rupees(h.specialPrice)}</td>
                  <td>{h.removed ? 'Removed' : h.inStock ? 'In stock' : 'Out of stock'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <button type="button" className="secondary" onClick={closeBuyBox}>
        Close buy box
      </button>
    </section>
  );
}
