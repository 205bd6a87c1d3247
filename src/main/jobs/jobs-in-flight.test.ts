import { describe, expect, it } from 'vitest';
import { JobsInFlight } from './jobs-in-flight.ts';

/** Whether a promise has settled, after the callbacks queued so far have run. */
async function settledYet(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return settled;
}

describe('the jobs a service has in flight', () => {
  it('drains once each job started has ended, counting one started while it waited', async () => {
    const inFlight = new JobsInFlight();
    const ends: (() => void)[] = [];
    expect(inFlight.start((end) => (ends.push(end), 'job-1'))).toBe('job-1');
    const drained = inFlight.drained();
    inFlight.start((end) => ends.push(end));
    ends[0]?.();
    expect(await settledYet(drained)).toBe(false);
    ends[1]?.();
    expect(await settledYet(drained)).toBe(true);
  });

  it('counts a start the registry refused (the app closing) as ended, and passes its error on', async () => {
    const inFlight = new JobsInFlight();
    expect(() =>
      inFlight.start(() => {
        throw new Error('Stockroom is closing; the job was not started.');
      }),
    ).toThrow('Stockroom is closing; the job was not started.');
    expect(await settledYet(inFlight.drained())).toBe(true);
  });
});
