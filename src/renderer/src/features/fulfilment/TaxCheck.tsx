import { useEffect, useRef } from 'react';
import { useFulfilment } from './fulfilment-store.ts';

/**
 * The pack form's question before the confirmation, asked once per typed rate: a GST rate typed unlike the SKU's
 * product record ("the listing says 12%; use 18% for this invoice?"). Yes goes on; no goes back to the cells.
 */
export function TaxCheck() {
  const questions = useFulfilment((s) => s.taxQuestions);
  const { agreeTaxRates, back } = useFulfilment.getState();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const n = questions.length;
  return (
    <div role="group" aria-labelledby="pack-tax-check">
      <h3 id="pack-tax-check">Check the GST {n === 1 ? 'rate' : 'rates'}</h3>
      <ul>
        {questions.map((q) => (
          <li key={q.id}>{q.sentence}</li>
        ))}
      </ul>
      <div className="actions">
        <button ref={first} type="button" onClick={agreeTaxRates}>
          Use the {n === 1 ? 'rate' : 'rates'} typed for {n === 1 ? 'this invoice' : 'these invoices'}
        </button>
        <button type="button" className="secondary" onClick={back}>
          Back to the form
        </button>
      </div>
    </div>
  );
}
