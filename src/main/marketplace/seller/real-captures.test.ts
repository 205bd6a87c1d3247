import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AppError } from '../../../shared/errors.ts';
import type { Shipment } from '../../../shared/marketplace/seller-types.ts';
import { shipmentOf } from '../../../shared/marketplace/seller-spellings.ts';
import { parseMarketplaceTime } from '../../../shared/shipments/deadline.ts';
import { flattenShipment } from '../../shipments/flatten.ts';
import { sellerErrors, sentenceOf, serviceErrorOf } from '../http/error-map.ts';
import { HttpClient } from '../http/http-client.ts';
import { startScriptedServer } from '../testing/scripted-server.test-support.ts';
import type { ScriptedServer } from '../testing/scripted-server.test-support.ts';
import { listingResults } from './listing-results.ts';
import { parseAnswer } from './parse.ts';
import {
  createListingResultSchema,
  createListingsResponseSchema,
  filterPageSchema,
  shipmentSchema,
  shipmentsResponseSchema,
} from './schemas.ts';
import { SellerClient } from './seller-client.ts';

/**
 * Every real answer of the seller interface in fixtures/seller-real/ (see its README) through the readers the
 * client uses, and what a person would then see. `_reserialized` files passed through a proxy's classes: their
 * values are real, their types and field presence are not, so they are checked for values only.
 */
const FIXTURES = new URL('../../../../fixtures/seller-real/', import.meta.url);
const text = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');
const json = (name: string): unknown => JSON.parse(text(name));

/** A time as the marketplace writes it (+05:30), as the instant it names. */
const ist = (y: number, mo: number, d: number, h: number, mi: number, s = 0, ms = 0) =>
  Date.UTC(y, mo - 1, d, h - 5, mi - 30, s, ms);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A shipment as the client hands it on: read by the schema, both spellings under the spec's names. */
const asShipment = (value: unknown): Shipment => shipmentOf(shipmentSchema.parse(value) as Shipment);

/** What Stockroom would read of a shipment-details answer (addresses and courier); it has no reader of its own yet. */
const detailsSchema = z.looseObject({
  shipmentId: z.string().min(1),
  deliveryAddress: z.looseObject({ state: z.string().nullish() }).nullish(),
  subShipments: z.array(
    z.looseObject({
      courierDetails: z
        .looseObject({ deliveryDetails: z.looseObject({ trackingId: z.string(), vendorName: z.string() }) })
        .nullish(),
    }),
  ),
});

/** A pack answer: HTTP 200, and each shipment's own outcome, lower-case. */
const packSchema = z.object({
  shipments: z.array(
    z.looseObject({
      shipmentId: z.string().min(1),
      status: z.string(),
      errorCode: z.string().nullish(),
      errorMessage: z.string().nullish(),
    }),
  ),
});

const invoicesSchema = z.object({
  invoices: z.array(
    z.looseObject({
      shipmentId: z.string().min(1),
      invoiceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      invoiceNumber: z.string(),
      orderItems: z.array(
        z.looseObject({ orderItemId: z.string(), invoiceAmount: z.number(), taxRate: z.number() }),
      ),
    }),
  ),
});

