// The bar's own layout is in it (it came only with the pack form's lazy chunk, so To dispatch's buttons touched).
import './fulfilment.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { FulfilmentActionKind } from '../../../../shared/fulfilment/action-types.ts';
import { useShallow } from 'zustand/react/shallow';
import { useJobs } from '../../ui/jobs-store.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { focusDropped, focusFirst } from '../../ui/focus.ts';
import { useFulfilment } from './fulfilment-store.ts';
import { PdfButtons } from './PdfButtons.tsx';
import { ReadyToDispatch } from './ReadyToDispatch.tsx';
import { useLocationLabel } from '../locations/location-names-store.ts';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';
import { DrawBoundary } from '../../ui/DrawBoundary.tsx';

// The pack form's code loads as it first opens, not with the Shipments screen (docs/PERFORMANCE.md, first screen JS).
const PackDialog = lazy(() => import('./PackDialog.tsx').then((m) => ({ default: m.PackDialog })));

/** What a running action's progress is called: "Packing". */
const jobLabel = (kind: FulfilmentActionKind): string => t('fulfilment.job.label', { kind });

/** Data inside our words (a shipment id): kept as it came. */
const data = (text: string) => <span translate="no">{text}</span>;

/**
 * What a selection covers and the actions on it, beside the tabs: "2 selected of 52 to pack", Pack… on To pack,
 * Ready to dispatch on To dispatch; then the action's progress and its result shipment by shipment.
 *
 * Focus follows an action the seller confirmed (docs/ACCESSIBILITY.md): to its progress as it starts, to its
 * result's heading as it ends (the next Tab is the result's next action), unless the seller has gone elsewhere.
 */
