import { DatabaseSync } from 'node:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appMigrations } from '../app/migrations.ts';
import { DATABASE_FILE_NAME, openDatabase, schemaVersion } from './database.ts';

const set = (slice: string, ...steps: string[]) => ({ slice, steps });

describe('database', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates one WAL database per data folder, at the latest schema', () => {
    const db = openDatabase(dir, [appMigrations]);
    expect(schemaVersion(db, 'app')).toBe(appMigrations.steps.length);
    expect((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal');
    db.prepare(
      "INSERT INTO sync_state (profile_id, dataset, last_sync_at) VALUES ('demo', 'shipments', '2026-01-01')",
    ).run();
    db.close();
    const again = openDatabase(dir, [appMigrations]);
    expect(again.prepare('SELECT COUNT(*) AS n FROM sync_state').get()).toEqual({ n: 1 });
    again.close();
  });

  it('applies only the steps a folder has not seen, keeping its data', () => {
    openDatabase(dir, [set('a', 'CREATE TABLE a (x INTEGER)')]).close();
    const db = openDatabase(dir, [
      set('a', 'CREATE TABLE a (x INTEGER)', 'INSERT INTO a VALUES (7)', 'ALTER TABLE a ADD COLUMN y TEXT'),
    ]);
    expect(schemaVersion(db, 'a')).toBe(3);
    expect(db.prepare('SELECT x, y FROM a').all()).toEqual([{ x: 7, y: null }]);
    db.close();
  });

  it('numbers each slice on its own, so a new slice joins an existing folder', () => {
    openDatabase(dir, [set('a', 'CREATE TABLE a (x INTEGER)', 'INSERT INTO a VALUES (1)')]).close();
    const db = openDatabase(dir, [
      set('a', 'CREATE TABLE a (x INTEGER)', 'INSERT INTO a VALUES (1)'),
      set('b', 'CREATE TABLE b (y INTEGER)'),
    ]);
    expect([schemaVersion(db, 'a'), schemaVersion(db, 'b')]).toEqual([2, 1]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM a').get()).toEqual({ n: 1 });
    db.close();
  });

  it('reads the app version of a folder written before slices (PRAGMA user_version)', () => {
    const old = new DatabaseSync(join(dir, DATABASE_FILE_NAME));
    old.exec(`${appMigrations.steps[0]}; PRAGMA user_version = 1;`);
    old.prepare("INSERT INTO sync_state (profile_id, dataset) VALUES ('demo', 'x')").run();
    old.close();
    const db = openDatabase(dir, [appMigrations]);
    expect(schemaVersion(db, 'app')).toBe(appMigrations.steps.length);
    expect(db.prepare('SELECT COUNT(*) AS n FROM sync_state').get()).toEqual({ n: 1 });
    db.close();
  });

  it('rolls back a failing step whole and keeps the previous version', () => {
    openDatabase(dir, [set('a', 'CREATE TABLE a (x INTEGER)')]).close();
    expect(() =>
      openDatabase(dir, [
        set('a', 'CREATE TABLE a (x INTEGER)', 'CREATE TABLE b (y INTEGER); SELECT * FROM missing'),
      ]),
    ).toThrow(/missing/);
    const db = openDatabase(dir, [set('a', 'CREATE TABLE a (x INTEGER)')]);
    expect(schemaVersion(db, 'a')).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    db.close();
  });

  it('refuses a folder written by a newer Stockroom instead of damaging it', () => {
    openDatabase(dir, [set('a', 'CREATE TABLE a (x INTEGER)', 'CREATE TABLE b (y INTEGER)')]).close();
    expect(() => openDatabase(dir, [set('a', 'CREATE TABLE a (x INTEGER)')])).toThrow(
      /newer Stockroom \(a schema 2, this version knows 1\)/,
    );
  });
});
