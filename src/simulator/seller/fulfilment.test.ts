import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulator, SimulatorInfo } from '../index.ts';
import type { Body } from '../support/test-kit.ts';
import { admin, bearer, getJson, selfToken, startSmall } from '../support/test-kit.ts';
import { PRE_DISPATCH, packRequest, shipmentKit } from '../support/shipment-kit.ts';
import { FulfilmentLog } from './fulfilment-log.ts';
import { PACKING_MS, pack } from './fulfilment-rules.ts';
import type { SimShipment } from './shipment-model.ts';

let sim: RunningSimulator;
let info: SimulatorInfo;
let token: string;

const { postJson, packable, statesOf, approved } = shipmentKit(() => ({ info, token }));

async function pdfBytes(path: string, init: RequestInit = {}): Promise<Buffer> {
  const res = await fetch(`${info.base_url}${path}`, { ...init, headers: bearer(token) });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/pdf');
  return Buffer.from(await res.arrayBuffer());
}

/** A PDF's text as poppler reads it, a form feed after each page. */
const textOf = (pdf: Buffer): string => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();

async function pdfText(path: string, init: RequestInit = {}): Promise<string> {
  return textOf(await pdfBytes(path, init));
}

beforeAll(async () => {
  sim = await startSmall();
  info = sim.info;
  token = await selfToken(info);
});
beforeEach(() => admin(info, 'POST', '/reset'));
afterAll(() => sim.close());

describe('pack', () => {
  it('packs asynchronously: PACKING_IN_PROGRESS at once, PACKED later, seen by the search and by ids', async () => {
    const [a, b] = await packable(2);
    const ids = [a.shipmentId, b.shipmentId];
    await approved(); // a search answered before the pack must not be served again after it
    const res = await postJson('/v3/shipments/labels', { shipments: [packRequest(a), packRequest(b)] });
    expect(res.status).toBe(200);
    expect(res.body.shipments).toEqual([
      { shipmentId: a.shipmentId, status: 'success' },
      { shipmentId: b.shipmentId, status: 'success' },
    ]);
    expect(await statesOf(ids)).toEqual(['PACKING_IN_PROGRESS', 'PACKING_IN_PROGRESS']);
    expect((await approved()).map((s) => s.shipmentId)).not.toContain(a.shipmentId);
    await admin(info, 'POST', '/clock/advance', { ms: PACKING_MS });
    expect(await statesOf(ids)).toEqual(['PACKED', 'PACKED']);
    const received = await admin(info, 'GET', '/fulfilment/received');
    expect(received.pack).toEqual({ [a.shipmentId]: 1, [b.shipmentId]: 1 });
  });

  it('answers 200 with a failure per shipment it refused, and packs the rest', async () => {
    const [a, b] = await packable(2);
    await admin(info, 'PUT', '/fulfilment/refusals', {
      refusals: [{ shipmentId: b.shipmentId, action: 'pack', errorCode: 'E1', errorMessage: 'No stock' }],
    });
    const noInvoice = { ...packRequest(a), invoices: [] };
    const res = await postJson('/v3/shipments/labels', { shipments: [noInvoice, packRequest(b)] });
    expect(res.status).toBe(200);
    expect(res.body.shipments).toEqual([
      {
        shipmentId: a.shipmentId,
        status: 'failure',
        errorCode: 'INVALID_PACK_REQUEST',
        errorMessage: 'Invoice number is missing',
      },
      { shipmentId: b.shipmentId, status: 'failure', errorCode: 'E1', errorMessage: 'No stock' },
    ]);
    expect(await statesOf([a.shipmentId, b.shipmentId])).toEqual(['APPROVED', 'APPROVED']);
  });

  it('refuses a shipment whose dispatch-after date is ahead, as the captured answer does', () => {
    const now = Date.now();
    const shipment = {
      shipmentId: 'S1',
      dispatchAfterDate: now + 3_600_000,
      holdUntil: 0,
      steps: [{ at: now - 1000, status: 'APPROVED' }],
      items: [],
      subShipments: [],
    } as unknown as SimShipment;
    expect(pack(shipment, 'S1', {}, new FulfilmentLog(), now)).toEqual({
      shipmentId: 'S1',
      status: 'failure',
      errorCode: 'INVALID_DISPATCH_AFTER_DATE',
      errorMessage: 'Could not pack order item as dispatch after date is greater than current time',
    });
  });

  it('packs nothing when a fault rule answers the call', async () => {
    const [a] = await packable(1);
    await admin(info, 'PUT', '/faults', {
      rules: [{ match: '/sellers/v3/shipments/labels', fault: '500', times: 1 }],
    });
    const res = await postJson('/v3/shipments/labels', { shipments: [packRequest(a)] });
    expect(res.status).toBe(500);
    expect(await statesOf([a.shipmentId])).toEqual(['APPROVED']);
  });
});

