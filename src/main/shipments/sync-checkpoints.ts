import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ShipmentSyncKind } from '../../shared/shipments/types.ts';
import type { CacheKey } from './shipment-writer.ts';
import type { SyncWindow } from './sync-plan.ts';
import { inTransaction } from '../storage/transaction.ts';

export type SyncState = 'running' | 'done' | 'failed' | 'cancelled';

export interface SyncRecord {
  syncId: string;
  kind: ShipmentSyncKind;
  state: SyncState;
  startedAt: string;
  finishedAt: string | null;
  maxUpdatedAtMs: number | null;
  stored: number;
  message: string;
}

export interface PendingWindow extends SyncWindow {
  position: number;
}

/** Where a sync stands: its round (0: the planned windows; then catch-ups and windows walked again). */
export interface SyncPlanState {
  pending: PendingWindow[];
  /** Every window of the sync by position, done or not: what a shipment seen in it must still match. */
  all: PendingWindow[];
  total: number;
  done: number;
  stored: number;
  round: number;
  /** When the current round began (the sync's start for round 0). */
  roundStartedAt: string;
}

interface SyncRow {
  sync_id: string;
  kind: ShipmentSyncKind;
  state: SyncState;
  started_at: string;
  finished_at: string | null;
  max_updated_at_ms: number | null;
  stored: number;
  message: string;
}

const toRecord = (r: SyncRow): SyncRecord => ({
  syncId: r.sync_id,
  kind: r.kind,
  state: r.state,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
  maxUpdatedAtMs: r.max_updated_at_ms,
  stored: r.stored,
  message: r.message,
});

