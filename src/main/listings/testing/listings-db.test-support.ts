import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { EXAMPLE_ROW } from '../../../shared/listings/example.ts';
import type { Cells } from '../../../shared/listings/columns.ts';
import { EventBus } from '../../backend/event-bus.ts';
import { JobRegistry } from '../../jobs/job-registry.ts';
import { openDatabase } from '../../storage/database.ts';
import { appMigrations } from '../../app/migrations.ts';
import { listingsMigrations } from '../migrations.ts';
import { DraftRepository } from '../draft-repository.ts';
import type { PositionedRow } from '../draft-repository.ts';
import { UploadJournal } from '../upload-journal.ts';

/** The app's database with the listings steps, in a data folder of its own. */
export function openListingsDb(dir: string): DatabaseSync {
  return openDatabase(dir, [appMigrations, listingsMigrations]);
}

export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-listings-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function listingsParts(db: DatabaseSync) {
  const bus = new EventBus();
  return {
    drafts: new DraftRepository(db),
    journal: new UploadJournal(db),
    jobs: new JobRegistry(db, bus),
    bus,
  };
}

/** `n` valid rows with SKUs `prefix-0001`…; `change` alters some of them. */
export function exampleRows(
  n: number,
  prefix = 'SKU',
  change: (i: number) => Cells = () => ({}),
): PositionedRow[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `row-${prefix}-${i}`,
    position: i,
    cells: { ...EXAMPLE_ROW, sku: `${prefix}-${String(i + 1).padStart(4, '0')}`, ...change(i) },
  }));
}
