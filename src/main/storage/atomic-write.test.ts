import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic, writeFilesAtomic } from './atomic-write.ts';

describe('atomic writes', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-atomic-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('replaces a file whole and leaves no temporary file beside it', () => {
    writeFileSync(join(dir, 'a'), 'old');
    writeFileAtomic(join(dir, 'a'), 'new');
    expect(readFileSync(join(dir, 'a'), 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['a']);
  });

  it('writes a set of files together, each whole', () => {
    writeFilesAtomic([
      { path: join(dir, 'a'), data: 'one' },
      { path: join(dir, 'b'), data: new Uint8Array([1, 2, 3]) },
    ]);
    expect(readFileSync(join(dir, 'a'), 'utf8')).toBe('one');
    expect([...readFileSync(join(dir, 'b'))]).toEqual([1, 2, 3]);
    expect(readdirSync(dir).sort()).toEqual(['a', 'b']);
  });

  it('a set that cannot be written whole changes none of its files, and leaves no temporary file', () => {
    writeFileSync(join(dir, 'a'), 'old');
    expect(() =>
      writeFilesAtomic([
        { path: join(dir, 'a'), data: 'new' },
        { path: join(dir, 'missing folder', 'b'), data: 'new' },
      ]),
    ).toThrow(/ENOENT/);
    expect(readFileSync(join(dir, 'a'), 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['a']);
  });
});
