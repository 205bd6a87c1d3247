import { ShipmentActions } from '../fulfilment/ShipmentActions.tsx';
import { SelfShipActions } from '../fulfilment/SelfShipActions.tsx';
import type { ShipmentDetail } from '../../../../shared/shipments/types.ts';
import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';
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
import { inBrackets, NO_VALUE, PART_SEPARATOR, SPACE } from './marks.ts';
import { priceText, returnText } from './item-facts.ts';
import { usePanelFocus } from '../../ui/use-panel-focus.ts';
import { useLocationLabel } from '../locations/location-names-store.ts';

type OrderItemOf = ShipmentDetail['shipment']['orderItems'][number];
type PackageOf = ShipmentDetail['shipment']['subShipments'][number]['packages'][number];

/** The marketplace's reason for a cancellation and its sub-reason, as it wrote them. */
const cancellationReason = (o: OrderItemOf): string =>
  [o.cancellationReason ?? '', o.cancellationSubReason ? inBrackets(o.cancellationSubReason) : '']
    .filter((part) => part !== '')
    .join(' ');

const packageName = (p: PackageOf): string => `${p.packageId ?? '?'} ${p.packageTitle ?? ''}`.trim();

const packageSize = (d: NonNullable<PackageOf['dimensions']>): string =>
  t('shipments.detail.size', {
    length: d.length ?? '?',
    breadth: d.breadth ?? '?',
    height: d.height ?? '?',
    weight: d.weight ?? '?',
  });

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
        <h2 id="shipment-detail-title">
          <FormattedMessage
            id="shipments.detail.title"
            values={{ shipmentId: <span translate="no">{s.shipmentId}</span> }}
          />
        </h2>
        <button
          type="button"
          className="secondary"
          onClick={onClose}
          aria-label={t('shipments.detail.closeLabel')}
        >
          <FormattedMessage id="shipments.detail.close" />
        </button>
      </div>
      <dl className="detail-list">
        <dt>
          <FormattedMessage id="shipments.detail.status" />
        </dt>
        <dd>
          <strong>{statusLabel(detail.status, t) || t('shipments.detail.unknown')}</strong>
          {statusLabel(detail.status, t) !== detail.status && (
            <span className="muted" translate="no">
              {SPACE}
              {inBrackets(detail.status)}
            </span>
          )}
        </dd>
        <dt>
          <FormattedMessage id="shipments.detail.dispatchBy" />
        </dt>
        <dd>{when(s.dispatchByDate) || NO_VALUE}</dd>
        <dt>
          <FormattedMessage id="shipments.detail.courier" />
        </dt>
        <dd>
          {s.shipmentType === 'SELF'
            ? t('shipments.detail.courierSelf')
            : s.shipmentType
              ? t('shipments.detail.courierMarketplace')
              : NO_VALUE}
        </dd>
        <dt>
          <FormattedMessage id="shipments.detail.hold" />
        </dt>
        <dd>{s.hold ? t('shipments.detail.onHold') : t('shipments.detail.notOnHold')}</dd>
        <dt>
          <FormattedMessage id="shipments.detail.location" />
        </dt>
        <dd translate="no">
          {s.locationId ? (
            <>
              {location(s.locationId)} <span className="muted">{inBrackets(s.locationId)}</span>
            </>
          ) : (
            NO_VALUE
          )}
        </dd>
        <dt>
          <FormattedMessage id="shipments.detail.packaging" />
        </dt>
        <dd>
          {s.packagingPolicy ? (
            <>
              {policyLabel(s.packagingPolicy, t)}
              {SPACE}
              <span className="muted" translate="no">
                {inBrackets(s.packagingPolicy)}
              </span>
            </>
          ) : (
            NO_VALUE
          )}
        </dd>
      </dl>
      {detail.notSeenInLastFullSync && (
        <p className="warn">
          <FormattedMessage id="shipments.detail.notSeen" />
        </p>
      )}
      <ShipmentActions key={s.shipmentId} shipmentId={s.shipmentId} items={s.orderItems} />
      {s.shipmentType === 'SELF' && (
        <SelfShipActions key={`self-${s.shipmentId}`} shipmentId={s.shipmentId} items={s.orderItems} />
      )}
      <h3>
        <FormattedMessage id="shipments.detail.orderItems" />
      </h3>
      {s.orderItems.map((o) => (
        <section
          key={o.orderItemId}
          className="card"
          aria-label={t('shipments.detail.orderItemLabel', { orderItemId: o.orderItemId })}
        >
          <dl className="detail-list">
            <dt>
              <FormattedMessage id="shipments.detail.orderItem" />
            </dt>
            <dd translate="no">{o.orderItemId}</dd>
            <dt>
              <FormattedMessage id="shipments.detail.order" />
            </dt>
            <dd translate="no">{o.orderId ?? NO_VALUE}</dd>
            <dt>
              <FormattedMessage id="shipments.detail.sku" />
            </dt>
            <dd translate="no">{o.sku ?? NO_VALUE}</dd>
            <dt>
              <FormattedMessage id="shipments.detail.fsn" />
            </dt>
            <dd translate="no">{o.fsn ?? NO_VALUE}</dd>
            <dt>
              <FormattedMessage id="shipments.detail.productTitle" />
            </dt>
            <dd translate="no">{o.title ?? NO_VALUE}</dd>
            <dt>
              <FormattedMessage id="shipments.detail.quantity" />
            </dt>
            <dd>{o.quantity ?? NO_VALUE}</dd>
            <dt>
              <FormattedMessage id="shipments.detail.status" />
            </dt>
            <dd>
              {o.status ? (
                <>
                  {stateLabel(o.status, t)} <span translate="no">{inBrackets(o.status)}</span>
                </>
              ) : (
                NO_VALUE
              )}
            </dd>
            {priceText(o) !== '' && (
              <>
                <dt>
                  <FormattedMessage id="shipments.detail.prices" />
                </dt>
                <dd>{priceText(o)}</dd>
              </>
            )}
            <dt>
              <FormattedMessage id="shipments.detail.cancellation" />
            </dt>
            <dd>
              {o.cancellationDate ? (
                <FormattedMessage
                  id="shipments.detail.cancelledAt"
                  values={{
                    at: when(o.cancellationDate),
                    // The marketplace's own reason, as it wrote it.
                    reason: <span translate="no">{cancellationReason(o)}</span>,
                  }}
                />
              ) : (
                t('shipments.detail.noCancellation')
              )}
            </dd>
            {returnText(o) !== '' && (
              <>
                <dt>
                  <FormattedMessage id="shipments.detail.replacementReturn" />
                </dt>
                <dd>{returnText(o)}</dd>
              </>
            )}
            <dt>
              <FormattedMessage id="shipments.detail.packages" />
            </dt>
            <dd translate="no">{o.packageIds?.join(', ') || NO_VALUE}</dd>
          </dl>
        </section>
      ))}
      <h3>
        <FormattedMessage id="shipments.detail.forms" />
      </h3>
      {s.forms.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="shipments.detail.noForms" />
        </p>
      ) : (
        <ul>
          {s.forms.map((f, i) => (
            <li key={i}>
              {formLabel(f, formFailed, t)}
              {f.automated && SPACE + t('shipments.detail.formAutomated')}
              {SPACE}
              {f.link && (
                <button
                  type="button"
                  className="link"
                  onClick={() => void api.openExternal({ url: f.link ?? '' })}
                >
                  <FormattedMessage
                    id="shipments.detail.openPortal"
                    values={{ form: formNameLabel(f.name, t) }}
                  />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3>
        <FormattedMessage id="shipments.detail.subShipments" />
      </h3>
      {s.subShipments.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="shipments.detail.none" />
        </p>
      ) : (
        <ul>
          {s.subShipments.map((sub, i) => (
            <li key={i}>
              <FormattedMessage
                id="shipments.detail.subShipmentLine"
                values={{
                  name: sub.subShipmentId ? (
                    <span translate="no">{sub.subShipmentId}</span>
                  ) : (
                    t('shipments.detail.subShipment', { n: i + 1 })
                  ),
                  packages:
                    sub.packages.length === 0
                      ? t('shipments.detail.noPackages')
                      : sub.packages.map((p, j) => (
                          <span key={j}>
                            {j > 0 && PART_SEPARATOR}
                            <span translate="no">{packageName(p)}</span>
                            {p.dimensions && SPACE + packageSize(p.dimensions)}
                          </span>
                        )),
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="muted">
        <FormattedMessage
          id="shipments.detail.stored"
          values={{ at: dateTimeLabel(Date.parse(detail.syncedAt)) }}
        />
      </p>
    </aside>
  );
}
