import type { MigrationSet } from '../storage/migrations.ts';

/**
 * The product record: a value per SKU, field and source (product-record.ts), keyed by profile and seller account.
 * Step 1 moves in what the pack form kept per SKU (fulfilment_sku_defaults, the fulfilment slice's table until
 * now) as values of the last pack, then drops that table: one store for a SKU's facts, not two.
 */
export const productsMigrations: MigrationSet = {
  slice: 'products',
  steps: [
    `CREATE TABLE product_values (
       profile_id TEXT NOT NULL,
       account TEXT NOT NULL,
       sku TEXT NOT NULL,
       field TEXT NOT NULL,
       source TEXT NOT NULL,
       value TEXT NOT NULL,
       at TEXT NOT NULL,
       PRIMARY KEY (profile_id, account, sku, field, source)
     );
     INSERT INTO product_values (profile_id, account, sku, field, source, value, at)
       SELECT profile_id, account, sku, 'gstRate', 'lastPack', printf('%g', tax_rate), strftime('%Y-%m-%dT%H:%M:%fZ')
       FROM fulfilment_sku_defaults WHERE tax_rate IS NOT NULL
       UNION ALL SELECT profile_id, account, sku, 'length', 'lastPack', printf('%g', length), strftime('%Y-%m-%dT%H:%M:%fZ')
       FROM fulfilment_sku_defaults WHERE length > 0
       UNION ALL SELECT profile_id, account, sku, 'breadth', 'lastPack', printf('%g', breadth), strftime('%Y-%m-%dT%H:%M:%fZ')
       FROM fulfilment_sku_defaults WHERE breadth > 0
       UNION ALL SELECT profile_id, account, sku, 'height', 'lastPack', printf('%g', height), strftime('%Y-%m-%dT%H:%M:%fZ')
       FROM fulfilment_sku_defaults WHERE height > 0
       UNION ALL SELECT profile_id, account, sku, 'weight', 'lastPack', printf('%g', weight), strftime('%Y-%m-%dT%H:%M:%fZ')
       FROM fulfilment_sku_defaults WHERE weight > 0
       UNION ALL SELECT profile_id, account, sku, 'needsSerials', 'lastPack', 'true', strftime('%Y-%m-%dT%H:%M:%fZ')
       FROM fulfilment_sku_defaults WHERE needs_serials = 1;
     DROP TABLE fulfilment_sku_defaults;`,
  ],
};
