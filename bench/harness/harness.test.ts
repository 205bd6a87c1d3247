import { describe, expect, it } from 'vitest';
import { againstRow, renderAgainst, schedule, side, uniqueFilter } from './against.ts';
import { chosen, DEFAULT_ROUNDS, parseCli } from './cli.ts';
import { noisyReasons, quietLine, type Floor } from './quiet.ts';
import { toRow } from './stats.ts';
import { renderTable } from './table.ts';
import type { Figure } from './types.ts';

const floor = (p99: number): Floor => ({ p50: 10.1, p99, max: p99 + 2, ms: 2000 });

describe('the command line', () => {
  it('reads --smoke, --against, --rounds and --row', () => {
    const smoke = parseCli(['--smoke']);
    expect(smoke.smoke).toBe(true);
    expect(smoke.against).toBeUndefined();
    const against = parseCli(['--against', 'a807bde', '--filter', 'sqlite', '--rounds=5']);
    expect(against).toMatchObject({ against: 'a807bde', filters: ['sqlite'], rounds: 5, smoke: false });
    expect(parseCli(['--against=main']).rounds).toBe(DEFAULT_ROUNDS);
    expect(parseCli(['--row', 'SQLite: grid row count (same filter)']).rows).toEqual([
      'sqlite: grid row count (same filter)',
    ]);
  });

  it('refuses what does not go together or has no value', () => {
    expect(() => parseCli(['--rounds', '3'])).toThrow(/--against/);
    expect(() => parseCli(['--against', 'x', '--rounds', '0'])).toThrow(/whole number/);
    expect(() => parseCli(['--against', 'x', '--rounds', '2.5'])).toThrow(/whole number/);
    expect(() => parseCli(['--against'])).toThrow(/needs a value/);
    expect(() => parseCli(['--smoke', '--against', 'x'])).toThrow(/do not go together/);
    expect(() => parseCli(['--smoke', '--write-docs'])).toThrow(/full run/);
    expect(() => parseCli(['--against', 'x', '--write-docs'])).toThrow(/full run/);
    expect(() => parseCli(['--row', 'x', '--write-docs'])).toThrow(/full run/);
  });

  it('chooses by an exact row name with --row, by a part of a name with --filter', () => {
    const rows = [
      'sqlite: grid first page (filter + sort, LIMIT 100)',
      'sqlite: grid row count (same filter)',
    ];
    expect(chosen([], 'sqlite', rows, ['sqlite: grid row count (same filter)'])).toBe(true);
    expect(chosen([], 'sqlite', rows, ['sqlite: grid row count'])).toBe(false);
    expect(chosen(['row count'], 'sqlite', rows, [])).toBe(true);
  });
});

describe('quiet or noisy', () => {
  it('is quiet under a 0.5 load before and a floor under 16 ms at both ends', () => {
    expect(noisyReasons({ loadBefore: [0.49, 1, 1], floorStart: floor(15.9), floorEnd: floor(12) })).toEqual(
      [],
    );
  });

  it('is noisy at a load of 0.5 or a floor p99 of 16 ms, at the start or at the end', () => {
    expect(noisyReasons({ loadBefore: [0.5, 0, 0], floorStart: floor(11) })).toHaveLength(1);
    expect(noisyReasons({ loadBefore: [0.1, 0, 0], floorStart: floor(16) })[0]).toMatch(
      /floor p99 16.0 ms at the start/,
    );
    expect(noisyReasons({ loadBefore: [0.1, 0, 0], floorStart: floor(11), floorEnd: floor(18) })[0]).toMatch(
      /at the end/,
    );
    expect(
      noisyReasons({ loadBefore: [6.1, 6, 6], floorStart: floor(20), floorEnd: floor(30) }),
    ).toHaveLength(3);
    expect(quietLine({ loadBefore: [6.1, 6, 6], floorStart: floor(20) })).toMatch(
      /^load 6.10 6.00 6.00 before.*NOISY/,
    );
  });

  it('writes no met in a noisy run and judges nothing in the smoke', () => {
    const figure: Figure = {
      name: 'x',
      median: 10,
      min: 9,
      max: 11,
      unit: 'ms',
      runs: 3,
      target: { on: 'median', op: '<', value: 20 },
    };
    expect(toRow('s', figure, 'judge')).toMatchObject({ met: true });
    const noisy = toRow('s', figure, 'noisy');
    expect(noisy.met).toBeUndefined();
    expect(noisy.noisy).toBe(true);
    expect(renderTable([noisy])).toMatch(/\| noisy \|$/m);
    const smoke = toRow('s', figure, 'none');
    expect(smoke.met).toBeUndefined();
    expect(smoke.target).toBeUndefined();
    // A row without a target is neither met nor noisy.
    const { target: _, ...untargeted } = figure;
    expect(toRow('s', untargeted, 'noisy')).not.toHaveProperty('noisy');
  });
});

describe('--against', () => {
  const all = [
    { suite: 'sqlite', rows: ['sqlite: insert 100,000 product rows (1,000 per transaction)'] },
    {
      suite: 'sqlite',
      rows: ['sqlite: grid first page (filter + sort, LIMIT 100)', 'sqlite: grid row count (same filter)'],
    },
    { suite: 'feeds', rows: ['feeds: full sync, JSON', 'feeds: full sync, JSON, p99'] },
  ];

  it('finds a --filter that chooses one benchmark only, for old commits that know no --row', () => {
    expect(uniqueFilter(all, 0)).toBe('sqlite: insert 100,000 product rows (1,000 per transaction)');
    expect(uniqueFilter(all, 1)).toBe('sqlite: grid first page (filter + sort, limit 100)');
    expect(uniqueFilter(all, 2)).toBe('feeds: full sync, json, p99');
    // One benchmark's only row is a part of another's: no filter can choose it alone.
    expect(
      uniqueFilter(
        [
          { suite: 'a', rows: ['x'] },
          { suite: 'b', rows: ['x y'] },
        ],
        0,
      ),
    ).toBeUndefined();
  });

  it('alternates the trees, this one first', () => {
    expect(schedule(3)).toEqual(['new', 'old', 'new', 'old', 'new', 'old']);
  });

  it('takes the median of the rounds, their range and the ratio new/old', () => {
    expect(side([3, 1, 2])).toEqual({ median: 2, min: 1, max: 3, rounds: 3, medians: [3, 1, 2] });
    const row = againstRow('sqlite', 'insert', 'ms', [90, 100, 80], [200, 180, 220], 3);
    expect(row.ratio).toBeCloseTo(0.45);
    expect(renderAgainst([row])).toMatch(
      /\| insert \| ms +\| +90\.0 \| +80\.0–100 \| +200 \| +180–220 \| +0\.45x \| 3\+3 of 3\+3 \|/,
    );
    const missing = againstRow('sqlite', 'new row', 'ms', [5], [], 3);
    expect(missing.ratio).toBeUndefined();
    expect(renderAgainst([missing])).toMatch(/absent/);
  });
});
