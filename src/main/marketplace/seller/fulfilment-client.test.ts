import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PackShipment } from '../../../shared/fulfilment/fulfilment-types.ts';
import { HttpClient } from '../http/http-client.ts';
import { failure } from '../testing/failure.test-support.ts';
import { labelPdf } from '../testing/label-pdf.test-support.ts';
import { startScriptedServer } from '../testing/scripted-server.test-support.ts';
import type { ScriptedReply, ScriptedServer, SeenRequest } from '../testing/scripted-server.test-support.ts';
import { SellerClient } from './seller-client.ts';

const servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setup(reply: ScriptedReply[] | ((req: SeenRequest) => ScriptedReply)) {
  const server = await startScriptedServer(reply);
  servers.push(server);
  const client = new SellerClient({
    baseUrl: `${server.url}/sellers`,
    tokens: { getAccessToken: async () => 'T1', onUnauthorized: async () => 'T1' },
    http: new HttpClient({ baseDelayMs: 1, maxDelayMs: 2 }),
  });
  return { server, f: client.fulfilment };
}

const json = (body: unknown, status = 200): ScriptedReply => ({ status, body: JSON.stringify(body) });
const CAPTURED = readFileSync(
  new URL('../../../../fixtures/seller-real/labels_pack_response_failure_2025.json', import.meta.url),
  'utf8',
);

const SHIPMENT: PackShipment = {
  shipmentId: 'S1',
  locationId: 'LOC1',
  invoiceNumber: 'SR/26/0001',
  invoiceDate: '2026-11-27',
  items: [
    { orderItemId: 'OI1', taxRate: 18, quantity: 2, invoiceAmount: 798, serialNumbers: [['SN1'], ['SN2']] },
  ],
  packages: [{ subShipmentId: 'SS1', length: 20, breadth: 15, height: 10, weight: 0.5 }],
};

