import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { DEFAULT_INVOICE_PATTERN, invoiceNumberOf } from '../../shared/fulfilment/invoice-pattern.ts';
import type { ListingV3 } from '../../shared/marketplace/listing-read.ts';
import type { OrderItem, Shipment } from '../../shared/marketplace/seller-types.ts';
import { appMigrations } from '../app/migrations.ts';
import { openDatabase } from '../storage/database.ts';
import { fulfilmentMigrations } from './migrations.ts';
import { PackDefaults } from './pack-defaults.ts';
import {
  winning,
  type ProductField,
  type ProductRecord,
  type ProductSource,
} from '../../shared/products/product-record.ts';
import { listingValues, type SourceValues } from '../../shared/products/product-sources.ts';
import { USED_NUMBERS_SHOWN, buildPackForm } from './pack-form.ts';
import type { PackFormInputs } from './pack-form.ts';
import { tempDir } from './testing/fulfilment.test-support.ts';
import { ActionJournal } from './action-journal.ts';
import { checkPackForm } from '../../shared/fulfilment/pack-rules.ts';
import { translatorFor } from '../../shared/i18n/translator.ts';

/** The pack form's sentences as the English screen says them. */
const say = translatorFor('en').t;

const TODAY = '2026-11-27';
/** 27 Nov 2026, 5:30 pm in India. */
const NOW = Date.parse('2026-11-27T12:00:00Z');
const item = (over: Partial<OrderItem> = {}): OrderItem => ({
  orderItemId: 'OI1',
  sku: 'MUG-1',
  title: 'Mug',
  quantity: 1,
  status: 'APPROVED',
  priceComponents: { totalPrice: 349 },
  ...over,
});
const shipment = (over: Partial<Shipment> = {}): Shipment =>
  ({
    shipmentId: 'S1',
    locationId: 'LOC1',
    hold: false,
    orderItems: [item()],
    subShipments: [
      {
        subShipmentId: 'S1-1',
        packages: [{ dimensions: { length: 9, breadth: 9, height: 9, weight: 0.9 } }],
      },
    ],
    forms: [],
    ...over,
  }) as Shipment;
const listing = (over: Partial<ListingV3> = {}): ListingV3 => ({
  listingId: 'L1',
  productId: 'P1',
  price: {},
  tax: { hsn: '6912', goodsServicesRate: 12 },
  packages: [{ name: 'box', dimensions: { length: 12, breadth: 10, height: 11 }, weight: 0.4 }],
  locations: [],
  ...over,
});
/** The record of MUG-1 as these sources tell it. */
const mug = (bySource: Partial<Record<ProductSource, SourceValues>>): Map<string, ProductRecord> =>
  new Map([
    [
      'MUG-1',
      {
        sku: 'MUG-1',
        fields: winning(
          Object.entries(bySource).flatMap(([source, values]) =>
            Object.entries(values).map(([field, value]) => ({
              field: field as ProductField,
              source: source as ProductSource,
              value,
              at: '2026-11-27T00:00:00Z',
            })),
          ),
        ),
      },
    ],
  ]);
const inputs = (over: Partial<PackFormInputs> = {}): PackFormInputs => ({
  shipments: [shipment()],
  products: new Map(),
  counter: { pattern: DEFAULT_INVOICE_PATTERN, next: 1 },
  inUse: new Map(),
  today: TODAY,
  now: NOW,
  timeZone: 'Asia/Kolkata',
  ...over,
});
const last: SourceValues = { gstRate: '18', length: '30', breadth: '20', height: '10', weight: '1.5' };

