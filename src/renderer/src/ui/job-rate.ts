import type { JobProgress as Progress } from '../../../shared/app/payloads.ts';
import { numberFormat } from '../i18n/index.ts';

/** Items per second since the job started (after its first second), and the time left where the total is known. */
export function rateAndTimeLeft(job: Progress, now: number): string {
  const seconds = (now - Date.parse(job.startedAt)) / 1000;
  // In its first second a job's rate is mostly the luck of its first item's timing.
  if (job.state !== 'running' || job.done === 0 || !(seconds >= 1)) return '';
  const rate = job.done / seconds;
  const left = job.total === null ? null : Math.max(job.total - job.done, 0) / rate;
  const leftText =
    left === null
      ? ''
      : left < 60
        ? `, about ${Math.ceil(left)} s left`
        : `, about ${Math.ceil(left / 60)} min left`;
  return `${numberFormat({ maximumFractionDigits: 0 }).format(rate)}/s${leftText}`;
}