describe('pack', () => {
  it('sends the SDK PackRequest to POST /v3/shipments/labels, once, as JSON', async () => {
    const { server, f } = await setup([json({ shipments: [{ shipmentId: 'S1', status: 'success' }] })]);
    expect(await f.pack([SHIPMENT])).toEqual([{ shipmentId: 'S1', outcome: 'done' }]);
    const [req] = server.seen;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/sellers/v3/shipments/labels');
    expect(req?.headers['authorization']).toBe('Bearer T1');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req?.body ?? '')).toEqual({
      shipments: [
        {
          shipmentId: 'S1',
          locationId: 'LOC1',
          taxItems: [{ orderItemId: 'OI1', taxRate: 18, quantity: 2, purchasePrice: 798 }],
          serialNumbers: [{ orderItemId: 'OI1', serialNumbers: [['SN1'], ['SN2']] }],
          invoices: [
            {
              shipmentId: 'S1',
              invoiceNumber: 'SR/26/0001',
              invoiceDate: '2026-11-27',
              orderItems: [
                { orderItemId: 'OI1', invoiceAmount: 798, taxRate: 18, serialNumbers: [['SN1'], ['SN2']] },
              ],
            },
          ],
          subShipments: [
            { subShipmentId: 'SS1', dimensions: { length: 20, breadth: 15, height: 10, weight: 0.5 } },
          ],
        },
      ],
    });
  });

  it('reads the captured 200 that packed nothing as two refusals with the marketplace words', async () => {
    const ids = ['71eb1c1e-c170-4f7c-9459-6d55762ad213', 'c7c6f0f0-8da0-4822-b881-b227393de640'];
    const { f } = await setup([{ status: 200, body: CAPTURED }]);
    const results = await f.pack(ids.map((shipmentId) => ({ ...SHIPMENT, shipmentId })));
    expect(results).toEqual(
      ids.map((shipmentId) => ({
        shipmentId,
        outcome: 'refused',
        errorCode: 'INVALID_DISPATCH_AFTER_DATE',
        errorMessage: 'Could not pack order item as dispatch after date is greater than current time',
      })),
    );
  });

  it('never takes a 200 as done: the SDK shape (no status) and a missing shipment are unreported', async () => {
    const { f } = await setup([json({ shipments: [{ shipmentId: 'S1', orderItems: [] }] })]);
    const results = await f.pack([SHIPMENT, { ...SHIPMENT, shipmentId: 'S2' }]);
    expect(results).toEqual([
      { shipmentId: 'S1', outcome: 'unreported' },
      { shipmentId: 'S2', outcome: 'unreported' },
    ]);
  });

  it('takes only the known words as final: an unknown word, none, or a status-less refusal is unreported', async () => {
    const { f } = await setup([
      json({
        shipments: [
          { shipmentId: 'S1', status: 'PROCESSING', errorCode: 'X' },
          { shipmentId: 'S2', status: 'SUCCESSFUL' },
          { shipmentId: 'S3', errorCode: 'INVALID_SHIPMENT_STATE', errorMessage: 'Shipment is PACKED' },
          { shipmentId: 'S4', processingStatus: 'FAILURE', errorCode: 'E1', errorMessage: 'No' },
        ],
      }),
    ]);
    const ids = ['S1', 'S2', 'S3', 'S4', 'S5'];
    expect(await f.pack(ids.map((shipmentId) => ({ ...SHIPMENT, shipmentId })))).toEqual([
      { shipmentId: 'S1', outcome: 'unreported' },
      { shipmentId: 'S2', outcome: 'unreported' },
      { shipmentId: 'S3', outcome: 'unreported' },
      { shipmentId: 'S4', outcome: 'refused', errorCode: 'E1', errorMessage: 'No' },
      { shipmentId: 'S5', outcome: 'unreported' },
    ]);
  });

  it('takes a contradictory entry as unreported: success with an error code, or two entries that disagree', async () => {
    const { f } = await setup([
      json({
        shipments: [
          { shipmentId: 'S1', status: 'success', errorCode: 'E1', errorMessage: 'No stock' },
          { shipmentId: 'S2', status: 'success', errorCode: '' },
          { shipmentId: 'S3', status: 'success' },
          { shipmentId: 'S3', status: 'failure', errorCode: 'E2', errorMessage: 'No' },
          { shipmentId: 'S4', status: 'success' },
          { shipmentId: 'S4', status: 'SUCCESS' },
        ],
      }),
    ]);
    const ids = ['S1', 'S2', 'S3', 'S4'];
    expect(await f.pack(ids.map((shipmentId) => ({ ...SHIPMENT, shipmentId })))).toEqual([
      { shipmentId: 'S1', outcome: 'unreported' },
      { shipmentId: 'S2', outcome: 'done' },
      { shipmentId: 'S3', outcome: 'unreported' },
      { shipmentId: 'S4', outcome: 'done' },
    ]);
  });

  it('sends an action once: a 503 is not retried by the client (the job reads states back first)', async () => {
    const { server, f } = await setup([json({ code: 'X' }, 503), json({ shipments: [] })]);
    expect((await failure(f.pack([SHIPMENT]))).code).toBe('SERVER');
    expect(server.seen).toHaveLength(1);
  });
});

describe('dispatch, cancel, handover', () => {
  it('sends ready to dispatch and cancel with the SDK bodies', async () => {
    const { server, f } = await setup(() =>
      json({
        shipments: [
          { shipmentId: 'S1', status: 'SUCCESS' },
          { shipmentId: 'S2', status: 'failure' },
        ],
      }),
    );
    expect(await f.dispatch(['S1', 'S2'], 'LOC1')).toEqual([
      { shipmentId: 'S1', outcome: 'done' },
      {
        shipmentId: 'S2',
        outcome: 'refused',
        errorCode: 'FAILURE',
        errorMessage: 'The marketplace refused this shipment without saying why.',
      },
    ]);
    await f.cancel([
      { shipmentId: 'S1', reason: 'out_of_stock', locationId: 'LOC1', cancellationGroupIds: ['G1'] },
    ]);
    expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /sellers/v3/shipments/dispatch',
      'POST /sellers/v3/shipments/cancel',
    ]);
    expect(JSON.parse(server.seen[0]?.body ?? '')).toEqual({ shipmentIds: ['S1', 'S2'], locationId: 'LOC1' });
    expect(JSON.parse(server.seen[1]?.body ?? '')).toEqual({
      shipments: [
        { shipmentId: 'S1', reason: 'out_of_stock', locationId: 'LOC1', cancellationGroupIds: ['G1'] },
      ],
    });
  });

  it('reads handover counts with the location in the query', async () => {
    const { server, f } = await setup([
      json([{ vendorGroupCode: 'EKART', count: 3, pickUpDate: { from: 'a', to: 'b' }, isMps: false }]),
    ]);
    expect(await f.handoverCounts('LOC 1')).toEqual([
      { vendorGroupCode: 'EKART', count: 3, pickupFrom: 'a', pickupTo: 'b', isMps: false },
    ]);
    expect(server.seen[0]?.url).toBe('/sellers/v3/shipments/handover/counts?locationId=LOC%201');
  });

  it('refuses more than 100 shipments in one call before sending anything', async () => {
    const { server, f } = await setup([json({ shipments: [] })]);
    const ids = Array.from({ length: 101 }, (_, i) => `S${i}`);
    expect((await failure(f.dispatch(ids, undefined))).code).toBe('VALIDATION');
    expect(server.seen).toHaveLength(0);
  });
});

