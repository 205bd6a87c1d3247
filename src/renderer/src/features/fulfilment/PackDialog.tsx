import './fulfilment.css';
import { useEffect, useRef, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type {
  CellOrigin,
  PackForm,
  PackFormRow,
  RowIssues,
} from '../../../../shared/fulfilment/pack-rules.ts';
import { serialCells } from '../../../../shared/fulfilment/pack-rules.ts';
import { useFulfilment } from './fulfilment-store.ts';
import { counted } from '../../../../shared/plural.ts';
import { ConfirmStep } from '../../ui/ConfirmStep.tsx';
import { TaxCheck } from './TaxCheck.tsx';

/** Where a pre-filled value came from, as the form says it under the cell. */
const ORIGIN: Record<CellOrigin, string> = {
  listing: 'from the listing',
  sheet: 'from the listing sheet',
  seller: 'from your product record',
  lastUsed: 'as last packed',
  order: 'from the order',
  pattern: 'from your pattern',
};

/** One checked cell: its label names the shipment, its sentence says what to change. */
function Cell(props: {
  row: PackFormRow;
  path: string;
  label: string;
  value: string;
  issues: RowIssues | undefined;
  type?: 'text' | 'date';
  size?: number;
}) {
  const { row, path, label, value, issues, type = 'text', size = 8 } = props;
  const issue = issues?.[path];
  const origin = row.origins?.[path];
  const id = `pack-${row.shipmentId}-${path}`.replace(/[^\w-]/g, '_');
  return (
    <label className="pack-cell">
      <span>{label}</span>
      <input
        id={id}
        type={type}
        size={size}
        value={value}
        aria-label={`${label} for shipment ${row.shipmentId}`}
        aria-invalid={issue !== undefined}
        aria-describedby={
          [issue && `${id}-issue`, origin && `${id}-origin`].filter(Boolean).join(' ') || undefined
        }
        onChange={(e) => useFulfilment.getState().edit(row.shipmentId, path, e.target.value)}
      />
      {origin && (
        <span id={`${id}-origin`} className="muted pack-origin">
          {ORIGIN[origin]}
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
      <legend>Shipment {row.shipmentId}</legend>
      <Cell
        row={row}
        path="invoiceNumber"
        label="Invoice number"
        value={row.invoiceNumber}
        issues={issues}
        size={16}
      />
      <Cell
        row={row}
        path="invoiceDate"
        label="Invoice date"
        value={row.invoiceDate}
        issues={issues}
        type="date"
      />
      {row.items.map((item, i) => (
        <div key={item.orderItemId} className="pack-item">
          <span className="muted">
            {item.sku} × {item.quantity}: {item.title}
            {item.hsn && `, HSN ${item.hsn}`}
          </span>
          <Cell
            row={row}
            path={`items.${i}.invoiceAmount`}
            label={`Amount ₹ (${item.sku})`}
            value={item.invoiceAmount}
            issues={issues}
          />
          <Cell
            row={row}
            path={`items.${i}.taxRate`}
            label={`GST % (${item.sku})`}
            value={item.taxRate}
            issues={issues}
            size={4}
          />
          <label className="pack-serial-toggle">
            <input
              type="checkbox"
              checked={item.needsSerials}
              aria-label={`Serial numbers for ${item.sku} in shipment ${row.shipmentId}`}
              onChange={(e) => useFulfilment.getState().setNeedsSerials(row.shipmentId, i, e.target.checked)}
            />
            Serial numbers
          </label>
          {item.needsSerials &&
            serialCells(item).map((serial, u) => (
              <Cell
                key={u}
                row={row}
                path={`items.${i}.serialNumbers.${u}`}
                label={`Serial ${u + 1} of ${item.quantity} (${item.sku})`}
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
              label={`${k[0]!.toUpperCase()}${k.slice(1)} cm`}
              value={p[k]}
              issues={issues}
              size={4}
            />
          ))}
          <Cell
            row={row}
            path={`packages.${i}.weight`}
            label="Weight kg"
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
      <legend>Invoice numbers</legend>
      <label className="pack-cell">
        <span>Pattern</span>
        <input
          value={pattern}
          size={20}
          aria-invalid={issue !== null}
          aria-describedby="pack-pattern-help"
          onChange={(e) => setPattern(e.target.value)}
        />
      </label>
      <label className="pack-cell">
        <span>Next number</span>
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
        Use this pattern
      </button>
      <p id="pack-pattern-help" className="muted">
        {'{n}'} is the counter ({'{n:5}'} pads it to 5 digits); {'{yyyy}'}, {'{yy}'} and {'{mm}'} are the year
        and month of the day the numbers are made. The counter moves on only for invoices the marketplace
        packs.
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
  const shipments = counted(n, 'shipment');
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
      <h2 id="pack-title">Pack {shipments}</h2>
      {form.skipped.length > 0 && (
        <ul className="notice warn" aria-label="Not in this form">
          {form.skipped.map((s) => (
            <li key={s.shipmentId}>
              {s.shipmentId}: {s.reason}
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
              Pack {shipments}…
            </button>
            <button type="button" className="secondary" onClick={closeForm}>
              Close
            </button>
          </div>
        </form>
      ) : step === 'taxCheck' ? (
        <TaxCheck />
      ) : (
        <ConfirmStep
          label="Confirm packing"
          question={`Pack ${shipments} at the marketplace? Packing cannot be undone: the marketplace prints their labels and invoices with these values.`}
          confirmLabel={`Pack ${shipments}`}
          backLabel="Back to the form"
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
