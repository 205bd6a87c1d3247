import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';
import { ConfirmStep } from '../../ui/ConfirmStep.tsx';
import { useFulfilment } from './fulfilment-store.ts';
import { PdfButtons } from './PdfButtons.tsx';
import { countedItems, liveItems } from '../../../../shared/shipments/order-items.ts';

const PRINTABLE = ['PACKED', 'READY_TO_DISPATCH', 'PICKUP_COMPLETE', 'SHIPPED'];
/** The marketplace lets the seller cancel only before packing. */
const CANCELLABLE = ['APPROVED', 'PACKING_IN_PROGRESS'];
/** The reasons the marketplace takes, as codes: the words are the catalogue's (a select on the code). */
const REASONS = ['out_of_stock', 'cannot_ship_to_address', 'pricing_error', 'other'] as const;
const reasonWords = (reason: string): string => t('fulfilment.cancel.reason', { reason });

type Item = { orderItemId: string; sku?: string | undefined; status?: string | undefined };

/**
 * In a shipment's detail: reprint its labels and invoice once packed, or cancel it before packing, with a reason:
 * the whole shipment, or (ticked) some of its order items, the rest still to pack.
 */
export function ShipmentActions({ shipmentId, items }: { shipmentId: string; items: readonly Item[] }) {
  const busy = useFulfilment((s) => s.busy);
  const [reason, setReason] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [asking, setAsking] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const { labels, cancel } = useFulfilment.getState();
  // Items cancelled on their own stay CANCELLED while the rest goes on: the first other item tells the state.
  const live = liveItems(items);
  const status = countedItems(items)[0]?.status ?? '';
  if (PRINTABLE.includes(status))
    return (
      <p>
        <PdfButtons
          label={t('fulfilment.reprint.label')}
          printLabel={t('fulfilment.reprint.print')}
          disabled={busy}
          onPdf={(to) => labels([shipmentId], to)}
        />
      </p>
    );
  if (!CANCELLABLE.includes(status)) return null;
  // Ticks of items since cancelled no longer count.
  const picked = chosen.filter((id) => live.some((i) => i.orderItemId === id));
  const some = picked.length > 0 && picked.length < live.length;
  const question = some
    ? t('fulfilment.cancel.questionItems', {
        count: picked.length,
        ids: picked.join(', '),
        shipment: shipmentId,
        reason: reasonWords(reason),
      })
    : t('fulfilment.cancel.questionShipment', { shipment: shipmentId, reason: reasonWords(reason) });
  return (
    <form
      className="shipment-cancel"
      onSubmit={(e) => {
        e.preventDefault();
        setAsking(true);
      }}
    >
      <label>
        <FormattedMessage id="fulfilment.cancel.reasonLabel" />
        <select value={reason} onChange={(e) => setReason(e.target.value)}>
          <option value="">{t('fulfilment.cancel.choose')}</option>
          {REASONS.map((r) => (
            <option key={r} value={r}>
              {reasonWords(r)}
            </option>
          ))}
        </select>
      </label>
      {live.length > 1 && (
        <fieldset>
          <legend>
            <FormattedMessage id="fulfilment.cancel.itemsLegend" />
          </legend>
          {live.map((i) => (
            <label key={i.orderItemId}>
              <input
                type="checkbox"
                checked={chosen.includes(i.orderItemId)}
                onChange={(e) =>
                  setChosen((c) =>
                    e.target.checked ? [...c, i.orderItemId] : c.filter((x) => x !== i.orderItemId),
                  )
                }
              />
              <span translate="no">{i.orderItemId}</span>
              {i.sku && (
                <>
                  {' '}
                  <span translate="no" className="muted">
                    {i.sku}
                  </span>
                </>
              )}
            </label>
          ))}
        </fieldset>
      )}
      <button
        ref={cancelButton}
        type="submit"
        className="secondary"
        disabled={busy || reason === ''}
        aria-expanded={asking}
      >
        {some ? (
          <FormattedMessage id="fulfilment.cancel.items" values={{ count: picked.length }} />
        ) : (
          <FormattedMessage id="fulfilment.cancel.shipment" />
        )}
      </button>
      {asking && (
        <ConfirmStep
          label={t('fulfilment.cancel.confirmLabel')}
          question={question}
          confirmLabel={
            some
              ? t('fulfilment.cancel.itemsConfirm', { count: picked.length })
              : t('fulfilment.cancel.shipmentConfirm')
          }
          backLabel={t('fulfilment.cancel.keep')}
          onConfirm={() => {
            setAsking(false);
            void cancel([shipmentId], reason, some ? picked : undefined);
          }}
          onBack={() => {
            setAsking(false);
            cancelButton.current?.focus();
          }}
        />
      )}
    </form>
  );
}
