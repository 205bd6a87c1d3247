import type { FeedProductFilter } from '../../../../shared/feeds/types.ts';

/** What the product filters' text boxes hold, as typed. */
export interface FilterFields {
  search: string;
  brand: string;
  minPrice: string;
  maxPrice: string;
  minDiscount: string;
}

type Read = { ok: true; value: number | undefined } | { ok: false; problem: string };

function amount(text: string, label: string, max?: number): Read {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  const n = Number(trimmed.replace(/,/g, ''));
  if (!Number.isFinite(n) || n < 0)
    return {
      ok: false,
      problem: `${label}: enter ${max === undefined ? 'an amount, like 1500' : `a number from 0 to ${max}`}.`,
    };
  if (max !== undefined && n > max)
    return { ok: false, problem: `${label}: enter a number from 0 to ${max}.` };
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
  const minPrice = amount(fields.minPrice, 'Price from');
  if (!minPrice.ok) return { problem: minPrice.problem };
  const maxPrice = amount(fields.maxPrice, 'Price to');
  if (!maxPrice.ok) return { problem: maxPrice.problem };
  const minDiscount = amount(fields.minDiscount, 'Discount at least (%)', 100);
  if (!minDiscount.ok) return { problem: minDiscount.problem };
  if (minPrice.value !== undefined && maxPrice.value !== undefined && minPrice.value > maxPrice.value)
    return { problem: 'Price from is more than Price to: swap them or clear one.' };
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
