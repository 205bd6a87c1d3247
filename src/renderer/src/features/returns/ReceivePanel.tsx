import { useEffect, useId, useState } from 'react';
import { counted } from '../../../../shared/plural.ts';
import {
  CONDITION_WORDS,
  RECEIPT_CONDITIONS,
  type ReceivableReturn,
  type ReceiptCondition,
} from '../../../../shared/returns/receipt.ts';
import { ConfirmStep } from '../../ui/ConfirmStep.tsx';
import { FormOutcome } from '../../ui/FormOutcome.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useReceive } from './receive-store.ts';
import './receive.css';

/**
 * Receiving arrived returns: each with its condition, a note and a photo path (kept in Stockroom only). Good ones
 * wait to go back in stock: a preview from the stock read now ("MUG-1: stock 4 → 6"), a confirmation, then one
 * stock change through My listings' journal, its answer per SKU in words.
 */
export function ReceivePanel() {
  useEffect(() => useReceive.getState().show(), []);
  const toReceive = useReceive((s) => s.toReceive);
  const done = useReceive((s) => s.done);
  const error = useReceive((s) => s.error);
  const [open, setOpen] = useState<string | null>(null);
  const titleId = useId();
  return (
    <section className="receive-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Receive returns</h2>
      {toReceive.length === 0 ? (
        <p>No arrived return is waiting to be received.</p>
      ) : (
        <ul aria-label="Returns to receive">
          {toReceive.map((r) => (
            <li key={r.returnId}>
              {itemWords(r)}{' '}
              {open === r.returnId ? (
                <ReceiveForm item={r} onClose={() => setOpen(null)} />
              ) : (
                <button
                  type="button"
                  className="secondary"
                  aria-label={`Receive return ${r.returnId}`}
                  onClick={() => setOpen(r.returnId)}
                >
                  Receive
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormOutcome error={error} done={done} />
      <RestockSection />
    </section>
  );
}

const itemWords = (r: ReceivableReturn) =>
  `${r.returnId}: ${r.sku ?? 'SKU not known'}${r.title ? ` (${r.title})` : ''} × ${r.quantity}, ${r.kind}`;

function ReceiveForm({ item, onClose }: { item: ReceivableReturn; onClose: () => void }) {
  const [condition, setCondition] = useState<ReceiptCondition>('good');
  const [note, setNote] = useState('');
  const [photoPath, setPhotoPath] = useState('');
  const busy = useReceive((s) => s.busy);
  const submit = async () => {
    if (await useReceive.getState().receive({ returnId: item.returnId, condition, note, photoPath }))
      onClose();
  };
  return (
    <form
      aria-label={`Receive return ${item.returnId}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend>Condition</legend>
        {RECEIPT_CONDITIONS.map((c) => (
          <label key={c}>
            <input
              type="radio"
              name={`condition-${item.returnId}`}
              value={c}
              checked={condition === c}
              onChange={() => setCondition(c)}
            />{' '}
            {CONDITION_WORDS[c]}
          </label>
        ))}
      </fieldset>
      <TextField label="Note" value={note} onChange={setNote} />
      <TextField
        label="Photo path"
        value={photoPath}
        onChange={setPhotoPath}
        hint="Where the photo of what arrived is on this computer; the marketplace asks for photos with a claim."
      />
      <div className="actions">
        <button type="submit" disabled={busy}>
          Mark received
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          Back
        </button>
      </div>
    </form>
  );
}

function RestockSection() {
  const restock = useReceive((s) => s.restock);
  const preview = useReceive((s) => s.preview);
  const busy = useReceive((s) => s.busy);
  const sent = useReceive((s) => s.sent);
  const { previewRestock, dropPreview, startRestock } = useReceive.getState();
  const waiting = restock.filter((r) => r.state === 'to-restock');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId}>Back to stock</h3>
      {restock.length === 0 ? (
        <p>No return received as good yet.</p>
      ) : (
        <ul aria-label="Returns received as good">
          {restock.map((r) => (
            <li key={r.returnId}>
              {r.returnId}: {r.words}
            </li>
          ))}
        </ul>
      )}
      {preview === null ? (
        <button type="button" disabled={waiting.length === 0 || busy} onClick={() => void previewRestock()}>
          Preview putting {counted(waiting.length, 'return')} back in stock
        </button>
      ) : (
        <>
          <ul aria-label="Restock preview">
            {preview.lines.map((l) => (
              <li key={`${l.sku}@${l.locationId}`} className={l.problem === null ? undefined : 'error'}>
                {l.words}
              </li>
            ))}
          </ul>
          {preview.returnIds.length === 0 ? (
            <p>
              {preview.confirm}{' '}
              <button type="button" className="secondary" onClick={dropPreview}>
                Back
              </button>
            </p>
          ) : (
            <ConfirmStep
              label="Confirm restock"
              question={preview.confirm}
              confirmLabel="Add to stock"
              busy={busy}
              onConfirm={() => void startRestock()}
              onBack={dropPreview}
            />
          )}
        </>
      )}
      {sent && (
        <div role="group" aria-label="Last restock">
          <p role="status" aria-label="Restock">
            {sent.change === null || sent.change.state === 'running'
              ? sent.sentence
              : `Restock ${sent.change.state === 'done' ? 'finished' : sent.change.state}: ${sent.change.message}`}
          </p>
          {sent.results.length > 0 && (
            <ul aria-label="Restock result per SKU">
              {sent.results.map((r) => (
                <li key={r.sku} className={r.failed || r.stopped === true ? 'error' : undefined}>
                  <strong>{r.sku}</strong>: {r.words}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
