import { useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';
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
      <h3 id="self-ship-title">
        <FormattedMessage id="fulfilment.selfShip.title" />
      </h3>
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
  /** The confirm step's name: "Confirm: mark dispatched". */
  confirmGroup: string;
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
          label={props.confirmGroup}
          question={props.question}
          confirmLabel={props.confirmLabel}
          backLabel={t('fulfilment.confirm.back')}
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
      <TextField
        label={t('fulfilment.selfShip.courier')}
        value={deliveryPartner}
        onChange={setPartner}
        placeholder={t('fulfilment.selfShip.courierExample')}
      />
      <TextField label={trackingLabel} value={trackingId} onChange={setTracking} />
      <DateField
        label={t('fulfilment.selfShip.expected')}
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
      label={t('fulfilment.selfShip.dispatch')}
      confirmGroup={t('fulfilment.selfShip.confirmLabel', { action: 'dispatch' })}
      button={t('fulfilment.selfShip.dispatchButton')}
      question={t('fulfilment.selfShip.dispatchQuestion', {
        shipment: shipmentId,
        courier: deliveryPartner.trim(),
        tracking: trackingId.trim(),
      })}
      confirmLabel={t('fulfilment.selfShip.dispatch')}
      ready={courier.ready}
      onConfirm={() =>
        void useFulfilment
          .getState()
          .selfShipDispatch([
            { shipmentId, ...courier.value, ...(invoiceNumber.trim() === '' ? {} : { invoiceNumber }) },
          ])
      }
    >
      {courier.fields(t('fulfilment.selfShip.tracking'))}
      <TextField
        label={t('fulfilment.pack.invoiceNumber')}
        value={invoiceNumber}
        onChange={setInvoice}
        hint={t('fulfilment.selfShip.invoiceHint')}
      />
    </AskFirst>
  );
}

function DeliveryForm({ shipmentId, what }: { shipmentId: string; what: 'delivered' | 'attempt' }) {
  const [day, setDay] = useState(todayHere);
  const delivered = what === 'delivered';
  return (
    <AskFirst
      label={delivered ? t('fulfilment.selfShip.delivered') : t('fulfilment.selfShip.attempt')}
      confirmGroup={t('fulfilment.selfShip.confirmLabel', { action: what })}
      button={delivered ? t('fulfilment.selfShip.deliveredButton') : t('fulfilment.selfShip.attemptButton')}
      question={
        delivered
          ? t('fulfilment.selfShip.deliveredQuestion', { shipment: shipmentId, day })
          : t('fulfilment.selfShip.attemptQuestion', { shipment: shipmentId, day })
      }
      confirmLabel={delivered ? t('fulfilment.selfShip.delivered') : t('fulfilment.selfShip.attemptConfirm')}
      ready={day !== ''}
      onConfirm={() => void useFulfilment.getState().selfShipDelivery(what, [shipmentId], day)}
    >
      <DateField
        label={delivered ? t('fulfilment.selfShip.deliveredOn') : t('fulfilment.selfShip.attemptedOn')}
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
      label={t('fulfilment.selfShip.trackingUpdate')}
      confirmGroup={t('fulfilment.selfShip.confirmLabel', { action: 'tracking' })}
      button={t('fulfilment.selfShip.trackingButton')}
      question={t('fulfilment.selfShip.trackingQuestion', {
        shipment: shipmentId,
        tracking: courier.value.trackingId.trim(),
        courier: courier.value.deliveryPartner.trim(),
      })}
      confirmLabel={t('fulfilment.selfShip.trackingUpdate')}
      ready={courier.ready}
      onConfirm={() => void useFulfilment.getState().trackingUpdate({ shipmentId, ...courier.value })}
    >
      {courier.fields(t('fulfilment.selfShip.newTracking'))}
    </AskFirst>
  );
}
