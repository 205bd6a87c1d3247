import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sayNotice } from './notice.ts';
import { appMigrations } from '../app/migrations.ts';
import { noteCleanClose } from './clean-close.ts';
import { DATABASE_FILE_NAME, openCheckedDatabase } from './database.ts';

let dir: string;
let path: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stockroom-clean-close-'));
  path = join(dir, DATABASE_FILE_NAME);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const open = () => openCheckedDatabase(dir, [appMigrations], { writable: true });
const NOTE = () => `${path}-closed`;

/** A database with some pages, closed cleanly and noted as the backend's close does. */
function closedCleanly(): void {
  const { db } = open();
  db.exec('CREATE TABLE filler (x TEXT)');
  for (let i = 0; i < 200; i++) db.prepare('INSERT INTO filler VALUES (?)').run('x'.repeat(500));
  db.close();
  noteCleanClose(path);
}

/**
 * Scribbles over the filler's pages near the end of the file: the header and the schema still read, so only a
 * check that reads every page finds it.
 */
function damage(): Buffer {
  const bytes = readFileSync(path);
  bytes.fill(0x41, bytes.length - 4096 * 5, bytes.length - 4096);
  writeFileSync(path, bytes);
  return bytes;
}

describe('the integrity check at a launch', () => {
  it('a clean close leaves a note, which the next open uses up (a crash after it means a check next time)', () => {
    closedCleanly();
    expect(existsSync(NOTE())).toBe(true);
    const opened = open();
    expect(opened.notices).toEqual([]);
    expect(existsSync(NOTE())).toBe(false);
    opened.db.close();
  });

  it('a file changed after its clean close is checked: the damage is found and the file kept aside', () => {
    closedCleanly();
    const bytes = damage();
    const opened = open();
    const kept = readdirSync(dir).find((f) => /^stockroom\.damaged-.*\.sqlite$/.test(f)) ?? '';
    expect(opened.notices.map(sayNotice)).toEqual([expect.stringContaining(join(dir, kept))]);
    expect(readFileSync(join(dir, kept))).toEqual(bytes);
    opened.db.close();
  });

  it('a note that matches the files is trusted: the file is not read through at the open', () => {
    closedCleanly();
    damage();
    // As if the damage had been there at the clean close: size and time match the note.
    const { size, mtimeMs } = statSync(path);
    writeFileSync(NOTE(), JSON.stringify({ file: { size, mtimeMs }, log: null }));
    const opened = open();
    expect(opened.notices).toEqual([]);
    expect(readdirSync(dir).some((f) => f.includes('damaged'))).toBe(false);
    opened.db.close();
  });

  it('a log that appeared or changed since the note means a check', () => {
    closedCleanly();
    damage();
    const { size, mtimeMs } = statSync(path);
    writeFileSync(NOTE(), JSON.stringify({ file: { size, mtimeMs }, log: null }));
    // The file matches the note, the log does not (it was not there at the close).
    writeFileSync(`${path}-wal`, Buffer.alloc(0));
    const opened = open();
    expect(opened.notices.map(sayNotice)).toEqual([expect.stringContaining('was damaged')]);
    opened.db.close();
  });
});
