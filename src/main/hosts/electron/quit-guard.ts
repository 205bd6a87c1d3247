import { t } from '../../i18n/backend-language.ts';

/** How long quitting waits for running jobs to record where they are. */
export const QUIT_WAIT_MS = 5_000;

export interface QuittingApp {
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): void;
  quit(): void;
}

export interface QuitGuardOptions {
  /** Jobs running now. */
  runningJobs(): number;
  /** Stops the backend: cancels the jobs (each writes its checkpoint) and closes the database. */
  close(): Promise<void>;
  /** A sentence for the window while quitting waits. */
  say(message: string): void;
  /** A timer, injected so a test needs no real wait. */
  wait?: (ms: number) => Promise<void>;
  waitMs?: number;
}

/**
 * Quitting stops the backend first: running jobs are cancelled and reach a checkpoint (a sync keeps what it
 * stored, an upload its journal), the database closes, then the app goes. It waits at most `waitMs`, saying so in
 * the window meanwhile; a job that does not stop by then is recorded as stopped on the next start.
 */
export function guardQuit(
  app: QuittingApp,
  options: QuitGuardOptions,
): { closed: Promise<void>; closeThen(action: () => void): void } {
  const wait = options.wait ?? ((ms) => new Promise<void>((r) => setTimeout(r, ms).unref()));
  const waitMs = options.waitMs ?? QUIT_WAIT_MS;
  let phase: 'open' | 'closing' | 'closed' = 'open';
  let finished!: () => void;
  const closed = new Promise<void>((resolve) => (finished = resolve));
  let then = () => app.quit();
  const close = () => {
    phase = 'closing';
    const running = options.runningJobs();
    if (running > 0)
      options.say(t('desktop.quit.waiting', { count: running, seconds: Math.round(waitMs / 1000) }));
    const stop = options.close().catch(() => undefined);
    void Promise.race([stop, wait(waitMs)]).then(() => {
      phase = 'closed';
      finished();
      then();
    });
  };
  app.on('before-quit', (event) => {
    if (phase === 'closed') return;
    event.preventDefault();
    if (phase === 'open') close();
  });
  return {
    closed,
    // The same close, then `action` instead of a plain quit (an update's install, which quits by itself): the
    // backend is closed before the installer runs, and the quit that follows goes at once.
    closeThen: (action) => {
      then = action;
      if (phase === 'closed') action();
      else if (phase === 'open') close();
    },
  };
}