describe('PDFs', () => {
  let PDF: Uint8Array;
  beforeAll(async () => {
    PDF = await labelPdf('S1 S2');
  });
  const pdfReply = (body: string | Uint8Array): ScriptedReply => ({
    status: 200,
    body,
    headers: { 'content-type': 'application/pdf' },
  });

  it('asks for labels with ids comma-joined then encoded, Accept application/pdf, and keeps the bytes', async () => {
    const { server, f } = await setup([pdfReply(PDF)]);
    const bytes = await f.labelsPdf(['S1', 'S2']);
    expect(Buffer.from(bytes).equals(PDF)).toBe(true);
    expect(server.seen[0]?.url).toBe('/sellers/v3/shipments/S1%2CS2/labels');
    expect(server.seen[0]?.headers['accept']).toBe('application/pdf');
  });

  it('uses the invoices, labelOnly and manifest paths', async () => {
    const { server, f } = await setup(() => pdfReply(PDF));
    await f.labelsPdf(['S1'], 'invoices');
    await f.labelsPdf(['S1', 'S2'], 'labels', { reprint: true });
    await f.manifestPdf({ vendorGroupCode: 'EKART', locationId: 'LOC1' });
    expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /sellers/v3/shipments/S1/invoices',
      'POST /sellers/v3/shipments/S1%2CS2/labelOnly/pdf?reprint=true',
      'POST /sellers/v3/shipments/manifest',
    ]);
    expect(JSON.parse(server.seen[2]?.body ?? '')).toEqual({
      params: { vendorGroupCode: 'EKART', locationId: 'LOC1', is_mps: false },
    });
  });

  it('reads a binary answer as bytes, bounded: past its cap it is refused as too large', async () => {
    const server = await startScriptedServer([{ status: 200, body: '%PDF-' + 'x'.repeat(40) }]);
    servers.push(server);
    const http = new HttpClient({ baseDelayMs: 1, maxDelayMs: 2 });
    const small = http.request({ method: 'GET', url: `${server.url}/a.pdf`, binary: true, maxBytes: 20 });
    expect((await failure(small)).code).toBe('RESPONSE_TOO_LARGE');
    const whole = await http.request({
      method: 'GET',
      url: `${server.url}/a.pdf`,
      binary: true,
      maxBytes: 100,
    });
    expect(whole.text).toBe('');
    expect(Buffer.from(whole.bytes ?? []).toString()).toBe('%PDF-' + 'x'.repeat(40));
  });

  it.each([
    ['a web page', '<html>maintenance</html>'],
    ['JSON', JSON.stringify({ code: 'OK', message: 'labels are being generated' })],
  ])('a 200 with %s is no label PDF: SERVER, blaming the marketplace, not the network', async (_, body) => {
    const { f } = await setup([{ status: 200, body }]);
    const e = await failure(f.labelsPdf(['S1']));
    expect(e.code).toBe('SERVER');
    expect(e.message).toBe(
      'The marketplace sent something that is not a label PDF (a web page or data instead). The fault is at the marketplace, not in your connection; try again later.',
    );
  });

  it.each([
    ['cut in half', (pdf: Uint8Array) => pdf.subarray(0, Math.floor(pdf.length / 2))],
    ['without its %%EOF', (pdf: Uint8Array) => pdf.subarray(0, pdf.length - 6)],
    ['with a %%EOF but no document', () => Buffer.from('%PDF-1.7\nnot really\n%%EOF\n')],
  ])('a labels PDF %s is refused, so it is never kept', async (_, cut) => {
    const { f } = await setup([pdfReply(cut(PDF))]);
    const e = await failure(f.labelsPdf(['S1']));
    expect(e.code).toBe('SERVER');
    expect(e.message).toBe(
      'The marketplace sent a label PDF that is cut short or damaged, so Stockroom did not keep it. Try again.',
    );
  });
});
