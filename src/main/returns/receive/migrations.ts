/**
 * Receiving's own numbered steps, beside the returns cache's (never edit a landed step; add one). The receipts
 * themselves are the returns slice's `return_receipts`; these tables keep what became of them:
 * - `return_restocks`: a return received as good and sent back to stock, written in the same transaction as My
 *   listings' stock change that carries it (`change_id`), so a return is in at most one restock: a second click,
 *   a second window or a restart finds it there and never adds its quantity again. `state`: `sending` until the
 *   change's outcome for its SKU is known, then `restocked`, or `unsure` (sent, then the change was cancelled); a
 *   SKU the change did not move (refused, stopped on a third value) drops its rows, so the return may be tried again.
 * - `return_claims`: a return received damaged, wrong or missing, filed with the marketplace by the seller or not.
 */
import type { MigrationSet } from '../../storage/migrations.ts';

const KEY = 'profile_id TEXT NOT NULL, account TEXT NOT NULL, return_id TEXT NOT NULL';

export const returnReceiveMigrations: MigrationSet = {
  slice: 'return-receive',
  steps: [
    `CREATE TABLE return_restocks (
       ${KEY},
       change_id TEXT NOT NULL,
       sku TEXT NOT NULL,
       location_id TEXT NOT NULL,
       quantity INTEGER NOT NULL,
       state TEXT NOT NULL CHECK (state IN ('sending', 'restocked', 'unsure')),
       words TEXT NOT NULL DEFAULT '',
       created_at TEXT NOT NULL,
       settled_at TEXT,
       PRIMARY KEY (profile_id, account, return_id)
     );
     CREATE INDEX return_restocks_by_change ON return_restocks (change_id);
     CREATE INDEX return_restocks_sending ON return_restocks (profile_id, account, state);
     CREATE TABLE return_claims (
       ${KEY},
       state TEXT NOT NULL CHECK (state IN ('open', 'filed')),
       reference TEXT NOT NULL DEFAULT '',
       filed_at TEXT,
       PRIMARY KEY (profile_id, account, return_id)
     );`,
  ],
};
