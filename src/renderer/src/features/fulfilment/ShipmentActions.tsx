import { useState } from 'react';
import { useFulfilment } from './fulfilment-store.ts';
import { PdfButtons } from './PdfButtons.tsx';

const PRINTABLE = ['PACKED', 'READY_TO_DISPATCH', 'PICKUP_COMPLETE', 'SHIPPED'];
/** The marketplace lets the seller cancel only before packing. */
const CANCELLABLE = ['APPROVED', 'PACKING_IN_PROGRESS'];
const REASONS = [
  { value: 'out_of_stock', label: 'Out of stock' },
  { value: 'cannot_ship_to_address', label: 'Cannot ship to this address' },
  { value: 'pricing_error', label: 'Wrong price' },
  { value: 'other', label: 'Other' },
];

/** In a shipment's detail: reprint its labels and invoice once packed, or cancel it before packing, with a reason. */
export function ShipmentActions({ shipmentId, status }: { shipmentId: string; status: string }) {
  const busy = useFulfilment((s) => s.busy);
  const [reason, setReason] = useState('');
  const { labels, cancel } = useFulfilment.getState();
  if (PRINTABLE.includes(status))
    return (
      <p>
        <PdfButtons
          label="Reprint labels and invoice"
          printLabel="Print labels and invoice again"
          disabled={busy}
          onPdf={(to) => void labels([shipmentId], to)}
        />
      </p>
    );
  if (!CANCELLABLE.includes(status)) return null;
  const confirmCancel = () => {
    const label = REASONS.find((r) => r.value === reason)?.label ?? reason;
    if (window.confirm(`Cancel shipment ${shipmentId} (${label})? The buyer is told; this cannot be undone.`))
      void cancel([shipmentId], reason);
  };
  return (
    <form
      className="shipment-cancel"
      onSubmit={(e) => {
        e.preventDefault();
        confirmCancel();
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
      <button type="submit" className="secondary" disabled={busy || reason === ''}>
        Cancel this shipment…
      </button>
    </form>
  );
}
