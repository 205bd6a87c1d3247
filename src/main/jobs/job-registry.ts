import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { JobKind } from '../../shared/app/job-kinds.ts';
import type { JobProgress, JobState } from '../../shared/app/payloads.ts';
import { AppError } from '../../shared/errors.ts';
import type { EventBus } from '../backend/event-bus.ts';
import { t } from '../i18n/backend-language.ts';

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
  private readonly now: () => Date;
  private closing = false;
  private readonly running = new Map<
    string,
    { controller: AbortController; seq: number; kind: JobKind; settled: Promise<void> }
  >();

  constructor(db: DatabaseSync, bus: EventBus, now: () => Date = () => new Date()) {
    this.db = db;
    this.bus = bus;
    this.now = now;
    // Whatever was running when the app last stopped did not finish. A quit records each job's end on the way out,
    // so one still running here was cut short by a crash or a forced stop, and is said so.
    db.prepare(`UPDATE jobs SET state = 'failed', message = ?, updated_at = ? WHERE state = 'running'`).run(
      t('jobs.message.stoppedUnexpectedly'),
      now().toISOString(),
    );
  }

  /** Jobs running now and the last ones that ended, newest first, so a reloaded screen finds its job again. */
  list(kind?: JobKind, limit = 20): JobProgress[] {
    const rows = this.db
      .prepare(
        `SELECT id, kind, profile_id, created_at, state, done, total, message FROM jobs WHERE (? IS NULL OR kind = ?)
         ORDER BY state = 'running' DESC, updated_at DESC LIMIT ?`,
      )
      .all(kind ?? null, kind ?? null, limit) as {
      id: string;
      kind: JobKind;
      profile_id: string;
      created_at: string;
      state: JobState;
      done: number;
      total: number | null;
      message: string;
    }[];
    return rows.map((r) => ({
      jobId: r.id,
      kind: r.kind,
      profileId: r.profile_id,
      startedAt: r.created_at,
      seq: this.running.get(r.id)?.seq ?? 0,
      state: r.state,
      done: r.done,
      total: r.total,
      message: r.message,
    }));
  }

  isRunning(kind: JobKind, profileId?: string): boolean {
    const row = this.db
      .prepare(`SELECT id FROM jobs WHERE state = 'running' AND kind = ? AND (? IS NULL OR profile_id = ?)`)
      .all(kind, profileId ?? null, profileId ?? null) as { id: string }[];
    return row.some((r) => this.running.has(r.id));
  }

  start(kind: JobKind, profileId: string, work: (ctx: JobContext) => Promise<string>): string {
    if (this.closing) throw new AppError('CANCELLED', t('jobs.error.closing'));
    const jobId = randomUUID();
    const controller = new AbortController();
    const now = this.now().toISOString();
    this.db
      .prepare(
        'INSERT INTO jobs (id, kind, profile_id, state, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(jobId, kind, profileId, 'running', now, now);
    const entry = { controller, seq: 0, kind, settled: Promise.resolve() };
    this.running.set(jobId, entry);
    let last = { done: 0, total: null as number | null };
    const report = (state: JobState, message: string) => {
      entry.seq += 1;
      this.db
        .prepare('UPDATE jobs SET state = ?, done = ?, total = ?, message = ?, updated_at = ? WHERE id = ?')
        .run(state, last.done, last.total, message, this.now().toISOString(), jobId);
      const payload: JobProgress = {
        jobId,
        kind,
        profileId,
        startedAt: now,
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
    entry.settled = work(ctx)
      .then(
        (message) => report('done', message),
        (error: unknown) => {
          const cancelled =
            controller.signal.aborted || (error instanceof AppError && error.code === 'CANCELLED');
          // A quit stops what runs: said so, not as if the person had cancelled it.
          report(
            cancelled ? 'cancelled' : 'failed',
            cancelled
              ? t(this.closing ? 'jobs.message.stoppedOnClose' : 'jobs.message.cancelled')
              : error instanceof AppError
                ? error.message
                : t('jobs.message.failedUnexpectedly'),
          );
        },
      )
      .finally(() => this.running.delete(jobId));
    return jobId;
  }

  /** True once quitting has begun: a job cancelled now was stopped by the quit, not by the person. */
  isClosing(): boolean {
    return this.closing;
  }

  cancel(jobId: string): void {
    const entry = this.running.get(jobId);
    if (!entry) throw new AppError('NOT_FOUND', t('jobs.error.notRunning'), { jobId });
    entry.controller.abort();
  }

  /** Cancels every running job and resolves once each has recorded how it ended (before the database closes). */
  async cancelAll(): Promise<void> {
    // From now on nothing new starts: a job begun after this would write to a closed database.
    this.closing = true;
    const entries = [...this.running.values()];
    for (const entry of entries) entry.controller.abort();
    await Promise.allSettled(entries.map((entry) => entry.settled));
  }
}
