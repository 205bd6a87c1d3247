import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../features/feeds/money.ts';
import { dateTimeLabel } from '../../../shared/dates.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));

describe('one date format on every screen', () => {
  it('leaves writing dates to src/shared/dates.ts: no screen makes a date format of its own', () => {
    const own = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
      // 'en-CA' writes a day as YYYY-MM-DD: a key or a file name, not a date a person reads.
      .filter((f) =>
        /Intl\.DateTimeFormat\((?!\s*'en-CA')|dateStyle|timeStyle/.test(readFileSync(join(SRC, f), 'utf8')),
      );
    expect(own).toEqual([]);
  });

  it('writes a feed time as Shipments and Today do', () => {
    const at = '2026-11-24T09:15:00Z';
    expect(formatTime(at)).toBe(dateTimeLabel(Date.parse(at)));
    expect(formatTime('not a time')).toBe('not a time');
  });
});