describe('labels, dispatch, handover and manifest', () => {
  it('prints labels and invoices only once packed, naming every shipment, with ids %2C-encoded', async () => {
    const [a, b] = await packable(2);
    const path = `/v3/shipments/${encodeURIComponent(`${a.shipmentId},${b.shipmentId}`)}/labels`;
    const early = await getJson(`${info.base_url}${path}`, { headers: bearer(token) });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('SHIPMENT_NOT_PACKED');
    await postJson('/v3/shipments/labels', { shipments: [packRequest(a, 'SR-0001'), packRequest(b)] });
    await admin(info, 'POST', '/clock/advance', { ms: PACKING_MS });
    const bytes = await pdfBytes(path);
    const text = textOf(bytes);
    expect(text).toContain(a.shipmentId);
    expect(text).toContain(b.shipmentId);
    expect(text).toContain('Invoice SR-0001');
    // A page each, in the order asked: a's label and invoice, then b's, every page the label's size.
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.map((page) => page.split('\n')[0])).toEqual([
      'Shipping label',
      'Tax invoice',
      'Shipping label',
      'Tax invoice',
    ]);
    expect(pages[0]).toContain(a.shipmentId);
    expect(pages[3]).toContain(b.shipmentId);
    const facts = execFileSync('pdfinfo', ['-'], { input: bytes }).toString();
    expect(facts).toMatch(/^Pages:\s+4$/m);
    expect(facts).toMatch(/^Page size:\s+420 x 595 pts/m);
    const invoices = await pdfText(`/v3/shipments/${a.shipmentId}/invoices`);
    expect(invoices).toContain('Tax invoice');
    expect(invoices).not.toContain('Shipping label');
    const labelOnly = await pdfText(`/v3/shipments/${a.shipmentId}/labelOnly/pdf?reprint=true`, {
      method: 'POST',
    });
    expect(labelOnly).toContain('Shipping label');
  });

  it('prints what the latest pack said, and labels of a shipment packed another way', async () => {
    const [a, b] = await packable(2);
    await postJson('/v3/shipments/labels', { shipments: [packRequest(a, 'SR-0101')] });
    await admin(info, 'POST', '/clock/advance', { ms: PACKING_MS });
    expect(await pdfText(`/v3/shipments/${a.shipmentId}/labels`)).toContain('Invoice SR-0101');
    // Packed again after a move back (a test's shortcut): the label drawn for the first pack is not reused.
    await admin(info, 'POST', '/shipments/move', { shipmentIds: [a.shipmentId], status: 'APPROVED' });
    await postJson('/v3/shipments/labels', { shipments: [packRequest(a, 'SR-0102')] });
    await admin(info, 'POST', '/clock/advance', { ms: PACKING_MS });
    const again = await pdfText(`/v3/shipments/${a.shipmentId}/labels`);
    expect(again).toContain('Invoice SR-0102');
    expect(again).not.toContain('SR-0101');
    // Moved to PACKED without a pack call: nothing drawn while packing, drawn when asked for.
    await admin(info, 'POST', '/shipments/move', { shipmentIds: [b.shipmentId], status: 'PACKED' });
    const moved = await pdfText(`/v3/shipments/${b.shipmentId}/labels`);
    expect(moved).toContain(`Shipment ${b.shipmentId}`);
    expect(moved).toContain('Tax invoice');
  });

  it('marks packed shipments ready, refuses the rest, counts them for handover and lists them in the manifest', async () => {
    const [a, b] = await packable(2);
    await postJson('/v3/shipments/labels', { shipments: [packRequest(a)] });
    const inProgress = await postJson('/v3/shipments/dispatch', { shipmentIds: [a.shipmentId] });
    expect(inProgress.body.shipments[0]).toMatchObject({
      status: 'failure',
      errorCode: 'INVALID_SHIPMENT_STATE',
    });
    await admin(info, 'POST', '/clock/advance', { ms: PACKING_MS });
    const res = await postJson('/v3/shipments/dispatch', {
      shipmentIds: [a.shipmentId, b.shipmentId],
      locationId: a.locationId,
    });
    expect(res.status).toBe(200);
    expect(res.body.shipments[0]).toEqual({ shipmentId: a.shipmentId, status: 'success' });
    expect(res.body.shipments[1]).toMatchObject({ shipmentId: b.shipmentId, status: 'failure' });
    expect(await statesOf([a.shipmentId, b.shipmentId])).toEqual(['READY_TO_DISPATCH', 'APPROVED']);
    const counts = await getJson(`${info.base_url}/v3/shipments/handover/counts?locationId=${a.locationId}`, {
      headers: bearer(token),
    });
    const mine = counts.body.find((c: Body) => c.count >= 1);
    expect(mine).toMatchObject({ isMps: false });
    const manifest = await pdfText('/v3/shipments/manifest', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    }).catch(() => '');
    expect(manifest).toBe(''); // no body: refused
    const ok = await fetch(`${info.base_url}/v3/shipments/manifest`, {
      method: 'POST',
      headers: bearer(token, { 'content-type': 'application/json' }),
      body: JSON.stringify({ params: { vendorGroupCode: mine.vendorGroupCode, locationId: a.locationId } }),
    });
    expect(ok.status).toBe(200);
    const text = textOf(Buffer.from(await ok.arrayBuffer()));
    expect(text).toContain(a.shipmentId);
    expect((await admin(info, 'GET', '/fulfilment/received')).dispatch).toEqual({
      [a.shipmentId]: 2,
      [b.shipmentId]: 1,
    });
  });
});

