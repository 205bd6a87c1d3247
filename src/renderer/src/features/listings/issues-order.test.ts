import { describe, expect, it } from 'vitest';
import type { CellIssue } from '../../../../shared/listings/rules.ts';
import { firstIssues } from './issues-order.ts';

const issue = (column: string, severity: 'error' | 'warning'): CellIssue => ({
  column,
  severity,
  message: `${column} ${severity}`,
});

describe('the first issues of the panel', () => {
  const rows = ['a', 'b', 'c', 'd'].map((id, i) => ({ id, position: i, cells: {} }));

  it('are in sheet order with their row numbers, errors before warnings within a row', () => {
    const issues = new Map([
      ['d', [issue('mrp', 'error')]],
      ['b', [issue('hsn', 'warning'), issue('sku', 'error')]],
    ]);
    expect(firstIssues(rows, issues, 10).map((e) => [e.row, e.issue.column])).toEqual([
      [1, 'sku'],
      [1, 'hsn'],
      [3, 'mrp'],
    ]);
  });

  it('stop at the limit', () => {
    const issues = new Map(rows.map((r) => [r.id, [issue('mrp', 'error'), issue('sku', 'error')]]));
    expect(firstIssues(rows, issues, 3)).toHaveLength(3);
  });

  it('leave out issues of rows no longer in the sheet', () => {
    expect(firstIssues(rows, new Map([['gone', [issue('mrp', 'error')]]]), 10)).toEqual([]);
  });
});
