import { dateTimeLabel } from '../../../../shared/dates.ts';
import type { ProductValue } from '../../../../shared/products/product-record.ts';
import { t } from '../../i18n/index.ts';

/** Where a value came from and when, as a cell says it: "from the marketplace listing, 27 Nov, 5:30 pm". */
export function sourceLine(v: ProductValue): string {
  return t('products.source.line', { source: v.source, at: dateTimeLabel(Date.parse(v.at)) });
}
