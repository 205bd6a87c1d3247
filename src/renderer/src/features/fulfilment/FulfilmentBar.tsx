import { useShallow } from 'zustand/react/shallow';
import { useJobs } from '../../ui/jobs-store.ts';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useFulfilment } from './fulfilment-store.ts';
import { PdfButtons } from './PdfButtons.tsx';
import { useLocationLabel } from '../locations/location-names-store.ts';

const JOB_LABEL = { pack: 'Packing', dispatch: 'Ready to dispatch', cancel: 'Cancelling' } as const;

/**
 * What a selection covers and the actions on it, beside the tabs: "2 selected of 52 to pack", Pack… on To pack,
 * Ready to dispatch on To dispatch; then the action's progress and its result shipment by shipment.
 */
export function FulfilmentBar(props: {
  view: string;
  /** What the ticked rows are of the tab, "2 selected of 52 to pack" (coversSentence). */
  covers: string;
  selectedIds: string[];
  /** The grid's location filter: the manifests are that location's. */
  locationId: string | undefined;
  onClear: () => void;
}) {
  const { view, covers, selectedIds, locationId, onClear } = props;
  const { action, result, running, busy, error, saved } = useFulfilment(
    useShallow((s) => ({
      action: s.action,
      result: s.result,
      running: s.running,
      busy: s.busy,
      error: s.error,
      saved: s.saved,
    })),
  );
  const job = useJobs((s) => (action === null ? null : (s.byId[action.jobId] ?? null)));
  const location = useLocationLabel();
  const { openPack, readyToDispatch, dismissResult, labels, manifests } = useFulfilment.getState();
  const packed =
    result?.kind === 'pack' ? result.items.filter((i) => i.outcome === 'done').map((i) => i.shipmentId) : [];
  const n = selectedIds.length;
  // A second form while a pack runs would offer shipments already being packed.
  const packing = running && action?.kind === 'pack';
  const confirmDispatch = (ids: string[]) => {
    const m = ids.length;
    if (window.confirm(`Mark ${m} shipment${m === 1 ? '' : 's'} ready to dispatch? This cannot be undone.`))
      void readyToDispatch(ids);
  };
  const dispatch = () => confirmDispatch(selectedIds);
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
      {view === 'toPack' && (
        <button
          type="button"
          disabled={n === 0 || busy || packing}
          title={packing ? 'Shipments are being packed: pack more once that ends.' : undefined}
          onClick={() => void openPack(selectedIds)}
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
            onPdf={(to) => void labels(selectedIds, to)}
          />
          <button type="button" disabled={n === 0 || busy} onClick={dispatch}>
            {`Ready to dispatch (${n > 0 ? covers : 'none selected'})`}
          </button>
          <PdfButtons
            label={
              locationId === undefined ? "Today's manifests" : `Today's manifests for ${location(locationId)}`
            }
            printLabel={
              locationId === undefined
                ? "Print today's manifests"
                : `Print today's manifests for ${location(locationId)}`
            }
            className="secondary"
            disabled={busy}
            onPdf={(to) => void manifests(locationId, to)}
          />
        </>
      )}
      {saved && <p role="status">{saved}</p>}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {action && <JobProgress job={job} label={JOB_LABEL[action.kind]} />}
      {result && (
        <section aria-labelledby="fulfilment-result" className="fulfilment-result">
          <h2 id="fulfilment-result">{result.message}</h2>
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
                onPdf={(to) => void labels(packed, to)}
              />
              <button type="button" disabled={busy} onClick={() => confirmDispatch(packed)}>
                Ready to dispatch ({packed.length} packed)
              </button>
            </>
          )}
          <button type="button" className="secondary" onClick={dismissResult}>
            Dismiss
          </button>
        </section>
      )}
    </div>
  );
}
