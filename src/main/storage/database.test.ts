import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, schemaVersion } from './database.ts';
import { MIGRATIONS } from './migrations.ts';

describe('database', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-db-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('creates one WAL database per data folder, at the latest schema', () => {
    const db = openDatabase(dir);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    expect((db.prepare('PRAGMA journal_mode').get() as { journal_mode: string }).journal_mode).toBe('wal');
    db.prepare(
      "INSERT INTO sync_state (profile_id, dataset, last_sync_at) VALUES ('demo', 'shipments', '2026-01-01')",
    ).run();
    db.close();
    const again = openDatabase(dir);
    expect(again.prepare('SELECT COUNT(*) AS n FROM sync_state').get()).toEqual({ n: 1 });
    again.close();
  });

  it('applies only the migrations a folder has not seen, keeping its data', () => {
    openDatabase(dir, ['CREATE TABLE a (x INTEGER)']).close();
    const db = openDatabase(dir, [
      'CREATE TABLE a (x INTEGER)',
      'INSERT INTO a VALUES (7)',
      'ALTER TABLE a ADD COLUMN y TEXT',
    ]);
    expect(schemaVersion(db)).toBe(3);
    expect(db.prepare('SELECT x, y FROM a').all()).toEqual([{ x: 7, y: null }]);
    db.close();
  });

  it('rolls back a failing migration whole and keeps the previous version', () => {
    openDatabase(dir, ['CREATE TABLE a (x INTEGER)']).close();
    expect(() =>
      openDatabase(dir, ['CREATE TABLE a (x INTEGER)', 'CREATE TABLE b (y INTEGER); SELECT * FROM missing']),
    ).toThrow(/missing/);
    const db = openDatabase(dir, ['CREATE TABLE a (x INTEGER)']);
    expect(schemaVersion(db)).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
    db.close();
  });

  it('refuses a folder written by a newer Stockroom instead of damaging it', () => {
    openDatabase(dir, ['CREATE TABLE a (x INTEGER)', 'CREATE TABLE b (y INTEGER)']).close();
    expect(() => openDatabase(dir, ['CREATE TABLE a (x INTEGER)'])).toThrow(/newer Stockroom/);
  });
});