describe('the pack form is pre-filled from what Stockroom knows, and says where each value came from', () => {
  it("takes the listing's package and tax first", () => {
    const form = buildPackForm(
      inputs({ products: mug({ listing: listingValues(listing()), lastPack: last }) }),
    );
    const row = form.rows[0]!;
    expect(row.items[0]).toMatchObject({ taxRate: '12', invoiceAmount: '349', needsSerials: false });
    expect(row.packages[0]).toEqual({
      subShipmentId: 'S1-1',
      length: '12',
      breadth: '10',
      height: '11',
      weight: '0.4',
    });
    expect(row.origins).toEqual({
      invoiceNumber: 'pattern',
      'items.0.invoiceAmount': 'order',
      'items.0.taxRate': 'listing',
      'packages.0.length': 'listing',
      'packages.0.breadth': 'listing',
      'packages.0.height': 'listing',
      'packages.0.weight': 'listing',
    });
  });

  it('else the values last packed for the SKU, else the package the marketplace gave, else empty', () => {
    const lastOnly = buildPackForm(inputs({ products: mug({ lastPack: last }) })).rows[0]!;
    expect(lastOnly.items[0]!.taxRate).toBe('18');
    expect(lastOnly.packages[0]).toMatchObject({ length: '30', breadth: '20', height: '10', weight: '1.5' });
    expect(lastOnly.origins?.['items.0.taxRate']).toBe('lastUsed');
    expect(lastOnly.origins?.['packages.0.weight']).toBe('lastUsed');
    // A listing without a package or a rate leaves those to the next source, cell by cell.
    const partial = buildPackForm(
      inputs({
        products: mug({
          listing: listingValues(
            listing({ tax: { hsn: '6912' }, packages: [{ dimensions: { length: 12 } }] }),
          ),
        }),
      }),
    ).rows[0]!;
    expect(partial.items[0]!.taxRate).toBe('');
    expect(partial.origins?.['items.0.taxRate']).toBeUndefined();
    expect(partial.packages[0]).toMatchObject({ length: '12', breadth: '9', weight: '0.9' });
    expect(partial.origins).toMatchObject({ 'packages.0.length': 'listing', 'packages.0.breadth': 'order' });
    const nothing = buildPackForm(
      inputs({ shipments: [shipment({ subShipments: [{ subShipmentId: 'S1-1', packages: [] }] })] }),
    ).rows[0]!;
    expect(nothing.packages[0]).toEqual({
      subShipmentId: 'S1-1',
      length: '',
      breadth: '',
      height: '',
      weight: '',
    });
    expect(Object.keys(nothing.origins ?? {}).filter((k) => k.startsWith('packages'))).toEqual([]);
  });

  it("uses the listing's box only for one unit of one SKU: it describes one unit", () => {
    const two = shipment({ orderItems: [item({ quantity: 2 })] });
    const form = buildPackForm(
      inputs({ shipments: [two], products: mug({ listing: listingValues(listing()) }) }),
    );
    expect(form.rows[0]!.items[0]!.taxRate).toBe('12');
    expect(form.rows[0]!.origins?.['packages.0.length']).toBe('order');
  });

  it('numbers invoices from the pattern, skipping numbers already sent, and leaves out cancelled items', () => {
    const taken = invoiceNumberOf(DEFAULT_INVOICE_PATTERN, 5, TODAY);
    const form = buildPackForm(
      inputs({
        shipments: [
          shipment(),
          shipment({
            shipmentId: 'S2',
            orderItems: [item({ orderItemId: 'OI2', status: 'CANCELLED' }), item({ orderItemId: 'OI3' })],
          }),
        ],
        counter: { pattern: DEFAULT_INVOICE_PATTERN, next: 4 },
        inUse: new Map([[taken, 'S7']]),
      }),
    );
    expect(form.rows.map((r) => r.invoiceNumber)).toEqual([
      invoiceNumberOf(DEFAULT_INVOICE_PATTERN, 4, TODAY),
      invoiceNumberOf(DEFAULT_INVOICE_PATTERN, 6, TODAY),
    ]);
    expect(form.rows[1]!.items.map((i) => i.orderItemId)).toEqual(['OI3']);
    expect(form.invoicePattern).toEqual({ pattern: DEFAULT_INVOICE_PATTERN, next: 4 });
  });

  it('carries the latest used invoice numbers to the screen, at most USED_NUMBERS_SHOWN of them', () => {
    const inUse = new Map(
      Array.from({ length: USED_NUMBERS_SHOWN + 2 }, (_, i) => [`OLD-${i}`, `S-${i}`] as const),
    );
    const used = buildPackForm(inputs({ inUse })).invoiceNumbersUsed;
    expect(Object.keys(used)).toHaveLength(USED_NUMBERS_SHOWN);
    expect(used['OLD-0']).toBeUndefined();
    expect(used['OLD-1']).toBeUndefined();
    expect(used['OLD-2']).toBe('S-2');
    expect(used[`OLD-${USED_NUMBERS_SHOWN + 1}`]).toBe(`S-${USED_NUMBERS_SHOWN + 1}`);
  });

  it('leaves out a shipment whose dispatch-after time is still to come, saying when it can be packed', () => {
    const later = shipment({ shipmentId: 'S2', dispatchAfterDate: '2026-11-27T20:05:00.000+05:30' });
    const form = buildPackForm(inputs({ shipments: [shipment(), later] }));
    expect(form.rows.map((r) => r.shipmentId)).toEqual(['S1']);
    expect(form.skipped).toEqual([{ shipmentId: 'S2', reason: 'Can be packed from 27 Nov, 8:05 pm.' }]);
    // In the seller's zone, and packable from that minute on.
    const london = buildPackForm(inputs({ shipments: [later], timeZone: 'Europe/London' }));
    expect(london.skipped[0]?.reason).toBe('Can be packed from 27 Nov, 2:35 pm.');
    const then = buildPackForm(inputs({ shipments: [later], now: Date.parse('2026-11-27T14:35:00Z') }));
    expect(then.rows.map((r) => r.shipmentId)).toEqual(['S2']);
  });

  it('asks for serial numbers for a SKU that needed them before, a cell per unit', () => {
    const form = buildPackForm(
      inputs({
        shipments: [shipment({ orderItems: [item({ quantity: 3 })] })],
        products: mug({ lastPack: { ...last, needsSerials: 'true' } }),
      }),
    );
    expect(form.rows[0]!.items[0]).toMatchObject({ needsSerials: true, serialNumbers: [] });
  });
});

