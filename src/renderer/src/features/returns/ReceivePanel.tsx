import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  conditionWords,
  RECEIPT_CONDITIONS,
  type ReceivableReturn,
  type ReceiptCondition,
} from '../../../../shared/returns/receipt.ts';
import { t } from '../../i18n/index.ts';
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
      <h2 id={titleId}>
        <FormattedMessage id="returns.receive.title" />
      </h2>
      {toReceive.length === 0 ? (
        <p>
          <FormattedMessage id="returns.receive.none" />
        </p>
      ) : (
        <ul aria-label={t('returns.receive.listLabel')}>
          {toReceive.map((r) => (
            <li key={r.returnId}>
              <ItemWords item={r} />
              {GAP}
              {open === r.returnId ? (
                <ReceiveForm item={r} onClose={() => setOpen(null)} />
              ) : (
                <button
                  type="button"
                  className="secondary"
                  aria-label={t('returns.receive.openLabel', { returnId: r.returnId })}
                  onClick={() => setOpen(r.returnId)}
                >
                  <FormattedMessage id="returns.receive.open" />
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

/** "R-1: MUG-1 (Blue mug) × 2, Customer return": the ids and the title as they came, the rest in words. */
function ItemWords({ item: r }: { item: ReceivableReturn }) {
  const values = {
    returnId: <span translate="no">{r.returnId}</span>,
    sku: r.sku === null ? t('returns.receive.skuUnknown') : <span translate="no">{r.sku}</span>,
    title: <span translate="no">{r.title}</span>,
    quantity: r.quantity,
    kind: r.kind,
  };
  return r.title ? (
    <FormattedMessage id="returns.receive.itemTitled" values={values} />
  ) : (
    <FormattedMessage id="returns.receive.item" values={values} />
  );
}

/** A space between two elements: whitespace, not a word to translate. */
const GAP = ' ';

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
      aria-label={t('returns.receive.openLabel', { returnId: item.returnId })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset>
        <legend>
          <FormattedMessage id="returns.receive.condition" />
        </legend>
        {RECEIPT_CONDITIONS.map((c) => (
          <label key={c}>
            <input
              type="radio"
              name={`condition-${item.returnId}`}
              value={c}
              checked={condition === c}
              onChange={() => setCondition(c)}
            />
            {GAP}
            {conditionWords(c, t)}
          </label>
        ))}
      </fieldset>
      <TextField label={t('returns.receive.note')} value={note} onChange={setNote} />
      <TextField
        label={t('returns.receive.photoPath')}
        value={photoPath}
        onChange={setPhotoPath}
        hint={t('returns.receive.photoHint')}
      />
      <div className="actions">
        <button type="submit" disabled={busy}>
          <FormattedMessage id="returns.receive.markReceived" />
        </button>
        <button type="button" className="secondary" onClick={onClose}>
          <FormattedMessage id="returns.receive.back" />
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
      <h3 id={titleId}>
        <FormattedMessage id="returns.restock.title" />
      </h3>
      {restock.length === 0 ? (
        <p>
          <FormattedMessage id="returns.restock.none" />
        </p>
      ) : (
        <ul aria-label={t('returns.restock.listLabel')}>
          {restock.map((r) => (
            <li key={r.returnId}>
              <FormattedMessage
                id="returns.restock.item"
                values={{ returnId: <span translate="no">{r.returnId}</span>, words: r.words }}
              />
            </li>
          ))}
        </ul>
      )}
      {preview === null ? (
        <button type="button" disabled={waiting.length === 0 || busy} onClick={() => void previewRestock()}>
          <FormattedMessage id="returns.restock.preview" values={{ count: waiting.length }} />
        </button>
      ) : (
        <>
          <ul aria-label={t('returns.restock.previewLabel')}>
            {preview.lines.map((l) => (
              <li key={`${l.sku}@${l.locationId}`} className={l.problem === null ? undefined : 'error'}>
                {l.words}
              </li>
            ))}
          </ul>
          {preview.returnIds.length === 0 ? (
            <p>
              {preview.confirm}
              {GAP}
              <button type="button" className="secondary" onClick={dropPreview}>
                <FormattedMessage id="returns.receive.back" />
              </button>
            </p>
          ) : (
            <ConfirmStep
              label={t('returns.restock.confirmLabel')}
              question={preview.confirm}
              confirmLabel={t('returns.restock.confirmButton')}
              backLabel={t('returns.receive.back')}
              busy={busy}
              onConfirm={() => void startRestock()}
              onBack={dropPreview}
            />
          )}
        </>
      )}
      {sent && (
        <div role="group" aria-label={t('returns.restock.lastLabel')}>
          <p role="status" aria-label={t('returns.restock.statusLabel')}>
            {sent.change === null || sent.change.state === 'running' ? (
              sent.sentence
            ) : (
              <FormattedMessage
                id="returns.restock.ended"
                values={{ state: sent.change.state, message: sent.change.message }}
              />
            )}
          </p>
          {sent.results.length > 0 && (
            <ul aria-label={t('returns.restock.resultLabel')}>
              {sent.results.map((r) => (
                <li key={r.sku} className={r.failed || r.stopped === true ? 'error' : undefined}>
                  <FormattedMessage
                    id="returns.restock.result"
                    values={{ sku: <strong translate="no">{r.sku}</strong>, words: r.words }}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
