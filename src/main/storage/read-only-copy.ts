import { statSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';

/** Above this a folder's database is not copied into memory: the app starts empty, as before, rather than use GBs. */
export const READ_ONLY_COPY_MAX_BYTES = 512 * 1024 * 1024;

/**
 * Copies what a database in a folder that cannot be written holds into `memory` (migrated already to this version's
 * schema), so the screens show it: opened immutable (no -wal or -shm is made beside it), table by table, the columns
 * both have; full-text indexes are built again from the rows copied; the schema versions are the memory's own.
 * Changes then live in memory only, as the folder's notice says. Anything unreadable leaves the rest as copied.
 */
export function copyReadOnlyDatabase(memory: DatabaseSync, path: string): void {
  if (statSync(path).size > READ_ONLY_COPY_MAX_BYTES) return;
  memory.exec(`ATTACH DATABASE '${pathToFileURL(path).href.replaceAll("'", "''")}?immutable=1' AS disk`);
  try {
    const tables = (disk: 'main' | 'disk') =>
      memory
        .prepare(
          `SELECT name, sql FROM ${disk}.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
             AND name <> 'schema_versions'`,
        )
        .all() as { name: string; sql: string }[];
    const mine = tables('main');
    // A full-text table and its shadow tables are built again from the tables they index, below.
    const virtual = mine.filter((t) => /^CREATE VIRTUAL/i.test(t.sql)).map((t) => t.name);
    const copied = new Set(
      mine.map((t) => t.name).filter((name) => !virtual.some((v) => name === v || name.startsWith(`${v}_`))),
    );
    const columnsOf = memory.prepare('SELECT name FROM pragma_table_info(?, ?)');
    const columns = (table: string, schema: 'main' | 'disk') =>
      new Set((columnsOf.all(table, schema) as { name: string }[]).map((c) => c.name));
    memory.exec('PRAGMA foreign_keys = OFF');
    for (const { name } of tables('disk')) {
      if (!copied.has(name)) continue;
      const theirs = columns(name, 'disk');
      const both = [...columns(name, 'main')].filter((c) => theirs.has(c)).map(ident);
      if (both.length === 0) continue;
      try {
        memory.exec(
          `INSERT OR IGNORE INTO main.${ident(name)} (${both.join(', ')}) SELECT ${both.join(', ')} FROM disk.${ident(name)}`,
        );
      } catch {
        // A table whose pages cannot be read: left empty, the others copied.
      }
    }
    // A full-text index over a table's own columns (content=…) is built from the rows copied: the app fills it as it
    // stores, not by a trigger, so it would find none of them.
    for (const { name } of mine.filter((t) => /USING fts5\([^)]*content\s*=/i.test(t.sql)))
      memory.exec(`INSERT INTO ${ident(name)} (${ident(name)}) VALUES ('rebuild')`);
  } finally {
    memory.exec('PRAGMA foreign_keys = ON');
    memory.exec('DETACH DATABASE disk');
  }
}

/** A table's or column's name as SQL reads it, whatever it holds. */
const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;
