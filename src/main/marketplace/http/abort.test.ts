import { afterEach, describe, expect, it } from 'vitest';
import { raceAbort } from './abort.ts';

const unhandled: unknown[] = [];
const record = (reason: unknown) => void unhandled.push(reason);
afterEach(() => {
  process.off('unhandledRejection', record);
  unhandled.length = 0;
});

/** Unhandled rejections are reported once the microtasks have run. */
const reported = () => new Promise((resolve) => setImmediate(resolve));

describe('raceAbort', () => {
  it('a caller already cancelled gets CANCELLED, and the shared work failing later fails nobody', async () => {
    process.on('unhandledRejection', record);
    const controller = new AbortController();
    controller.abort();
    let fail: (error: Error) => void = () => {};
    // The shared work (a token renewal several callers wait on) is still under way when this caller gives up.
    const shared = new Promise<never>((_, reject) => (fail = reject));
    await expect(raceAbort(shared, controller.signal)).rejects.toMatchObject({ code: 'CANCELLED' });
    fail(new Error('the sign-in service refused the connection'));
    await reported();
    expect(unhandled).toEqual([]);
  });

  it('a caller cancelled while waiting gets CANCELLED; one still waiting gets the work’s own outcome', async () => {
    process.on('unhandledRejection', record);
    const controller = new AbortController();
    let fail: (error: Error) => void = () => {};
    const shared = new Promise<never>((_, reject) => (fail = reject));
    const cancelled = raceAbort(shared, controller.signal);
    const waiting = raceAbort(shared, new AbortController().signal);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ code: 'CANCELLED' });
    fail(new Error('refused'));
    await expect(waiting).rejects.toThrow('refused');
    await reported();
    expect(unhandled).toEqual([]);
  });
});