/** Each capture and what it must read as. A capture without a check fails the first test. */
const CHECKS: Record<string, () => void | Promise<void>> = {
  'filter_response_2018.json': () => {
    // Only the shipments array was kept by its source; the filter page's reader takes it as its list.
    const page = parseAnswer(
      filterPageSchema,
      { shipments: json('filter_response_2018.json') },
      'shipmentPage',
    );
    const shipment = shipmentOf(page.shipments[0] as Shipment);
    const item = shipment.orderItems[0];
    expect(item?.priceComponents).toMatchObject({
      sellingPrice: 14999,
      flipkartDiscount: 0,
      marketplaceDiscount: 0,
    });
    expect(item?.isReplacement).toBe(false);
    expect(shipment.forms).toEqual([]);
    const row = flattenShipment(shipment);
    expect(row).toMatchObject({
      shipmentId: '387b9edb-f31e-4ed6-995f-a523f29c495d',
      view: 'toDispatch',
      status: 'READY_TO_DISPATCH',
      orderIds: 'OD113394499683187100',
      orderItemIds: '11339449968318700',
      skus: 'Very Good - L420',
      fsns: 'CTFF8YNQ8UQGPMES',
      quantity: 1,
      sellingPrice: 14999,
      totalPrice: 14999,
      hold: 0,
      locationId: 'LOCa4858b6869c6488c831139a59e5af401',
      paymentType: 'PREPAID',
      formsFailed: 0,
      dispatchByMs: ist(2018, 9, 18, 10, 0),
      dispatchAfterMs: ist(2018, 9, 16, 15, 5, 8),
      orderDateMs: ist(2018, 9, 16, 15, 0, 8),
      updatedAtMs: ist(2018, 9, 17, 17, 52, 29),
    });
    // The time as it came is kept beside the instant.
    expect(row.dispatchBy).toBe('2018-09-18T10:00:00.000+05:30');
  },

  'filter_response_2020_truncated.json': () => {
    const page = parseAnswer(filterPageSchema, json('filter_response_2020_truncated.json'), 'shipmentPage');
    expect(page.hasMore).toBe(true);
    // Relative, without /sellers: the client joins it to the seller base and follows it as it came.
    expect(page.nextPageUrl).toMatch(/^\/v3\/shipments\/filter\?next_token=[A-Za-z0-9+/=]+$/);
    const row = flattenShipment(shipmentOf(page.shipments[0] as Shipment));
    expect(row).toMatchObject({
      shipmentId: 'cd6fff34-368e-44dd-b747-d7fad8c84990',
      dispatchByMs: ist(2020, 9, 28, 12, 0),
      dispatchAfterMs: ist(2020, 9, 27, 12, 1),
      locationId: 'LOC62a30c1d159845e09dfeef303f52cfb9',
      // Cut before its items: nothing is made up for them.
      orderItemIds: '',
      sellingPrice: null,
      quantity: null,
    });
  },

  'filter_response_cancelled_2020_truncated.json': () => {
    const page = parseAnswer(
      filterPageSchema,
      json('filter_response_cancelled_2020_truncated.json'),
      'shipmentPage',
    );
    const shipment = shipmentOf(page.shipments[0] as Shipment);
    expect(shipment.orderItems[0]).toMatchObject({
      status: 'CANCELLED',
      cancellationReason: 'order_cancelled',
      cancellationSubReason: 'delivery_time_long',
      courierReturn: true,
      cancellationDate: '2020-08-12T16:28:46.000+05:30',
    });
    expect(parseMarketplaceTime(shipment.orderItems[0]?.cancellationDate)).toBe(ist(2020, 8, 12, 16, 28, 46));
    expect(flattenShipment(shipment)).toMatchObject({
      shipmentId: 'd04887a0-b8b6-4ff5-913b-b935e94fabab',
      view: 'cancelled',
      status: 'CANCELLED',
      sellingPrice: 1,
      totalPrice: 42,
      locationId: null,
      packagingPolicy: null,
    });
  },

  'filter_response_empty_2025.json': () => {
    const page = parseAnswer(filterPageSchema, json('filter_response_empty_2025.json'), 'shipmentPage');
    expect(page).toMatchObject({ hasMore: false, shipments: [] });
    // A link beside hasMore: false; the walk ends on hasMore (see the walk below).
    expect(page.nextPageUrl).toMatch(/^\/v3\/shipments\/filter\?next_token=/);
  },

  'shipments_by_ids_response_2025_reserialized.json': () => {
    const shipments = parseAnswer(
      shipmentsResponseSchema,
      json('shipments_by_ids_response_2025_reserialized.json'),
      'shipments',
    ).shipments.map((s) => shipmentOf(s as Shipment));
    const shipment = shipments[0] as Shipment;
    expect(shipment.shipmentId).toMatch(UUID);
    expect(shipment.orderItems[0]?.priceComponents).toMatchObject({
      sellingPrice: 476,
      totalPrice: 452,
      customerPrice: 428,
      marketplaceDiscount: 24,
    });
    expect(shipment.orderItems[0]?.isReplacement).toBe(false);
    // The proxy wrote the dimensions as strings; the reader takes the numbers they hold.
    expect(shipment.subShipments[0]?.packages[0]?.dimensions).toEqual({
      length: 30,
      breadth: 35,
      height: 5,
      weight: 0.25,
    });
    expect(flattenShipment(shipment)).toMatchObject({
      view: 'toDispatch',
      status: 'PACKED',
      orderItemIds: '334226696820623100',
      skus: '8907095953056',
      sellingPrice: 476,
      // Milliseconds kept exactly.
      orderDateMs: ist(2025, 4, 23, 18, 4, 13, 206),
      dispatchByMs: ist(2025, 4, 26, 16, 0),
      packagingPolicy: 'DEFAULT',
    });
  },

  'notification_shipment_created_2021.json': () => {
    // A push notification: `attributes` is a whole v3 shipment, its id beside it.
    const note = z
      .looseObject({
        eventType: z.string(),
        shipmentId: z.string(),
        attributes: z.record(z.string(), z.unknown()),
      })
      .parse(json('notification_shipment_created_2021.json'));
    expect(note.eventType).toBe('shipment_created');
    const shipment = asShipment({ ...note.attributes, shipmentId: note.shipmentId });
    expect(shipment.orderItems[0]?.priceComponents?.marketplaceDiscount).toBe(0);
    expect(shipment.orderItems[0]?.isReplacement).toBe(false);
    expect(shipment.subShipments[0]?.packages[0]).toMatchObject({ packageId: 'PKGWATF2DCK8GH5NZPPU5TH3H' });
    expect(shipment.subShipments[0]?.packages[0]).not.toHaveProperty('quantity');
    expect(flattenShipment(shipment)).toMatchObject({
      shipmentId: '32813d5e-527f-4244-a32c-992a179bc11d',
      view: 'toPack',
      status: 'APPROVED',
      sellingPrice: 452,
      totalPrice: 501,
      paymentType: 'COD',
      packagingPolicy: 'DEFAULT',
      dispatchByMs: ist(2021, 8, 3, 16, 0),
      orderDateMs: ist(2021, 8, 3, 11, 51, 34),
      formsFailed: 0,
    });
  },

  'shipment_details_2018.json': () => {
    const [details] = z.array(detailsSchema).parse(json('shipment_details_2018.json'));
    expect(details?.shipmentId).toBe('387b9edb-f31e-4ed6-995f-a523f29c495d');
    expect(details?.subShipments[0]?.courierDetails?.deliveryDetails).toEqual({
      vendorName: 'E-Kart Logistics',
      trackingId: 'FMPP0191313838',
    });
    // Its items are `{id, large, …}`, not shipments of the search: read as one, it is refused with a sentence.
    expect(() =>
      parseAnswer(shipmentsResponseSchema, { shipments: json('shipment_details_2018.json') }, 'shipments'),
    ).toThrow(
      expect.objectContaining({
        code: 'SERVER',
        details: { path: 'shipments[0].orderItems[0].orderItemId', what: 'shipments' },
      }),
    );
  },

  'shipment_details_2025_reserialized.json': () => {
    const { shipments } = z
      .object({ shipments: z.array(detailsSchema) })
      .parse(json('shipment_details_2025_reserialized.json'));
    expect(shipments[0]?.shipmentId).toMatch(UUID);
    expect(shipments[0]?.deliveryAddress?.state).toBe('Maharashtra');
    expect(shipments[0]?.subShipments[0]?.courierDetails?.deliveryDetails.trackingId).toBe('FMPC4753584319');
  },

  'invoices_response_2025_reserialized.json': () => {
    const { invoices } = invoicesSchema.parse(json('invoices_response_2025_reserialized.json'));
    expect(invoices[0]).toMatchObject({ invoiceDate: '2025-04-26', invoiceNumber: 'FAABR32600004490' });
    expect(invoices[0]?.orderItems[0]).toMatchObject({ invoiceAmount: 1433.2, taxRate: 12 });
  },

  'labels_pack_response_failure_2025.json': () => {
    const { shipments } = packSchema.parse(json('labels_pack_response_failure_2025.json'));
    expect(shipments.map((s) => s.shipmentId)).toEqual([
      '71eb1c1e-c170-4f7c-9459-6d55762ad213',
      'c7c6f0f0-8da0-4822-b881-b227393de640',
    ]);
    for (const s of shipments) {
      // HTTP 200, yet every shipment failed: the outcome is per shipment, and its message reads as a sentence.
      expect(s.status.toUpperCase()).toBe('FAILURE');
      expect(s.errorCode).toBe('INVALID_DISPATCH_AFTER_DATE');
      expect(sentenceOf(s.errorMessage)).toBe(
        'Could not pack order item as dispatch after date is greater than current time',
      );
    }
  },

  'listings_update_inventory_response_2025_reserialized.json': () => {
    const logged = parseAnswer(
      createListingsResponseSchema,
      json('listings_update_inventory_response_2025_reserialized.json'),
      'listingResults',
    );
    expect(Object.keys(logged)).toEqual(['4065454784445', '4065454784391']);
    // On the wire (its length says so) there was no `errors` key at all: read the same.
    const wire = { '4065454784445': { status: 'SUCCESS' }, '4065454784391': { status: 'SUCCESS' } };
    expect(createListingResultSchema.parse(wire['4065454784445'])).toEqual({
      status: 'SUCCESS',
      errors: [],
      attribute_errors: [],
    });
    const results = listingResults(Object.keys(wire), createListingsResponseSchema.parse(wire));
    expect(results).toEqual(listingResults(Object.keys(wire), logged));
    expect(results['4065454784391']).toEqual({ status: 'SUCCESS', errors: [], attributeErrors: [] });
  },

  'error_400_invalid_shipments_2025.json': () => {
    const said = serviceErrorOf(text('error_400_invalid_shipments_2025.json'));
    expect(said).toEqual({ code: 'INVALID_SHIPMENTS', message: 'Invalid shipment Ids passed' });
    expect(sellerErrors.codeFor(400, said.code)).toBe('BAD_REQUEST');
  },

  'error_500_dependent_system_call_failed_2025.json': () => {
    const said = serviceErrorOf(text('error_500_dependent_system_call_failed_2025.json'));
    expect(said.code).toBe('DEPENDENT_SYSTEM_CALL_FAILED');
    expect(sellerErrors.codeFor(500, said.code)).toBe('SERVER');
  },

  'error_401_invalid_token_2025.body.txt': () => {
    // Not JSON on the wire (unescaped quotes): nothing is read from it, and nothing throws.
    expect(serviceErrorOf(text('error_401_invalid_token_2025.body.txt'))).toEqual({});
    expect(sellerErrors.codeFor(401, undefined)).toBe('AUTH_EXPIRED');
  },

  'error_502_bad_gateway_labels_2025.body.html': () => {
    expect(serviceErrorOf(text('error_502_bad_gateway_labels_2025.body.html'))).toEqual({});
    expect(sellerErrors.codeFor(502, undefined)).toBe('SERVER');
  },
};

