import { useMemo } from 'react';
import { COLUMN_BY_ID } from '../../../../shared/listings/columns.ts';
import { useListings } from './listings-store.ts';
import { firstIssues } from './issues-order.ts';

const SHOWN = 200;

/** Counts of errors and warnings, and each issue as a button that jumps to its cell. */
export function IssuesPanel({ jump }: { jump: (row: number, column: string) => void }) {
  const rows = useListings((s) => s.rows);
  const issues = useListings((s) => s.issues);
  const counts = useListings((s) => s.counts);
  const validated = useListings((s) => s.validated);
  const checkMs = useListings((s) => s.checkMs);
  const problems = useListings((s) => s.importProblems);
  const importName = useListings((s) => s.importName);
  const list = useMemo(() => firstIssues(rows, issues, SHOWN), [rows, issues]);
  const total = counts.errors + counts.warnings;

  return (
    <section className="listing-issues" aria-labelledby="issues-title">
      <h2 id="issues-title">Checks</h2>
      <p role="status" aria-live="polite" data-check-ms={validated ? Math.round(checkMs) : undefined}>
        {validated
          ? `${counts.errors} ${counts.errors === 1 ? 'error' : 'errors'} in ${counts.rowsWithErrors} ${counts.rowsWithErrors === 1 ? 'row' : 'rows'}, ${counts.warnings} ${counts.warnings === 1 ? 'warning' : 'warnings'}`
          : 'Checking…'}
      </p>
      {problems.length > 0 && (
        <details open>
          <summary>
            {problems.length} {problems.length === 1 ? 'problem' : 'problems'} in {importName ?? 'the file'}
          </summary>
          <ul aria-label="Import problems">
            {problems.slice(0, SHOWN).map((p, i) => (
              <li key={i} className={p.severity === 'error' ? 'issue-error' : 'issue-warning'}>
                {p.unit === 'row' ? 'Row' : 'Line'} {p.line}
                {p.column === undefined ? '' : `, column ${p.column}`}: {p.message}
              </li>
            ))}
          </ul>
        </details>
      )}
      <ul aria-label="Cell issues" className="issue-list">
        {list.map(({ row, issue }, i) => {
          const title = COLUMN_BY_ID.get(issue.column)?.title ?? issue.column;
          return (
            <li key={i}>
              <button
                type="button"
                className={`link issue-${issue.severity}`}
                onClick={() => jump(row, issue.column)}
              >
                Row {row + 1}, {title}: {issue.message}
              </button>
            </li>
          );
        })}
      </ul>
      {total > list.length && <p>…and {total - list.length} more. Fix these first.</p>}
    </section>
  );
}
