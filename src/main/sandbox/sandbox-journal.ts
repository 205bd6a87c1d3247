import type { DatabaseSync } from 'node:sqlite';
import { AppError } from '../../shared/errors.ts';
import type { TestOrderRow } from '../../shared/sandbox/contract.ts';
import { inTransaction } from '../storage/transaction.ts';

import { stepWords, type StepRequest } from './sandbox-steps.ts';
import { t } from '../i18n/backend-language.ts';

/** A journaled action: test orders made, or a step (a move, a return, a return event) on order items. */
export type SandboxKind = 'testOrders' | 'step';
export type SandboxOutcome = 'done' | 'refused' | 'unknown';
type Key = { profileId: string; account: string };

export interface PendingItem {
  n: number;
  /** The order item a move names; null for a test order until it is made. */
  orderItemId: string | null;
  request: unknown;
  /** Sent, its answer not recorded (a crash, a lost answer): only a read can tell what the marketplace did. */
  sent: boolean;
}

/**
 * The sandbox's journal. Every test order and every moved order item has its row before anything is sent,
 * `sent_at` is set before its call and its outcome written as soon as the marketplace's word is known; a crash
 * leaves the unanswered ones pending, and a sent one is never sent again.
 */
export class SandboxJournal {
  readonly #db: DatabaseSync;
  readonly #now: () => Date;

  constructor(db: DatabaseSync, now: () => Date) {
    this.#db = db;
    this.#now = now;
  }

