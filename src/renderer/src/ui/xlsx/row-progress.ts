import { AppError } from '../../../../shared/errors.ts';

/** How far a long read or write of a file's rows is: rows done of all of them. */
export interface RowProgress {
  done: number;
  total: number;
}

/** The error a cancelled read or write ends with; the screen says what happened in its own words. */
export const cancelledError = (): AppError => new AppError('CANCELLED', 'Cancelled.');

export const isCancelled = (error: unknown): boolean =>
  error instanceof AppError && error.code === 'CANCELLED';

interface Port {
  onmessage: (() => void) | null;
  postMessage(message: null): void;
  close(): void;
}

/**
 * Lets the thread take its messages (a Cancel among them) before the next chunk. A message channel rather than a
 * timer: nested timers are held to 4 ms each.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    // Typed by what both a window's or worker's and Node's message ports have (Node's typings lack `onmessage`).
    const channel = new MessageChannel() as unknown as { port1: Port; port2: Port };
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
