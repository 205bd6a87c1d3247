import { useListings } from './listings-store.ts';

const count = new Intl.NumberFormat('en-IN');

function timeLeft(seconds: number | null): string {
  if (seconds === null) return '';
  return seconds < 60 ? `about ${seconds} s left` : `about ${Math.ceil(seconds / 60)} min left`;
}

/** The upload button, the progress of the current upload with pause/resume/cancel, and "Retry failed". */
export function UploadPanel() {
  const rows = useListings((s) => s.rows.length);
  const counts = useListings((s) => s.counts);
  const validated = useListings((s) => s.validated);
  const uploads = useListings((s) => s.uploads);
  const progress = useListings((s) => s.progress);
  const upload = useListings((s) => s.upload);
  const act = useListings((s) => s.uploadAction);
  const latest = uploads[0];
  const running = latest?.state === 'running' && !latest.interrupted;
  const ready = rows - counts.rowsWithErrors;
  const live = progress !== null && latest !== undefined && progress.uploadId === latest.id ? progress : null;

  return (
    <section className="listing-upload" aria-labelledby="upload-title">
      <h2 id="upload-title">Upload</h2>
      <button type="button" disabled={!validated || running || ready <= 0} onClick={() => void upload()}>
        Upload {count.format(Math.max(ready, 0))} {ready === 1 ? 'listing' : 'listings'}
      </button>
      {counts.rowsWithErrors > 0 && (
        <span className="muted"> {count.format(counts.rowsWithErrors)} with errors held back</span>
      )}
      {latest !== undefined && (
        <div className="upload-state" role="group" aria-label="Listing upload">
          {running && (
            <progress
              aria-label="Listing upload progress"
              max={latest.total}
              value={live?.done ?? latest.answered}
            />
          )}
          <span role="status">
            {running
              ? `${count.format(live?.done ?? latest.answered)} of ${count.format(latest.total)} SKUs answered` +
                (live && live.rate > 0
                  ? `, ${live.rate.toFixed(1)} SKUs/s, ${timeLeft(live.secondsLeft)}`
                  : '')
              : latest.interrupted
                ? `An upload was interrupted: ${latest.answered} of ${latest.total} SKUs answered.`
                : latest.message}
          </span>
          {running && (
            <>
              <button type="button" className="secondary" onClick={() => void act('pause', latest.id)}>
                Pause upload
              </button>
              <button type="button" className="secondary" onClick={() => void act('cancel', latest.id)}>
                Cancel upload
              </button>
            </>
          )}
          {(latest.state === 'paused' || latest.interrupted || latest.state === 'failed') && (
            <button type="button" onClick={() => void act('resume', latest.id)}>
              Resume upload
            </button>
          )}
          {!running && latest.failed > 0 && (
            <button type="button" className="secondary" onClick={() => void act('retry', latest.id)}>
              Retry {latest.failed} failed
            </button>
          )}
        </div>
      )}
    </section>
  );
}
