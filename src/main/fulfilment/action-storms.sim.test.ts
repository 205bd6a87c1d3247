import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SellerClient } from '../marketplace/seller/seller-client.ts';
import { selfAccessSeller, startSim } from '../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../marketplace/testing/sim.test-support.ts';
import { ActionJournal } from './action-journal.ts';
import { runAction } from './action-runner.ts';
import {
  approvedShipments,
  openFulfilmentDb,
  packRequestFor,
  received,
  tempDir,
} from './testing/fulfilment.test-support.ts';

/**
 * Storms on the action calls: throttling, server errors and cut answers at random (seeded), with small batches so
 * many calls meet them. Every shipment ends packed and ready, and the simulator received each exactly once.
 */
let sim: Sim;
let seller: SellerClient;
beforeAll(async () => {
  sim = await startSim({ shipments: 600 });
  seller = selfAccessSeller(sim).seller;
});
afterAll(() => sim.close());

let tmp: ReturnType<typeof tempDir>;
let db: ReturnType<typeof openFulfilmentDb>;
beforeEach(async () => {
  await sim.admin('POST', '/reset');
  tmp = tempDir();
  db = openFulfilmentDb(tmp.dir);
});
afterEach(() => {
  db.close();
  tmp.remove();
});

describe('fulfilment actions in a storm', () => {
  it('packs and marks ready 40 shipments through 429s, 5xx and cut answers, each received once', async () => {
    const list = await approvedShipments(sim, seller, 40);
    await sim.admin('PUT', '/faults', {
      seed: 31,
      rules: ['/sellers/v3/shipments/labels', '/sellers/v3/shipments/dispatch'].map((match) => ({
        match,
        rates: { '429': 0.15, '500': 0.1, 'gateway-503': 0.1, truncate: 0.15 },
        retryAfterSeconds: 0,
      })),
    });
    const journal = new ActionJournal(db);
    const deps = {
      journal,
      seller,
      store: () => undefined,
      sleep: async (ms: number) => {
        await sim.admin('POST', '/clock/advance', { ms });
      },
      pollMs: 1_000,
      batchSize: 4,
      concurrency: 3,
      maxRounds: 12,
    };
    const key = { profileId: 'demo', account: 'self' };
    const signal = new AbortController().signal;
    journal.create(
      'pack',
      key,
      'pack',
      list.map((s) => ({ shipmentId: s.shipmentId, locationId: s.locationId, request: packRequestFor(s) })),
    );
    expect(await runAction(deps, 'pack', 'pack', signal, () => undefined)).toBe('40 of 40 packed.');
    journal.create(
      'dispatch',
      key,
      'dispatch',
      list.map((s) => ({ shipmentId: s.shipmentId, request: null })),
    );
    expect(await runAction(deps, 'dispatch', 'dispatch', signal, () => undefined)).toBe(
      '40 of 40 marked ready to dispatch.',
    );
    const faults = (await sim.admin('GET', '/faults')) as { rules: { applied: number }[] };
    expect(faults.rules.reduce((n, r) => n + r.applied, 0)).toBeGreaterThan(5);
    const counts = await received(sim);
    for (const action of ['pack', 'dispatch'] as const) {
      expect(Object.keys(counts[action]).sort()).toEqual(list.map((s) => s.shipmentId).sort());
      expect(Object.values(counts[action]).filter((n) => n !== 1)).toEqual([]);
    }
  });
});
