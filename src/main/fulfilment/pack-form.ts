import { invoiceNumberOf } from '../../shared/fulfilment/invoice-pattern.ts';
import type { CellOrigin, PackForm, PackFormRow } from '../../shared/fulfilment/pack-rules.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { dateTimeLabel } from '../../shared/dates.ts';
import { parseMarketplaceTime } from '../../shared/shipments/deadline.ts';
import { liveItems } from '../../shared/shipments/order-items.ts';
import { notPackableReason } from '../../shared/shipments/next-steps.ts';
import { stateOf } from './action-states.ts';
import { t } from '../i18n/backend-language.ts';
import { gstRateOf, type ProductRecord, type ProductSource } from '../../shared/products/product-record.ts';

export interface PackFormInputs {
  shipments: readonly Shipment[];
  /** The product record of each SKU (the products slice): tax, package, serial numbers, each with its source. */
  products: ReadonlyMap<string, ProductRecord>;
  counter: { pattern: string; next: number };
  /**
   * Invoice numbers reserved by packs sent or being sent, each with its shipment (ActionJournal.invoiceNumbersInUse:
   * free again only once a read-back showed them unused): skipped, and refused when typed.
   */
  inUse: ReadonlyMap<string, string>;
  /** The seller's date, YYYY-MM-DD. */
  today: string;
  /** Now (epoch ms, the app's clock) and the seller's zone: a shipment's dispatch-after time against them. */
  now: number;
  timeZone: string;
}

/**
 * The most invoice numbers a form carries to the screen, the latest used: a year of a busy seller's packs. Older ones
 * are still refused when sent (`startPack` checks the whole journal).
 */
export const USED_NUMBERS_SHOWN = 20_000;

const text = (n: number | null | undefined): string =>
  n === null || n === undefined || !Number.isFinite(n) ? '' : String(n);

type Measure = 'length' | 'breadth' | 'height' | 'weight';
const MEASURES: readonly Measure[] = ['length', 'breadth', 'height', 'weight'];

/** A product record's source as the form names a cell's origin. */
const ORIGIN_OF: Record<ProductSource, CellOrigin> = {
  seller: 'seller',
  listing: 'listing',
  sheet: 'sheet',
  lastPack: 'lastUsed',
};

/**
 * A package's measures: the SKU's record (for a shipment of one SKU in one package; a box the listing or the sheet
 * describes is one unit's, so only for one unit, while the box last packed held the shipment), else the package
 * the marketplace gave.
 */
function measures(
  record: ProductRecord | undefined,
  oneUnit: boolean,
  given: Partial<Record<Measure, number | null | undefined>> | undefined,
): { values: Record<Measure, string>; origins: Partial<Record<Measure, CellOrigin>> } {
  const values = { length: '', breadth: '', height: '', weight: '' };
  const origins: Partial<Record<Measure, CellOrigin>> = {};
  for (const m of MEASURES) {
    const kept = record?.fields[m];
    const fits = kept !== undefined && (oneUnit || kept.source === 'lastPack' || kept.source === 'seller');
    const value = fits && Number(kept.value) > 0 ? kept.value : text(given?.[m]);
    if (value === '' || !(Number(value) > 0)) continue;
    values[m] = value;
    origins[m] = fits && value === kept.value ? ORIGIN_OF[kept.source] : 'order';
  }
  return { values, origins };
}

/**
 * The pack form for shipments as just read: one row per shipment that can be packed (without the order items
 * cancelled on their own), pre-filled from what Stockroom knows, each pre-filled cell saying where it came from.
 */
export function buildPackForm(inputs: PackFormInputs): PackForm {
  const { shipments, products, counter, inUse, today, now, timeZone } = inputs;
  const rows: PackFormRow[] = [];
  const skipped: PackForm['skipped'] = [];
  let next = counter.next;
  const nextNumber = (): string => {
    for (let tries = 0; tries < 100_000; tries++) {
      const n = invoiceNumberOf(counter.pattern, next++, today);
      if (!inUse.has(n)) return n;
    }
    return '';
  };
  for (const s of shipments) {
    const state = stateOf(s);
    if (state !== 'APPROVED' || s.hold === true) {
      skipped.push({
        shipmentId: s.shipmentId,
        reason: s.hold === true ? t('fulfilment.skipped.onHold') : notPackableReason(state),
      });
      continue;
    }
    // The marketplace refuses a pack before it (INVALID_DISPATCH_AFTER_DATE): said here, and not sent.
    const after = parseMarketplaceTime(s.dispatchAfterDate);
    if (after !== undefined && after > now) {
      skipped.push({
        shipmentId: s.shipmentId,
        reason: t('fulfilment.skipped.notYet', { when: dateTimeLabel(after, timeZone, now) }),
      });
      continue;
    }
    const origins: Record<string, CellOrigin> = {};
    const invoiceNumber = nextNumber();
    if (invoiceNumber !== '') origins['invoiceNumber'] = 'pattern';
    const live = liveItems(s.orderItems);
    const items = live.map((i, n): PackFormRow['items'][number] => {
      const sku = i.sku ?? '';
      const record = products.get(sku);
      const amount = text(i.priceComponents?.totalPrice);
      const quantity = i.quantity ?? 1;
      const unitPrice = amount === '' ? undefined : Number(amount) / quantity;
      const rate = gstRateOf(record, unitPrice);
      if (amount !== '') origins[`items.${n}.invoiceAmount`] = 'order';
      if (rate !== undefined) origins[`items.${n}.taxRate`] = ORIGIN_OF[rate.source];
      return {
        orderItemId: i.orderItemId,
        sku,
        title: i.title ?? '',
        quantity,
        invoiceAmount: amount,
        taxRate: rate === undefined ? '' : String(rate.rate),
        ...(rate === undefined ? {} : { recordTaxRate: String(rate.rate) }),
        ...(record?.fields.hsn === undefined ? {} : { hsn: record.fields.hsn.value }),
        needsSerials: record?.fields.needsSerials?.value === 'true',
        serialNumbers: [],
      };
    });
    const skus = [...new Set(live.map((i) => i.sku ?? ''))];
    const oneSku = skus.length === 1 ? (skus[0] ?? '') : undefined;
    const oneUnit = live.length === 1 && (live[0]?.quantity ?? 1) === 1 && s.subShipments.length === 1;
    const record = oneSku === undefined || s.subShipments.length !== 1 ? undefined : products.get(oneSku);
    const packages = s.subShipments.map((sub, n) => {
      const { values, origins: from } = measures(record, oneUnit, sub.packages[0]?.dimensions);
      for (const [m, origin] of Object.entries(from)) origins[`packages.${n}.${m}`] = origin;
      return { subShipmentId: sub.subShipmentId ?? '', ...values };
    });
    rows.push({
      shipmentId: s.shipmentId,
      locationId: s.locationId,
      invoiceNumber,
      invoiceDate: today,
      items,
      packages,
      origins,
    });
  }
  return {
    rows,
    skipped,
    invoicePattern: counter,
    invoiceNumbersUsed: Object.fromEntries([...inUse].slice(-USED_NUMBERS_SHOWN)),
  };
}
