import { useEffect, useRef, useState } from 'react';
import { focusDropped, focusFirst } from '../../ui/focus.ts';
import { useLatestJob } from '../../ui/jobs-store.ts';
import { useListings } from './listings-store.ts';
import { UploadPlanPanel } from './UploadPlanPanel.tsx';
import { UploadRefusals } from './UploadRefusals.tsx';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';

/**
 * The upload button (which first says what will change, UploadPlanPanel), the progress of the current upload with
 * pause/resume/cancel, why SKUs were not accepted, "Retry failed", and "Restore listings to before this upload" (named apart from the toolbar's
 * Undo, which undoes an edit of the sheet: this one changes the marketplace, and the sheet with it).
 */
export function UploadPanel({ jump }: { jump: (row: number, column: string) => void }) {
  const rows = useListings((s) => s.rows.length);
  const counts = useListings((s) => s.counts);
  const validated = useListings((s) => s.validated);
  const uploads = useListings((s) => s.uploads);
  const profileId = useListings((s) => s.profileId);
  // An upload's progress is its job's (one stream): done, total, and a sentence with the rate and time left.
  const job = useLatestJob('listingsUpload', profileId ?? undefined);
  const planned = useListings((s) => s.plan !== null);
  const { planUpload, undoUpload } = useListings.getState();
  const act = useListings((s) => s.uploadAction);
  const latest = uploads[0];
  const running = latest?.state === 'running' && !latest.interrupted;
  const resumable =
    latest !== undefined && (latest.state === 'paused' || latest.interrupted || latest.state === 'failed');
  const ready = rows - counts.rowsWithErrors;
  const live = running && job?.state === 'running' ? job : null;
  // An upload can be undone once it has ended, unless it is an undo or was undone already.
  const undoable =
    latest !== undefined &&
    !running &&
    !latest.interrupted &&
    latest.undoes === undefined &&
    latest.answered > latest.failed &&
    !uploads.some((u) => u.undoes === latest.id && u.state !== 'cancelled');

  // Where focus goes when the plan closes, once the screen shows it closed: Upload… after Cancel; after Send the
  // upload's own section (Upload… is disabled while it runs), never the page.
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [returnTo, setReturnTo] = useState<'button' | 'heading' | null>(null);
  useEffect(() => {
    if (returnTo === null || planned) return;
    (returnTo === 'button' ? button : heading).current?.focus();
    setReturnTo(null);
  }, [returnTo, planned]);
  // Pause and Cancel go with the running upload they stop: focus then goes to Resume (after a pause) or the section's
  // heading, never to the page, unless the person has moved it elsewhere meanwhile.
  const resumeButton = useRef<HTMLButtonElement>(null);
  const [stopping, setStopping] = useState(false);
  useEffect(() => {
    if (!stopping || running) return;
    if (focusDropped()) focusFirst(resumeButton.current, heading.current);
    setStopping(false);
  }, [stopping, running]);
  const stop = (action: 'pause' | 'cancel', uploadId: string) => {
    setStopping(true);
    void act(action, uploadId);
  };
  // A stopped upload's Cancel goes away with it: focus goes to the section's heading.
  const cancelWaiting = async (uploadId: string) => {
    await act('cancel', uploadId);
    heading.current?.focus();
  };

  return (
    <section className="listing-upload" aria-labelledby="upload-title">
      <h2 id="upload-title" ref={heading} tabIndex={-1}>
        <FormattedMessage id="listings.upload.title" />
      </h2>
      <button
        ref={button}
        type="button"
        disabled={!validated || running || ready <= 0 || planned}
        onClick={planUpload}
      >
        <FormattedMessage id="listings.upload.button" />
      </button>
      {counts.rowsWithErrors > 0 && (
        <span className="muted gap-before">
          <FormattedMessage id="listings.upload.heldBack" values={{ n: counts.rowsWithErrors }} />
        </span>
      )}
      {latest !== undefined && (
        <div className="upload-state" role="group" aria-label={t('listings.upload.group')}>
          {running && (
            <progress
              aria-label={t('listings.upload.progress')}
              max={latest.total}
              value={live?.done ?? latest.answered}
            />
          )}
          <span role="status">
            {running
              ? (live?.message ??
                t('listings.upload.answered', { answered: latest.answered, total: latest.total }))
              : latest.interrupted
                ? t('listings.upload.interrupted', { answered: latest.answered, total: latest.total })
                : latest.message}
          </span>
          {running && (
            <>
              <button type="button" className="secondary" onClick={() => stop('pause', latest.id)}>
                <FormattedMessage id="listings.upload.pause" />
              </button>
              <button type="button" className="secondary" onClick={() => stop('cancel', latest.id)}>
                <FormattedMessage id="listings.upload.cancel" />
              </button>
            </>
          )}
          {latest.offline === 'back' && (
            <p role="status" className="notice">
              <FormattedMessage id="listings.upload.back" values={{ n: latest.total - latest.answered }} />
            </p>
          )}
          {resumable && (
            <>
              <button ref={resumeButton} type="button" onClick={() => void act('resume', latest.id)}>
                {latest.offline === undefined
                  ? t('listings.upload.resume')
                  : t('listings.upload.sendWaiting', { n: latest.total - latest.answered })}
              </button>
              {/* Its unanswered SKUs stay its own (no other upload takes them) until it is resumed or cancelled. */}
              <button type="button" className="secondary" onClick={() => void cancelWaiting(latest.id)}>
                <FormattedMessage id="listings.upload.cancel" />
              </button>
            </>
          )}
          {undoable && (
            <button type="button" className="secondary" onClick={() => void undoUpload(latest.id)}>
              <FormattedMessage id="listings.upload.restore" />
            </button>
          )}
          {!running && latest.failed > 0 && latest.undoes === undefined && (
            <button type="button" className="secondary" onClick={() => void act('retry', latest.id)}>
              <FormattedMessage id="listings.upload.retry" values={{ n: latest.failed }} />
            </button>
          )}
        </div>
      )}
      <UploadRefusals jump={jump} />
      <UploadPlanPanel onClosed={(sent) => setReturnTo(sent ? 'heading' : 'button')} />
    </section>
  );
}
