import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { dateTimeLabel } from '../../../../shared/dates.ts';
import { formatRupees } from '../../../../shared/my-listings/checks.ts';
import { t } from '../../i18n/index.ts';
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
    <section className="buy-box-detail" aria-label={t('myListings.buyBoxDetail.title', { sku: detail.sku })}>
      <h3 ref={heading} tabIndex={-1}>
        <FormattedMessage
          id="myListings.buyBoxDetail.title"
          values={{ sku: <span translate="no">{detail.sku}</span> }}
        />
      </h3>
      {offer === null ? (
        <p>
          <FormattedMessage id="myListings.buyBoxDetail.notInMirror" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage
              id="myListings.buyBoxDetail.offer"
              values={{
                price: rupees(offer.price),
                mrp: rupees(offer.mrp),
                stock: offer.inStock
                  ? t('myListings.buyBoxDetail.inStock')
                  : t('myListings.buyBoxDetail.outOfStock'),
                seller:
                  offer.sellerName === null ? (
                    t('myListings.buyBoxDetail.sellerUnnamed')
                  ) : (
                    <span translate="no">{offer.sellerName}</span>
                  ),
                seen: dateTimeLabel(Date.parse(offer.seenAt)),
                category: <span translate="no">{offer.category}</span>,
              }}
            />
          </p>
          <table>
            <caption>
              <FormattedMessage id="myListings.buyBoxDetail.history" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="myListings.buyBoxDetail.when" />
                </th>
                <th scope="col">
                  <FormattedMessage id="myListings.column.sellingPrice" />
                </th>
                <th scope="col">
                  <FormattedMessage id="myListings.buyBoxDetail.specialPrice" />
                </th>
                <th scope="col">
                  <FormattedMessage id="myListings.column.stock" />
                </th>
              </tr>
            </thead>
            <tbody>
              {offer.history.map((h, i) => (
                <tr key={`${h.at}-${i}`}>
                  <td>{dateTimeLabel(Date.parse(h.at))}</td>
                  <td>{rupees(h.sellingPrice)}</td>
                  <td>{rupees(h.specialPrice)}</td>
                  <td>
                    {h.removed
                      ? t('myListings.buyBoxDetail.removed')
                      : h.inStock
                        ? t('myListings.buyBoxDetail.inStockCell')
                        : t('myListings.buyBoxDetail.outOfStockCell')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <button type="button" className="secondary" onClick={closeBuyBox}>
        <FormattedMessage id="myListings.buyBoxDetail.close" />
      </button>
    </section>
  );
}
