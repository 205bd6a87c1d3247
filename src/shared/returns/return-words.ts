import type { MessageId } from '../i18n/catalogue.ts';
import { reasonWords } from './return-reasons.ts';
import type { ReturnTab } from './return-tabs.ts';
import { inEnglish, type Translate } from './translate.ts';

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
  (table: Record<string, MessageId>) =>
  (code: string | null | undefined, tr: Translate = inEnglish): string => {
    if (code === null || code === undefined) return '';
    const id = table[key(code)];
    return id === undefined ? code : tr(id);
  };

/** The statuses of `RETURN_STATUSES` (return-types.ts), as a seller says where a return is. */
const STATUSES: Record<string, MessageId> = {
  requested: 'returns.status.requested',
  approved: 'returns.status.approved',
  pickup_scheduled: 'returns.status.pickupScheduled',
  in_transit: 'returns.status.inTransit',
  out_for_delivery: 'returns.status.outForDelivery',
  delivered: 'returns.status.delivered',
  completed: 'returns.status.completed',
  rejected: 'returns.status.rejected',
  cancelled: 'returns.status.cancelled',
};

/** The types of `RETURN_TYPES`: what the buyer gets, or that the order never reached them. */
const TYPES: Record<string, MessageId> = {
  rto: 'returns.type.rto',
  refund: 'returns.type.refund',
  replacement: 'returns.type.replacement',
  exchange: 'returns.type.exchange',
};

const SOURCES: Record<string, MessageId> = {
  courier_return: 'returns.source.courierReturn',
  customer_return: 'returns.source.customerReturn',
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
  tr: Translate = inEnglish,
): string {
  const main = returnReasonWords(reason, tr);
  const sub = returnReasonWords(subReason, tr);
  if (sub === '' || sub === main) return main;
  return main === '' ? sub : `${main} · ${sub}`;
}

const TABS: Record<ReturnTab, MessageId> = {
  arriving: 'returns.tab.arriving',
  'to-receive': 'returns.tab.toReceive',
  'to-decide': 'returns.tab.toDecide',
  'to-pick-up': 'returns.tab.toPickUp',
  done: 'returns.tab.done',
};

/** A tab's name, as the tab, Today's counts and the export's file name say it. */
export const returnTabWords = (tab: ReturnTab, tr: Translate = inEnglish): string => tr(TABS[tab]);
