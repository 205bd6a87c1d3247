import type { CellIssue } from '../../../../shared/listings/rules.ts';
import type { SheetRow } from './sheet-model.ts';

/**
 * The first `limit` issues in sheet order (errors before warnings within a row), with their row numbers. Rows are
 * walked only while issues remain to be found, and not at all when there are none.
 */
export function firstIssues(
  rows: readonly SheetRow[],
  issues: ReadonlyMap<string, readonly CellIssue[]>,
  limit: number,
): { row: number; issue: CellIssue }[] {
  const list: { row: number; issue: CellIssue }[] = [];
  let rowsLeft = issues.size;
  for (let row = 0; row < rows.length && rowsLeft > 0 && list.length < limit; row++) {
    const rowIssues = issues.get((rows[row] as SheetRow).id);
    if (rowIssues === undefined) continue;
    rowsLeft--;
    const sorted = [...rowIssues].sort((a, b) =>
      a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1,
    );
    for (const issue of sorted) list.push({ row, issue });
  }
  return list.slice(0, limit);
}
