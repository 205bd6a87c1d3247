import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { JobProgress, JobState } from '../../shared/ipc/payloads.ts';
import { AppError } from '../../shared/errors.ts';
import type { EventBus } from '../backend/event-bus.ts';

export interface JobContext {
  jobId: string;
  signal: AbortSignal;
  progress(done: number, total: number | null, message: string): void;
}

/**
 * Long work as jobs: an id, progress events with a sequence number, cancel through an AbortController, and a row
 * in SQLite so a crash leaves a trace the next start can act on.
 */
export class JobRegistry {
  private readonly db: DatabaseSync;
  private readonly bus: EventBus;
  private readonly running = new Map<string, { controller: AbortController; seq: number; kind: string }>();

  constructor(db: DatabaseSync, bus: EventBus) {
    this.db = db;
    this.bus = bus;
    // Whatever was running when the app last stopped did not finish.
    db.prepare(
      `UPDATE jobs SET state = 'failed', message = 'Stopped when Stockroom closed', updated_at = ? WHERE state = 'running'`,
    ).run(new Date().toISOString());
  }

  start(kind: string, profileId: string, work: (ctx: JobContext) => Promise<string>): string {
    const jobId = randomUUID();
    const controller = new AbortController();
    const now = new Date().toISOString();
    this.db
      .prepare(
        'INSERT INTO jobs (id, kind, profile_id, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(jobId, kind, profileId, 'running', now, now);
    const entry = { controller, seq: 0, kind };
    this.running.set(jobId, entry);
    let last = { done: 0, total: null as number | null };
    const report = (state: JobState, message: string) => {
      entry.seq += 1;
      this.db
        .prepare('UPDATE jobs SET state = ?, done = ?, total = ?, message = ?, updated_at = ? WHERE id = ?')
        .run(state, last.done, last.total, message, new Date().toISOString(), jobId);
      const payload: JobProgress = {
        jobId,
        kind,
        seq: entry.seq,
        state,
        done: last.done,
        total: last.total,
        message,
      };
      this.bus.emit('jobProgress', payload);
    };
    const ctx: JobContext = {
      jobId,
      signal: controller.signal,
      progress: (done, total, message) => {
        last = { done, total };
        report('running', message);
      },
    };
    void work(ctx)
      .then(
        (message) => report('done', message),
        (error: unknown) => {
          const cancelled =
            controller.signal.aborted || (error instanceof AppError && error.code === 'CANCELLED');
          report(
            cancelled ? 'cancelled' : 'failed',
            cancelled
              ? 'Cancelled'
              : error instanceof AppError
                ? error.message
                : 'The job failed unexpectedly.',
          );
        },
      )
      .finally(() => this.running.delete(jobId));
    return jobId;
  }

  cancel(jobId: string): void {
    const entry = this.running.get(jobId);
    if (!entry) throw new AppError('NOT_FOUND', 'That job is not running any more.', { jobId });
    entry.controller.abort();
  }

  cancelAll(): void {
    for (const entry of this.running.values()) entry.controller.abort();
  }
}
