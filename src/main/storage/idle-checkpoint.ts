import type { Timers } from '../background-sync/scheduler.ts';

/** No job for this long, and the log is copied into the database file and truncated. */
export const IDLE_CHECKPOINT_MS = 30_000;

export interface IdleCheckpointOptions {
  /** Truncates the log (the checkpoint thread's `truncate`): true when done, false when it was busy. */
  truncate(): Promise<boolean>;
  runningJobs(): number;
  timers: Timers;
  onError(error: unknown): void;
  idleMs?: number;
}

/**
 * The background checkpoints copy the log into the file while the app works, but a log only shrinks when it is
 * truncated: a fresh Demo left a 31 MB log beside an 11 MB database for as long as the app stayed open. Once no job
 * has run for 30 s the log is truncated, once per quiet spell; a busy attempt tries again after the next 30 s.
 */
export class IdleCheckpoint {
  readonly #options: IdleCheckpointOptions;
  #handle: unknown = null;
  #stopped = false;

  constructor(options: IdleCheckpointOptions) {
    this.#options = options;
  }

  /** From the start, idle counts as after a job. */
  start(): void {
    this.#arm();
  }

  /** A job began, moved or ended: the quiet spell starts again. */
  activity(): void {
    this.#disarm();
    this.#arm();
  }

  stop(): void {
    this.#stopped = true;
    this.#disarm();
  }

  #arm(): void {
    if (this.#stopped) return;
    this.#handle = this.#options.timers.set(() => {
      this.#handle = null;
      // A long job that reports seldom: the quiet spell has not begun yet.
      if (this.#options.runningJobs() > 0) return this.#arm();
      this.#options.truncate().then(
        (done) => {
          if (!done) this.#arm();
        },
        (error: unknown) => this.#options.onError(error),
      );
    }, this.#options.idleMs ?? IDLE_CHECKPOINT_MS);
  }

  #disarm(): void {
    if (this.#handle !== null) this.#options.timers.clear(this.#handle);
    this.#handle = null;
  }
}
