import { useMemo } from 'react';
import { resultLabel, severityLabel } from '../../../../shared/listings/result-words.ts';
import { t } from '../../i18n/index.ts';
import { useListings } from './listings-store.ts';
import { refusedRows } from './upload-state.ts';

const SHOWN = 200;

/**
 * Why each SKU of the sheet was not accepted at its last upload, with the reasons the Result cell's tooltip shows
 * (the marketplace's, or "changed since the preview"), so a keyboard or screen-reader user reads them too. Each line
 * is a button to its row's Result cell.
 */
export function UploadRefusals({ jump }: { jump: (row: number, column: string) => void }) {
  const rows = useListings((s) => s.rows);
  const results = useListings((s) => s.results);
  const { shown, total } = useMemo(() => refusedRows(rows, results, SHOWN), [rows, results]);
  if (total === 0) return null;
  return (
    <details className="upload-refusals">
      <summary>{t('listings.upload.refusedTitle', { n: total })}</summary>
      <ul aria-label={t('listings.upload.refusedList')} className="issue-list">
        {shown.map(({ row, sku, result, edited }) => {
          const reasons = result.issues
            .map((i) =>
              t('listings.grid.issueLine', {
                severity: severityLabel(i.severity, t),
                description: i.description,
              }),
            )
            .join('; ');
          const values = { row: row + 1, sku, status: resultLabel(result.status, t), reasons };
          return (
            <li key={`${row}:${sku}`}>
              <button type="button" className="link issue-error" onClick={() => jump(row, 'result')}>
                {t(edited ? 'listings.upload.refusedRowEdited' : 'listings.upload.refusedRow', values).trim()}
              </button>
            </li>
          );
        })}
      </ul>
      {total > shown.length && <p>{t('listings.upload.refusedMore', { n: total - shown.length })}</p>}
    </details>
  );
}
