import { guardCsvRow } from '../../shared/csv/formula-guard.ts';
import { AppError } from '../../shared/errors.ts';
import { t } from '../i18n/backend-language.ts';
import type { FeedProductRow } from '../../shared/feeds/types.ts';

/**
 * The CSV rows of `products`, each guarded against formulas (`guardCsvRow`); more than `max` is refused with a
 * sentence asking for a narrower filter, before the file is made.
 */
export function exportRows(
  products: Iterable<FeedProductRow>,
  max: number,
  toRow: (product: FeedProductRow) => unknown[],
): unknown[][] {
  const rows: unknown[][] = [];
  for (const p of products) {
    if (rows.length >= max) throw new AppError('VALIDATION', t('feeds.error.tooManyToExport', { max }));
    rows.push(guardCsvRow(toRow(p)));
  }
  return rows;
}
