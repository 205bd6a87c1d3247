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

  windows(syncId: string): { pending: PendingWindow[]; total: number; done: number; stored: number } {
    const rows = this.#db
      .prepare(
        'SELECT position, type, filter, state, stored FROM shipment_sync_windows WHERE sync_id = ? ORDER BY position',
      )
      .all(syncId) as {
      position: number;
      type: SyncWindow['type'];
      filter: string;
      state: string;
      stored: number;
    }[];
    const pending = rows
      .filter((r) => r.state === 'pending')
      .map((r) => ({
        position: r.position,
        type: r.type,
        filter: JSON.parse(r.filter) as SyncWindow['filter'],
      }));
    return {
      pending,
      total: rows.length,
      done: rows.length - pending.length,
      stored: rows.reduce((a, r) => a + r.stored, 0),
    };
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
