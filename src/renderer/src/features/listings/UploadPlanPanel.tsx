import { useEffect, useRef } from 'react';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useLatestJob } from '../../ui/jobs-store.ts';
import { useListings } from './listings-store.ts';
import { PreviewTable } from './PreviewTable.tsx';

const count = new Intl.NumberFormat('en-IN');
const skus = (n: number) => `${count.format(n)} ${n === 1 ? 'SKU' : 'SKUs'}`;

/**
 * The step before an upload sends anything: how many SKUs will change at the marketplace, a preview of old → new
 * read from the listings as they are now, and leaving out the SKUs with nothing to change.
 */
export function UploadPlanPanel({ onClosed }: { onClosed: (sent: boolean) => void }) {
  const plan = useListings((s) => s.plan);
  const title = useRef<HTMLHeadingElement>(null);
  const open = plan !== null;
  // The plan opens where the person reads on: its heading, then Send and Cancel (not Send itself, one Enter away).
  useEffect(() => {
    if (open) title.current?.focus();
  }, [open]);
  const profileId = useListings((s) => s.profileId);
  const { cancelPlan, sendPlan, previewPlan, showPreview, leaveOutUnchanged } = useListings.getState();
  const job = useLatestJob('listingsPreview', profileId ?? undefined);
  const previewJob = plan?.previewJobId != null && job?.jobId === plan.previewJobId ? job : null;
  // A cancelled or failed preview shows its job's sentence, never a half-read comparison.
  const previewEnded = previewJob?.state === 'done';
  const previewJobId = plan?.previewJobId ?? null;

  // The preview's reads are compared once its job ends.
  useEffect(() => {
    if (previewEnded && previewJobId !== null) void showPreview();
  }, [previewEnded, previewJobId, showPreview]);

  if (plan === null) return null;
  const preview = plan.preview;
  const same = preview?.filter((i) => i.state === 'same').length ?? 0;
  const changing = plan.rowIds.length - same;
  const parts = [
    plan.changed > 0 ? `${count.format(plan.changed)} changed since upload` : '',
    plan.fresh > 0 ? `${count.format(plan.fresh)} new` : '',
    plan.listedElsewhere > 0
      ? `${count.format(plan.listedElsewhere)} already listed, not sent from Stockroom before`
      : '',
    plan.failed > 0 ? `${count.format(plan.failed)} refused last time` : '',
    plan.leftOut > 0 ? `${count.format(plan.leftOut)} with nothing to change left out` : '',
  ].filter((p) => p !== '');

  return (
    <section className="upload-plan" aria-labelledby="upload-plan-title">
      <h3 id="upload-plan-title" ref={title} tabIndex={-1}>
        Before sending
      </h3>
      <p role="status" aria-label="What the upload will change">
        {plan.rowIds.length === 0
          ? 'Every row is uploaded as it is: there is nothing to send.'
          : `${skus(changing)} will change at the marketplace${parts.length > 0 ? ` (${parts.join(', ')})` : ''}.`}
        {preview !== null && same > 0 && ` ${skus(same)} would be sent with nothing to change.`}
      </p>
      <div className="plan-actions">
        <button
          type="button"
          disabled={plan.rowIds.length === 0}
          onClick={() =>
            void sendPlan().then(() => {
              if (useListings.getState().plan === null) onClosed(true);
            })
          }
        >
          Send {skus(plan.rowIds.length)}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={plan.rowIds.length === 0 || previewJob?.state === 'running'}
          onClick={() => void previewPlan()}
        >
          Preview changes
        </button>
        {same > 0 && (
          <button type="button" className="secondary" onClick={leaveOutUnchanged}>
            Leave out {skus(same)} with nothing to change
          </button>
        )}
        <button
          type="button"
          className="secondary"
          onClick={() => {
            cancelPlan();
            onClosed(false);
          }}
        >
          Cancel
        </button>
      </div>
      <JobProgress job={previewJob} label="Reading listings for the preview" />
      {preview !== null && <PreviewTable items={preview} />}
    </section>
  );
}
