import { useState } from 'react';
import type { JobProgress as Progress } from '../../../shared/app/payloads.ts';
import { api, messageOf } from '../api/index.ts';
import { rateAndTimeLeft } from './job-rate.ts';

/**
 * A long job as a person follows it: what it is doing, how far it is (a real progress bar where the total is
 * known), its rate, and a Cancel button while it runs. `label` names the job for screen readers ("Shipment sync").
 */
export function JobProgress({ job, label }: { job: Progress | null; label: string }) {
  const [error, setError] = useState<string | null>(null);
  if (job === null) return null;
  const running = job.state === 'running';
  const cancel = () => {
    setError(null);
    api.cancelJob({ jobId: job.jobId }).catch((e: unknown) => setError(messageOf(e)));
  };
  return (
    <div className={`job-progress job-${job.state}`} role="group" aria-label={label}>
      {running && (
        <progress
          aria-label={`${label} progress`}
          max={job.total ?? undefined}
          value={job.total === null ? undefined : job.done}
        />
      )}
      <span role="status">
        {job.message}
        {running && rateAndTimeLeft(job, Date.now()) && ` (${rateAndTimeLeft(job, Date.now())})`}
      </span>
      {running && (
        <button
          type="button"
          className="secondary"
          onClick={cancel}
          aria-label={`Cancel ${label.toLowerCase()}`}
        >
          Cancel
        </button>
      )}
      {error && (
        <span className="error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
