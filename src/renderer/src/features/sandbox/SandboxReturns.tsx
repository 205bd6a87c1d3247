import { useState } from 'react';
import { RETURN_SOURCES, type ReturnSource } from '../../../../shared/returns/return-types.ts';
import {
  RETURN_EVENTS,
  RETURN_EVENT_WORDS,
  RETURN_KIND_WORDS,
  type ReturnEvent,
} from '../../../../shared/sandbox/sandbox-types.ts';
import { useSandbox } from './sandbox-store.ts';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Returns of the chosen test orders: make one (courier or customer), then move it along by return events. */
export function SandboxReturns({ disabled }: { disabled: boolean }) {
  const createReturn = useSandbox((s) => s.createReturn);
  const returnEvent = useSandbox((s) => s.returnEvent);
  const [kind, setKind] = useState<ReturnSource>('customer_return');
  const [event, setEvent] = useState<ReturnEvent>('approved');
  return (
    <div role="group" aria-label="Returns of the chosen order items" className="sandbox-moves">
      <label>
        Kind of return{' '}
        <select value={kind} onChange={(e) => setKind(e.target.value as ReturnSource)}>
          {RETURN_SOURCES.map((s) => (
            <option key={s} value={s}>
              {capital(RETURN_KIND_WORDS[s])}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="secondary" disabled={disabled} onClick={() => void createReturn(kind)}>
        Create a return
      </button>
      <label>
        Return event{' '}
        <select value={event} onChange={(e) => setEvent(e.target.value as ReturnEvent)}>
          {RETURN_EVENTS.map((e) => (
            <option key={e} value={e}>
              {capital(RETURN_EVENT_WORDS[e])}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="secondary" disabled={disabled} onClick={() => void returnEvent(event)}>
        Send the return event
      </button>
    </div>
  );
}
