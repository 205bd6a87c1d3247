import { useEffect, useId, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { t } from '../i18n/index.ts';
import { focusDropped } from './focus.ts';

/**
 * The in-app "are you sure" of an action that cannot be undone (Pack, Ready to dispatch, Cancel), in place of the
 * browser's `confirm()` box: the question, the action's button, which takes focus as the step opens (the question
 * is its group's description, so a screen reader reads both), and a way back. Escape goes back too; whoever shows
 * the step puts focus back on the control that opened it.
 */
export function ConfirmStep(props: {
  /** The group's name: "Confirm packing". */
  label: string;
  question: ReactNode;
  confirmLabel: string;
  backLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onBack: () => void;
  /** Under the question: an error of the last try. */
  children?: ReactNode;
}) {
  const {
    label,
    question,
    confirmLabel,
    backLabel = t('ui.action.back'),
    busy = false,
    onConfirm,
    onBack,
    children,
  } = props;
  const questionId = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  // The button is disabled while the action is sent; refused (the step stays, with its error), it has focus again.
  useEffect(() => {
    if (!busy && focusDropped()) confirm.current?.focus();
  }, [busy]);
  return (
    // The group only catches Escape from its own buttons; it is not a control itself.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <div
      role="group"
      aria-label={label}
      aria-describedby={questionId}
      className="confirm-step"
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        // Escape here is "not now", not the screen's (clear the selection, close the detail).
        e.stopPropagation();
        e.preventDefault();
        onBack();
      }}
    >
      <p id={questionId}>{question}</p>
      {children}
      <div className="actions">
        <button ref={confirm} type="button" disabled={busy} onClick={onConfirm}>
          {busy ? <FormattedMessage id="ui.confirm.sending" /> : confirmLabel}
        </button>
        <button type="button" className="secondary" onClick={onBack}>
          {backLabel}
        </button>
      </div>
    </div>
  );
}
