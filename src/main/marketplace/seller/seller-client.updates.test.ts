import { afterEach, describe, expect, it } from 'vitest';
import { HttpClient } from '../http/http-client.ts';
import { startScriptedServer } from '../testing/scripted-server.test-support.ts';
import type { ScriptedReply, ScriptedServer, SeenRequest } from '../testing/scripted-server.test-support.ts';
import { SellerClient } from './seller-client.ts';

/** The two small listing writes' exact paths and bytes, and how leniently their answers are read. */
const servers: ScriptedServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function setup(reply: (req: SeenRequest) => ScriptedReply) {
  const server = await startScriptedServer(reply);
  servers.push(server);
  const client = new SellerClient({
    baseUrl: `${server.url}/sellers`,
    tokens: { getAccessToken: async () => 'T1', onUnauthorized: async () => 'T2' },
    http: new HttpClient({ baseDelayMs: 1, maxDelayMs: 2 }),
  });
  return { server, client };
}

const json = (body: unknown): ScriptedReply => ({ status: 200, body: JSON.stringify(body) });
/** Answers every SKU sent with SUCCESS, as the captured inventory answer: no lists at all. */
const allSucceed = (req: SeenRequest) =>
  json(
    Object.fromEntries(Object.keys(JSON.parse(req.body) as object).map((k) => [k, { status: 'SUCCESS' }])),
  );

describe('SellerClient.updatePrices', () => {
  it('POSTs {sku: {product_id, price: {mrp, selling_price, currency}}} to /listings/v3/update/price', async () => {
    const { client, server } = await setup(allSucceed);
    const results = await client.updatePrices({
      'SKU 1': { productId: 'TSHENH9UGMUYZJZZ', mrp: 899, sellingPrice: 649 },
    });
    expect(server.seen[0]?.method).toBe('POST');
    expect(server.seen[0]?.url).toBe('/sellers/listings/v3/update/price');
    expect(server.seen[0]?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(server.seen[0]?.body).toBe(
      '{"SKU 1":{"product_id":"TSHENH9UGMUYZJZZ","price":{"mrp":899,"selling_price":649,"currency":"INR"}}}',
    );
    expect(results).toEqual({ 'SKU 1': { status: 'SUCCESS', errors: [], attributeErrors: [] } });
  });

  it('sends 23 SKUs in calls of 10, 10 and 3', async () => {
    const { client, server } = await setup(allSucceed);
    const changes = Object.fromEntries(
      Array.from({ length: 23 }, (_, i) => [`S${i}`, { productId: `P${i}`, mrp: 100, sellingPrice: 90 }]),
    );
    const results = await client.updatePrices(changes);
    const sizes = server.seen.map((r) => Object.keys(JSON.parse(r.body) as object).length);
    expect(sizes.sort((a, b) => b - a)).toEqual([10, 10, 3]);
    expect(Object.keys(results)).toHaveLength(23);
  });

  it('refuses paise and a selling price above the MRP before anything is sent', async () => {
    const { client, server } = await setup(allSucceed);
    await expect(
      client.updatePrices({ A: { productId: 'P', mrp: 100, sellingPrice: 99.5 } }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'The prices of A must be whole rupees, 0 or more.',
    });
    await expect(
      client.updatePrices({ A: { productId: 'P', mrp: 100, sellingPrice: 101 } }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'The selling price of A is above its MRP.',
    });
    expect(server.seen).toHaveLength(0);
  });
});

describe('SellerClient.updateInventory', () => {
  it('POSTs {sku: {product_id, locations: [{id, status, inventory}]}} to /listings/v3/update/inventory', async () => {
    const { client, server } = await setup(allSucceed);
    await client.updateInventory({
      'SKU/2': { productId: 'P2', locations: [{ id: 'LOC1', status: 'ENABLED', inventory: 0 }] },
    });
    expect(server.seen[0]?.url).toBe('/sellers/listings/v3/update/inventory');
    expect(server.seen[0]?.body).toBe(
      '{"SKU/2":{"product_id":"P2","locations":[{"id":"LOC1","status":"ENABLED","inventory":0}]}}',
    );
  });

  it('reads the answer leniently: null lists, lower-case status, a SKU missing from the answer', async () => {
    const { client } = await setup(() =>
      json({
        A: { status: 'success', errors: null },
        B: {
          status: 'FAILURE',
          errors: [
            { severity: 'error', code: 4302, description: 'unknown location', path: '$.locations[0].id' },
          ],
        },
      }),
    );
    const loc = [{ id: 'L', status: 'ENABLED' as const, inventory: 1 }];
    const results = await client.updateInventory({
      A: { productId: 'PA', locations: loc },
      B: { productId: 'PB', locations: loc },
      C: { productId: 'PC', locations: loc },
    });
    expect(results.A).toEqual({ status: 'SUCCESS', errors: [], attributeErrors: [] });
    expect(results.B?.status).toBe('FAILURE');
    expect(results.B?.errors).toEqual([{ severity: 'ERROR', code: '4302', description: 'unknown location' }]);
    expect(results.C?.status).toBe('NOT_REPORTED');
  });
});
