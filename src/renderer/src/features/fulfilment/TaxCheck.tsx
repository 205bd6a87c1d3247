import { ConfirmStep } from '../../ui/ConfirmStep.tsx';
import { useFulfilment } from './fulfilment-store.ts';
import { t } from '../../i18n/index.ts';

/**
 * The pack form's question before the confirmation, asked once per typed rate: a GST rate typed unlike the SKU's
 * product record ("the listing says 12%; use 18% for this invoice?"). Yes goes on; no (or Escape) goes back to the
 * cells.
 */
export function TaxCheck() {
  const questions = useFulfilment((s) => s.taxQuestions);
  const { agreeTaxRates, back } = useFulfilment.getState();
  const count = questions.length;
  return (
    <ConfirmStep
      label={t('fulfilment.tax.label', { count })}
      question={questions.map((q) => q.sentence).join(' ')}
      confirmLabel={t('fulfilment.tax.confirm', { count })}
      backLabel={t('fulfilment.form.back')}
      onConfirm={agreeTaxRates}
      onBack={back}
    />
  );
}