describe('limits', () => {
  it('takes 100 ids in a path (about 3,900 characters) and refuses 101', async () => {
    const ids = Array.from(
      { length: 100 },
      (_, i) => `71eb1c1e-c170-4f7c-9459-${String(i).padStart(12, '0')}`,
    );
    const path = (list: string[]) => `/v3/shipments/${encodeURIComponent(list.join(','))}/labels`;
    const hundred = await getJson(`${info.base_url}${path(ids)}`, { headers: bearer(token) });
    expect(hundred.status).toBe(400);
    expect(hundred.body.code).toBe('INVALID_SHIPMENT_ID');
    const more = await getJson(`${info.base_url}${path([...ids, 'X'])}`, { headers: bearer(token) });
    expect(more.status).toBe(422);
  });
});

describe('cancel', () => {
  it('cancels before packing with a reason, and not once packed', async () => {
    const [a, b] = await packable(2);
    await postJson('/v3/shipments/labels', { shipments: [packRequest(b)] });
    await admin(info, 'POST', '/clock/advance', { ms: PACKING_MS });
    const noReason = await postJson('/v3/shipments/cancel', { shipments: [{ shipmentId: a.shipmentId }] });
    expect(noReason.body.shipments[0]).toMatchObject({ errorCode: 'INVALID_CANCELLATION_REASON' });
    const res = await postJson('/v3/shipments/cancel', {
      shipments: [
        { shipmentId: a.shipmentId, reason: 'out_of_stock', locationId: a.locationId },
        { shipmentId: b.shipmentId, reason: 'out_of_stock' },
      ],
    });
    expect(res.body.shipments[0]).toEqual({ shipmentId: a.shipmentId, status: 'success' });
    expect(res.body.shipments[1]).toMatchObject({ status: 'failure', errorCode: 'INVALID_SHIPMENT_STATE' });
    expect(await statesOf([a.shipmentId, b.shipmentId])).toEqual(['CANCELLED', 'PACKED']);
  });
});

