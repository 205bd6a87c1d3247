import { expect, it } from 'vitest';
import { MAX_ROUND_RETRY_AFTER_MS } from '../marketplace/http/round-waits.ts';
import { ActionJournal } from './action-journal.ts';
import { runAction } from './action-runner.ts';
import {
  approvedShipments,
  openFulfilmentDb,
  packRequestFor,
  received,
  simPerFile,
} from './testing/fulfilment.test-support.ts';

/** Issue 38, case 7: a marketplace allowing one pack call in ten seconds gets every call, one after the other. */
const at = simPerFile(600);

it('a pack of 300 under one call per 10 s waits out each Retry-After and sends every shipment once', async () => {
  const list = await approvedShipments(at.sim, at.seller, 300);
  await at.sim.admin('PUT', '/rate-limits', {
    rules: [{ match: '/sellers/v3/shipments/labels', method: 'POST', calls: 1, windowMs: 10_000 }],
  });
  const db = openFulfilmentDb(at.dir);
  try {
    const journal = new ActionJournal(db);
    const items = list.map((s) => ({
      shipmentId: s.shipmentId,
      locationId: s.locationId,
      request: packRequestFor(s),
    }));
    journal.create('pack-1', { profileId: 'demo', account: 'self' }, 'pack', items);
    const waits: number[] = [];
    const progress: string[] = [];
    const message = await runAction(
      {
        journal,
        seller: at.seller,
        store: () => undefined,
        // The injected sleep moves the simulator's clock: the rate limit's window passes without a real wait.
        sleep: async (ms) => {
          waits.push(ms);
          await at.sim.admin('POST', '/clock/advance', { ms });
        },
        pollMs: 1_000,
      },
      'pack-1',
      'pack',
      new AbortController().signal,
      (_done, _total, words) => progress.push(words),
    );
    expect(message).toBe('300 of 300 packed.');
    const counts = (await received(at.sim)).pack;
    expect(Object.keys(counts)).toHaveLength(300);
    expect(Object.values(counts).every((n) => n === 1)).toBe(true);
    // Three calls of 100 let through, one per window; between them the job waited as long as it was asked.
    const { rules } = (await at.sim.admin('GET', '/rate-limits')) as { rules: { allowed: number }[] };
    expect(rules[0]?.allowed).toBe(3);
    const rateWaits = waits.filter((ms) => ms > 1_000);
    expect(rateWaits).toHaveLength(2);
    for (const ms of rateWaits) expect(ms).toBeGreaterThanOrEqual(5_000);
    for (const ms of rateWaits) expect(ms).toBeLessThanOrEqual(10_000);
    // The seller sees why the job pauses.
    expect(progress).toContain(
      `100 of 300 answered; the marketplace asked Stockroom to slow down; waiting ${rateWaits[0]! / 1000} s`,
    );
  } finally {
    db.close();
  }
});

it(`a Retry-After over ${MAX_ROUND_RETRY_AFTER_MS / 60_000} minutes is not waited out: the job stops after its rounds`, async () => {
  const list = await approvedShipments(at.sim, at.seller, 2);
  await at.sim.admin('PUT', '/faults', {
    rules: [{ match: '/sellers/v3/shipments/labels', fault: '429', retryAfterSeconds: 3600 }],
  });
  const db = openFulfilmentDb(at.dir);
  try {
    const journal = new ActionJournal(db);
    journal.create(
      'pack-2',
      { profileId: 'demo', account: 'self' },
      'pack',
      list.map((s) => ({ shipmentId: s.shipmentId, locationId: s.locationId, request: packRequestFor(s) })),
    );
    const waits: number[] = [];
    const run = runAction(
      {
        journal,
        seller: at.seller,
        store: () => undefined,
        sleep: async (ms) => void waits.push(ms),
        maxRounds: 3,
      },
      'pack-2',
      'pack',
      new AbortController().signal,
      () => undefined,
    );
    await expect(run).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect(waits).toEqual([1_000, 2_000]);
  } finally {
    await at.sim.admin('DELETE', '/faults');
    db.close();
  }
});
