import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemorySecretStore } from '../accounts/secret-store.ts';
import { appMigrations } from '../app/migrations.ts';
import { createBackend, type Backend } from '../backend/create-backend.ts';
import { manualClock } from '../background-sync/testing/manual-timers.test-support.ts';
import { startDemoMarketplace } from '../hosts/start-demo-marketplace.ts';
import { startCheckpointer } from './checkpointer.ts';
import { DATABASE_FILE_NAME, openDatabase } from './database.ts';
import { IDLE_CHECKPOINT_MS, IdleCheckpoint } from './idle-checkpoint.ts';
import { openConfSettings } from './settings.ts';

const logBytes = (dir: string) => statSync(join(dir, `${DATABASE_FILE_NAME}-wal`)).size;

describe('the log truncated at idle', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-idle-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('after 30 s without a job, and not while one runs', async () => {
    const db = openDatabase(dir, [appMigrations]);
    // A long interval: only the truncating checkpoint runs in this test.
    const checkpointer = startCheckpointer(db, () => undefined, 60_000)!;
    const clock = manualClock();
    let running = 1;
    const errors: unknown[] = [];
    const idle = new IdleCheckpoint({
      truncate: () => checkpointer.truncate(),
      runningJobs: () => running,
      timers: clock.timers,
      onError: (error) => errors.push(error),
    });
    try {
      db.exec('CREATE TABLE t (x TEXT)');
      const insert = db.prepare('INSERT INTO t VALUES (?)');
      for (let i = 0; i < 500; i++) insert.run(`row ${i} ${'x'.repeat(200)}`);
      expect(logBytes(dir)).toBeGreaterThan(100_000);
      idle.start();
      const start = clock.now().getTime();
      expect(clock.pending()).toEqual([new Date(start + IDLE_CHECKPOINT_MS).toISOString()]);
      // A job still runs: nothing is truncated, and the wait starts over.
      clock.fireNext();
      expect(clock.pending()).toEqual([new Date(start + 2 * IDLE_CHECKPOINT_MS).toISOString()]);
      expect(logBytes(dir)).toBeGreaterThan(100_000);
      running = 0;
      idle.activity();
      clock.fireNext();
      await vi.waitFor(() => expect(logBytes(dir)).toBe(0));
      expect((db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n).toBe(500);
      // Once per quiet spell: nothing waits until the next job.
      expect(clock.pending()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      idle.stop();
      await checkpointer.close();
      db.close();
    }
  });

  it('in the backend: a fresh Demo, once its first sync is over and 30 s have passed', async () => {
    const clock = manualClock();
    const backend: Backend = createBackend({
      host: 'web',
      version: '0.0.0-test',
      dataDir: dir,
      settings: openConfSettings(dir),
      secrets: new MemorySecretStore(),
      startDemoMarketplace,
      openExternal: async () => undefined,
      logger: { info: () => undefined, error: () => undefined },
      idleTimers: clock.timers,
    });
    try {
      // The Demo's first sync runs as a job and writes the log.
      await vi.waitFor(() => expect(backend.runningJobs()).toBeGreaterThan(0), { timeout: 20_000 });
      await vi.waitFor(() => expect(backend.runningJobs()).toBe(0), { timeout: 60_000 });
      expect(logBytes(dir)).toBeGreaterThan(0);
      clock.fireNext();
      await vi.waitFor(() => expect(logBytes(dir)).toBe(0), { timeout: 10_000 });
    } finally {
      await backend.close();
    }
  }, 90_000);
});
