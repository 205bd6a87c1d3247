import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { columnTitle } from '../../../../shared/listings/words.ts';
import { t } from '../../i18n/index.ts';
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
      <h2 id="issues-title">
        <FormattedMessage id="listings.checks.title" />
      </h2>
      <p role="status" aria-live="polite" data-check-ms={validated ? Math.round(checkMs) : undefined}>
        {validated ? (
          <FormattedMessage
            id="listings.checks.counts"
            values={{ errors: counts.errors, rows: counts.rowsWithErrors, warnings: counts.warnings }}
          />
        ) : (
          <FormattedMessage id="listings.checks.checking" />
        )}
      </p>
      {problems.length > 0 && (
        <details open>
          <summary>
            {importName === null ? (
              <FormattedMessage id="listings.checks.problemsInFile" values={{ count: problems.length }} />
            ) : (
              <FormattedMessage
                id="listings.checks.problemsIn"
                values={{
                  count: problems.length,
                  name: (
                    <span translate="no" className="no-translate">
                      {importName}
                    </span>
                  ),
                }}
              />
            )}
          </summary>
          <ul aria-label={t('listings.checks.importProblems')}>
            {problems.slice(0, SHOWN).map((p, i) => (
              <li key={i} className={p.severity === 'error' ? 'issue-error' : 'issue-warning'}>
                {p.column === undefined ? (
                  <FormattedMessage
                    id={p.unit === 'row' ? 'listings.checks.problemRow' : 'listings.checks.problemLine'}
                    values={{ line: p.line, message: p.message }}
                  />
                ) : (
                  <FormattedMessage
                    id={
                      p.unit === 'row'
                        ? 'listings.checks.problemRowColumn'
                        : 'listings.checks.problemLineColumn'
                    }
                    values={{ line: p.line, column: p.column, message: p.message }}
                  />
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      <ul aria-label={t('listings.checks.cellIssues')} className="issue-list">
        {list.map(({ row, issue }, i) => (
          <li key={i}>
            <button
              type="button"
              className={`link issue-${issue.severity}`}
              onClick={() => jump(row, issue.column)}
            >
              <FormattedMessage
                id="listings.checks.issue"
                values={{ row: row + 1, column: columnTitle(issue.column, t), message: issue.message }}
              />
            </button>
          </li>
        ))}
      </ul>
      {total > list.length && (
        <p>
          <FormattedMessage id="listings.checks.more" values={{ n: total - list.length }} />
        </p>
      )}
    </section>
  );
}
