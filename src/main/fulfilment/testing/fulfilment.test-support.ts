import { mkdtempSync, rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import type { PackShipment } from '../../../shared/fulfilment/fulfilment-types.ts';
import type { FulfilmentActionKind } from '../../../shared/fulfilment/action-types.ts';
import type { Shipment } from '../../../shared/marketplace/seller-types.ts';
import { appMigrations } from '../../app/migrations.ts';
import type { SellerClient } from '../../marketplace/seller/seller-client.ts';
import { selfAccessSeller, startSim } from '../../marketplace/testing/sim.test-support.ts';
import type { Sim } from '../../marketplace/testing/sim.test-support.ts';
import { shipmentsMigrations } from '../../shipments/migrations.ts';
import { openDatabase } from '../../storage/database.ts';
import { productsMigrations } from '../../products/migrations.ts';
import { fulfilmentMigrations } from '../migrations.ts';

/** The app's database with the shipments, fulfilment and product-record steps, in a data folder of its own. */
export function openFulfilmentDb(dir: string): DatabaseSync {
  return openDatabase(dir, [appMigrations, shipmentsMigrations, fulfilmentMigrations, productsMigrations]);
}

export function tempDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'stockroom-fulfilment-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * For a test file: the simulator (started once) and its Demo seller's client, the world reset before each test,
 * and each test's own temporary folder (removed after it, once the test's own after-hooks have closed what is in it).
 */
export function simPerFile(shipments = 300): {
  readonly sim: Sim;
  readonly seller: SellerClient;
  readonly dir: string;
} {
  let sim: Sim | undefined;
  let seller: SellerClient | undefined;
  let tmp: ReturnType<typeof tempDir> | undefined;
  beforeAll(async () => {
    sim = await startSim({ shipments });
    seller = selfAccessSeller(sim).seller;
  });
  afterAll(() => sim?.close());
  beforeEach(async () => {
    await sim?.admin('POST', '/reset');
    tmp = tempDir();
  });
  afterEach(() => tmp?.remove());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the simulator is not started yet');
    return value;
  };
  return {
    get sim() {
      return started(sim);
    },
    get seller() {
      return started(seller);
    },
    get dir() {
      return started(tmp).dir;
    },
  };
}

/** A complete pack request for a shipment as read: 18% tax, a 20×15×10 cm box of 0.5 kg per sub-shipment. */
export function packRequestFor(s: Shipment, invoiceNumber = `INV-${s.shipmentId.slice(-6)}`): PackShipment {
  return {
    shipmentId: s.shipmentId,
    locationId: s.locationId,
    invoiceNumber,
    invoiceDate: '2026-11-27',
    items: s.orderItems.map((i) => ({
      orderItemId: i.orderItemId,
      taxRate: 18,
      quantity: i.quantity ?? 1,
      invoiceAmount: i.priceComponents?.totalPrice ?? 0,
    })),
    packages: s.subShipments.map((sub) => ({
      subShipmentId: sub.subShipmentId ?? '',
      length: 20,
      breadth: 15,
      height: 10,
      weight: 0.5,
    })),
  };
}

/** `n` shipments that can be packed now (not held, dispatch-after date passed), moved to APPROVED at the simulator. */
export function approvedShipments(sim: Sim, seller: SellerClient, n: number, skip = 0): Promise<Shipment[]> {
  return movedShipments(sim, seller, n, { skip });
}

/** `n` shipments of a type (SELF: self-ship), not held, dispatch-after date passed, moved to `status`. */
export function selfShipShipments(
  sim: Sim,
  seller: SellerClient,
  n: number,
  status: string,
  type: 'SELF' | 'NORMAL' = 'SELF',
): Promise<Shipment[]> {
  return movedShipments(sim, seller, n, { status, shipmentTypes: [type] });
}

async function movedShipments(
  sim: Sim,
  seller: SellerClient,
  n: number,
  {
    skip = 0,
    status = 'APPROVED',
    shipmentTypes,
  }: { skip?: number; status?: string; shipmentTypes?: string[] },
): Promise<Shipment[]> {
  const now = ((await sim.admin('GET', '/clock')) as { now: number }).now;
  const found: Shipment[] = [];
  // Delivered ones too: the move makes them APPROVED again, so a small world has enough.
  for (const type of ['preDispatch', 'postDispatch'] as const) {
    for await (const page of seller.filterShipments(
      { type, ...(shipmentTypes === undefined ? {} : { shipmentTypes }) },
      { sort: { field: 'dispatchAfterDate', order: 'asc' } },
    )) {
      for (const s of page.shipments)
        if (
          s.hold !== true &&
          Date.parse(s.dispatchAfterDate ?? '') <= now &&
          s.orderItems[0]?.status !== 'FORM_FAILED'
        )
          found.push(s);
      if (found.length >= n + skip) break;
    }
    if (found.length >= n + skip) break;
  }
  const chosen = found.slice(skip, skip + n);
  if (chosen.length < n) throw new Error(`only ${chosen.length} packable shipments`);
  await sim.admin('POST', '/shipments/move', {
    shipmentIds: chosen.map((s) => s.shipmentId),
    status,
  });
  return seller.getShipments(
    'shipmentIds',
    chosen.map((s) => s.shipmentId),
  );
}

export type Received = Record<FulfilmentActionKind, Record<string, number>>;
export const received = async (sim: Sim): Promise<Received> =>
  (await sim.admin('GET', '/fulfilment/received')) as Received;