describe('real captures of the seller interface', () => {
  const files = readdirSync(FIXTURES).filter((f) => f !== 'README.md');

  it('has a check for every capture, and a capture for every check', () => {
    expect(files.length).toBe(15);
    expect([...files].sort()).toEqual(Object.keys(CHECKS).sort());
  });

  for (const file of Object.keys(CHECKS)) it(`reads ${file}`, () => CHECKS[file]?.());
});

describe('real answers through the client, over HTTP', () => {
  let server: ScriptedServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  const tokens = { getAccessToken: async () => 'token', onUnauthorized: async () => 'token' };
  const client = (url: string) =>
    new SellerClient({
      baseUrl: `${url}/sellers`,
      tokens,
      http: new HttpClient({ baseDelayMs: 1, maxDelayMs: 1 }),
    });

  it('ends a walk on the empty page whose nextPageUrl stands beside hasMore: false', async () => {
    // Were the link followed, the next answer would be a page saying more follow.
    server = await startScriptedServer((req) =>
      req.method === 'POST'
        ? { status: 200, body: text('filter_response_empty_2025.json') }
        : { status: 200, body: text('filter_response_2020_truncated.json') },
    );
    const pages = [];
    for await (const page of client(server.url).filterShipments({ type: 'preDispatch' })) pages.push(page);
    expect(pages).toEqual([{ pageNumber: 1, shipments: [], hasMore: false }]);
    expect(server.seen.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /sellers/v3/shipments/filter']);
  });

  it('follows a real relative nextPageUrl under /sellers, exactly as it came', async () => {
    const first = text('filter_response_2020_truncated.json');
    const next = (JSON.parse(first) as { nextPageUrl: string }).nextPageUrl;
    server = await startScriptedServer((req) =>
      req.method === 'POST'
        ? { status: 200, body: first }
        : { status: 200, body: text('filter_response_empty_2025.json') },
    );
    const ids = [];
    for await (const page of client(server.url).filterShipments({ type: 'preDispatch' }))
      ids.push(...page.shipments.map((s) => s.shipmentId));
    expect(ids).toEqual(['cd6fff34-368e-44dd-b747-d7fad8c84990']);
    expect(server.seen[1]?.url).toBe(`/sellers${next}`);
  });

  it('reads shipments by id from the real answer, asking with the UUID encoded in the query', async () => {
    server = await startScriptedServer([
      { status: 200, body: text('shipments_by_ids_response_2025_reserialized.json') },
    ]);
    const id = '7b177497-0cd2-4a30-99ed-f010074a22ac';
    const [shipment] = await client(server.url).getShipments('shipmentIds', [id]);
    expect(shipment?.shipmentId).toBe(id);
    expect(server.seen[0]?.url).toBe(`/sellers/v3/shipments?shipmentIds=${id}`);
  });

  it('turns a real error body into a coded error with our sentence', async () => {
    server = await startScriptedServer([
      { status: 400, body: text('error_400_invalid_shipments_2025.json') },
    ]);
    const failure = await client(server.url)
      .getShipments('shipmentIds', ['x'])
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'BAD_REQUEST', details: { serviceCode: 'INVALID_SHIPMENTS' } });
    expect((failure as AppError).message).toMatch(
      /^The marketplace rejected the request as malformed \(HTTP 400\)\./,
    );
  });
});