describe('what the pack form remembers per seller account', () => {
  let folder: ReturnType<typeof tempDir>;
  let db: DatabaseSync;
  beforeEach(() => {
    folder = tempDir();
    db = openDatabase(folder.dir, [appMigrations, fulfilmentMigrations]);
  });
  afterEach(() => {
    db.close();
    folder.remove();
  });
  const A = { profileId: 'p', account: 'self:A' };
  const B = { profileId: 'p', account: 'self:B' };

  it('keeps a pattern and counter per account; the counter moves only past numbers packed with the pattern', () => {
    const defaults = new PackDefaults(db);
    expect(defaults.invoiceCounter(A)).toEqual({ pattern: DEFAULT_INVOICE_PATTERN, next: 1 });
    defaults.setInvoicePattern(A, ' A-{n:3} ', 40);
    expect(defaults.invoiceCounter(A)).toEqual({ pattern: 'A-{n:3}', next: 40 });
    expect(defaults.invoiceCounter(B)).toEqual({ pattern: DEFAULT_INVOICE_PATTERN, next: 1 });
    defaults.advance(A, ['A-041', 'A-040', 'TYPED-99']);
    expect(defaults.invoiceCounter(A).next).toBe(42);
    // Older numbers (a pack that ended late) never move it back.
    defaults.advance(A, ['A-007']);
    expect(defaults.invoiceCounter(A).next).toBe(42);
    defaults.advance(B, [invoiceNumberOf(DEFAULT_INVOICE_PATTERN, 1, TODAY)]);
    expect(defaults.invoiceCounter(B)).toEqual({ pattern: DEFAULT_INVOICE_PATTERN, next: 2 });
  });

  it("refuses in the form an invoice number the account's packs used, unless a read-back showed it unused", () => {
    const journal = new ActionJournal(db, () => new Date(NOW));
    const sent = (shipmentId: string, invoiceNumber: string) => ({
      shipmentId,
      request: { shipmentId, invoiceNumber, invoiceDate: TODAY, items: [], packages: [] },
    });
    journal.create('a1', A, 'pack', [sent('S9', 'INV-2026-00001'), sent('S8', 'INV-2026-00002')]);
    journal.markSent('a1', ['S9', 'S8']);
    journal.record('a1', [{ shipmentId: 'S9', outcome: 'done', message: 'Packed.' }]);
    journal.create('a2', A, 'pack', [sent('S7', 'INV-2026-00003'), sent('S4', 'INV-2026-00005')]);
    journal.markSent('a2', ['S7', 'S4']);
    const refused = { outcome: 'refused' as const, errorCode: 'X', message: 'Refused.' };
    journal.record('a2', [
      { shipmentId: 'S7', ...refused },
      { shipmentId: 'S4', ...refused },
    ]);
    // S7 read back still waiting to be packed: its number is free; S4 not read back yet: still reserved.
    journal.markUntaken({ actionId: 'a2' }, ['S7']);
    journal.create('b1', B, 'pack', [sent('S6', 'INV-2026-00004')]);
    journal.create('d1', A, 'dispatch', [{ shipmentId: 'S5', request: null }]);

    const form = buildPackForm(
      inputs({
        shipments: [shipment(), shipment({ shipmentId: 'S2' }), shipment({ shipmentId: 'S3' })],
        inUse: journal.invoiceNumbersInUse(A.account),
        products: mug({ lastPack: last }),
      }),
    );
    // Pre-filled past them (a number read back unused is offered again); one still answering counts as used.
    expect(form.invoiceNumbersUsed).toEqual({
      'INV-2026-00001': 'S9',
      'INV-2026-00002': 'S8',
      'INV-2026-00005': 'S4',
    });
    expect(form.rows.map((r) => r.invoiceNumber)).toEqual([
      'INV-2026-00003',
      'INV-2026-00004',
      'INV-2026-00006',
    ]);
    const typed = form.rows.map((r, n) => ({ ...r, invoiceNumber: `INV-2026-0000${n + 1}` }));
    expect(checkPackForm(say, typed, TODAY, form.invoiceNumbersUsed)).toEqual({
      S1: { invoiceNumber: 'Shipment S9 already has this invoice number.' },
      S2: { invoiceNumber: 'Shipment S8 already has this invoice number.' },
    });
  });
});
