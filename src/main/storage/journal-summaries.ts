import type { DatabaseSync } from 'node:sqlite';

/** A journaled job (an upload, a price or stock change) as its list shows it: its row and its items' counts. */
export interface JournalSummary<S extends string> {
  id: string;
  profileId: string;
  state: S;
  total: number;
  answered: number;
  failed: number;
  message: string;
  createdAt: string;
  /** The job this one undoes. */
  undoes?: string;
}

/**
 * The journaled jobs of `jobs` matching `where` (on alias `j`), each with the count of its items in `items` that
 * were answered and that failed. Both journals keep the same columns; the table names are the callers' constants.
 */
export function journalSummaries<S extends string>(
  db: DatabaseSync,
  tables: { jobs: string; items: string; itemKey: string },
  where: string,
  param: string,
): JournalSummary<S>[] {
  const { jobs, items, itemKey } = tables;
  const rows = db
    .prepare(
      `SELECT j.id, j.profile_id, j.state, j.total, j.message, j.created_at, j.undoes,
         (SELECT COUNT(*) FROM ${items} i WHERE i.${itemKey} = j.id AND i.status IS NOT NULL) AS answered,
         (SELECT COUNT(*) FROM ${items} i WHERE i.${itemKey} = j.id AND i.failed = 1) AS failed
       FROM ${jobs} j ${where}`,
    )
    .all(param) as {
    id: string;
    profile_id: string;
    state: S;
    total: number;
    message: string;
    created_at: string;
    undoes: string | null;
    answered: number;
    failed: number;
  }[];
  return rows.map((r) => ({
    id: r.id,
    profileId: r.profile_id,
    state: r.state,
    total: r.total,
    answered: r.answered,
    failed: r.failed,
    message: r.message,
    createdAt: r.created_at,
    ...(r.undoes === null ? {} : { undoes: r.undoes }),
  }));
}
