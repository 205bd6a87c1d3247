import type { FeedProductFilter } from '../../../../shared/feeds/types.ts';
import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import { t } from '../../i18n/index.ts';

/** What the product filters' text boxes hold, as typed. */
export interface FilterFields {
  search: string;
  brand: string;
  minPrice: string;
  maxPrice: string;
  minDiscount: string;
}

type Read = { ok: true; value: number | undefined } | { ok: false; problem: string };

function amount(text: string, field: MessageId, max?: number): Read {
  const label = t(field);
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  const n = Number(trimmed.replace(/,/g, ''));
  if (!Number.isFinite(n) || n < 0)
    return {
      ok: false,
      problem:
        max === undefined
          ? t('feeds.filters.needAmount', { field: label })
          : t('feeds.filters.needRange', { field: label, max }),
    };
  if (max !== undefined && n > max)
    return { ok: false, problem: t('feeds.filters.needRange', { field: label, max }) };
  return { ok: true, value: n };
}

/**
 * The filter the fields ask for, or the first problem with them as a sentence naming the field (the backend would
 * refuse a discount over 100 with a schema message, and a price range upside down would quietly match nothing).
 */
export function readFilterFields(
  fields: FilterFields,
):
  | { filter: Pick<FeedProductFilter, 'search' | 'brand' | 'minPrice' | 'maxPrice' | 'minDiscount'> }
  | { problem: string } {
  const minPrice = amount(fields.minPrice, 'feeds.filters.priceFrom');
  if (!minPrice.ok) return { problem: minPrice.problem };
  const maxPrice = amount(fields.maxPrice, 'feeds.filters.priceTo');
  if (!maxPrice.ok) return { problem: maxPrice.problem };
  const minDiscount = amount(fields.minDiscount, 'feeds.filters.minDiscount', 100);
  if (!minDiscount.ok) return { problem: minDiscount.problem };
  if (minPrice.value !== undefined && maxPrice.value !== undefined && minPrice.value > maxPrice.value)
    return { problem: t('feeds.filters.swapped') };
  return {
    filter: {
      search: fields.search.trim() || undefined,
      brand: fields.brand || undefined,
      minPrice: minPrice.value,
      maxPrice: maxPrice.value,
      minDiscount: minDiscount.value,
    },
  };
}
