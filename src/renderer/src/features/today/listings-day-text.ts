import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import type { BuyBoxLostRow, LowStockRow, ProposalRow } from '../../../../shared/my-listings/listings-day.ts';
import { formatMoney, numberFormat } from '../../i18n/index.ts';

/**
 * One line of the listings' part of Today: the SKU (data, shown apart and never translated), then a sentence of the
 * catalogue with its values; `seller` (a name the marketplace gave) is data too, put in by the screen.
 */
export interface ListingLine {
  sku: string;
  id: MessageId;
  values: Record<string, string | number>;
  seller?: string;
}

const rupees = (n: number) => formatMoney(n, 'INR', { maximumFractionDigits: 0 });

/** "ACC-034" and "16 left, selling about 4 a day: 4 days of stock". */
export function lowStockLine(row: LowStockRow): ListingLine {
  return {
    sku: row.sku,
    id: 'today.listings.lowStockLine',
    values: {
      stock: row.stock,
      perDay: numberFormat({ maximumFractionDigits: 1 }).format(row.perDay),
      days: row.daysLeft < 1 ? 0 : row.daysLeft,
    },
  };
}

/** "ACC-034" and "Zephyr Retail sells at ₹760 against your ₹817". */
export function buyBoxLine(row: BuyBoxLostRow): ListingLine {
  const seller = row.seller === null || row.seller === '' ? undefined : row.seller;
  const at = row.buyBoxPrice === null ? '' : rupees(row.buyBoxPrice);
  const yours = row.sellingPrice === null ? '' : rupees(row.sellingPrice);
  const id: MessageId =
    seller === undefined
      ? at === ''
        ? 'today.listings.buyBoxOther'
        : yours === ''
          ? 'today.listings.buyBoxOtherAt'
          : 'today.listings.buyBoxOtherAtYours'
      : at === ''
        ? 'today.listings.buyBoxSeller'
        : yours === ''
          ? 'today.listings.buyBoxSellerAt'
          : 'today.listings.buyBoxSellerAtYours';
  return { sku: row.sku, id, values: { at, yours }, ...(seller === undefined ? {} : { seller }) };
}

/** "ACC-034" and "₹817 to ₹759 proposed". */
export function proposalLine(row: ProposalRow): ListingLine {
  const proposed = rupees(row.proposed);
  return row.sellingPrice === null
    ? { sku: row.sku, id: 'today.listings.proposal', values: { proposed } }
    : {
        sku: row.sku,
        id: 'today.listings.proposalFrom',
        values: { from: rupees(row.sellingPrice), proposed },
      };
}
