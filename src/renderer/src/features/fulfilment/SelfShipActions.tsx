import { useRef, useState, type ReactNode } from 'react';
import { addDays, dayOf, localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { countedItems } from '../../../../shared/shipments/order-items.ts';
import { ConfirmStep } from '../../ui/ConfirmStep.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useFulfilment } from './fulfilment-store.ts';

type Item = { orderItemId: string; status?: string | undefined };

/** Self-ship shipments leave with the seller's courier once packed; delivered or attempted while on their way. */
const TO_DISPATCH = ['PACKED', 'READY_TO_DISPATCH'];

const todayHere = () => dayOf(Date.now(), localTimeZone());

/**
 * "Ship it yourself", in a self-ship shipment's detail: mark it dispatched with the courier and tracking id once
 * packed; once on its way, mark it delivered, record a failed delivery attempt, or give it a new tracking id. Each
 * asks first (none can be undone); its result shows in the bar above the grid, as for every action.
 */
export function SelfShipActions({ shipmentId, items }: { shipmentId: string; items: readonly Item[] }) {
  const status = countedItems(items)[0]?.status ?? '';
  if (!TO_DISPATCH.includes(status) && status !== 'SHIPPED') return null;
  return (
    <section className="self-ship" aria-labelledby="self-ship-title">
      <h3 id="self-ship-title">Ship it yourself</h3>
      {status === 'SHIPPED' ? (
        <>
          <DeliveryForm shipmentId={shipmentId} what="delivered" />
          <DeliveryForm shipmentId={shipmentId} what="attempt" />
          <TrackingForm shipmentId={shipmentId} />
        </>
      ) : (
        <DispatchForm shipmentId={shipmentId} />
      )}
    </section>
  );
}

/** A form whose button asks first ("… cannot be undone"); Back gives focus to the button again. */
function AskFirst(props: {
  label: string;
  button: string;
  question: string;
  confirmLabel: string;
  ready: boolean;
  onConfirm: () => void;
  children: ReactNode;
}) {
  const busy = useFulfilment((s) => s.busy);
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <form
      className="self-ship-form"
      aria-label={props.label}
      onSubmit={(e) => {
        e.preventDefault();
        setAsking(true);
      }}
    >
      {props.children}
      <button ref={button} type="submit" disabled={busy || !props.ready} aria-expanded={asking}>
        {props.button}
      </button>
      {asking && (
        <ConfirmStep
          label={`Confirm: ${props.label.toLowerCase()}`}
          question={props.question}
          confirmLabel={props.confirmLabel}
          onConfirm={() => {
            setAsking(false);
            props.onConfirm();
          }}
          onBack={() => {
            setAsking(false);
            button.current?.focus();
          }}
        />
      )}
    </form>
  );
}

function DateField(props: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange(v: string): void;
}) {
  return (
    <label className="field">
      {props.label}
      <input
        type="date"
        value={props.value}
        min={props.min}
        max={props.max}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}

/** The courier, tracking id and expected delivery a dispatch or a tracking update names. */
function useCourier() {
  const [deliveryPartner, setPartner] = useState('');
  const [trackingId, setTracking] = useState('');
  const [tentativeDeliveryDate, setDate] = useState(() => addDays(todayHere(), 3));
  const ready = deliveryPartner.trim() !== '' && trackingId.trim() !== '' && tentativeDeliveryDate !== '';
  const fields = (trackingLabel: string) => (
    <>
      <TextField label="Courier" value={deliveryPartner} onChange={setPartner} placeholder="Blue Dart" />
      <TextField label={trackingLabel} value={trackingId} onChange={setTracking} />
      <DateField
        label="Expected delivery"
        value={tentativeDeliveryDate}
        min={todayHere()}
        onChange={setDate}
      />
    </>
  );
  return { value: { deliveryPartner, trackingId, tentativeDeliveryDate }, ready, fields };
}

function DispatchForm({ shipmentId }: { shipmentId: string }) {
  const courier = useCourier();
  const [invoiceNumber, setInvoice] = useState('');
  const { deliveryPartner, trackingId } = courier.value;
  return (
    <AskFirst
      label="Mark dispatched"
      button="Mark dispatched…"
      question={`Mark shipment ${shipmentId} dispatched with ${deliveryPartner.trim()}, tracking id ${trackingId.trim()}? The buyer is told; this cannot be undone.`}
      confirmLabel="Mark dispatched"
      ready={courier.ready}
      onConfirm={() =>
        void useFulfilment
          .getState()
          .selfShipDispatch([
            { shipmentId, ...courier.value, ...(invoiceNumber.trim() === '' ? {} : { invoiceNumber }) },
          ])
      }
    >
      {courier.fields('Tracking id')}
      <TextField
        label="Invoice number"
        value={invoiceNumber}
        onChange={setInvoice}
        hint="Leave it empty when Stockroom packed this shipment: it sends the invoice it packed it with."
      />
    </AskFirst>
  );
}

function DeliveryForm({ shipmentId, what }: { shipmentId: string; what: 'delivered' | 'attempt' }) {
  const [day, setDay] = useState(todayHere);
  const delivered = what === 'delivered';
  return (
    <AskFirst
      label={delivered ? 'Mark delivered' : 'Record a failed delivery attempt'}
      button={delivered ? 'Mark delivered…' : 'Record a failed attempt…'}
      question={
        delivered
          ? `Mark shipment ${shipmentId} delivered on ${day}? This cannot be undone.`
          : `Record that your courier could not deliver shipment ${shipmentId} on ${day}? This cannot be undone.`
      }
      confirmLabel={delivered ? 'Mark delivered' : 'Record the failed attempt'}
      ready={day !== ''}
      onConfirm={() => void useFulfilment.getState().selfShipDelivery(what, [shipmentId], day)}
    >
      <DateField
        label={delivered ? 'Delivered on' : 'Attempted on'}
        value={day}
        max={todayHere()}
        onChange={setDay}
      />
    </AskFirst>
  );
}

function TrackingForm({ shipmentId }: { shipmentId: string }) {
  const courier = useCourier();
  return (
    <AskFirst
      label="Update the tracking id"
      button="Update the tracking id…"
      question={`Give shipment ${shipmentId} the tracking id ${courier.value.trackingId.trim()} of ${courier.value.deliveryPartner.trim()}? The buyer sees the new one.`}
      confirmLabel="Update the tracking id"
      ready={courier.ready}
      onConfirm={() => void useFulfilment.getState().trackingUpdate({ shipmentId, ...courier.value })}
    >
      {courier.fields('New tracking id')}
    </AskFirst>
  );
}
