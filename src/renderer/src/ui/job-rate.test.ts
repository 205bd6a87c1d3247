import { describe, expect, it } from 'vitest';
import type { JobProgress } from '../../../shared/app/payloads.ts';
import { rateAndTimeLeft } from './job-rate.ts';

const job = (done: number, total: number | null = null): JobProgress => ({
  jobId: 'j',
  kind: 'feedSync:mobiles',
  profileId: 'demo',
  startedAt: '2026-11-23T10:00:00.000Z',
  seq: 1,
  state: 'running',
  done,
  total,
  message: '',
});
const at = (seconds: number) => Date.parse('2026-11-23T10:00:00.000Z') + seconds * 1000;

describe('a running job’s rate', () => {
  it('says nothing in the job’s first second, when one early item would read as thousands a second', () => {
    expect(rateAndTimeLeft(job(500), at(0.002))).toBe('');
  });

  it('counts items per second since the start, with Indian digit grouping, and the time left when the total is known', () => {
    expect(rateAndTimeLeft(job(250_000), at(2))).toBe('1,25,000/s');
    expect(rateAndTimeLeft(job(500, 2_000), at(5))).toBe('100/s, about 15 s left');
  });
});
