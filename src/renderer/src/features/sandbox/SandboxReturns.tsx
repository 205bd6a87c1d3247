import { useState } from 'react';
import { RETURN_SOURCES, type ReturnSource } from '../../../../shared/returns/return-types.ts';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { RETURN_EVENTS, type ReturnEvent } from '../../../../shared/sandbox/sandbox-types.ts';
import { t } from '../../i18n/index.ts';
import { useSandbox } from './sandbox-store.ts';

/** Each kind of return a test order can be given (the SDK's `returnType`), as a seller reads it. */
const KIND_WORDS: Record<ReturnSource, MessageId> = {
  courier_return: 'sandbox.kind.courierReturn',
  customer_return: 'sandbox.kind.customerReturn',
};

/** Each return event as a seller reads it. */
const EVENT_WORDS: Record<ReturnEvent, MessageId> = {
  approved: 'sandbox.event.approved',
  rejected: 'sandbox.event.rejected',
  pickup_scheduled: 'sandbox.event.pickupScheduled',
  in_transit: 'sandbox.event.inTransit',
  out_for_delivery: 'sandbox.event.outForDelivery',
  delivered: 'sandbox.event.delivered',
  completed: 'sandbox.event.completed',
  cancelled: 'sandbox.event.cancelled',
};

/** A space between two elements: whitespace, not a word to translate. */
const GAP = ' ';

/** Returns of the chosen test orders: make one (courier or customer), then move it along by return events. */
export function SandboxReturns({ disabled }: { disabled: boolean }) {
  const createReturn = useSandbox((s) => s.createReturn);
  const returnEvent = useSandbox((s) => s.returnEvent);
  const [kind, setKind] = useState<ReturnSource>('customer_return');
  const [event, setEvent] = useState<ReturnEvent>('approved');
  return (
    <div role="group" aria-label={t('sandbox.returns.label')} className="sandbox-moves">
      <label>
        <FormattedMessage id="sandbox.returns.kind" />
        {GAP}
        <select value={kind} onChange={(e) => setKind(e.target.value as ReturnSource)}>
          {RETURN_SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(KIND_WORDS[s])}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="secondary" disabled={disabled} onClick={() => void createReturn(kind)}>
        <FormattedMessage id="sandbox.returns.create" />
      </button>
      <label>
        <FormattedMessage id="sandbox.returns.event" />
        {GAP}
        <select value={event} onChange={(e) => setEvent(e.target.value as ReturnEvent)}>
          {RETURN_EVENTS.map((e) => (
            <option key={e} value={e}>
              {t(EVENT_WORDS[e])}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="secondary" disabled={disabled} onClick={() => void returnEvent(event)}>
        <FormattedMessage id="sandbox.returns.send" />
      </button>
    </div>
  );
}
