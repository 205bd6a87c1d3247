import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_INVOICE_PATTERN, counterIn } from '../../shared/fulfilment/invoice-pattern.ts';

type Key = { profileId: string; account: string };

/**
 * The pack form's invoice numbers, per seller account: the pattern and its counter. (What it knows per SKU is the
 * product record's, the products slice.)
 */
export class PackDefaults {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  invoiceCounter(key: Key): { pattern: string; next: number } {
    const r = this.#db
      .prepare('SELECT pattern, next FROM fulfilment_invoice_numbers WHERE profile_id = ? AND account = ?')
      .get(key.profileId, key.account) as { pattern: string; next: number } | undefined;
    return r ?? { pattern: DEFAULT_INVOICE_PATTERN, next: 1 };
  }

  /** The seller's own pattern and next number (checked by the caller). */
  setInvoicePattern(key: Key, pattern: string, next: number): void {
    this.#db
      .prepare(
        `INSERT INTO fulfilment_invoice_numbers (profile_id, account, pattern, next) VALUES (?, ?, ?, ?)
         ON CONFLICT (profile_id, account) DO UPDATE SET pattern = excluded.pattern, next = excluded.next`,
      )
      .run(key.profileId, key.account, pattern.trim(), next);
  }

  /**
   * Moves the counter past the numbers of invoices the marketplace packed (or is packing) that follow the pattern;
   * numbers typed by hand, and those of refused shipments, leave it where it is.
   */
  advance(key: Key, packedInvoiceNumbers: readonly string[]): void {
    const { pattern, next } = this.invoiceCounter(key);
    const used = packedInvoiceNumbers
      .map((n) => counterIn(pattern, n))
      .filter((n): n is number => n !== undefined);
    const after = Math.max(next, ...used.map((n) => n + 1));
    if (after === next) return;
    this.#db
      .prepare(
        `INSERT INTO fulfilment_invoice_numbers (profile_id, account, pattern, next) VALUES (?, ?, ?, ?)
         ON CONFLICT (profile_id, account) DO UPDATE SET next = MAX(next, excluded.next)`,
      )
      .run(key.profileId, key.account, pattern, after);
  }
}
