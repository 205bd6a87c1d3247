import { useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { counted } from '../../../../shared/plural.ts';
import {
  REJECT_REASONS,
  type ReturnActionKind,
  type ReturnActionRequest,
} from '../../../../shared/returns/return-action-types.ts';
import { addDays, dayOf, dayStartMs, localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { ConfirmStep } from '../../ui/ConfirmStep.tsx';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useJobs } from '../../ui/jobs-store.ts';
import { useReturnActions } from './return-actions-store.ts';
import { useReturns } from './returns-store.ts';
import './self-ship-actions.css';

/** The buttons of each tab whose returns are self-ship ones, in the order a seller meets them. */
const ACTIONS: Partial<Record<string, ReturnActionKind[]>> = {
  'to-decide': ['approve', 'reject', 'cancel'],
  'to-pick-up': ['pickup', 'pickupAttempt', 'complete', 'cancel'],
};

const LABEL: Record<ReturnActionKind, string> = {
  approve: 'Approve',
  reject: 'Reject',
  pickup: 'Pickup details',
  pickupAttempt: 'Pickup attempt',
  complete: 'Complete',
  cancel: 'Cancel return',
};

/** "Approve 2 returns?", with what it means and that the marketplace cannot take it back. */
function question(kind: ReturnActionKind, n: number): string {
  const returns = counted(n, 'return');
  switch (kind) {
    case 'approve':
      return `Approve ${returns}? Your courier then picks ${n === 1 ? 'it' : 'them'} up from the buyer. This cannot be undone.`;
    case 'reject':
      return `Reject ${returns}? The buyer is told your reason. This cannot be undone.`;
    case 'pickup':
      return `Give ${returns} a pickup date?`;
    case 'pickupAttempt':
      return `Record a failed pickup of ${returns}, with a new pickup date?`;
    case 'complete':
      return `Complete ${returns}: back with you? This cannot be undone.`;
    case 'cancel':
      return `Cancel ${returns}? This cannot be undone.`;
  }
}

/** Noon of a day in the seller's zone, as the SDK's date-time: a pickup is a day, not an hour. */
const dayAsDateTime = (day: string, zone: string): string =>
  new Date(dayStartMs(day, zone) + 12 * 3_600_000).toISOString();

/**
 * The self-ship actions on the returns ticked in To approve or reject and To pick up: a button per action, then a
 * step that asks (with the reason or date it needs), then the job's progress and its result in words, naming each
 * return the marketplace refused.
 */
export function SelfShipReturnActions() {
  const { tab, selectedIds } = useReturns(
    useShallow((s) => ({ tab: s.filter.tab, selectedIds: s.selectedIds })),
  );
  const { action, result, busy, error } = useReturnActions(
    useShallow((s) => ({ action: s.action, result: s.result, busy: s.busy, error: s.error })),
  );
  const job = useJobs((s) => (action === null ? null : (s.byId[action.jobId] ?? null)));
  const [asking, setAsking] = useState<ReturnActionKind | null>(null);
  const zone = localTimeZone();
  const tomorrow = addDays(dayOf(Date.now(), zone), 1);
  const [reason, setReason] = useState<string>(REJECT_REASONS[0]);
  const [day, setDay] = useState(tomorrow);
  const [why, setWhy] = useState('');
  const opener = useRef<HTMLButtonElement | null>(null);
  const kinds = ACTIONS[tab] ?? [];

  const requestOf = (returnId: string): ReturnActionRequest => {
    if (asking === 'reject') return { returnId, comments: reason };
    if (asking === 'pickup') return { returnId, pickupDate: dayAsDateTime(day, zone) };
    if (asking === 'pickupAttempt')
      return {
        returnId,
        newPickupDate: dayAsDateTime(day, zone),
        ...(why.trim() === '' ? {} : { reason: why.trim() }),
      };
    return { returnId };
  };
  const confirm = async () => {
    if (asking === null) return;
    const started = await useReturnActions.getState().start(asking, selectedIds.map(requestOf));
    if (started) {
      setAsking(null);
      useReturns.getState().clearSelection();
    }
  };
  const back = () => {
    setAsking(null);
    opener.current?.focus();
  };
  const refused = result?.items.filter((i) => i.outcome === 'refused') ?? [];

  return (
    <>
      {selectedIds.length > 0 &&
        kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            className={kind === 'cancel' ? 'secondary' : undefined}
            aria-expanded={asking === kind}
            disabled={busy}
            onClick={(e) => {
              opener.current = e.currentTarget;
              setDay(tomorrow);
              setAsking(kind);
            }}
          >
            {LABEL[kind]}
          </button>
        ))}
      {asking !== null && selectedIds.length > 0 && (
        <ConfirmStep
          label={`Confirm ${LABEL[asking].toLowerCase()}`}
          question={question(asking, selectedIds.length)}
          confirmLabel={`${LABEL[asking]} ${counted(selectedIds.length, 'return')}`}
          busy={busy}
          onConfirm={() => void confirm()}
          onBack={back}
        >
          {asking === 'reject' && (
            <label>
              Reason
              <select value={reason} onChange={(e) => setReason(e.target.value)}>
                {REJECT_REASONS.map((r) => (
                  <option key={r}>{r}</option>
                ))}
              </select>
            </label>
          )}
          {(asking === 'pickup' || asking === 'pickupAttempt') && (
            <label>
              {asking === 'pickup' ? 'Pickup date' : 'New pickup date'}
              <input
                type="date"
                value={day}
                min={dayOf(Date.now(), zone)}
                onChange={(e) => setDay(e.target.value)}
              />
            </label>
          )}
          {asking === 'pickupAttempt' && (
            <label>
              Why the pickup failed
              <input type="text" value={why} maxLength={200} onChange={(e) => setWhy(e.target.value)} />
            </label>
          )}
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
        </ConfirmStep>
      )}
      {asking === null && error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {action && result === null && <JobProgress job={job} label="Self-ship return action" />}
      {result && (
        <div role="group" aria-label="Self-ship return result" className="self-ship-result">
          <p role="status">{result.message}</p>
          {refused.length > 0 && (
            <ul aria-label="Returns refused">
              {refused.map((i) => (
                <li key={i.returnId}>
                  Return {i.returnId}: {i.message}
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="secondary" onClick={() => useReturnActions.getState().dismiss()}>
            Dismiss
          </button>
        </div>
      )}
    </>
  );
}
