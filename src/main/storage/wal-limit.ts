import type { DatabaseSync } from 'node:sqlite';

/**
 * Every connection's automatic checkpoint limit, in pages of 4 KB: set here and nowhere else.
 *
 * - `alone` (10,000 pages, 40 MB): a connection with no background checkpoints (a benchmark's, a tool's). Syncs
 *   commit a page at a time; checkpointing every 1,000 pages (4 MB, SQLite's default) made each commit pay again
 *   for index pages copied moments before. 10,000 amortises that and still bounds the log.
 * - `backstop` (40,000 pages, 160 MB): the app's connections while the checkpoint thread (checkpointer.ts) copies
 *   the log in the background; their own automatic checkpoint is then only a far backstop, should that thread stop,
 *   so that no commit pays a whole checkpoint on the thread that made it.
 */
export const WAL_LIMIT_PAGES = { alone: 10_000, backstop: 40_000 } as const;

export type WalLimit = keyof typeof WAL_LIMIT_PAGES;

export function setWalLimit(db: DatabaseSync, limit: WalLimit): void {
  db.exec(`PRAGMA wal_autocheckpoint = ${WAL_LIMIT_PAGES[limit]}`);
}

/** The limit a connection has now, to give another connection of the same app the same (the storage thread). */
export function walLimitOf(db: DatabaseSync): WalLimit {
  const pages = (db.prepare('PRAGMA wal_autocheckpoint').get() as { wal_autocheckpoint: number })
    .wal_autocheckpoint;
  return pages === WAL_LIMIT_PAGES.backstop ? 'backstop' : 'alone';
}
