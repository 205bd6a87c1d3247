import { useRef, useState } from 'react';
import { ConfirmStep } from '../../ui/ConfirmStep.tsx';
import { useFulfilment } from './fulfilment-store.ts';
import { t } from '../../i18n/index.ts';

/**
 * Ready to dispatch: the button, then the in-app step that asks (it cannot be undone). Back gives focus to the
 * button; once confirmed, the bar takes it to the action's progress and then its result.
 */
export function ReadyToDispatch({
  ids,
  label,
  disabled,
}: {
  ids: string[];
  label: string;
  disabled: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const count = ids.length;
  return (
    <>
      <button
        ref={button}
        type="button"
        disabled={disabled}
        aria-expanded={asking}
        onClick={() => setAsking(true)}
      >
        {label}
      </button>
      {asking && (
        <ConfirmStep
          label={t('fulfilment.ready.confirmLabel')}
          question={t('fulfilment.ready.question', { count })}
          confirmLabel={t('fulfilment.ready.confirm', { count })}
          backLabel={t('fulfilment.confirm.back')}
          onConfirm={() => {
            setAsking(false);
            void useFulfilment.getState().readyToDispatch(ids);
          }}
          onBack={() => {
            setAsking(false);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}
