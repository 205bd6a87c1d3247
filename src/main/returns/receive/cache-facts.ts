import type { DatabaseSync } from 'node:sqlite';
import type { ReceivableReturn } from '../../../shared/returns/receipt.ts';
import { returnSourceWords } from '../../../shared/returns/return-words.ts';
import { t } from '../../i18n/backend-language.ts';
import { TAB_SQL } from '../return-queries.ts';
import type { ReturnFacts, ReturnKey } from './return-facts.ts';

type Row = {
  return_id: string;
  order_item_id: string | null;
  sku: string | null;
  title: string | null;
  quantity: number | null;
  location_id: string | null;
  tracking_id: string | null;
  source: string;
  tab: string;
};

const itemOf = (r: Row): ReceivableReturn => ({
  returnId: r.return_id,
  orderItemId: r.order_item_id ?? '',
  sku: r.sku,
  title: r.title,
  // The SDK's quantity is a whole count; a return that names none is one item.
  quantity: r.quantity === null ? 1 : Math.max(0, Math.round(r.quantity)),
  locationId: r.location_id,
  trackingId: r.tracking_id,
  kind: returnSourceWords(r.source, t),
});

const SELECT = `SELECT r.return_id, r.order_item_id, r.sku, r.title, r.quantity, r.location_id, r.tracking_id,
    r.source, ${TAB_SQL} AS tab
  FROM returns r LEFT JOIN return_receipts rr
    ON rr.profile_id = r.profile_id AND rr.account = r.account AND rr.return_id = r.return_id`;

/** The returns cache as receiving reads it: arrived returns are those of the to-receive tab (the one tab rule). */
export function cacheFacts(db: DatabaseSync): ReturnFacts {
  return {
    find(key: ReturnKey, returnIds: readonly string[]) {
      const rows = db
        .prepare(
          `${SELECT} WHERE r.profile_id = ? AND r.account = ?
             AND r.return_id IN (SELECT value FROM json_each(?))`,
        )
        .all(key.profileId, key.account, JSON.stringify(returnIds)) as Row[];
      return new Map(rows.map((r) => [r.return_id, { ...itemOf(r), arrived: r.tab === 'to-receive' }]));
    },
    toReceive(key: ReturnKey, limit: number) {
      const rows = db
        .prepare(
          `${SELECT} WHERE r.profile_id = ? AND r.account = ? AND r.tab = 'to-receive' AND rr.return_id IS NULL
           ORDER BY r.created_ms, r.return_id LIMIT ?`,
        )
        .all(key.profileId, key.account, limit) as Row[];
      return rows.map(itemOf);
    },
  };
}
