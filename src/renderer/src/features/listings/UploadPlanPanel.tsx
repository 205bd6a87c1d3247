import { useEffect, useRef } from 'react';
import { JobProgress } from '../../ui/JobProgress.tsx';
import { useLatestJob } from '../../ui/jobs-store.ts';
import { useListings } from './listings-store.ts';
import { PreviewTable } from './PreviewTable.tsx';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';

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
  const sending = useListings((s) => s.sending);
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
    plan.changed > 0 ? t('listings.plan.partChanged', { n: plan.changed }) : '',
    plan.fresh > 0 ? t('listings.plan.partNew', { n: plan.fresh }) : '',
    plan.listedElsewhere > 0 ? t('listings.plan.partListedElsewhere', { n: plan.listedElsewhere }) : '',
    plan.failed > 0 ? t('listings.plan.partRefused', { n: plan.failed }) : '',
    plan.leftOut > 0 ? t('listings.plan.partLeftOut', { n: plan.leftOut }) : '',
  ].filter((p) => p !== '');

  return (
    <section className="upload-plan" aria-labelledby="upload-plan-title">
      <h3 id="upload-plan-title" ref={title} tabIndex={-1}>
        <FormattedMessage id="listings.plan.title" />
      </h3>
      <p role="status" aria-label={t('listings.plan.willChangeLabel')}>
        {plan.rowIds.length === 0
          ? t('listings.plan.nothingToSend')
          : parts.length > 0
            ? t('listings.plan.willChangeParts', { n: changing, parts: parts.join(', ') })
            : t('listings.plan.willChange', { n: changing })}
        {preview !== null && same > 0 && (
          <span className="gap-before">
            <FormattedMessage id="listings.plan.sameSent" values={{ n: same }} />
          </span>
        )}
      </p>
      <div className="plan-actions">
        <button
          type="button"
          disabled={plan.rowIds.length === 0 || sending}
          onClick={() =>
            void sendPlan().then(() => {
              if (useListings.getState().plan === null) onClosed(true);
            })
          }
        >
          <FormattedMessage id="listings.plan.send" values={{ n: plan.rowIds.length }} />
        </button>
        <button
          type="button"
          className="secondary"
          disabled={plan.rowIds.length === 0 || previewJob?.state === 'running'}
          onClick={() => void previewPlan()}
        >
          <FormattedMessage id="listings.plan.preview" />
        </button>
        {same > 0 && (
          <button type="button" className="secondary" onClick={leaveOutUnchanged}>
            <FormattedMessage id="listings.plan.leaveOut" values={{ n: same }} />
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
          <FormattedMessage id="listings.plan.cancel" />
        </button>
      </div>
      <JobProgress job={previewJob} label={t('listings.plan.reading')} />
      {preview !== null && <PreviewTable items={preview} />}
    </section>
  );
}
