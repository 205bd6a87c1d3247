import { useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import {
  REJECT_REASONS,
  type ReturnActionKind,
  type ReturnActionRequest,
} from '../../../../shared/returns/return-action-types.ts';
import { addDays, dayOf, dayStartMs, localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { t } from '../../i18n/index.ts';
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

const LABEL: Record<ReturnActionKind, MessageId> = {
  approve: 'returns.action.approve',
  reject: 'returns.action.reject',
  pickup: 'returns.action.pickup',
  pickupAttempt: 'returns.action.pickupAttempt',
  complete: 'returns.action.complete',
  cancel: 'returns.action.cancel',
};

/** "Approve 2 returns?", with what it means and that the marketplace cannot take it back. */
const QUESTION: Record<ReturnActionKind, MessageId> = {
  approve: 'returns.action.question.approve',
  reject: 'returns.action.question.reject',
  pickup: 'returns.action.question.pickup',
  pickupAttempt: 'returns.action.question.pickupAttempt',
  complete: 'returns.action.question.complete',
  cancel: 'returns.action.question.cancel',
};

/** The reasons as the seller reads them; the marketplace is sent the reason's own words (REJECT_REASONS). */
const REJECT_REASON_WORDS: Record<(typeof REJECT_REASONS)[number], MessageId> = {
  'The product was used or damaged by the buyer': 'returns.action.rejectReason.used',
  'The product does not match the order': 'returns.action.rejectReason.mismatch',
  'The return window has passed': 'returns.action.rejectReason.late',
  'Parts or accessories are missing': 'returns.action.rejectReason.partsMissing',
};

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
  // No reason until the seller picks one: the buyer is told it, so none is offered by default.
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonBox = useRef<HTMLSelectElement | null>(null);
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
    if (asking === 'reject' && reason === '') {
      setReasonMissing(true);
      reasonBox.current?.focus();
      return;
    }
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
              setReason('');
              setReasonMissing(false);
              setAsking(kind);
            }}
          >
            {t(LABEL[kind])}
          </button>
        ))}
      {asking !== null && selectedIds.length > 0 && (
        <ConfirmStep
          label={t('returns.action.confirmLabel', { kind: asking })}
          question={t(QUESTION[asking], { count: selectedIds.length })}
          confirmLabel={t('returns.action.confirmButton', { kind: asking, count: selectedIds.length })}
          backLabel={t('returns.action.back')}
          busy={busy}
          onConfirm={() => void confirm()}
          onBack={back}
        >
          {asking === 'reject' && (
            <label>
              <FormattedMessage id="returns.action.reason" />
              <select
                ref={reasonBox}
                value={reason}
                aria-invalid={reasonMissing}
                aria-describedby={reasonMissing ? 'reject-reason-missing' : undefined}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonMissing(false);
                }}
              >
                <option value="">{t('returns.action.chooseReason')}</option>
                {REJECT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(REJECT_REASON_WORDS[r])}
                  </option>
                ))}
              </select>
            </label>
          )}
          {asking === 'reject' && reasonMissing && (
            <p id="reject-reason-missing" className="error" role="alert">
              <FormattedMessage id="returns.action.reasonMissing" />
            </p>
          )}
          {(asking === 'pickup' || asking === 'pickupAttempt') && (
            <label>
              {t(asking === 'pickup' ? 'returns.action.pickupDate' : 'returns.action.newPickupDate')}
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
              <FormattedMessage id="returns.action.whyFailed" />
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
      {action && result === null && <JobProgress job={job} label={t('returns.action.jobLabel')} />}
      {result && (
        <div role="group" aria-label={t('returns.action.resultLabel')} className="self-ship-result">
          <p role="status">{result.message}</p>
          {refused.length > 0 && (
            <ul aria-label={t('returns.action.refusedLabel')}>
              {refused.map((i) => (
                <li key={i.returnId}>
                  <FormattedMessage
                    id="returns.action.refusedItem"
                    values={{ returnId: i.returnId, message: i.message ?? '' }}
                  />
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="secondary" onClick={() => useReturnActions.getState().dismiss()}>
            <FormattedMessage id="returns.action.dismiss" />
          </button>
        </div>
      )}
    </>
  );
}
