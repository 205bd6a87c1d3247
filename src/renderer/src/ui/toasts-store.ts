import { create } from 'zustand';

/** A short sentence about something that just happened ("Labels 4 shipments.pdf downloaded."). */
export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'error';
}

/** The timers toasts leave by: the window's, or a test's own. */
export interface ToastClock {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** At most this many on screen: a burst of news replaces the oldest rather than covering the window. */
export const MAX_TOASTS = 4;

/** How long a toast stays: long enough to read twice; an error longer, since it asks for something. */
export const TOAST_MS = { info: 8_000, error: 20_000 } as const;

interface ToastsState {
  toasts: Toast[];
  /** One toast per event; the same sentence already on screen is not shown twice: it stays for the full time again. */
  show(message: string, tone?: Toast['tone']): void;
  dismiss(id: number): void;
  /** While the pointer is over it or focus is in it, a toast stays; `release` starts its time again. */
  hold(id: number): void;
  release(id: number): void;
}

const windowClock: ToastClock = {
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export function createToasts(clock: ToastClock = windowClock) {
  const timers = new Map<number, unknown>();
  let next = 1;
  return create<ToastsState>()((set, get) => {
    const stop = (id: number) => {
      if (timers.has(id)) clock.clearTimeout(timers.get(id));
      timers.delete(id);
    };
    const start = (toast: Toast) => {
      stop(toast.id);
      timers.set(
        toast.id,
        clock.setTimeout(() => get().dismiss(toast.id), TOAST_MS[toast.tone]),
      );
    };
    return {
      toasts: [],
      show: (message, tone = 'info') => {
        const shown = get().toasts.find((t) => t.message === message);
        if (shown !== undefined) {
          start(shown);
          return;
        }
        const toast = { id: next++, message, tone };
        const kept = get().toasts.slice(-(MAX_TOASTS - 1));
        for (const gone of get().toasts.slice(0, -(MAX_TOASTS - 1))) stop(gone.id);
        set({ toasts: [...kept, toast] });
        start(toast);
      },
      dismiss: (id) => {
        stop(id);
        set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
      },
      hold: stop,
      release: (id) => {
        const toast = get().toasts.find((t) => t.id === id);
        if (toast !== undefined) start(toast);
      },
    };
  });
}

export const useToasts = createToasts();