export function FulfilmentBar(props: {
  view: string;
  /** What the ticked rows are of the tab, "2 selected of 52 to pack" (coversSentence). */
  covers: string;
  selectedIds: string[];
  /** The grid's location filter: the manifests are that location's. */
  locationId: string | undefined;
  onClear: () => void;
  /** Where focus goes when nothing in the bar can take it (a Dismiss with every action disabled). */
  fallback: () => Element | null;
}) {
  const { view, covers, selectedIds, locationId, onClear, fallback } = props;
  const { action, result, running, busy, error } = useFulfilment(
    useShallow((s) => ({
      action: s.action,
      result: s.result,
      running: s.running,
      busy: s.busy,
      error: s.error,
    })),
  );
  const job = useJobs((s) => (action === null ? null : (s.byId[action.jobId] ?? null)));
  // Drawn from the form's first opening on, and kept: its close (and where focus goes then) is the dialog's own.
  const packOpen = useFulfilment((s) => s.form !== null);
  const [packDrawn, setPackDrawn] = useState(false);
  if (packOpen && !packDrawn) setPackDrawn(true);
  const location = useLocationLabel();
  const { openPack, dismissResult, labels, manifests } = useFulfilment.getState();
  const packed =
    result?.kind === 'pack' ? result.items.filter((i) => i.outcome === 'done').map((i) => i.shipmentId) : [];
  const n = selectedIds.length;
  // "2 selected of 52 to pack" (the Shipments screen's words), or none selected.
  const what = n > 0 ? covers : t('fulfilment.bar.noneSelected');
  // A second form while a pack runs would offer shipments already being packed.
  const packing = running && action?.kind === 'pack';
  const actionArea = useRef<HTMLDivElement>(null);
  const resultTitle = useRef<HTMLHeadingElement>(null);
  const primary = useRef<HTMLDivElement>(null);
  const packButton = useRef<HTMLButtonElement>(null);
  // The action on screen when Pack… opened its form: another one once it closes means the form was sent.
  const beforePack = useRef<string | undefined>(undefined);
  const firstAction = () => primary.current?.querySelector('button:enabled') ?? null;

  const actionId = action?.asked === true ? action.actionId : undefined;
  useEffect(() => {
    // A confirm step or a form that went as the action started dropped focus: it goes to the progress.
    if (actionId !== undefined && focusDropped()) actionArea.current?.focus();
  }, [actionId]);
  const resultId = result?.id;
  useEffect(() => {
    const el = document.activeElement;
    if (resultId !== undefined && (focusDropped() || actionArea.current?.contains(el)))
      resultTitle.current?.focus();
  }, [resultId]);

  const onPackClosed = () => {
    const started = useFulfilment.getState().action?.actionId !== beforePack.current;
    if (started) focusFirst(actionArea.current);
    else focusFirst(packButton.current, fallback());
  };

  return (
    <div className="fulfilment-bar">
      <div className="selection" role="status" aria-label={t('fulfilment.bar.selection')}>
        {n > 0 ? covers : <FormattedMessage id="fulfilment.bar.tick" />}
      </div>
      {n > 0 && (
        <button type="button" className="link" onClick={onClear} aria-label={t('fulfilment.bar.clearLabel')}>
          <FormattedMessage id="fulfilment.bar.clear" />
        </button>
      )}
      <div className="fulfilment-actions" ref={primary}>
        {view === 'toPack' && (
          <button
            ref={packButton}
            type="button"
            disabled={n === 0 || busy || packing}
            title={packing ? t('fulfilment.bar.packing') : undefined}
            onClick={() => {
              beforePack.current = action?.actionId;
              void openPack(selectedIds);
            }}
          >
            {busy ? (
              <FormattedMessage id="fulfilment.bar.reading" />
            ) : (
              <FormattedMessage id="fulfilment.bar.pack" values={{ covers: what }} />
            )}
          </button>
        )}
        {view === 'toDispatch' && (
          <>
            <PdfButtons
              label={t('fulfilment.bar.labels', { covers: what })}
              printLabel={t('fulfilment.bar.printLabels', { covers: what })}
              disabled={n === 0 || busy}
              onPdf={(to) => labels(selectedIds, to)}
            />
            <ReadyToDispatch
              ids={selectedIds}
              label={t('fulfilment.bar.ready', { covers: what })}
              disabled={n === 0 || busy}
            />
            <PdfButtons
              label={
                locationId === undefined
                  ? t('fulfilment.bar.manifests')
                  : t('fulfilment.bar.manifestsFor', { location: location(locationId) })
              }
              printLabel={
                locationId === undefined
                  ? t('fulfilment.bar.printManifests')
                  : t('fulfilment.bar.printManifestsFor', { location: location(locationId) })
              }
              className="secondary"
              disabled={busy}
              onPdf={(to) => manifests(locationId, to)}
            />
          </>
        )}
      </div>
      {packDrawn && (
        <DrawBoundary>
          <Suspense fallback={null}>
            <PackDialog onClosed={onPackClosed} />
          </Suspense>
        </DrawBoundary>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div ref={actionArea} tabIndex={-1} className="fulfilment-action">
        {/* Once the result is on screen its heading says what the job's last line said: shown once. */}
        {action && result === null && <JobProgress job={job} label={jobLabel(action.kind)} />}
        {result && (
          <section aria-labelledby="fulfilment-result" className="fulfilment-result">
            <h2 id="fulfilment-result" ref={resultTitle} tabIndex={-1}>
              {result.message}
            </h2>
            <ul>
              {result.items.map((i) => (
                <li key={i.shipmentId} className={i.outcome === 'refused' ? 'error' : undefined}>
                  <FormattedMessage
                    id="fulfilment.pack.line"
                    values={{
                      shipment: data(i.shipmentId),
                      sentence: i.message ?? t('fulfilment.result.noAnswer'),
                    }}
                  />
                </li>
              ))}
            </ul>
            {packed.length > 0 && (
              <>
                <PdfButtons
                  label={t('fulfilment.result.download', { count: packed.length })}
                  printLabel={t('fulfilment.result.print', { count: packed.length })}
                  disabled={busy}
                  onPdf={(to) => labels(packed, to)}
                />
                <ReadyToDispatch
                  ids={packed}
                  label={t('fulfilment.result.ready', { count: packed.length })}
                  disabled={busy}
                />
              </>
            )}
            <button
              type="button"
              className="secondary"
              onClick={() => {
                dismissResult();
                focusFirst(firstAction(), fallback());
              }}
            >
              <FormattedMessage id="fulfilment.result.dismiss" />
            </button>
          </section>
        )}
      </div>
    </div>
  );
}
