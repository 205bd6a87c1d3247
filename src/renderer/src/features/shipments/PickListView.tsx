import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { FormattedMessage } from 'react-intl';
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
import { partLabel } from './part-label.ts';
import { partCount, partSlips } from './print-parts.ts';
import { when } from './format.ts';
import { formatCount, t } from '../../i18n/index.ts';
import './pick-list.css';

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
            <FormattedMessage id="shipments.print.cancel" />
          </button>
        )}
        {inApp ? (
          <>
            <button type="button" disabled={busy} onClick={() => void printTo('printer')}>
              <FormattedMessage id="shipments.print.print" />
            </button>
            <button type="button" disabled={busy} onClick={() => void printTo('pdf')}>
              <FormattedMessage id="shipments.print.savePdf" />
            </button>
          </>
        ) : (
          <button type="button" onClick={printPage}>
            <FormattedMessage id="shipments.print.browserPrint" />
          </button>
        )}
        <button type="button" className="secondary" onClick={close}>
          <FormattedMessage id="shipments.print.close" />
        </button>
      </div>
      {parts > 1 && (
        <nav className="print-actions print-parts" aria-label={t('shipments.print.partsLabel')}>
          {!inApp && (
            <p className="print-outcome">
              <FormattedMessage id="shipments.print.partsHint" />
            </p>
          )}
          <button
            type="button"
            className="secondary"
            disabled={busy || part === 0}
            onClick={() => showPart(part - 1)}
          >
            <FormattedMessage id="shipments.print.previous" />
          </button>
          <span>
            <FormattedMessage
              id="shipments.print.partOf"
              values={{ label: partLabel(part, list.slips.length), part: part + 1, parts }}
            />
          </span>
          <button
            type="button"
            className="secondary"
            disabled={busy || part === parts - 1}
            onClick={() => showPart(part + 1)}
          >
            <FormattedMessage id="shipments.print.next" />
          </button>
        </nav>
      )}
      {/* On paper only the list's part opens with the title: a part of slips starts with its first slip. */}
      <h2 id="pick-list-title" ref={heading} tabIndex={-1} className={showsList ? undefined : 'screen-only'}>
        <FormattedMessage id="shipments.print.title" values={{ source: list.source }} />
      </h2>
      {showsList && (
        <>
          <p>
            <FormattedMessage
              id="shipments.print.summary"
              values={{
                shipments: list.slips.length,
                skus: list.lines.length,
                units,
                at: dateTimeLabel(list.at, list.timeZone),
              }}
            />
          </p>
          <table className="print-table">
            <caption className="visually-hidden">
              <FormattedMessage id="shipments.print.caption" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="shipments.print.sku" />
                </th>
                <th scope="col">
                  <FormattedMessage id="shipments.print.productTitle" />
                </th>
                <th scope="col">
                  <FormattedMessage id="shipments.print.fsn" />
                </th>
                <th scope="col">
                  <FormattedMessage id="shipments.print.quantity" />
                </th>
                <th scope="col">
                  <FormattedMessage id="shipments.print.shipments" />
                </th>
                <th scope="col">
                  <FormattedMessage id="shipments.print.location" />
                </th>
              </tr>
            </thead>
            <tbody>
              {list.lines.map((l) => (
                <tr key={l.sku}>
                  <th scope="row" translate="no">
                    {l.sku}
                  </th>
                  <td translate="no">{l.title}</td>
                  <td className="code" translate="no">
                    {l.fsn}
                  </td>
                  <td className="number">{formatCount(l.quantity)}</td>
                  <td className="number">{formatCount(l.shipments)}</td>
                  <td translate="no">{locationsLabel(l.locations, names)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {(parts === 1 || part === 1) && (
        <h2 className="slips-title">
          <FormattedMessage id="shipments.print.slipsTitle" />
        </h2>
      )}
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
    [t('shipments.slip.orders'), slip.orderIds.join(', ') || '—'],
    [t('shipments.slip.dispatchBy'), when(slip.dispatchBy) || '—'],
    [t('shipments.slip.packaging'), slip.packagingPolicy ? policyLabel(slip.packagingPolicy, t) : '—'],
    ...(slip.locationId
      ? [[t('shipments.slip.location'), locationLabel(slip.locationId, names)] as [string, string]]
      : []),
    [t('shipments.slip.packages'), slip.packageIds.join(', ') || '—'],
    [
      t('shipments.slip.forms'),
      slip.forms.map((f) => formLabel(f, false, t)).join(', ') || t('shipments.slip.noForms'),
    ],
  ];
  return (
    <article className="packing-slip" aria-label={t('shipments.slip.label', { shipmentId: slip.shipmentId })}>
      <h3>
        <FormattedMessage
          id="shipments.slip.title"
          values={{ shipmentId: <span translate="no">{slip.shipmentId}</span> }}
        />
      </h3>
      {/* The slip's facts, then its items: ids, SKUs and titles are data (one text node: see above). */}
      <p className="slip-lines">
        {[
          ...facts.map(([name, value]) => t('shipments.slip.fact', { name, value })),
          '',
          ...slip.items.map(
            (item) =>
              `${item.sku}  ×${formatCount(item.quantity)}  ${item.title}${item.hsn ? `  ${t('shipments.slip.hsn', { hsn: item.hsn })}` : ''}`,
          ),
        ].join('\n')}
      </p>
    </article>
  );
}
