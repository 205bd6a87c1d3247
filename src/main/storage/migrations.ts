/**
 * A slice's schema: numbered steps, step N bringing the slice from version N-1 to N. Each slice owns its tables
 * and numbers its own steps, so slices never need to agree on one sequence. Never edit a landed step; add one.
 */
export interface MigrationSet {
  slice: string;
  steps: readonly string[];
}

/** Where each slice's version is kept. The app slice's version was `PRAGMA user_version` before slices had one. */
export const SCHEMA_VERSIONS_TABLE = `CREATE TABLE IF NOT EXISTS schema_versions (
  slice TEXT PRIMARY KEY,
  version INTEGER NOT NULL
)`;
