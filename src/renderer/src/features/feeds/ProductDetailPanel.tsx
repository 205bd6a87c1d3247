import { useShallow } from 'zustand/react/shallow';
import { useEffect, useRef, useState } from 'react';
import type { ProductDetail } from '../../../../shared/feeds/types.ts';
import { bestImage } from '../../../../shared/feeds/rules.ts';
import { api, messageOf } from '../../api/index.ts';
import { openLink } from '../../ui/open-link.ts';
import { usePanelFocus } from '../../ui/use-panel-focus.ts';
import { useStatus } from '../../app/status-store.ts';
import { useFeeds } from './feeds-store.ts';
import { formatPrice, formatTime } from './money.ts';
import { PriceChart } from './PriceChart.tsx';
import { buyerPriceText } from './buyer-price.ts';
import { LinkBuilder } from './LinkBuilder.tsx';
import { WatchControls } from './WatchControls.tsx';

/** One product: best image, prices, offers, specs, seller and shipping, price history, affiliate link. */
export function ProductDetailPanel() {
  const { product, openProduct, gridVersion } = useFeeds(
    useShallow((s) => ({ product: s.product, openProduct: s.openProduct, gridVersion: s.gridVersion })),
  );
  const [detail, setDetail] = useState<ProductDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [imageFailed, setImageFailed] = useState(false);
  const panel = useRef<HTMLElement>(null);

  // The panel opens below the grid: bring it into view when a product opens.
  const shown = detail?.productId;
  useEffect(() => {
    if (shown !== undefined) panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [shown]);
  usePanelFocus(panel, shown);

  useEffect(() => {
    setNotice(null);
    setImageFailed(false);
    if (product === null) {
      setDetail(null);
      return;
    }
    api
      .feedProduct(product)
      .then((d) => {
        setDetail(d);
        setError(null);
      })
      .catch((e: unknown) => setError(messageOf(e)));
  }, [product, gridVersion]);

  if (product === null) return null;
  if (detail === null)
    return error ? (
      <p className="error" role="alert">
        {error}
      </p>
    ) : null;

  const image = detail.image;
  const hasImage = bestImage(detail.imageUrls) !== null;
  const price = (n: number | null) => formatPrice(n, detail.currency);
  const copy = () => {
    navigator.clipboard
      .writeText(detail.affiliateUrl)
      .then(() => setNotice(`Affiliate link copied: ${detail.affiliateUrl}`))
      .catch(() => setNotice(`Copy this affiliate link: ${detail.affiliateUrl}`));
  };
  const openProductLink = () => {
    openLink(detail.affiliateUrl, useStatus.getState().info?.host, (input) => api.openExternal(input))
      .then(setNotice)
      .catch((e: unknown) => setNotice(messageOf(e)));
  };

  return (
    // Escape from anywhere inside closes it: the keys come from the panel's own controls, it is no control itself.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- a delegate for its children
    <section
      className="product-detail"
      aria-labelledby="product-title"
      ref={panel}
      tabIndex={-1}
      onKeyDown={(e) => {
        if (e.key === 'Escape') openProduct(null);
      }}
    >
      <div className="product-header">
        <h2 id="product-title">{detail.title || detail.productId}</h2>
        <button type="button" className="secondary" onClick={() => openProduct(null)}>
          Close product
        </button>
      </div>
      {detail.removed && <p className="warn">Removed from the category (kept here for its history).</p>}
      <div className="product-body">
        {image && !imageFailed ? (
          <img
            src={image}
            alt={detail.title}
            className="product-image"
            referrerPolicy="no-referrer"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <p className="product-image muted">
            {image || hasImage ? 'The image could not be loaded.' : 'No image.'}
          </p>
        )}
        <dl className="prices" aria-label="Prices">
          <dt>MRP</dt>
          <dd>{price(detail.mrp)}</dd>
          <dt>Selling price</dt>
          <dd>{price(detail.sellingPrice)}</dd>
          {detail.specialPrice !== null && (
            <>
              <dt>Special price</dt>
              <dd>{price(detail.specialPrice)}</dd>
            </>
          )}
          <dt>Buyers pay</dt>
          <dd>{buyerPriceText(detail.sellingPrice, detail.specialPrice, detail.currency)}</dd>
          <dt>Discount</dt>
          <dd>{detail.discount === null ? '' : `${detail.discount}%`}</dd>
          <dt>Stock</dt>
          <dd>{detail.inStock ? 'In stock' : 'Out of stock'}</dd>
          <dt>Brand</dt>
          <dd>{detail.brand}</dd>
          <dt>Category</dt>
          <dd>{detail.categoryPath.split('>').join(' › ')}</dd>
        </dl>
      </div>
      <div className="actions">
        <button type="button" onClick={copy}>
          Copy affiliate link
        </button>
        <button type="button" className="secondary" onClick={openProductLink}>
          Open
        </button>
      </div>
      {notice && <p role="status">{notice}</p>}
      <WatchControls detail={detail} />
      <LinkBuilder detail={detail} />
      <h3>Price history</h3>
      <PriceChart history={detail.history} currency={detail.currency} />
      <table className="history" aria-label="Price history">
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Selling price</th>
            <th scope="col">MRP</th>
            <th scope="col">Stock</th>
          </tr>
        </thead>
        <tbody>
          {detail.history.map((h, i) => (
            <tr key={i}>
              <td>{formatTime(h.at)}</td>
              <td>{price(h.sellingPrice)}</td>
              <td>{price(h.mrp)}</td>
              <td>{h.removed ? 'Removed' : h.inStock ? 'In stock' : 'Out of stock'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {detail.offers.length > 0 && (
        <>
          <h3>Offers</h3>
          <ul>
            {detail.offers.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
        </>
      )}
      {detail.keySpecs.length > 0 && (
        <>
          <h3>Key specs</h3>
          <ul>
            {detail.keySpecs.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      )}
      {detail.specifications.length > 0 && (
        <>
          <h3>Specifications</h3>
          {detail.specifications.map((g, i) => (
            <details key={`${g.group}-${i}`}>
              <summary>{g.group || 'General'}</summary>
              <dl>
                {g.values.map((v, j) => (
                  <div key={`${v.key}-${j}`}>
                    <dt>{v.key}</dt>
                    <dd>{v.value}</dd>
                  </div>
                ))}
              </dl>
            </details>
          ))}
        </>
      )}
      <h3>Seller and shipping</h3>
      <dl className="seller" aria-label="Seller and shipping">
        <dt>Seller</dt>
        <dd>{detail.seller.name ?? 'Not given'}</dd>
        <dt>Seller rating</dt>
        <dd>
          {detail.seller.averageRating === null
            ? 'No rating'
            : `${detail.seller.averageRating} (${detail.seller.ratings ?? 0} ratings, ${detail.seller.reviews ?? 0} reviews)`}
        </dd>
        <dt>Shipping</dt>
        <dd>
          {detail.shipping.charges === null
            ? 'Not given'
            : detail.shipping.charges === 0
              ? 'Free'
              : formatPrice(detail.shipping.charges, detail.shipping.currency ?? detail.currency)}
        </dd>
        <dt>Delivery</dt>
        <dd>{detail.shipping.estimatedDelivery ?? 'Not given'}</dd>
      </dl>
    </section>
  );
}