/** The syncs of each seller account and their windows: what lets a cancelled or crashed sync resume. */
export class SyncCheckpoints {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  create(key: CacheKey, kind: ShipmentSyncKind, windows: readonly SyncWindow[], startedAt: string): string {
    const syncId = randomUUID();
    inTransaction(this.#db, () => {
      this.#db
        .prepare(
          `INSERT INTO shipment_syncs (sync_id, profile_id, account, kind, state, started_at) VALUES (?, ?, ?, ?, 'running', ?)`,
        )
        .run(syncId, key.profileId, key.account, kind, startedAt);
      const insert = this.#db.prepare(
        `INSERT INTO shipment_sync_windows (sync_id, position, type, filter, state) VALUES (?, ?, ?, ?, 'pending')`,
      );
      windows.forEach((w, i) => insert.run(syncId, i, w.type, JSON.stringify(w.filter)));
    });
    return syncId;
  }

  /** The newest sync of the account that stopped before its end (cancelled, failed, or cut off by a crash). */
  unfinished(key: CacheKey): SyncRecord | undefined {
    const row = this.#db
      .prepare(
        `SELECT * FROM shipment_syncs WHERE profile_id = ? AND account = ? AND state != 'done'
         AND EXISTS (SELECT 1 FROM shipment_sync_windows w WHERE w.sync_id = shipment_syncs.sync_id AND w.state = 'pending')
         ORDER BY started_at DESC, rowid DESC LIMIT 1`,
      )
      .get(key.profileId, key.account) as SyncRow | undefined;
    return row === undefined ? undefined : toRecord(row);
  }

  /** The newest finished sync, of a kind or of any. */
  lastDone(key: CacheKey, kind?: ShipmentSyncKind): SyncRecord | undefined {
    const row = this.#db
      .prepare(
        `SELECT * FROM shipment_syncs WHERE profile_id = ? AND account = ? AND state = 'done' AND (? IS NULL OR kind = ?)
         ORDER BY finished_at DESC, rowid DESC LIMIT 1`,
      )
      .get(key.profileId, key.account, kind ?? null, kind ?? null) as SyncRow | undefined;
    return row === undefined ? undefined : toRecord(row);
  }

  /** The newest sync that ended, whatever its end. */
  lastEnded(key: CacheKey): SyncRecord | undefined {
    const row = this.#db
      .prepare(
        `SELECT * FROM shipment_syncs WHERE profile_id = ? AND account = ? AND finished_at IS NOT NULL
         ORDER BY finished_at DESC, rowid DESC LIMIT 1`,
      )
      .get(key.profileId, key.account) as SyncRow | undefined;
    return row === undefined ? undefined : toRecord(row);
  }

  windows(syncId: string): SyncPlanState {
    const rows = this.#db
      .prepare(
        `SELECT w.position, w.type, w.filter, w.state, w.stored, w.round,
           coalesce(w.round_started_at, s.started_at) AS round_started_at
         FROM shipment_sync_windows w JOIN shipment_syncs s ON s.sync_id = w.sync_id
         WHERE w.sync_id = ? ORDER BY w.position`,
      )
      .all(syncId) as {
      position: number;
      type: SyncWindow['type'];
      filter: string;
      state: string;
      stored: number;
      round: number;
      round_started_at: string;
    }[];
    const all = rows.map((r) => ({
      position: r.position,
      type: r.type,
      filter: JSON.parse(r.filter) as SyncWindow['filter'],
    }));
    const pending = all.filter((_, i) => rows[i]?.state === 'pending');
    const last = rows.reduce<(typeof rows)[number] | undefined>(
      (a, r) => (a === undefined || r.round >= a.round ? r : a),
      undefined,
    );
    return {
      pending,
      all,
      total: rows.length,
      done: rows.length - pending.length,
      stored: rows.reduce((a, r) => a + r.stored, 0),
      round: last?.round ?? 0,
      roundStartedAt: last?.round_started_at ?? new Date(0).toISOString(),
    };
  }

  /**
   * Starts the next round in one transaction: windows to walk again (their walk may have skipped a shipment) back
   * to pending, and new windows (the catch-up) added after the others.
   */
  nextRound(
    syncId: string,
    round: number,
    reopen: readonly number[],
    windows: readonly SyncWindow[],
    startedAt: string,
  ): void {
    inTransaction(this.#db, () => {
      const update = this.#db.prepare(
        `UPDATE shipment_sync_windows SET state = 'pending', round = ?, round_started_at = ?
         WHERE sync_id = ? AND position = ?`,
      );
      for (const position of reopen) update.run(round, startedAt, syncId, position);
      const { next } = this.#db
        .prepare(
          'SELECT coalesce(max(position), -1) + 1 AS next FROM shipment_sync_windows WHERE sync_id = ?',
        )
        .get(syncId) as { next: number };
      const insert = this.#db.prepare(
        `INSERT INTO shipment_sync_windows (sync_id, position, type, filter, state, round, round_started_at)
         VALUES (?, ?, ?, ?, 'pending', ?, ?)`,
      );
      windows.forEach((w, i) =>
        insert.run(syncId, next + i, w.type, JSON.stringify(w.filter), round, startedAt),
      );
    });
  }

  /** Call inside the transaction that stores the window's last page. */
  windowDone(
    syncId: string,
    position: number,
    pages: number,
    stored: number,
    maxUpdatedAtMs: number | null,
  ): void {
    this.#db
      .prepare(
        `UPDATE shipment_sync_windows SET state = 'done', pages = ?, stored = ? WHERE sync_id = ? AND position = ?`,
      )
      .run(pages, stored, syncId, position);
    this.#db
      .prepare(
        `UPDATE shipment_syncs SET stored = stored + ?,
           max_updated_at_ms = max(coalesce(max_updated_at_ms, ?), coalesce(?, max_updated_at_ms))
         WHERE sync_id = ?`,
      )
      .run(stored, maxUpdatedAtMs, maxUpdatedAtMs, syncId);
  }

  setState(syncId: string, state: SyncState, message: string, at: string): void {
    this.#db
      .prepare(
        `UPDATE shipment_syncs SET state = ?, message = ?, finished_at = CASE WHEN ? = 'running' THEN NULL ELSE ? END
         WHERE sync_id = ?`,
      )
      .run(state, message, state, at, syncId);
  }
}
