import './fulfilment.css';
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PackFormRow, RowIssues } from '../../../../shared/fulfilment/pack-rules.ts';
import { useFulfilment } from './fulfilment-store.ts';

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
        aria-describedby={issue === undefined ? undefined : `${id}-issue`}
        onChange={(e) => useFulfilment.getState().edit(row.shipmentId, path, e.target.value)}
      />
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

/** Pack…: one form for the chosen shipments, checked per cell, then a confirmation that says it cannot be undone. */
export function PackDialog() {
  const { form, step, issues, busy, error } = useFulfilment(
    useShallow((s) => ({ form: s.form, step: s.step, issues: s.issues, busy: s.busy, error: s.error })),
  );
  const { review, back, closeForm, pack } = useFulfilment.getState();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (form !== null && !el.open) el.showModal();
    if (form === null && el.open) el.close();
  }, [form]);
  if (form === null) return <dialog ref={dialog} aria-labelledby="pack-title" />;
  const n = form.rows.length;
  const shipments = `${n} shipment${n === 1 ? '' : 's'}`;
  return (
    <dialog ref={dialog} className="pack-dialog" aria-labelledby="pack-title" onClose={closeForm}>
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
          {form.rows.map((row) => (
            <ShipmentFields key={row.shipmentId} row={row} issues={issues[row.shipmentId]} />
          ))}
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <div className="actions">
            <button type="submit" disabled={n === 0}>
              Pack {shipments}…
            </button>
            <button type="button" className="secondary" onClick={closeForm}>
              Close
            </button>
          </div>
        </form>
      ) : (
        <div role="group" aria-label="Confirm packing">
          <p>
            Pack {shipments} at the marketplace? Packing cannot be undone: the marketplace prints their labels
            and invoices with these values.
          </p>
          {error && (
            <p className="error" role="alert">
              {error}
            </p>
          )}
          <div className="actions">
            <button type="button" disabled={busy} onClick={() => void pack()}>
              {busy ? 'Sending…' : `Pack ${shipments}`}
            </button>
            <button type="button" className="secondary" onClick={back}>
              Back to the form
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
