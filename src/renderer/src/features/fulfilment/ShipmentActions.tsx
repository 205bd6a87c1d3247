import { useRef, useState } from 'react';
import { counted } from '../../../../shared/plural.ts';
import { ConfirmStep } from '../../ui/ConfirmStep.tsx';
import { useFulfilment } from './fulfilment-store.ts';
import { PdfButtons } from './PdfButtons.tsx';
import { countedItems, liveItems } from '../../../../shared/shipments/order-items.ts';

const PRINTABLE = ['PACKED', 'READY_TO_DISPATCH', 'PICKUP_COMPLETE', 'SHIPPED'];
/** The marketplace lets the seller cancel only before packing. */
const CANCELLABLE = ['APPROVED', 'PACKING_IN_PROGRESS'];
const REASONS = [
  { value: 'out_of_stock', label: 'Out of stock' },
  { value: 'cannot_ship_to_address', label: 'Cannot ship to this address' },
  { value: 'pricing_error', label: 'Wrong price' },
  { value: 'other', label: 'Other' },
];

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
          label="Reprint labels and invoice"
          printLabel="Print labels and invoice again"
          disabled={busy}
          onPdf={(to) => labels([shipmentId], to)}
        />
      </p>
    );
  if (!CANCELLABLE.includes(status)) return null;
  // Ticks of items since cancelled no longer count.
  const picked = chosen.filter((id) => live.some((i) => i.orderItemId === id));
  const some = picked.length > 0 && picked.length < live.length;
  const label = REASONS.find((r) => r.value === reason)?.label ?? reason;
  const what = some
    ? `${picked.length === 1 ? 'order item' : 'order items'} ${picked.join(', ')} of shipment ${shipmentId}`
    : `shipment ${shipmentId}`;
  return (
    <form
      className="shipment-cancel"
      onSubmit={(e) => {
        e.preventDefault();
        setAsking(true);
      }}
    >
      <label>
        Reason to cancel
        <select value={reason} onChange={(e) => setReason(e.target.value)}>
          <option value="">Choose a reason</option>
          {REASONS.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      </label>
      {live.length > 1 && (
        <fieldset>
          <legend>Order items to cancel (none ticked: the whole shipment)</legend>
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
              {i.orderItemId}
              {i.sku ? ` (${i.sku})` : ''}
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
        {some ? `Cancel ${counted(picked.length, 'order item')}…` : 'Cancel this shipment…'}
      </button>
      {asking && (
        <ConfirmStep
          label="Confirm cancelling"
          question={`Cancel ${what} (${label})? The buyer is told; this cannot be undone.`}
          confirmLabel={some ? `Cancel ${counted(picked.length, 'order item')}` : 'Cancel the shipment'}
          backLabel="Keep it"
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
