import { useShallow } from 'zustand/react/shallow';
import { useEffect, useRef, useState } from 'react';
import type { ProductDetail } from '../../../../shared/feeds/types.ts';
import { bestImage } from '../../../../shared/feeds/rules.ts';
import { api, messageOf } from '../../api/index.ts';
import { formatCount, t } from '../../i18n/index.ts';
import { openLink } from '../../ui/open-link.ts';
import { usePanelFocus } from '../../ui/use-panel-focus.ts';
import { useStatus } from '../../app/status-store.ts';
import { useFeeds } from './feeds-store.ts';
import { formatPercent, formatPrice, formatTime } from './money.ts';
import { PriceChartSlot } from './PriceChartSlot.tsx';
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
      .then(() => setNotice(t('feeds.product.copied', { url: detail.affiliateUrl })))
      .catch(() => setNotice(t('feeds.product.copyThis', { url: detail.affiliateUrl })));
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
        <h2 id="product-title" translate="no">
          {detail.title || detail.productId}
        </h2>
        <button type="button" className="secondary" onClick={() => openProduct(null)}>
          {t('feeds.product.close')}
        </button>
      </div>
      {detail.removed && <p className="warn">{t('feeds.product.removed')}</p>}
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
            {image || hasImage ? t('feeds.product.imageFailed') : t('feeds.product.noImage')}
          </p>
        )}
        <dl className="prices" aria-label={t('feeds.product.prices')}>
          <dt>{t('feeds.column.mrp')}</dt>
          <dd>{price(detail.mrp)}</dd>
          <dt>{t('feeds.column.sellingPrice')}</dt>
          <dd>{price(detail.sellingPrice)}</dd>
          {detail.specialPrice !== null && (
            <>
              <dt>{t('feeds.product.specialPrice')}</dt>
              <dd>{price(detail.specialPrice)}</dd>
            </>
          )}
          <dt>{t('feeds.product.buyersPay')}</dt>
          <dd>{buyerPriceText(detail.sellingPrice, detail.specialPrice, detail.currency)}</dd>
          <dt>{t('feeds.column.discount')}</dt>
          <dd>{detail.discount === null ? null : formatPercent(detail.discount)}</dd>
          <dt>{t('feeds.column.stock')}</dt>
          <dd>{t(detail.inStock ? 'feeds.stock.in' : 'feeds.stock.out')}</dd>
          <dt>{t('feeds.column.brand')}</dt>
          <dd translate="no">{detail.brand}</dd>
          <dt>{t('feeds.column.category')}</dt>
          <dd translate="no">{detail.categoryPath.split('>').join(' › ')}</dd>
        </dl>
      </div>
      <div className="actions">
        <button type="button" onClick={copy}>
          {t('feeds.product.copyLink')}
        </button>
        <button type="button" className="secondary" onClick={openProductLink}>
          {t('feeds.product.open')}
        </button>
      </div>
      {notice && <p role="status">{notice}</p>}
      <WatchControls detail={detail} />
      <LinkBuilder detail={detail} />
      <h3>{t('feeds.product.history')}</h3>
      <PriceChartSlot history={detail.history} currency={detail.currency} />
      <table className="history" aria-label={t('feeds.product.history')}>
        <thead>
          <tr>
            <th scope="col">{t('feeds.table.when')}</th>
            <th scope="col">{t('feeds.column.sellingPrice')}</th>
            <th scope="col">{t('feeds.column.mrp')}</th>
            <th scope="col">{t('feeds.column.stock')}</th>
          </tr>
        </thead>
        <tbody>
          {detail.history.map((h, i) => (
            <tr key={i}>
              <td>{formatTime(h.at)}</td>
              <td>{price(h.sellingPrice)}</td>
              <td>{price(h.mrp)}</td>
              <td>
                {t(h.removed ? 'feeds.status.removed' : h.inStock ? 'feeds.stock.in' : 'feeds.stock.out')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {detail.offers.length > 0 && (
        <>
          <h3>{t('feeds.product.offers')}</h3>
          <ul translate="no">
            {detail.offers.map((o) => (
              <li key={o}>{o}</li>
            ))}
          </ul>
        </>
      )}
      {detail.keySpecs.length > 0 && (
        <>
          <h3>{t('feeds.product.keySpecs')}</h3>
          <ul translate="no">
            {detail.keySpecs.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </>
      )}
      {detail.specifications.length > 0 && (
        <>
          <h3>{t('feeds.product.specs')}</h3>
          {detail.specifications.map((g, i) => (
            <details key={`${g.group}-${i}`}>
              {g.group ? (
                <summary translate="no">{g.group}</summary>
              ) : (
                <summary>{t('feeds.product.general')}</summary>
              )}
              <dl translate="no">
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
      <h3>{t('feeds.product.sellerShipping')}</h3>
      <dl className="seller" aria-label={t('feeds.product.sellerShipping')}>
        <dt>{t('feeds.product.seller')}</dt>
        {detail.seller.name === null ? (
          <dd>{t('feeds.product.notGiven')}</dd>
        ) : (
          <dd translate="no">{detail.seller.name}</dd>
        )}
        <dt>{t('feeds.product.sellerRating')}</dt>
        <dd>
          {detail.seller.averageRating === null
            ? t('feeds.product.noRating')
            : t('feeds.product.rating', {
                rating: formatCount(detail.seller.averageRating),
                ratings: detail.seller.ratings ?? 0,
                reviews: detail.seller.reviews ?? 0,
              })}
        </dd>
        <dt>{t('feeds.product.shipping')}</dt>
        <dd>
          {detail.shipping.charges === null
            ? t('feeds.product.notGiven')
            : detail.shipping.charges === 0
              ? t('feeds.product.free')
              : formatPrice(detail.shipping.charges, detail.shipping.currency ?? detail.currency)}
        </dd>
        <dt>{t('feeds.product.delivery')}</dt>
        {detail.shipping.estimatedDelivery === null ? (
          <dd>{t('feeds.product.notGiven')}</dd>
        ) : (
          <dd translate="no">{detail.shipping.estimatedDelivery}</dd>
        )}
      </dl>
    </section>
  );
}
