import { useRef, useState } from 'react';
import { counted } from '../../../../shared/plural.ts';
import { ConfirmStep } from '../../ui/ConfirmStep.tsx';
import { useFulfilment } from './fulfilment-store.ts';

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
  const shipments = counted(ids.length, 'shipment');
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
          label="Confirm ready to dispatch"
          question={`Mark ${shipments} ready to dispatch? This cannot be undone.`}
          confirmLabel={`Mark ${shipments} ready to dispatch`}
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
