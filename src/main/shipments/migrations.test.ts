import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appMigrations } from '../app/migrations.ts';
import { openDatabase } from '../storage/database.ts';
import { shipmentsMigrations } from './migrations.ts';
import { ShipmentQueries } from './shipment-queries.ts';

describe('the shipments cache migrations', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'stockroom-shipments-migrations-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('moves each stored resource to shipment_raw whole, and the detail panel reads it from there', () => {
    const before = openDatabase(dir, [
      appMigrations,
      { ...shipmentsMigrations, steps: shipmentsMigrations.steps.slice(0, 2) },
    ]);
    const raw = JSON.stringify({
      shipmentId: 'S1',
      orderItems: [],
      forms: [],
      subShipments: [],
      extra: { kept: true },
    });
    before
      .prepare(
        `INSERT INTO shipments (profile_id, account, shipment_id, view, status, order_ids, order_item_ids, skus, fsns,
           search_text, synced_at, raw) VALUES ('p', 'a', 'S1', 'toPack', 'APPROVED', '', '', '', '', '', '2026-11-23', ?)`,
      )
      .run(raw);
    before.close();

    const after = openDatabase(dir, [appMigrations, shipmentsMigrations]);
    try {
      expect(after.prepare('SELECT raw FROM shipment_raw').all()).toEqual([{ raw }]);
      const columns = after.prepare('SELECT name FROM pragma_table_info(?)').all('shipments');
      expect(columns).not.toContainEqual({ name: 'raw' });
      const detail = new ShipmentQueries(after).detail({ profileId: 'p', account: 'a' }, 'S1');
      expect(detail.shipment).toMatchObject({ shipmentId: 'S1', extra: { kept: true } });
    } finally {
      after.close();
    }
  });
});
