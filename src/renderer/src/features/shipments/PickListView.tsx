import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { PackingSlip, PickList } from '../../../../shared/shipments/pick-list.ts';
import { formLabel, policyLabel } from '../../../../shared/shipments/labels.ts';
import {
  locationLabel,
  locationsLabel,
  type LocationNames,
} from '../../../../shared/locations/location-names.ts';
import { useLocationNames } from '../locations/location-names-store.ts';
import { dateTimeLabel } from '../../../../shared/dates.ts';
import { printPage } from '../../ui/print.ts';
import { holdFocusIn } from '../../ui/focus.ts';
import { useStatus } from '../../app/status-store.ts';
import { usePickList } from './pick-list-store.ts';
import { partCount, partLabel, partSlips } from './print-parts.ts';
import { when } from './format.ts';
import { counted } from '../../../../shared/plural.ts';
import './pick-list.css';

const count = new Intl.NumberFormat('en-IN');

/**
 * A pick list (quantities per SKU over the shipments) and a packing slip per shipment on its own page, ready for
 * the print dialog, which also saves as PDF. Escape or Close goes back to the grid.
 *
 * It is drawn as a child of `<body>`, beside the app, so that print CSS can leave the app out of the printed layout
 * altogether (`display: none`) rather than lay it out and hide it on every page.
 *
 * A long list (over 500 slips, `print-parts.ts`) is shown a part at a time, Previous and Next: the desktop app's
 * Print and Save as PDF go through every part and join them; the browser's print takes the part on show.
 */
