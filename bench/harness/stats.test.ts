import { describe, expect, it } from 'vitest';
import { chosen, parseCli } from './cli.ts';
import { replaceBlock, DOCS_END, DOCS_START } from './results.ts';
import { meets, perSecond, ratio, summarize } from './stats.ts';
import { formatNumber, formatTarget, renderTable } from './table.ts';
import type { Row } from './types.ts';

describe('summarize', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even one', () => {
    expect(summarize([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, runs: 3 });
    expect(summarize([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 });
  });

  it('refuses an empty list', () => {
    expect(() => summarize([])).toThrow(RangeError);
  });
});

describe('ratios and targets', () => {
  it('divides the median by the bound, and has no ratio without a bound', () => {
    expect(ratio(10.7, 10)).toBeCloseTo(1.07);
    expect(ratio(10, undefined)).toBeUndefined();
    expect(ratio(10, 0)).toBeUndefined();
  });

  it('turns durations into items per second', () => {
    expect(perSecond([2, 4], 500)).toEqual([250_000, 125_000]);
  });

  it('checks a target on the median or on the ratio', () => {
    expect(meets({ on: 'median', op: '<', value: 20 }, { median: 19.9 })).toBe(true);
    expect(meets({ on: 'median', op: '<', value: 20 }, { median: 20 })).toBe(false);
    expect(meets({ on: 'ratio', op: '<=', value: 1.15 }, { median: 9, ratio: 1.2 })).toBe(false);
    expect(meets({ on: 'ratio', op: '<=', value: 1.15 }, { median: 9 })).toBeUndefined();
    expect(meets(undefined, { median: 1 })).toBeUndefined();
  });
});

describe('the table', () => {
  const row: Row = {
    suite: 'seller',
    name: 'create listings',
    median: 10.31,
    min: 10.3,
    max: 10.71,
    runs: 3,
    unit: 's',
    bound: 10,
    ratio: 1.031,
    target: { on: 'ratio', op: '<=', value: 1.15 },
    met: true,
  };

  it('formats figures for people', () => {
    expect(formatNumber(163_362.4)).toBe('163,362');
    expect(formatNumber(77.34)).toBe('77.3');
    expect(formatNumber(0.10734)).toBe('0.107');
    expect(formatTarget({ on: 'median', op: '>=', value: 50_000 }, 'products/s')).toBe('≥ 50,000 products/s');
  });

  it('renders one Markdown line per row with ratio, target and verdict', () => {
    const lines = renderTable([
      row,
      {
        suite: row.suite,
        name: 'naive',
        median: row.median,
        min: row.min,
        max: row.max,
        unit: row.unit,
        runs: row.runs,
      },
    ]).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe(
      '| create listings |   10.3 | 10.3–10.7 | s    |  10.0 | 1.03x | ratio ≤ 1.15 | met |',
    );
    expect(lines[3]).toContain('| — ');
  });
});

describe('the command line', () => {
  it('reads filters and refuses to write the docs from a partial run', () => {
    expect(parseCli(['--filter', 'SQLite', '--filter=2,000 SKUs']).filters).toEqual(['sqlite', '2,000 skus']);
    expect(() => parseCli(['--filter', 'sqlite', '--write-docs'])).toThrow(/full run/);
    expect(() => parseCli(['--fast'])).toThrow(/unknown option/);
  });

  it('chooses a benchmark by a part of its suite or row name', () => {
    expect(chosen([], 'sqlite', ['insert'])).toBe(true);
    expect(chosen(['insert'], 'sqlite', ['sqlite: insert 100,000 rows'])).toBe(true);
    expect(chosen(['walk'], 'sqlite', ['sqlite: insert'])).toBe(false);
  });
});

describe('the docs block', () => {
  it('replaces only what lies between the markers', () => {
    const doc = `# Title\n\n${DOCS_START}\nold table\n${DOCS_END}\n\nafter`;
    expect(replaceBlock(doc, 'new table')).toBe(`# Title\n\n${DOCS_START}\nnew table\n${DOCS_END}\n\nafter`);
    expect(() => replaceBlock('# no markers', 'x')).toThrow(/markers/);
  });
});
