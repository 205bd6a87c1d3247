import { reasonWords } from './return-reasons.ts';
import type { ReturnTab } from './return-tabs.ts';

/**
 * A return's codes in a seller's words: its status, its type, its reason and sub-reason, and where it came from. One
 * place for the grid, the Excel export and Today; the CSV keeps the codes. A code Stockroom does not know is shown
 * as it came (the marketplace wrote it, and a reason in its own words is already words).
 */

/** Codes are matched whatever their case and separators: `IN_TRANSIT`, `in-transit` and `in transit` are one. */
const key = (code: string): string =>
  code
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const words =
  (table: Record<string, string>) =>
  (code: string | null | undefined): string =>
    code === null || code === undefined ? '' : (table[key(code)] ?? code);

/** The statuses of `RETURN_STATUSES` (return-types.ts), as a seller says where a return is. */
const STATUSES: Record<string, string> = {
  requested: 'Requested by the buyer',
  approved: 'Approved',
  pickup_scheduled: 'Pickup booked',
  in_transit: 'On its way back',
  out_for_delivery: 'Out for delivery to you',
  delivered: 'Delivered to you',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** The types of `RETURN_TYPES`: what the buyer gets, or that the order never reached them. */
const TYPES: Record<string, string> = {
  rto: 'Not delivered (RTO)',
  refund: 'Refund',
  replacement: 'Replacement',
  exchange: 'Exchange',
};

const SOURCES: Record<string, string> = {
  courier_return: 'Courier return (not delivered)',
  customer_return: 'Customer return',
};

export const returnStatusWords = words(STATUSES);
export const returnTypeWords = words(TYPES);
/** A reason or a sub-reason in words (return-reasons.ts keeps their table); an unknown one as it came. */
export const returnReasonWords = reasonWords;
export const returnSourceWords = words(SOURCES);

/** The reason and, when it says more, the sub-reason: "Damaged product · Product broken". */
export function reasonSentence(
  reason: string | null | undefined,
  subReason: string | null | undefined,
): string {
  const main = returnReasonWords(reason);
  const sub = returnReasonWords(subReason);
  if (sub === '' || sub === main) return main;
  return main === '' ? sub : `${main} · ${sub}`;
}

const TABS: Record<ReturnTab, string> = {
  arriving: 'Arriving',
  'to-receive': 'To receive',
  'to-decide': 'To approve or reject',
  'to-pick-up': 'To pick up',
  done: 'Done',
};

/** A tab's name, as the tab, Today's counts and the export's file name say it. */
export const returnTabWords = (tab: ReturnTab): string => TABS[tab];
