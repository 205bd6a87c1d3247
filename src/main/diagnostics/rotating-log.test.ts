import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fileLogger, openRotatingLog } from './rotating-log.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the app’s log file', () => {
  it('rotates past its size, keeps a bounded number of files, and never grows beyond them', () => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-log-'));
    const log = openRotatingLog(dir, { maxBytes: 1000, keep: 2 });
    for (let i = 0; i < 200; i += 1) log.write(`line ${String(i).padStart(3, '0')} ${'x'.repeat(40)}`);
    const files = log.files();
    expect(files.map((f) => f.slice(dir.length + 1))).toEqual([
      'stockroom.log.2',
      'stockroom.log.1',
      'stockroom.log',
    ]);
    for (const file of files) expect(statSync(file).size).toBeLessThanOrEqual(1000);
    // Oldest first, newest last: the last line is the last written.
    expect(readFileSync(files.at(-1)!, 'utf8').trimEnd().split('\n').at(-1)).toMatch(/^line 199 /);
    expect(readFileSync(files[0]!, 'utf8')).not.toContain('line 000 ');
  });

  it('timestamps each line with the given clock, and writes no secret', () => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-log-'));
    const log = openRotatingLog(dir);
    const logger = fileLogger(log, () => new Date('2026-11-27T12:00:00.000Z'));
    logger.info('GET https://seller:hunter2@api.example/orders?access_token=tok_LIVE_123&page=2');
    logger.error('refresh failed', new Error('Authorization: Bearer eyJhbGciOi.abc.def rejected'));
    const text = readFileSync(log.files()[0]!, 'utf8');
    expect(text).toMatch(
      /^2026-11-27T12:00:00\.000Z info GET https:\/\/\[removed\]@api\.example\/orders\?access_token=\[removed\]&page=2$/m,
    );
    expect(text).toContain(
      '2026-11-27T12:00:00.000Z error refresh failed (Error: Authorization: Bearer [removed] rejected)',
    );
    for (const secret of ['hunter2', 'tok_LIVE_123', 'eyJhbGciOi']) expect(text).not.toContain(secret);
  });
});
