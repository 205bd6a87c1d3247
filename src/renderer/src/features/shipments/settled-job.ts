import { useState } from 'react';
import type { JobProgress } from '../../../../shared/app/payloads.ts';

/**
 * The sync's line to show. A sync that has just ended keeps its last running line until the counts read after its
 * last change are on screen: "Full sync done" never sits beside a tab count still from the middle of the sync.
 */
export function jobToShow(
  job: JobProgress | null,
  shown: JobProgress | null,
  countsFinal: boolean,
): JobProgress | null {
  const ending = job !== null && job.state === 'done' && !countsFinal;
  if (ending && shown !== null && shown.jobId === job.jobId && shown.state === 'running') return shown;
  return job;
}

/** `jobToShow` across renders: what was shown last is remembered (derived state, set during render). */
export function useSettledJob(job: JobProgress | null, countsFinal: boolean): JobProgress | null {
  const [shown, setShown] = useState(job);
  const next = jobToShow(job, shown, countsFinal);
  if (next !== shown) setShown(next);
  return next;
}
