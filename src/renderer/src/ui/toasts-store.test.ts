import { describe, expect, it } from 'vitest';
import { createToasts, MAX_TOASTS, TOAST_MS, type ToastClock } from './toasts-store.ts';

/** A clock moved by hand: timers run when `advance` passes them. */
function handClock() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let ids = 0;
  const clock: ToastClock = {
    setTimeout: (run, ms) => {
      timers.set(++ids, { at: now + ms, run });
      return ids;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at))
      if (t.at <= now) {
        timers.delete(id);
        t.run();
      }
  };
  return { clock, advance };
}

const messages = (store: ReturnType<typeof createToasts>) => store.getState().toasts.map((t) => t.message);

describe('toasts', () => {
  it('keep at most four on screen: a burst replaces the oldest', () => {
    const { clock, advance } = handClock();
    const store = createToasts(clock);
    for (let n = 1; n <= 6; n++) store.getState().show(`${n} of 6 packed.`);
    expect(messages(store)).toEqual(['3 of 6 packed.', '4 of 6 packed.', '5 of 6 packed.', '6 of 6 packed.']);
    expect(messages(store)).toHaveLength(MAX_TOASTS);
    advance(TOAST_MS.info);
    expect(messages(store)).toEqual([]);
  });

  it('leave after a while, an error later than news', () => {
    const { clock, advance } = handClock();
    const store = createToasts(clock);
    store.getState().show('Labels 4 shipments.pdf downloaded.');
    store.getState().show('The marketplace did not answer.', 'error');
    advance(TOAST_MS.info - 1);
    expect(messages(store)).toEqual([
      'Labels 4 shipments.pdf downloaded.',
      'The marketplace did not answer.',
    ]);
    advance(1);
    expect(messages(store)).toEqual(['The marketplace did not answer.']);
    advance(TOAST_MS.error - TOAST_MS.info);
    expect(messages(store)).toEqual([]);
  });

  it('shows the same sentence once, and gives it its full time again', () => {
    const { clock, advance } = handClock();
    const store = createToasts(clock);
    store.getState().show('4 of 4 packed.');
    advance(TOAST_MS.info - 1000);
    store.getState().show('4 of 4 packed.');
    expect(messages(store)).toEqual(['4 of 4 packed.']);
    advance(TOAST_MS.info - 1);
    expect(messages(store)).toEqual(['4 of 4 packed.']);
    advance(1);
    expect(messages(store)).toEqual([]);
  });

  it('stays while held (pointer over it, focus in it), and leaves a full time after it is let go', () => {
    const { clock, advance } = handClock();
    const store = createToasts(clock);
    store.getState().show('Manifest Ekart.pdf downloaded.');
    const [toast] = store.getState().toasts;
    store.getState().hold(toast!.id);
    advance(TOAST_MS.info * 10);
    expect(messages(store)).toEqual(['Manifest Ekart.pdf downloaded.']);
    store.getState().release(toast!.id);
    advance(TOAST_MS.info - 1);
    expect(messages(store)).toHaveLength(1);
    advance(1);
    expect(messages(store)).toEqual([]);
  });

  it('goes at once when dismissed, and its timer does not touch a later toast', () => {
    const { clock, advance } = handClock();
    const store = createToasts(clock);
    store.getState().show('First.');
    store.getState().dismiss(store.getState().toasts[0]!.id);
    store.getState().show('First.');
    advance(TOAST_MS.info - 1);
    expect(messages(store)).toEqual(['First.']);
  });
});
