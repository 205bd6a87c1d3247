import { dateTimeLabel } from '../../../../shared/dates.ts';
import { SOURCE_WORDS, type ProductValue } from '../../../../shared/products/product-record.ts';

/** Where a value came from and when, as a cell says it: "from the marketplace listing, 27 Nov, 5:30 pm". */
export function sourceLine(v: ProductValue): string {
  return `from ${SOURCE_WORDS[v.source]}, ${dateTimeLabel(Date.parse(v.at))}`;
}
