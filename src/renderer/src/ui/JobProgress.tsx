import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { t } from '../i18n/index.ts';
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
  const rate = running ? rateAndTimeLeft(job, Date.now()) : '';
  const cancel = () => {
    setError(null);
    api.cancelJob({ jobId: job.jobId }).catch((e: unknown) => setError(messageOf(e)));
  };
  return (
    <div className={`job-progress job-${job.state}`} role="group" aria-label={label}>
      {running && (
        <progress
          aria-label={t('ui.job.progressLabel', { label })}
          max={job.total ?? undefined}
          value={job.total === null ? undefined : job.done}
        />
      )}
      <span role="status">
        {rate ? t('ui.job.messageWithRate', { message: job.message, rate }) : job.message}
      </span>
      {running && (
        <button
          type="button"
          className="secondary"
          onClick={cancel}
          aria-label={t('ui.job.cancelLabel', { label: label.toLowerCase() })}
        >
          <FormattedMessage id="ui.action.cancel" />
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
