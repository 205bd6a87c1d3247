import './fulfilment.css';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useShallow } from 'zustand/react/shallow';
import type { PackForm, PackFormRow, RowIssues } from '../../../../shared/fulfilment/pack-rules.ts';
import { serialCells } from '../../../../shared/fulfilment/pack-rules.ts';
import { useFulfilment } from './fulfilment-store.ts';
import { t } from '../../i18n/index.ts';
import { ConfirmStep } from '../../ui/ConfirmStep.tsx';
import { TaxCheck } from './TaxCheck.tsx';

/** Data inside our words (a shipment id, a SKU, a title): kept as it came. */
const data = (text: string) => <span translate="no">{text}</span>;

/** The placeholders of the invoice-number pattern, shown as typed. */
const code = (text: string) => <code translate="no">{text}</code>;

/**
 * One checked cell: its label names the shipment (and the SKU, for an item's cell), its sentence says what to
 * change; under it, where a pre-filled value came from.
 */
function Cell(props: {
  row: PackFormRow;
  path: string;
  label: string;
  sku?: string;
  value: string;
  issues: RowIssues | undefined;
  type?: 'text' | 'date';
  size?: number;
}) {
  const { row, path, label, sku, value, issues, type = 'text', size = 8 } = props;
  const issue = issues?.[path];
  const origin = row.origins?.[path];
  const id = `pack-${row.shipmentId}-${path}`.replace(/[^\w-]/g, '_');
  return (
    <label className="pack-cell">
      <span>
        {sku === undefined ? (
          label
        ) : (
          <FormattedMessage id="fulfilment.pack.withSku" values={{ label, sku: data(sku) }} />
        )}
      </span>
      <input
        id={id}
        type={type}
        size={size}
        value={value}
        aria-label={t('fulfilment.pack.cellFor', {
          label: sku === undefined ? label : t('fulfilment.pack.withSku', { label, sku }),
          shipment: row.shipmentId,
        })}
        aria-invalid={issue !== undefined}
        aria-describedby={
          [issue && `${id}-issue`, origin && `${id}-origin`].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => useFulfilment.getState().edit(row.shipmentId, path, e.target.value)}
      />
      {origin && (
        <span id={`${id}-origin`} className="muted pack-origin">
          <FormattedMessage id="fulfilment.origin.cell" values={{ origin }} />
        </span>
      )}
      {issue && (
        <span id={`${id}-issue`} className="error">
          {issue}
        </span>
      )}
    </label>
  );
}

function ShipmentFields({ row, issues }: { row: PackFormRow; issues: RowIssues | undefined }) {
  return (
    <fieldset className="pack-row">
      <legend>
        <FormattedMessage id="fulfilment.pack.shipment" values={{ shipment: data(row.shipmentId) }} />
      </legend>
      <Cell
        row={row}
        path="invoiceNumber"
        label={t('fulfilment.pack.invoiceNumber')}
        value={row.invoiceNumber}
        issues={issues}
        size={16}
      />
      <Cell
        row={row}
        path="invoiceDate"
        label={t('fulfilment.pack.invoiceDate')}
        value={row.invoiceDate}
        issues={issues}
        type="date"
      />
      {row.items.map((item, i) => (
        <div key={item.orderItemId} className="pack-item">
          <span className="muted">
            <FormattedMessage
              id="fulfilment.pack.item"
              values={{ sku: data(item.sku), quantity: item.quantity, title: data(item.title) }}
            />
            {item.hsn && <FormattedMessage id="fulfilment.pack.hsn" values={{ hsn: data(item.hsn) }} />}
          </span>
          <Cell
            row={row}
            path={`items.${i}.invoiceAmount`}
            label={t('fulfilment.pack.amount')}
            sku={item.sku}
            value={item.invoiceAmount}
            issues={issues}
          />
          <Cell
            row={row}
            path={`items.${i}.taxRate`}
            label={t('fulfilment.pack.gst')}
            sku={item.sku}
            value={item.taxRate}
            issues={issues}
            size={4}
          />
          <label className="pack-serial-toggle">
            <input
              type="checkbox"
              checked={item.needsSerials}
              aria-label={t('fulfilment.pack.serialsFor', { sku: item.sku, shipment: row.shipmentId })}
              onChange={(e) => useFulfilment.getState().setNeedsSerials(row.shipmentId, i, e.target.checked)}
            />
            <FormattedMessage id="fulfilment.pack.serials" />
          </label>
          {item.needsSerials &&
            serialCells(item).map((serial, u) => (
              <Cell
                key={u}
                row={row}
                path={`items.${i}.serialNumbers.${u}`}
                label={t('fulfilment.pack.serialUnit', { unit: u + 1, count: item.quantity })}
                sku={item.sku}
                value={serial}
                issues={issues}
                size={12}
              />
            ))}
          {issues?.[`items.${i}.serialNumbers`] && (
            <span className="error">{issues[`items.${i}.serialNumbers`]}</span>
          )}
        </div>
      ))}
      {row.packages.map((p, i) => (
        <div key={p.subShipmentId} className="pack-item">
          {(['length', 'breadth', 'height'] as const).map((k) => (
            <Cell
              key={k}
              row={row}
              path={`packages.${i}.${k}`}
              label={t('fulfilment.pack.measure', { measure: k })}
              value={p[k]}
              issues={issues}
              size={4}
            />
          ))}
          <Cell
            row={row}
            path={`packages.${i}.weight`}
            label={t('fulfilment.pack.measure', { measure: 'weight' })}
            value={p.weight}
            issues={issues}
            size={4}
          />
        </div>
      ))}
    </fieldset>
  );
}

