import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { openCache, KEY } from './shipments.test-support.ts';
import { runShipmentSync } from './shipment-sync.ts';

type Cache = ReturnType<typeof openCache>;

/** What the detail panel reads of each stored shipment's items: the two fields the real service spells its own way. */
function detailFacts(cache: Cache): Map<string, unknown[]> {
  const ids = cache.db.prepare('SELECT shipment_id FROM shipments ORDER BY shipment_id').all() as {
    shipment_id: string;
  }[];
  return new Map(
    ids.map(({ shipment_id }) => [
      shipment_id,
      cache.queries
        .detail(KEY, shipment_id)
        .shipment.orderItems.map((o) => [o.isReplacement, o.priceComponents?.marketplaceDiscount]),
    ]),
  );
}

describe('shipments as the real service spells them (flipkartDiscount, is_replacement)', () => {
  let sim: Sim;
  let specCache: Cache;
  let realCache: Cache;
  beforeEach(async () => {
    sim = await startSim({ shipments: 60 });
    specCache = openCache();
    realCache = openCache();
  });
  afterEach(async () => {
    specCache.close();
    realCache.close();
    await sim.close();
  });

  it('reads either spelling into the same model, and stores the resource as it came', async () => {
    const { seller } = selfAccessSeller(sim);
    await runShipmentSync(specCache.deps(seller), KEY);
    await sim.admin('PUT', '/switches', { realSpelling: true });
    await runShipmentSync(realCache.deps(seller), KEY);

    const spec = detailFacts(specCache);
    const real = detailFacts(realCache);
    expect(real.size).toBeGreaterThan(50);
    expect(real).toEqual(spec);
    const facts = [...real.values()].flat() as [unknown, unknown][];
    expect(
      facts.every(
        ([replacement, discount]) => typeof replacement === 'boolean' && typeof discount === 'number',
      ),
    ).toBe(true);
    expect(facts.some(([, discount]) => (discount as number) > 0)).toBe(true);

    // The stored resource keeps the real spelling; the discount column is filled all the same.
    const raw = realCache.db.prepare('SELECT raw FROM shipment_raw LIMIT 1').get() as { raw: string };
    expect(raw.raw).toContain('"flipkartDiscount"');
    expect(raw.raw).toContain('"is_replacement"');
    expect(raw.raw).not.toContain('"marketplaceDiscount"');
    const columns = (db: Cache['db']) =>
      db
        .prepare(
          'SELECT marketplace_discount, is_replacement FROM shipment_order_items ORDER BY order_item_id',
        )
        .all();
    expect(columns(realCache.db)).toEqual(columns(specCache.db));
  });
});
