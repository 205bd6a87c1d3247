import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../features/feeds/money.ts';
import { dateTimeLabel } from '../../../shared/dates.ts';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const ALL = fileURLToPath(new URL('../../..', import.meta.url));

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

  it("takes every time and every day in a file name from src/shared/dates.ts, in the seller's zone", () => {
    // A file named with the clock's UTC date ("…toISOString().slice(0, 10)") is yesterday's from 00:00 to 05:29 in
    // India; a time written by toLocaleTimeString ("05:32 am") differs from timeLabel's ("5:17 am").
    const own = readdirSync(ALL, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test') && !f.startsWith('simulator'))
      .filter((f) =>
        /now(\(\))?\.toISOString\(\)\.slice\(0, ?10\)|new Date\(\)\.toISOString\(\)\.slice|toLocale(Date|Time)String\(|new Date\([^)]*\)\.toLocaleString\(/.test(
          readFileSync(join(ALL, f), 'utf8'),
        ),
      );
    expect(own).toEqual([]);
  });

  it('writes a feed time as Shipments and Today do', () => {
    const at = '2026-11-24T09:15:00Z';
    expect(formatTime(at)).toBe(dateTimeLabel(Date.parse(at)));
    expect(formatTime('not a time')).toBe('not a time');
  });
});