  /**
   * Journals an action. One move per order item at a time: refused in words while another action of the account
   * holds one of its order items (running, or sent and unanswered).
   */
  create(
    id: string,
    key: Key,
    kind: SandboxKind,
    items: readonly { orderItemId: string | null; request: unknown }[],
  ): void {
    const now = this.#now().toISOString();
    inTransaction(this.#db, () => {
      const ids = items.flatMap((i) => (i.orderItemId === null ? [] : [i.orderItemId]));
      const held = this.#db
        .prepare(
          `SELECT DISTINCT i.order_item_id AS id FROM sandbox_action_items i JOIN sandbox_actions a ON a.id = i.action_id
           WHERE a.account = ? AND i.order_item_id IN (SELECT value FROM json_each(?)) AND i.outcome IS NULL
             AND (a.state = 'running' OR i.sent_at IS NOT NULL) ORDER BY 1`,
        )
        .all(key.account, JSON.stringify(ids)) as { id: string }[];
      if (held.length > 0)
        throw new AppError(
          'BUSY',
          t('sandbox.refusal.beingMoved', { count: held.length, ids: held.map((h) => h.id).join(', ') }),
          { orderItemIds: held.map((h) => h.id) },
        );
      this.#db
        .prepare(
          `INSERT INTO sandbox_actions (id, profile_id, account, kind, state, created_at, updated_at)
           VALUES (?, ?, ?, ?, 'running', ?, ?)`,
        )
        .run(id, key.profileId, key.account, kind, now, now);
      const insert = this.#db.prepare(
        'INSERT INTO sandbox_action_items (action_id, n, order_item_id, request) VALUES (?, ?, ?, ?)',
      );
      items.forEach((item, n) => insert.run(id, n, item.orderItemId, JSON.stringify(item.request)));
    });
  }

  kind(actionId: string): SandboxKind | undefined {
    const row = this.#db.prepare('SELECT kind FROM sandbox_actions WHERE id = ?').get(actionId) as
      { kind: SandboxKind } | undefined;
    return row?.kind;
  }

  pending(actionId: string): PendingItem[] {
    const rows = this.#db
      .prepare(
        `SELECT n, order_item_id, request, sent_at FROM sandbox_action_items WHERE action_id = ? AND outcome IS NULL
         ORDER BY n`,
      )
      .all(actionId) as {
      n: number;
      order_item_id: string | null;
      request: string;
      sent_at: string | null;
    }[];
    return rows.map((r) => ({
      n: r.n,
      orderItemId: r.order_item_id,
      request: JSON.parse(r.request) as unknown,
      sent: r.sent_at !== null,
    }));
  }

  /** Written before the call: from here on a crash leaves it "sent, answer unknown", never to be sent again. */
  markSent(actionId: string, n: number): void {
    this.#db
      .prepare('UPDATE sandbox_action_items SET sent_at = ? WHERE action_id = ? AND n = ?')
      .run(this.#now().toISOString(), actionId, n);
  }

  /** Nothing of the call reached the marketplace (offline): it may be sent later. */
  unsent(actionId: string, n: number): void {
    this.#db
      .prepare('UPDATE sandbox_action_items SET sent_at = NULL WHERE action_id = ? AND n = ?')
      .run(actionId, n);
  }

  answer(
    actionId: string,
    n: number,
    outcome: SandboxOutcome,
    message: string,
    made?: { orderId: string; orderItemIds: string[] },
  ): void {
    this.#db
      .prepare(
        `UPDATE sandbox_action_items SET outcome = ?, message = ?, answered_at = ?,
           order_id = COALESCE(?, order_id), order_item_ids = COALESCE(?, order_item_ids)
         WHERE action_id = ? AND n = ?`,
      )
      .run(
        outcome,
        message,
        this.#now().toISOString(),
        made?.orderId ?? null,
        made === undefined ? null : JSON.stringify(made.orderItemIds),
        actionId,
        n,
      );
  }

  counts(actionId: string): Record<SandboxOutcome, number> & { total: number } {
    const rows = this.#db
      .prepare('SELECT outcome, COUNT(*) AS c FROM sandbox_action_items WHERE action_id = ? GROUP BY outcome')
      .all(actionId) as { outcome: SandboxOutcome | null; c: number }[];
    const of = (o: SandboxOutcome) => rows.find((r) => r.outcome === o)?.c ?? 0;
    return {
      done: of('done'),
      refused: of('refused'),
      unknown: of('unknown'),
      total: rows.reduce((s, r) => s + r.c, 0),
    };
  }

  /** The first refusal's sentence of an action, to say why. */
  firstRefusal(actionId: string): string | undefined {
    const row = this.#db
      .prepare(
        `SELECT message FROM sandbox_action_items WHERE action_id = ? AND outcome = 'refused' ORDER BY n LIMIT 1`,
      )
      .get(actionId) as { message: string } | undefined;
    return row?.message;
  }

  /** Order item ids the action's test orders were given. */
  madeItems(actionId: string): string[] {
    const rows = this.#db
      .prepare(
        `SELECT order_item_ids FROM sandbox_action_items WHERE action_id = ? AND outcome = 'done' ORDER BY n`,
      )
      .all(actionId) as { order_item_ids: string | null }[];
    return rows.flatMap((r) => (r.order_item_ids === null ? [] : (JSON.parse(r.order_item_ids) as string[])));
  }

  /** Items never sent are closed, so nothing goes out later by itself. */
  dropUnsent(actionId: string, message: string): void {
    this.#db
      .prepare(
        `UPDATE sandbox_action_items SET outcome = 'refused', message = ?, answered_at = ?
         WHERE action_id = ? AND outcome IS NULL AND sent_at IS NULL`,
      )
      .run(message, this.#now().toISOString(), actionId);
  }

  /** Whether a move of the action was sent and its answer is not known: only a read can close it. */
  awaitsReadBack(actionId: string): boolean {
    return (
      this.#db
        .prepare(
          'SELECT 1 FROM sandbox_action_items WHERE action_id = ? AND outcome IS NULL AND sent_at IS NOT NULL',
        )
        .get(actionId) !== undefined
    );
  }

  finish(actionId: string, state: 'done' | 'failed' | 'cancelled', message: string): void {
    this.#db
      .prepare('UPDATE sandbox_actions SET state = ?, message = ?, updated_at = ? WHERE id = ?')
      .run(state, message, this.#now().toISOString(), actionId);
  }

  /** Actions of the account a crash or a quit left running. */
  unfinished(key: Key): string[] {
    return (
      this.#db
        .prepare(
          `SELECT id FROM sandbox_actions WHERE profile_id = ? AND account = ? AND state = 'running' ORDER BY created_at`,
        )
        .all(key.profileId, key.account) as { id: string }[]
    ).map((r) => r.id);
  }

  /** When the account's test order holding this order item was made (ISO), or undefined. */
  madeAt(key: Key, orderItemId: string): string | undefined {
    return this.testOrders(key, 1000).find((o) => o.orderItemIds.includes(orderItemId))?.createdAt;
  }

  /** Whether the account's journal made these order items (a move is offered on the account's own test orders). */
  ownItems(key: Key, orderItemIds: readonly string[]): Set<string> {
    const made = this.testOrders(key, 1000).flatMap((o) => o.orderItemIds);
    return new Set(orderItemIds.filter((id) => made.includes(id)));
  }

  /** The test orders the account made, newest first, each with the last move taken on any of its order items. */
  testOrders(key: Key, limit = 50): TestOrderRow[] {
    const rows = this.#db
      .prepare(
        `SELECT i.order_id, i.order_item_ids, i.request, i.answered_at FROM sandbox_action_items i
         JOIN sandbox_actions a ON a.id = i.action_id
         WHERE a.profile_id = ? AND a.account = ? AND a.kind = 'testOrders' AND i.outcome = 'done'
         ORDER BY i.answered_at DESC, i.n DESC LIMIT ?`,
      )
      .all(key.profileId, key.account, limit) as {
      order_id: string;
      order_item_ids: string;
      request: string;
      answered_at: string;
    }[];
    const lastMove = this.#db.prepare(
      `SELECT i.request FROM sandbox_action_items i JOIN sandbox_actions a ON a.id = i.action_id
       WHERE a.account = ? AND i.outcome = 'done' AND a.kind <> 'testOrders'
         AND i.order_item_id IN (SELECT value FROM json_each(?))
       ORDER BY i.answered_at DESC LIMIT 1`,
    );
    return rows.map((r) => {
      const ids = JSON.parse(r.order_item_ids) as string[];
      const move = lastMove.get(key.account, r.order_item_ids) as { request: string } | undefined;
      const request = JSON.parse(r.request) as { skus?: string[] };
      return {
        orderId: r.order_id,
        orderItemIds: ids,
        skus: request.skus ?? [],
        createdAt: r.answered_at,
        lastMove: move === undefined ? null : stepWords(JSON.parse(move.request) as StepRequest),
      };
    });
  }
}
