import { appMigrations } from '../app/migrations.ts';
import { feedsMigrations } from '../feeds/migrations.ts';
import { feedsViewMigrations } from '../feeds/view/migrations.ts';
import { fulfilmentMigrations } from '../fulfilment/migrations.ts';
import { listingsMigrations } from '../listings/migrations.ts';
import { locationsMigrations } from '../locations/migrations.ts';
import { productsMigrations } from '../products/migrations.ts';
import { myListingsMigrations } from '../my-listings/migrations.ts';
import { returnsMigrations } from '../returns/migrations.ts';
import { sandboxMigrations } from '../sandbox/migrations.ts';
import { returnActionMigrations } from '../returns/self-ship/migrations.ts';
import { returnReceiveMigrations } from '../returns/receive/migrations.ts';
import { shipmentsMigrations } from '../shipments/migrations.ts';
import type { MigrationSet } from '../storage/migrations.ts';

/**
 * Every slice's schema; hosts check a data folder against it before touching anything in it. A file of its own,
 * reading only the slices' migration files: the host's thread needs the schema, not the backend that runs on its
 * own thread (loading the slices twice cost a cold start a second).
 */
export const MIGRATION_SETS: readonly MigrationSet[] = [
  appMigrations,
  shipmentsMigrations,
  listingsMigrations,
  feedsMigrations,
  myListingsMigrations,
  fulfilmentMigrations,
  locationsMigrations,
  feedsViewMigrations,
  productsMigrations,
  returnsMigrations,
  sandboxMigrations,
  returnActionMigrations,
  returnReceiveMigrations,
];