export function PickListView({ list, onClose }: { list: PickList; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The desktop app prints and saves PDFs itself; a browser has its own print dialog, which also saves as PDF.
  const inApp = useStatus((s) => s.info?.canPrintInApp ?? false);
  const printed = usePickList((p) => p.printed);
  const printTo = usePickList((p) => p.print);
  const part = usePickList((p) => p.part);
  const progress = usePickList((p) => p.progress);
  const showPart = usePickList((p) => p.showPart);
  const cancelPrint = usePickList((p) => p.cancelPrint);
  const documentBox = useRef<HTMLElement>(null);
  const parts = partCount(list.slips.length);
  useEffect(() => {
    if (documentBox.current) documentBox.current.scrollTop = 0;
  }, [part]);
  // The app behind is inert while the list is open: Tab goes round the list's own controls. It is given back before
  // `onClose`, which puts focus on a control of the app.
  const release = useRef(() => {});
  const close = useCallback(() => {
    release.current();
    onClose();
  }, [onClose]);
  useEffect(() => {
    heading.current?.focus();
    release.current = documentBox.current ? holdFocusIn(documentBox.current) : () => {};
    // Caught before the screen's own Escape (which clears the ticked rows): Escape here closes the list only.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      close();
    };
    document.addEventListener('keydown', onKey, { capture: true });
    return () => {
      document.removeEventListener('keydown', onKey, { capture: true });
      release.current();
    };
  }, [close]);
  const units = list.lines.reduce((n, l) => n + l.quantity, 0);
  const names = useLocationNames((s) => s.names);
  const busy = progress !== null;
  const [from, to] = parts === 1 ? [0, list.slips.length] : partSlips(part, list.slips.length);
  const showsList = parts === 1 || part === 0;
  return createPortal(
    <section className="print-document" aria-labelledby="pick-list-title" ref={documentBox}>
      <div className="print-actions">
        {/* What the desktop app's print did; inside the actions, so it is not printed either. */}
        <p role="status" className="print-outcome">
          {progress ?? printed}
        </p>
        {busy && (
          <button type="button" onClick={cancelPrint}>
            Cancel
          </button>
        )}
        {inApp ? (
          <>
            <button type="button" disabled={busy} onClick={() => void printTo('printer')}>
              Print…
            </button>
            <button type="button" disabled={busy} onClick={() => void printTo('pdf')}>
              Save as PDF…
            </button>
          </>
        ) : (
          <button type="button" onClick={printPage}>
            Print or save as PDF
          </button>
        )}
        <button type="button" className="secondary" onClick={close}>
          Close
        </button>
      </div>
      {parts > 1 && (
        <nav className="print-actions print-parts" aria-label="Parts of the pick list">
          {!inApp && (
            <p className="print-outcome">A long list prints a part at a time: print this part, then Next.</p>
          )}
          <button
            type="button"
            className="secondary"
            disabled={busy || part === 0}
            onClick={() => showPart(part - 1)}
          >
            Previous
          </button>
          <span>
            {partLabel(part, list.slips.length)} (part {part + 1} of {parts})
          </span>
          <button
            type="button"
            className="secondary"
            disabled={busy || part === parts - 1}
            onClick={() => showPart(part + 1)}
          >
            Next
          </button>
        </nav>
      )}
      {/* On paper only the list's part opens with the title: a part of slips starts with its first slip. */}
      <h2 id="pick-list-title" ref={heading} tabIndex={-1} className={showsList ? undefined : 'screen-only'}>
        Pick list: {list.source}
      </h2>
      {showsList && (
        <>
          <p>
            {counted(list.slips.length, 'shipment')}, {counted(list.lines.length, 'SKU')},{' '}
            {counted(units, 'unit')}. Made {dateTimeLabel(list.at, list.timeZone)}.
          </p>
          <table className="print-table">
            <caption className="visually-hidden">Quantity to pick per SKU</caption>
            <thead>
              <tr>
                <th scope="col">SKU</th>
                <th scope="col">Title</th>
                <th scope="col">FSN</th>
                <th scope="col">Quantity</th>
                <th scope="col">Shipments</th>
                <th scope="col">Location</th>
              </tr>
            </thead>
            <tbody>
              {list.lines.map((l) => (
                <tr key={l.sku}>
                  <th scope="row">{l.sku}</th>
                  <td>{l.title}</td>
                  <td className="code">{l.fsn}</td>
                  <td className="number">{count.format(l.quantity)}</td>
                  <td className="number">{count.format(l.shipments)}</td>
                  <td>{locationsLabel(l.locations, names)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {(parts === 1 || part === 1) && <h2 className="slips-title">Packing slips</h2>}
      {list.slips.slice(from, to).map((slip) => (
        <Slip key={slip.shipmentId} slip={slip} names={names} />
      ))}
    </section>,
    document.body,
  );
}

/**
 * One packing slip as one paragraph of lines (its facts, then its items), not a definition list and a table: Chromium's print time grows with the
 * elements printed, faster than their count (5,000 slips as grids and tables took 37 s to PDF); the pick list's
 * own table above stays a table, since it is read across columns.
 */
function Slip({ slip, names }: { slip: PackingSlip; names: LocationNames }) {
  const facts: [string, string][] = [
    ['Orders', slip.orderIds.join(', ') || '—'],
    ['Dispatch by', when(slip.dispatchBy) || '—'],
    ['Packaging', slip.packagingPolicy ? policyLabel(slip.packagingPolicy) : '—'],
    ...(slip.locationId ? [['Location', locationLabel(slip.locationId, names)] as [string, string]] : []),
    ['Packages', slip.packageIds.join(', ') || '—'],
    ['Forms', slip.forms.map((f) => formLabel(f)).join(', ') || 'none'],
  ];
  return (
    <article className="packing-slip" aria-label={`Packing slip ${slip.shipmentId}`}>
      <h3>Shipment {slip.shipmentId}</h3>
      <p className="slip-lines">
        {[
          ...facts.map(([name, value]) => `${name}: ${value}`),
          '',
          ...slip.items.map(
            (item) =>
              `${item.sku}  ×${count.format(item.quantity)}  ${item.title}${item.hsn ? `  HSN ${item.hsn}` : ''}`,
          ),
        ].join('\n')}
      </p>
    </article>
  );
}
