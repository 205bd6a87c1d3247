import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { ReturnSyncKind } from '../../shared/returns/return-rows.ts';
import type { ReturnsQuery } from '../../shared/returns/return-types.ts';
import { inTransaction } from '../storage/transaction.ts';
import type { CacheKey } from './return-writer.ts';

export type ReturnSyncState = 'running' | 'done' | 'failed' | 'cancelled';

/** A returns sync as recorded. */
export interface ReturnSyncRecord {
  syncId: string;
  kind: ReturnSyncKind;
  state: ReturnSyncState;
  round: number;
  startedAt: string;
  roundStartedAt: string;
  endedAt: string | null;
  message: string;
  /** The latest `updatedDate` any of its pages carried (the marketplace's clock), epoch ms. */
  maxUpdatedMs: number | null;
}

/** A window of a round still to walk (or walked: `state`). */
export interface ReturnWindow {
  position: number;
  round: number;
  query: ReturnsQuery;
  state: 'pending' | 'done' | 'suspect';
}

interface SyncRow {
  sync_id: string;
  kind: ReturnSyncKind;
  state: ReturnSyncState;
  round: number;
  started_at: string;
  round_started_at: string;
  ended_at: string | null;
  message: string;
  max_updated_ms: number | null;
}

const toRecord = (r: SyncRow): ReturnSyncRecord => ({
  syncId: r.sync_id,
  kind: r.kind,
  state: r.state,
  round: r.round,
  startedAt: r.started_at,
  roundStartedAt: r.round_started_at,
  endedAt: r.ended_at,
  message: r.message,
  maxUpdatedMs: r.max_updated_ms,
});

/** The returns syncs of each seller account and their windows: what lets a cancelled or killed sync resume. */
export class ReturnSyncCheckpoints {
  readonly #db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  create(key: CacheKey, kind: ReturnSyncKind, windows: readonly ReturnsQuery[], startedAt: string): string {
    const syncId = randomUUID();
    inTransaction(this.#db, () => {
      this.#db
        .prepare(
          `INSERT INTO return_syncs (sync_id, profile_id, account, kind, state, round, started_at, round_started_at)
           VALUES (?, ?, ?, ?, 'running', 0, ?, ?)`,
        )
        .run(syncId, key.profileId, key.account, kind, startedAt, startedAt);
      this.#addWindows(syncId, 0, 0, windows);
    });
    return syncId;
  }

  #addWindows(syncId: string, round: number, from: number, windows: readonly ReturnsQuery[]): void {
    const insert = this.#db.prepare(
      `INSERT INTO return_sync_windows (sync_id, position, round, query, state) VALUES (?, ?, ?, ?, 'pending')`,
    );
    windows.forEach((w, i) => insert.run(syncId, from + i, round, JSON.stringify(w)));
  }

  /** The latest sync of the account that did not reach its end (running when the app died, failed, cancelled). */
  unfinished(key: CacheKey): ReturnSyncRecord | undefined {
    const row = this.#db
      .prepare(
        `SELECT * FROM return_syncs WHERE profile_id = ? AND account = ? ORDER BY started_at DESC, rowid DESC LIMIT 1`,
      )
      .get(key.profileId, key.account) as SyncRow | undefined;
    return row === undefined || row.state === 'done' ? undefined : toRecord(row);
  }

  /** The latest sync of the account that reached its end. */
  lastDone(key: CacheKey): ReturnSyncRecord | undefined {
    const row = this.#db
      .prepare(
        `SELECT * FROM return_syncs WHERE profile_id = ? AND account = ? AND state = 'done'
         ORDER BY ended_at DESC, rowid DESC LIMIT 1`,
      )
      .get(key.profileId, key.account) as SyncRow | undefined;
    return row === undefined ? undefined : toRecord(row);
  }

  /** The latest sync of the account, whatever its state. */
  last(key: CacheKey): ReturnSyncRecord | undefined {
    const row = this.#db
      .prepare(
        `SELECT * FROM return_syncs WHERE profile_id = ? AND account = ? ORDER BY started_at DESC, rowid DESC LIMIT 1`,
      )
      .get(key.profileId, key.account) as SyncRow | undefined;
    return row === undefined ? undefined : toRecord(row);
  }

  record(syncId: string): ReturnSyncRecord {
    return toRecord(
      this.#db.prepare('SELECT * FROM return_syncs WHERE sync_id = ?').get(syncId) as unknown as SyncRow,
    );
  }

  /** The windows of the sync's current round. */
  windows(syncId: string): ReturnWindow[] {
    const { round } = this.record(syncId);
    const rows = this.#db
      .prepare(
        'SELECT position, round, query, state FROM return_sync_windows WHERE sync_id = ? AND round = ? ORDER BY position',
      )
      .all(syncId, round) as {
      position: number;
      round: number;
      query: string;
      state: ReturnWindow['state'];
    }[];
    return rows.map((r) => ({ ...r, query: JSON.parse(r.query) as ReturnsQuery }));
  }

  /** Opens the next round: its windows (catch-ups and walks to repeat) numbered after every earlier one. */
  nextRound(syncId: string, windows: readonly ReturnsQuery[], startedAt: string): void {
    inTransaction(this.#db, () => {
      const { next } = this.#db
        .prepare('SELECT coalesce(max(position), -1) + 1 AS next FROM return_sync_windows WHERE sync_id = ?')
        .get(syncId) as { next: number };
      const round = this.record(syncId).round + 1;
      this.#db
        .prepare('UPDATE return_syncs SET round = ?, round_started_at = ? WHERE sync_id = ?')
        .run(round, startedAt, syncId);
      this.#addWindows(syncId, round, next, windows);
    });
  }

  setState(syncId: string, state: ReturnSyncState, message: string, at: string): void {
    this.#db
      .prepare('UPDATE return_syncs SET state = ?, message = ?, ended_at = ? WHERE sync_id = ?')
      .run(state, message, state === 'running' ? null : at, syncId);
  }
}