/** The seller account's invoice-number pattern and next number, kept when saved; the form is numbered again. */
function InvoicePattern({ current, busy }: { current: PackForm['invoicePattern']; busy: boolean }) {
  const issue = useFulfilment((s) => s.patternIssue);
  const [pattern, setPattern] = useState(current.pattern);
  const [next, setNext] = useState(String(current.next));
  const changed = pattern !== current.pattern || next !== String(current.next);
  return (
    <fieldset className="pack-pattern">
      <legend>
        <FormattedMessage id="fulfilment.pattern.legend" />
      </legend>
      <label className="pack-cell">
        <span>
          <FormattedMessage id="fulfilment.pattern.label" />
        </span>
        <input
          value={pattern}
          size={20}
          aria-invalid={issue !== null}
          aria-describedby="pack-pattern-help"
          onChange={(e) => setPattern(e.target.value)}
        />
      </label>
      <label className="pack-cell">
        <span>
          <FormattedMessage id="fulfilment.pattern.nextLabel" />
        </span>
        <input value={next} size={8} inputMode="numeric" onChange={(e) => setNext(e.target.value)} />
      </label>
      <button
        type="button"
        className="secondary"
        disabled={busy || !changed}
        onClick={() =>
          void useFulfilment.getState().savePattern(pattern, /^\d+$/.test(next.trim()) ? Number(next) : NaN)
        }
      >
        <FormattedMessage id="fulfilment.pattern.use" />
      </button>
      <p id="pack-pattern-help" className="muted">
        <FormattedMessage
          id="fulfilment.pattern.help"
          values={{
            counter: code('{n}'),
            padded: code('{n:5}'),
            yyyy: code('{yyyy}'),
            yy: code('{yy}'),
            mm: code('{mm}'),
          }}
        />
      </p>
      {issue && (
        <p className="error" role="alert">
          {issue}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Pack…: one form for the chosen shipments, checked per cell, then a confirmation that says it cannot be undone.
 * Focus: the confirm step's Pack button as it opens, the form's Pack… button on Back; `onClosed` (closed, or sent)
 * says where it goes after.
 */
export function PackDialog({ onClosed }: { onClosed: () => void }) {
  const { form, step, issues, busy, error } = useFulfilment(
    useShallow((s) => ({ form: s.form, step: s.step, issues: s.issues, busy: s.busy, error: s.error })),
  );
  const { review, back, closeForm, pack } = useFulfilment.getState();
  const dialog = useRef<HTMLDialogElement>(null);
  const reviewButton = useRef<HTMLButtonElement>(null);
  // Closed by Close or by packing (the store empties the form); Escape closes it natively, through onClose.
  const closed = useRef(onClosed);
  closed.current = onClosed;
  const wasStep = useRef(step);
  useEffect(() => {
    if (step === 'fill' && wasStep.current !== 'fill') reviewButton.current?.focus();
    wasStep.current = step;
  }, [step]);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (form !== null && !el.open) el.showModal();
    if (form === null && el.open) {
      el.close();
      closed.current();
    }
  }, [form]);
  if (form === null) return <dialog ref={dialog} aria-labelledby="pack-title" />;
  const n = form.rows.length;
  return (
    <dialog
      ref={dialog}
      className="pack-dialog"
      aria-labelledby="pack-title"
      onClose={() => {
        closeForm();
        onClosed();
      }}
    >
      <h2 id="pack-title">
        <FormattedMessage id="fulfilment.pack.title" values={{ count: n }} />
      </h2>
      {form.skipped.length > 0 && (
        <ul className="notice warn" aria-label={t('fulfilment.pack.skipped')}>
          {form.skipped.map((s) => (
            <li key={s.shipmentId}>
              <FormattedMessage
                id="fulfilment.pack.line"
                values={{ shipment: data(s.shipmentId), sentence: s.reason }}
              />
            </li>
          ))}
        </ul>
      )}
      {step === 'fill' ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            review();
          }}
        >
          <InvoicePattern
            key={`${form.invoicePattern.pattern} ${form.invoicePattern.next}`}
            current={form.invoicePattern}
            busy={busy}
          />
          {form.rows.map((row) => (
            <ShipmentFields key={row.shipmentId} row={row} issues={issues[row.shipmentId]} />
          ))}
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <div className="actions">
            <button ref={reviewButton} type="submit" disabled={n === 0}>
              <FormattedMessage id="fulfilment.pack.review" values={{ count: n }} />
            </button>
            <button type="button" className="secondary" onClick={closeForm}>
              <FormattedMessage id="fulfilment.pack.close" />
            </button>
          </div>
        </form>
      ) : step === 'taxCheck' ? (
        <TaxCheck />
      ) : (
        <ConfirmStep
          label={t('fulfilment.pack.confirmLabel')}
          question={t('fulfilment.pack.question', { count: n })}
          confirmLabel={t('fulfilment.pack.title', { count: n })}
          backLabel={t('fulfilment.form.back')}
          busy={busy}
          onConfirm={() => void pack()}
          onBack={back}
        >
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
        </ConfirmStep>
      )}
    </dialog>
  );
}
