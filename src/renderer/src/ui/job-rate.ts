import type { JobProgress as Progress } from '../../../shared/app/payloads.ts';
import { numberFormat, t } from '../i18n/index.ts';

/** Items per second since the job started (after its first second), and the time left where the total is known. */
export function rateAndTimeLeft(job: Progress, now: number): string {
  const seconds = (now - Date.parse(job.startedAt)) / 1000;
  // In its first second a job's rate is mostly the luck of its first item's timing.
  if (job.state !== 'running' || job.done === 0 || !(seconds >= 1)) return '';
  const rate = job.done / seconds;
  const left = job.total === null ? null : Math.max(job.total - job.done, 0) / rate;
  const perSecond = numberFormat({ maximumFractionDigits: 0 }).format(rate);
  if (left === null) return t('ui.job.rate', { rate: perSecond });
  return left < 60
    ? t('ui.job.rateSecondsLeft', { rate: perSecond, seconds: Math.ceil(left) })
    : t('ui.job.rateMinutesLeft', { rate: perSecond, minutes: Math.ceil(left / 60) });
}
