import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import { EventBus } from '../backend/event-bus.ts';
import { appMigrations } from '../app/migrations.ts';
import { openDatabase } from '../storage/database.ts';
import { setBackendLanguage } from '../i18n/backend-language.ts';
import { JobRegistry } from './job-registry.ts';

describe('jobs', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-jobs-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const setup = () => {
    const db = openDatabase(dir, [appMigrations]);
    const bus = new EventBus();
    const events: JobProgress[] = [];
    bus.subscribe((name, payload) => name === 'jobProgress' && events.push(payload as JobProgress));
    return { db, events, jobs: new JobRegistry(db, bus) };
  };
  const settled = (events: JobProgress[], jobId: string) =>
    vi.waitFor(() => {
      const last = events.filter((e) => e.jobId === jobId).at(-1);
      if (!last || last.state === 'running') throw new Error(`job ${jobId} still running`);
      return last;
    });

  it('streams numbered progress and records the outcome in SQLite', async () => {
    const { db, events, jobs } = setup();
    const jobId = jobs.start('shipmentSync', 'demo', async (ctx) => {
      ctx.progress(1, 3, 'Page 1 of 3');
      ctx.progress(3, 3, 'Page 3 of 3');
      return 'Synced 60 shipments';
    });
    expect(await settled(events, jobId)).toMatchObject({
      state: 'done',
      done: 3,
      total: 3,
      message: 'Synced 60 shipments',
    });
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(db.prepare('SELECT kind, state, done, total, message FROM jobs WHERE id = ?').get(jobId)).toEqual({
      kind: 'shipmentSync',
      state: 'done',
      done: 3,
      total: 3,
      message: 'Synced 60 shipments',
    });
    db.close();
  });

  it('cancels through the job’s signal, and says so', async () => {
    const { db, events, jobs } = setup();
    const jobId = jobs.start(
      'feedSync:long',
      'demo',
      (ctx) =>
        new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    jobs.cancel(jobId);
    expect(await settled(events, jobId)).toMatchObject({ state: 'cancelled', message: 'Cancelled' });
    // In the language of the moment, as every sentence of a job.
    setBackendLanguage('hi');
    try {
      const other = jobs.start('feedSync:other', 'demo', () => Promise.reject(new Error('socket hang up')));
      expect(await settled(events, other)).toMatchObject({ message: 'काम अनपेक्षित रूप से नाकाम रहा।' });
    } finally {
      setBackendLanguage('en');
    }
    expect(() => jobs.cancel(jobId)).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
    db.close();
  });

  it('a failure keeps its sentence; a job cut short by a crash is marked as stopped so on the next start', async () => {
    const { db, events, jobs } = setup();
    const failed = jobs.start('listingsUpload', 'demo', () =>
      Promise.reject(new Error('socket hang up at 10.0.0.1')),
    );
    expect(await settled(events, failed)).toMatchObject({
      state: 'failed',
      message: 'The job failed unexpectedly.',
    });
    jobs.start('feedSync:forever', 'demo', () => new Promise(() => undefined));
    db.close();
    const again = setup();
    expect(again.db.prepare("SELECT state, message FROM jobs WHERE kind = 'feedSync:forever'").get()).toEqual(
      {
        state: 'failed',
        message: 'Stopped when Stockroom ended unexpectedly',
      },
    );
    again.db.close();
  });

  it('cancelling every job on close waits until each has recorded how it ended, so the database can close', async () => {
    const { db, jobs } = setup();
    const jobId = jobs.start(
      'feedSync:slow',
      'demo',
      (ctx) =>
        new Promise((_resolve, reject) => {
          ctx.signal.addEventListener('abort', () => setImmediate(() => reject(new Error('aborted'))), {
            once: true,
          });
        }),
    );
    await jobs.cancelAll();
    // Stopped by the quit, not by the person: said so.
    expect(db.prepare('SELECT state, message FROM jobs WHERE id = ?').get(jobId)).toEqual({
      state: 'cancelled',
      message: 'Stopped when Stockroom closed',
    });
    // Nothing new starts once closing began: it would write to a closed database.
    expect(() => jobs.start('listingsLoadFromOrders', 'demo', async () => 'never')).toThrow(
      expect.objectContaining({ code: 'CANCELLED' }),
    );
    db.close();
  });
});
