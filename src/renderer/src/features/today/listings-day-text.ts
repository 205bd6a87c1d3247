import type { BuyBoxLostRow, LowStockRow, ProposalRow } from '../../../../shared/my-listings/listings-day.ts';
import { formatRupees } from '../../../../shared/my-listings/checks.ts';

const count = new Intl.NumberFormat('en-IN');
const rate = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

const days = (n: number) => (n < 1 ? 'less than a day' : `${count.format(n)} day${n === 1 ? '' : 's'}`);

/** "ACC-034: 16 left, selling about 4 a day: 4 days of stock". */
export function lowStockLine(row: LowStockRow): string {
  return `${row.sku}: ${count.format(row.stock)} left, selling about ${rate.format(row.perDay)} a day: ${days(row.daysLeft)} of stock`;
}

/** "ACC-034: Zephyr Retail sells at ₹760 against your ₹817". */
export function buyBoxLine(row: BuyBoxLostRow): string {
  const who = row.seller === null || row.seller === '' ? 'Another seller' : row.seller;
  const at = row.buyBoxPrice === null ? '' : ` at ${formatRupees(row.buyBoxPrice)}`;
  const yours = row.sellingPrice === null ? '' : ` against your ${formatRupees(row.sellingPrice)}`;
  return `${row.sku}: ${who} sells${at}${yours}`;
}

/** "ACC-034: ₹817 to ₹759 proposed". */
export function proposalLine(row: ProposalRow): string {
  const from = row.sellingPrice === null ? '' : `${formatRupees(row.sellingPrice)} to `;
  return `${row.sku}: ${from}${formatRupees(row.proposed)} proposed`;
}
