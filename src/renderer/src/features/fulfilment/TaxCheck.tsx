import { ConfirmStep } from '../../ui/ConfirmStep.tsx';
import { useFulfilment } from './fulfilment-store.ts';

/**
 * The pack form's question before the confirmation, asked once per typed rate: a GST rate typed unlike the SKU's
 * product record ("the listing says 12%; use 18% for this invoice?"). Yes goes on; no (or Escape) goes back to the
 * cells.
 */
export function TaxCheck() {
  const questions = useFulfilment((s) => s.taxQuestions);
  const { agreeTaxRates, back } = useFulfilment.getState();
  const one = questions.length === 1;
  return (
    <ConfirmStep
      label={`Check the GST ${one ? 'rate' : 'rates'}`}
      question={questions.map((q) => q.sentence).join(' ')}
      confirmLabel={`Use the ${one ? 'rate' : 'rates'} typed for ${one ? 'this invoice' : 'these invoices'}`}
      backLabel="Back to the form"
      onConfirm={agreeTaxRates}
      onBack={back}
    />
  );
}
