import { describe, expect, it } from 'vitest';
import type { JobProgress } from '../../../../shared/app/payloads.ts';
import { jobToShow } from './settled-job.ts';

const job = (state: JobProgress['state'], message: string, jobId = 'J1'): JobProgress => ({
  jobId,
  kind: 'shipmentSync',
  profileId: 'p',
  startedAt: '2026-11-27T10:00:00.000Z',
  seq: 1,
  state,
  done: 3,
  total: 4,
  message,
});

describe('the sync line beside the counts', () => {
  const running = job('running', '3 of 4 windows');
  const done = job('done', 'Full sync done: 150 shipments stored.');

  it('keeps the running line while the counts after the last change are on their way', () => {
    expect(jobToShow(done, running, false)).toBe(running);
  });

  it('says done once the counts on screen are final', () => {
    expect(jobToShow(done, running, true)).toBe(done);
  });

  it('shows what it has when there is no running line of that job to keep', () => {
    expect(jobToShow(done, null, false)).toBe(done);
    expect(jobToShow(done, job('running', 'older', 'J0'), false)).toBe(done);
    const failed = job('failed', 'The marketplace did not answer.');
    expect(jobToShow(failed, running, false)).toBe(failed);
    expect(jobToShow(null, running, false)).toBeNull();
  });
});