/** A shipment of several order items that can be packed now, moved to APPROVED (walks the searches' pages). */
async function multiItem(): Promise<Body> {
  const now = (await admin(info, 'GET', '/clock')).now as number;
  for (const [type, states] of [
    ['preDispatch', PRE_DISPATCH],
    ['postDispatch', ['SHIPPED', 'DELIVERED']],
  ] as const) {
    let res = await postJson('/v3/shipments/filter', {
      filter: { type, states },
      pagination: { pageSize: 20 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (;;) {
      const found = (res.body.shipments as Body[]).find(
        (s) => s.orderItems.length > 1 && !s.hold && Date.parse(s.dispatchAfterDate) <= now,
      );
      if (found) {
        await admin(info, 'POST', '/shipments/move', { shipmentIds: [found.shipmentId], status: 'APPROVED' });
        const read = await getJson(`${info.base_url}/v3/shipments?shipmentIds=${found.shipmentId}`, {
          headers: bearer(token),
        });
        return read.body.shipments[0];
      }
      if (!res.body.hasMore) break;
      res = await getJson(`${info.base_url}${res.body.nextPageUrl}`, { headers: bearer(token) });
    }
  }
  throw new Error('no shipment of several order items');
}

describe('cancel by order item', () => {
  it('cancels the items of the groups named, packs the rest, and the shipment once every item is cancelled', async () => {
    const s = await multiItem();
    const [first, ...rest] = s.orderItems as Body[];
    const groups = (s.orderItems as Body[]).map((i) => i.cancellationGroupId);
    expect(new Set(groups).size).toBe(groups.length);
    const one = { shipmentId: s.shipmentId, reason: 'out_of_stock', locationId: s.locationId };
    const unknown = await postJson('/v3/shipments/cancel', {
      shipments: [{ ...one, cancellationGroupIds: ['CG-NOT-HERE'] }],
    });
    expect(unknown.body.shipments[0]).toMatchObject({
      status: 'failure',
      errorCode: 'INVALID_CANCELLATION_GROUP',
    });
    await admin(info, 'POST', '/clock/advance', { ms: 60_000 });
    const res = await postJson('/v3/shipments/cancel', {
      shipments: [{ ...one, cancellationGroupIds: [first.cancellationGroupId] }],
    });
    expect(res.body.shipments).toEqual([{ shipmentId: s.shipmentId, status: 'success' }]);
    const after = (
      await getJson(`${info.base_url}/v3/shipments?shipmentIds=${s.shipmentId}`, { headers: bearer(token) })
    ).body.shipments[0];
    expect(after.orderItems[0]).toMatchObject({ status: 'CANCELLED', cancellationReason: 'out_of_stock' });
    expect(after.orderItems[0].cancellationDate).toMatch(/\+05:30$/);
    expect(after.orderItems.slice(1).map((i: Body) => i.status)).toEqual(rest.map(() => 'APPROVED'));
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(s.updatedAt));
    const again = await postJson('/v3/shipments/cancel', {
      shipments: [{ ...one, cancellationGroupIds: [first.cancellationGroupId] }],
    });
    expect(again.body.shipments[0]).toMatchObject({ status: 'failure', errorCode: 'SHIPMENT_CANCELLED' });
    // The rest is packed without the cancelled item.
    const request = packRequest(after);
    request.taxItems = request.taxItems.slice(1);
    const packed = await postJson('/v3/shipments/labels', { shipments: [request] });
    expect(packed.body.shipments[0]).toEqual({ shipmentId: s.shipmentId, status: 'success' });
    expect(await statesOf([s.shipmentId])).toEqual(['CANCELLED']);
    // Its label and invoice list only the items packed.
    await admin(info, 'POST', '/clock/advance', { ms: PACKING_MS });
    const label = await pdfText(`/v3/shipments/${s.shipmentId}/labels`);
    expect(label).not.toContain(`item ${first.orderItemId}`);
    for (const item of rest) expect(label).toContain(`item ${item.orderItemId}`);
  });

  it('cancels the whole shipment when the groups named are all its live items', async () => {
    const s = await multiItem();
    const res = await postJson('/v3/shipments/cancel', {
      shipments: [
        {
          shipmentId: s.shipmentId,
          reason: 'cannot_ship_to_address',
          cancellationGroupIds: (s.orderItems as Body[]).map((i) => i.cancellationGroupId),
        },
      ],
    });
    expect(res.body.shipments[0].status).toBe('success');
    const after = (
      await getJson(`${info.base_url}/v3/shipments?shipmentIds=${s.shipmentId}`, { headers: bearer(token) })
    ).body.shipments[0];
    expect(after.orderItems.map((i: Body) => i.status)).toEqual(s.orderItems.map(() => 'CANCELLED'));
    expect(after.orderItems[0].cancellationReason).toBe('cannot_ship_to_address');
  });
});

describe('serial numbers', () => {
  it('refuses a pack without one serial number per unit for a SKU that requires them, and packs with them', async () => {
    const [s] = await packable(1);
    const item = s.orderItems[0] as Body;
    await admin(info, 'PUT', '/fulfilment/serial-skus', { skus: [item.sku] });
    const without = await postJson('/v3/shipments/labels', { shipments: [packRequest(s)] });
    expect(without.body.shipments[0]).toMatchObject({
      status: 'failure',
      errorCode: 'SERIAL_NUMBERS_REQUIRED',
    });
    expect(without.body.shipments[0].errorMessage).toContain(item.orderItemId);
    const units = (n: number, prefix = 'SN') => Array.from({ length: n }, (_, u) => [`${prefix}${u}`]);
    const serialsFor = (make: (q: number) => string[][]) =>
      (s.orderItems as Body[])
        .filter((i) => i.sku === item.sku)
        .map((i) => ({ orderItemId: i.orderItemId, serialNumbers: make(i.quantity) }));
    const short = await postJson('/v3/shipments/labels', {
      shipments: [{ ...packRequest(s), serialNumbers: serialsFor((q) => units(q + 1)) }],
    });
    expect(short.body.shipments[0].errorCode).toBe('SERIAL_NUMBERS_REQUIRED');
    expect(await statesOf([s.shipmentId])).toEqual(['APPROVED']);
    const good = await postJson('/v3/shipments/labels', {
      shipments: [{ ...packRequest(s), serialNumbers: serialsFor((q) => units(q)) }],
    });
    expect(good.body.shipments[0]).toEqual({ shipmentId: s.shipmentId, status: 'success' });
  });
});
