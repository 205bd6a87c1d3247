import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FulfilmentActionKind } from '../../shared/fulfilment/action-types.ts';
import type { SellerClient } from '../marketplace/seller/seller-client.ts';
import { selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { recordFigures } from '../testing/fuzz.test-support.ts';
import { integrityCheck, KILL_SEED, KILLS, runAndKill, seededRandom } from '../testing/kills.test-support.ts';
import { ActionJournal } from './action-journal.ts';
import { cancelRequestOf } from './cancel-request.ts';
import type { NewActionItem } from './action-journal.ts';
import {
  approvedShipments,
  openFulfilmentDb,
  packRequestFor,
  received,
  selfShipShipments,
  tempDir,
} from './testing/fulfilment.test-support.ts';

/**
 * Pack, ready to dispatch and cancel SIGKILLed at random points, again and again. After each kill the database is sound and
 * a shipment whose outcome was recorded is never received again; in the end the simulator received every shipment
 * exactly once: what was sent before a kill is read back, not sent again.
 */
const CHILD = fileURLToPath(new URL('./testing/action-child.ts', import.meta.url));
/** Each call this long at the marketplace; a kill lands 0.3–1.3 s after a run's first read-back. */
const LATENCY_MS = 400;
/**
 * Enough shipments that every one of the KILLS runs is killed before the action ends: in 1.3 s a run starts at most
 * four calls of five on each of its two lanes (the last in flight, but taken), 40 shipments a kill, and 10 for the end.
 */
const COUNT = 40 * KILLS + 10;
/** A run takes a few seconds at most (a process start, 1.3 s of work, or the rest of the action at the end). */
const TIMEOUT_MS = 30_000 + 15_000 * KILLS;
let sim: Sim;
let seller: SellerClient;
beforeAll(async () => {
  // One in five is a self-ship shipment: enough of those for the self-ship dispatch too.
  sim = await startSim({ shipments: Math.max(600, 8 * COUNT) });
  seller = selfAccessSeller(sim).seller;
});
afterAll(() => sim.close());
beforeEach(() => sim.admin('POST', '/reset'));

async function killRepeatedly(kind: FulfilmentActionKind, items: NewActionItem[], path: string) {
  const tmp = tempDir();
  try {
    // Calls slow enough that kills land while they are in flight.
    await sim.admin('PUT', '/faults', { rules: [{ match: path, latencyMs: LATENCY_MS }] });
    const { appId, appSecret } = sim.info.credentials.self_access;
    const config = join(tmp.dir, 'action.json');
    writeFileSync(
      config,
      JSON.stringify({
        dataDir: tmp.dir,
        baseUrl: sim.info.base_url,
        authUrl: sim.info.auth_url,
        adminUrl: sim.info.admin_url,
        appId,
        appSecret,
        kind,
        items,
      }),
    );
    const env = { STOCKROOM_TEST_ACTION: config };
    const random = seededRandom(KILL_SEED);
    const countWhenRecorded = new Map<string, number>();
    let killed = 0;
    let finished = false;
    let id = '';
    /** Shipments sent and unanswered when a kill struck: the case the read-back exists for. */
    let inFlightAtKill = 0;
    for (let i = 0; i < KILLS + 6 && !finished; i++) {
      // The last runs are not killed: the action must end.
      const afterMs = i < KILLS ? 300 + Math.floor(random() * 1_000) : 60_000;
      const run = await runAndKill(CHILD, [], env, afterMs);
      id = /action (\S+)/.exec(run.out)?.[1] ?? id;
      if (run.killed) killed++;
      expect(integrityCheck(tmp.dir)).toBe('ok');
      const db = openFulfilmentDb(tmp.dir);
      try {
        const journal = new ActionJournal(db);
        if (run.killed) inFlightAtKill += journal.pending(id).filter((p) => p.sent).length;
        const counts = (await received(sim))[kind];
        for (const item of journal.items(id)) {
          if (item.outcome === null) continue;
          const count = counts[item.shipmentId] ?? 0;
          const noted = countWhenRecorded.get(item.shipmentId);
          if (noted === undefined) countWhenRecorded.set(item.shipmentId, count);
          else expect(count, `${item.shipmentId} sent again after its outcome was recorded`).toBe(noted);
        }
        finished = journal.get(id)?.state === 'done';
      } finally {
        db.close();
      }
    }
    // Every run meant to be killed was: the count promised (STOCKROOM_KILLS) is reached, never fallen short of.
    expect(killed).toBe(KILLS);
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(finished).toBe(true);
    const counts = (await received(sim))[kind];
    expect(Object.keys(counts).sort()).toEqual(items.map((i) => i.shipmentId).sort());
    const twice = Object.entries(counts).filter(([, n]) => n !== 1);
    expect(twice).toEqual([]);
    return { kills: killed, shipments: items.length, inFlightAtKill, receivedTwice: twice.length };
  } finally {
    await sim.admin('DELETE', '/faults');
    tmp.remove();
  }
}

describe('fulfilment actions killed at random points', () => {
  it(
    `pack: ${KILLS} kills, and the marketplace received each shipment once`,
    { timeout: TIMEOUT_MS },
    async () => {
      const list = await approvedShipments(sim, seller, COUNT);
      const items = list.map((s) => ({
        shipmentId: s.shipmentId,
        locationId: s.locationId,
        request: packRequestFor(s),
      }));
      const figures = await killRepeatedly('pack', items, '/sellers/v3/shipments/labels');
      recordFigures(
        'Pack: SIGKILL at random points, then resumed',
        'src/main/fulfilment/action-kills.sim.test.ts',
        {
          seed: KILL_SEED,
          ...figures,
        },
      );
    },
  );

  it(
    `ready to dispatch: ${KILLS} kills, and the marketplace received each shipment once`,
    { timeout: TIMEOUT_MS },
    async () => {
      const list = await approvedShipments(sim, seller, COUNT);
      const ids = list.map((s) => s.shipmentId);
      await sim.admin('POST', '/shipments/move', { shipmentIds: ids, status: 'PACKED' });
      const items = list.map((s) => ({ shipmentId: s.shipmentId, locationId: s.locationId, request: null }));
      const figures = await killRepeatedly('dispatch', items, '/sellers/v3/shipments/dispatch');
      recordFigures(
        'Ready to dispatch: SIGKILL at random points, then resumed',
        'src/main/fulfilment/action-kills.sim.test.ts',
        { seed: KILL_SEED, ...figures },
      );
    },
  );

  it(
    `cancel by order item: ${KILLS} kills, and the marketplace received each shipment once`,
    { timeout: TIMEOUT_MS },
    async () => {
      const list = await approvedShipments(sim, seller, COUNT);
      // The SDK's body: the first item's group where a shipment has several (the rest stays), every group otherwise.
      const items = list.map((s) => ({
        shipmentId: s.shipmentId,
        locationId: s.locationId,
        request: cancelRequestOf(
          {
            shipmentId: s.shipmentId,
            reason: 'out_of_stock',
            ...(s.orderItems.length > 1 ? { orderItemIds: [s.orderItems[0]!.orderItemId] } : {}),
          },
          s,
        ),
      }));
      expect(items.every((i) => (i.request.cancellationGroupIds?.length ?? 0) > 0)).toBe(true);
      const figures = await killRepeatedly('cancel', items, '/sellers/v3/shipments/cancel');
      const after = await seller.getShipments(
        'shipmentIds',
        list.map((s) => s.shipmentId),
      );
      for (const s of after) {
        const partial = items.find((i) => i.shipmentId === s.shipmentId)?.request.orderItemIds !== undefined;
        expect(s.orderItems.map((i) => i.status)).toEqual(
          s.orderItems.map((_, n) => (partial && n > 0 ? 'APPROVED' : 'CANCELLED')),
        );
      }
      recordFigures(
        'Cancel by order item: SIGKILL at random points, then resumed',
        'src/main/fulfilment/action-kills.sim.test.ts',
        { seed: KILL_SEED, ...figures },
      );
    },
  );

  it(
    `self-ship dispatch: ${KILLS} kills, and the marketplace received each shipment once`,
    { timeout: TIMEOUT_MS },
    async () => {
      const list = await selfShipShipments(sim, seller, COUNT, 'READY_TO_DISPATCH');
      const now = Date.now();
      const items = list.map((s) => ({
        shipmentId: s.shipmentId,
        locationId: s.locationId,
        request: {
          shipmentId: s.shipmentId,
          deliveryPartner: 'Blue Dart',
          trackingId: `BD${s.shipmentId.slice(-8)}`,
          tentativeDeliveryDate: new Date(now + 3 * 86_400_000).toISOString().slice(0, 10),
          dispatchDate: new Date(now).toISOString(),
          invoice: {
            invoiceNumber: `INV-${s.shipmentId.slice(-6)}`,
            invoiceDate: '2026-11-27',
            items: s.orderItems.map((i) => ({ orderItemId: i.orderItemId, quantity: i.quantity ?? 1 })),
          },
        },
      }));
      const figures = await killRepeatedly(
        'selfShipDispatch',
        items,
        '/sellers/v3/shipments/selfShip/dispatch',
      );
      const after = await seller.getShipments(
        'shipmentIds',
        items.map((i) => i.shipmentId),
      );
      expect(new Set(after.map((s) => s.orderItems[0]?.status))).toEqual(new Set(['SHIPPED']));
      recordFigures(
        'Self-ship dispatch: SIGKILL at random points, then resumed',
        'src/main/fulfilment/action-kills.sim.test.ts',
        { seed: KILL_SEED, ...figures },
      );
    },
  );
});
