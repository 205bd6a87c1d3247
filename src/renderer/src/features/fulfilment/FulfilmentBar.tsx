import { useEffect, useRef } from 'react';
import type { FulfilmentActionKind } from '../../../../shared/fulfilment/action-types.ts';
import { useShallow } from 'zustand/react/shallow';
import { useJobs } from '../../ui/jobs-store.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { focusDropped, focusFirst } from '../../ui/focus.ts';
import { useFulfilment } from './fulfilment-store.ts';
import { PackDialog } from './PackDialog.tsx';
import { PdfButtons } from './PdfButtons.tsx';
import { ReadyToDispatch } from './ReadyToDispatch.tsx';
import { useLocationLabel } from '../locations/location-names-store.ts';

const JOB_LABEL = {
  pack: 'Packing',
  dispatch: 'Ready to dispatch',
  cancel: 'Cancelling',
  selfShipDispatch: 'Marking dispatched',
  selfShipDeliver: 'Marking delivered',
  selfShipAttempt: 'Recording the failed attempt',
  trackingUpdate: 'Updating the tracking id',
} as const satisfies Record<FulfilmentActionKind, string>;

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
  const location = useLocationLabel();
  const { openPack, dismissResult, labels, manifests } = useFulfilment.getState();
  const packed =
    result?.kind === 'pack' ? result.items.filter((i) => i.outcome === 'done').map((i) => i.shipmentId) : [];
  const n = selectedIds.length;
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
      <div className="selection" role="status" aria-label="Selection">
        {n > 0 ? covers : 'Tick shipments to act on them.'}
      </div>
      {n > 0 && (
        <button type="button" className="link" onClick={onClear} aria-label="Clear the selection (Escape)">
          Clear
        </button>
      )}
      <div className="fulfilment-actions" ref={primary}>
        {view === 'toPack' && (
          <button
            ref={packButton}
            type="button"
            disabled={n === 0 || busy || packing}
            title={packing ? 'Shipments are being packed: pack more once that ends.' : undefined}
            onClick={() => {
              beforePack.current = action?.actionId;
              void openPack(selectedIds);
            }}
          >
            {busy ? 'Reading them…' : `Pack… (${n > 0 ? covers : 'none selected'})`}
          </button>
        )}
        {view === 'toDispatch' && (
          <>
            <PdfButtons
              label={`Labels and invoices (${n > 0 ? covers : 'none selected'})`}
              printLabel={`Print labels and invoices (${n > 0 ? covers : 'none selected'})`}
              disabled={n === 0 || busy}
              onPdf={(to) => labels(selectedIds, to)}
            />
            <ReadyToDispatch
              ids={selectedIds}
              label={`Ready to dispatch (${n > 0 ? covers : 'none selected'})`}
              disabled={n === 0 || busy}
            />
            <PdfButtons
              label={
                locationId === undefined
                  ? "Today's manifests"
                  : `Today's manifests for ${location(locationId)}`
              }
              printLabel={
                locationId === undefined
                  ? "Print today's manifests"
                  : `Print today's manifests for ${location(locationId)}`
              }
              className="secondary"
              disabled={busy}
              onPdf={(to) => manifests(locationId, to)}
            />
          </>
        )}
      </div>
      <PackDialog onClosed={onPackClosed} />
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div ref={actionArea} tabIndex={-1} className="fulfilment-action">
        {/* Once the result is on screen its heading says what the job's last line said: shown once. */}
        {action && result === null && <JobProgress job={job} label={JOB_LABEL[action.kind]} />}
        {result && (
          <section aria-labelledby="fulfilment-result" className="fulfilment-result">
            <h2 id="fulfilment-result" ref={resultTitle} tabIndex={-1}>
              {result.message}
            </h2>
            <ul>
              {result.items.map((i) => (
                <li key={i.shipmentId} className={i.outcome === 'refused' ? 'error' : undefined}>
                  {i.shipmentId}: {i.message ?? 'No answer yet.'}
                </li>
              ))}
            </ul>
            {packed.length > 0 && (
              <>
                <PdfButtons
                  label={`Download labels and invoices (${packed.length})`}
                  printLabel={`Print labels and invoices (${packed.length})`}
                  disabled={busy}
                  onPdf={(to) => labels(packed, to)}
                />
                <ReadyToDispatch
                  ids={packed}
                  label={`Ready to dispatch (${packed.length} packed)`}
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
              Dismiss
            </button>
          </section>
        )}
      </div>
    </div>
  );
}
