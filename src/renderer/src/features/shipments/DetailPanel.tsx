import { ShipmentActions } from '../fulfilment/ShipmentActions.tsx';
import { SelfShipActions } from '../fulfilment/SelfShipActions.tsx';
import type { ShipmentDetail } from '../../../../shared/shipments/types.ts';
import { useRef } from 'react';
import { api } from '../../api/index.ts';
import {
  formLabel,
  formNameLabel,
  policyLabel,
  stateLabel,
  statusLabel,
} from '../../../../shared/shipments/labels.ts';
import { dateTimeLabel } from '../../../../shared/dates.ts';
import { when } from './format.ts';
import { priceText, returnText } from './item-facts.ts';
import { usePanelFocus } from '../../ui/use-panel-focus.ts';
import { useLocationLabel } from '../locations/location-names-store.ts';

/** Everything Stockroom holds about one shipment: items with prices, cancellation, forms, sub-shipments, packages. */
export function DetailPanel({ detail, onClose }: { detail: ShipmentDetail; onClose: () => void }) {
  const s = detail.shipment;
  // The real service marks a failed form on the items (FORM_FAILED), not on the form itself.
  const formFailed = s.orderItems.some((o) => o.status === 'FORM_FAILED');
  const panel = useRef<HTMLElement>(null);
  const location = useLocationLabel();
  usePanelFocus(panel, s.shipmentId);
  return (
    <aside className="detail-panel" aria-labelledby="shipment-detail-title" ref={panel} tabIndex={-1}>
      <div className="detail-header">
        <h2 id="shipment-detail-title">Shipment {s.shipmentId}</h2>
        <button type="button" className="secondary" onClick={onClose} aria-label="Close shipment details">
          Close
        </button>
      </div>
      <dl className="detail-list">
        <dt>Status</dt>
        <dd>
          <strong>{statusLabel(detail.status) || 'unknown'}</strong>
          {statusLabel(detail.status) !== detail.status && <span className="muted"> ({detail.status})</span>}
        </dd>
        <dt>Dispatch by</dt>
        <dd>{when(s.dispatchByDate) || '—'}</dd>
        <dt>Courier</dt>
        <dd>
          {s.shipmentType === 'SELF'
            ? 'Yours: a self-ship shipment'
            : s.shipmentType
              ? "The marketplace's"
              : '—'}
        </dd>
        <dt>Hold</dt>
        <dd>{s.hold ? 'On hold' : 'Not on hold'}</dd>
        <dt>Location</dt>
        <dd>
          {s.locationId ? (
            <>
              {location(s.locationId)} <span className="muted">({s.locationId})</span>
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt>Packaging</dt>
        <dd>
          {s.packagingPolicy ? (
            <>
              {policyLabel(s.packagingPolicy)} <span className="muted">({s.packagingPolicy})</span>
            </>
          ) : (
            '—'
          )}
        </dd>
      </dl>
      {detail.notSeenInLastFullSync && (
        <p className="warn">
          The marketplace did not return this shipment in the last full sync; this is its last known state.
        </p>
      )}
      <ShipmentActions key={s.shipmentId} shipmentId={s.shipmentId} items={s.orderItems} />
      {s.shipmentType === 'SELF' && (
        <SelfShipActions key={`self-${s.shipmentId}`} shipmentId={s.shipmentId} items={s.orderItems} />
      )}
      <h3>Order items</h3>
      {s.orderItems.map((o) => (
        <section key={o.orderItemId} className="card" aria-label={`Order item ${o.orderItemId}`}>
          <dl className="detail-list">
            <dt>Order item</dt>
            <dd>{o.orderItemId}</dd>
            <dt>Order</dt>
            <dd>{o.orderId ?? '—'}</dd>
            <dt>SKU</dt>
            <dd>{o.sku ?? '—'}</dd>
            <dt>FSN</dt>
            <dd>{o.fsn ?? '—'}</dd>
            <dt>Title</dt>
            <dd>{o.title ?? '—'}</dd>
            <dt>Quantity</dt>
            <dd>{o.quantity ?? '—'}</dd>
            <dt>Status</dt>
            <dd>{o.status ? `${stateLabel(o.status)} (${o.status})` : '—'}</dd>
            {priceText(o) !== '' && (
              <>
                <dt>Price components</dt>
                <dd>{priceText(o)}</dd>
              </>
            )}
            <dt>Cancellation</dt>
            <dd>
              {o.cancellationDate
                ? `${when(o.cancellationDate)}: ${o.cancellationReason ?? ''} ${o.cancellationSubReason ? `(${o.cancellationSubReason})` : ''}`
                : 'none'}
            </dd>
            {returnText(o) !== '' && (
              <>
                <dt>Replacement and return</dt>
                <dd>{returnText(o)}</dd>
              </>
            )}
            <dt>Packages</dt>
            <dd>{o.packageIds?.join(', ') || '—'}</dd>
          </dl>
        </section>
      ))}
      <h3>Forms</h3>
      {s.forms.length === 0 ? (
        <p className="muted">No forms.</p>
      ) : (
        <ul>
          {s.forms.map((f, i) => (
            <li key={i}>
              {formLabel(f, formFailed)}
              {f.automated ? ' (made by the marketplace)' : ''}{' '}
              {f.link && (
                <button
                  type="button"
                  className="link"
                  onClick={() => void api.openExternal({ url: f.link ?? '' })}
                >
                  Open the {formNameLabel(f.name)} portal
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>Sub-shipments and packages</h3>
      {s.subShipments.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <ul>
          {s.subShipments.map((sub, i) => (
            <li key={i}>
              {sub.subShipmentId ?? `Sub-shipment ${i + 1}`}:{' '}
              {sub.packages
                .map((p) => {
                  const d = p.dimensions;
                  const size = d
                    ? ` ${d.length ?? '?'}×${d.breadth ?? '?'}×${d.height ?? '?'} cm, ${d.weight ?? '?'} kg`
                    : '';
                  return `${p.packageId ?? '?'} ${p.packageTitle ?? ''}${size}`;
                })
                .join('; ') || 'no packages'}
            </li>
          ))}
        </ul>
      )}
      <p className="muted">Stored {dateTimeLabel(Date.parse(detail.syncedAt))}.</p>
    </aside>
  );
}
