import { invoiceNumberOf } from '../../shared/fulfilment/invoice-pattern.ts';
import type { CellOrigin, PackForm, PackFormRow } from '../../shared/fulfilment/pack-rules.ts';
import type { ListingV3 } from '../../shared/marketplace/listing-read.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { dateTimeLabel } from '../../shared/dates.ts';
import { parseMarketplaceTime } from '../../shared/shipments/deadline.ts';
import { liveItems } from '../../shared/shipments/order-items.ts';
import { notPackableReason } from '../../shared/shipments/next-steps.ts';
import { stateOf } from './action-states.ts';
import type { SkuDefaults } from './pack-defaults.ts';

type Listing = Pick<ListingV3, 'tax' | 'packages'>;

export interface PackFormInputs {
  shipments: readonly Shipment[];
  /** The listing of each SKU as Stockroom last read it (`GET /listings/v3`). */
  listings: ReadonlyMap<string, Listing>;
  /** The values last packed per SKU on this account. */
  defaults: ReadonlyMap<string, SkuDefaults>;
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

/**
 * A package's measure from the first source that knows it: the listing's package (a shipment of one unit of one
 * SKU: the listing describes one unit's box), the box last packed for its SKU, the package the marketplace gave.
 */
function measures(
  sources: readonly [CellOrigin, Partial<Record<Measure, number | null | undefined>> | undefined][],
): { values: Record<Measure, string>; origins: Partial<Record<Measure, CellOrigin>> } {
  const values = { length: '', breadth: '', height: '', weight: '' };
  const origins: Partial<Record<Measure, CellOrigin>> = {};
  for (const m of MEASURES)
    for (const [origin, source] of sources) {
      const value = text(source?.[m]);
      if (value !== '' && Number(value) > 0) {
        values[m] = value;
        origins[m] = origin;
        break;
      }
    }
  return { values, origins };
}

/**
 * The pack form for shipments as just read: one row per shipment that can be packed (without the order items
 * cancelled on their own), pre-filled from what Stockroom knows, each pre-filled cell saying where it came from.
 */
export function buildPackForm(inputs: PackFormInputs): PackForm {
  const { shipments, listings, defaults, counter, inUse, today, now, timeZone } = inputs;
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
        reason: s.hold === true ? 'The marketplace holds it.' : notPackableReason(state),
      });
      continue;
    }
    // The marketplace refuses a pack before it (INVALID_DISPATCH_AFTER_DATE): said here, and not sent.
    const after = parseMarketplaceTime(s.dispatchAfterDate);
    if (after !== undefined && after > now) {
      skipped.push({
        shipmentId: s.shipmentId,
        reason: `Can be packed from ${dateTimeLabel(after, timeZone, now)}.`,
      });
      continue;
    }
    const origins: Record<string, CellOrigin> = {};
    const invoiceNumber = nextNumber();
    if (invoiceNumber !== '') origins['invoiceNumber'] = 'pattern';
    const live = liveItems(s.orderItems);
    const items = live.map((i, n): PackFormRow['items'][number] => {
      const sku = i.sku ?? '';
      const listed = listings.get(sku)?.tax?.goodsServicesRate;
      const last = defaults.get(sku)?.taxRate;
      const amount = text(i.priceComponents?.totalPrice);
      if (amount !== '') origins[`items.${n}.invoiceAmount`] = 'order';
      if (listed !== undefined) origins[`items.${n}.taxRate`] = 'listing';
      else if (last !== null && last !== undefined) origins[`items.${n}.taxRate`] = 'lastUsed';
      return {
        orderItemId: i.orderItemId,
        sku,
        title: i.title ?? '',
        quantity: i.quantity ?? 1,
        invoiceAmount: amount,
        taxRate: text(listed ?? last),
        needsSerials: defaults.get(sku)?.needsSerials === true,
        serialNumbers: [],
      };
    });
    const skus = [...new Set(live.map((i) => i.sku ?? ''))];
    const oneSku = skus.length === 1 ? (skus[0] ?? '') : undefined;
    const oneUnit = live.length === 1 && (live[0]?.quantity ?? 1) === 1 && s.subShipments.length === 1;
    const pkg = oneSku === undefined ? undefined : listings.get(oneSku)?.packages;
    const listed = oneUnit && pkg?.length === 1 ? pkg[0] : undefined;
    const box = oneSku === undefined ? undefined : defaults.get(oneSku);
    const packages = s.subShipments.map((sub, n) => {
      const given = sub.packages[0]?.dimensions;
      const { values, origins: from } = measures([
        ['listing', listed === undefined ? undefined : { ...listed.dimensions, weight: listed.weight }],
        ['lastUsed', s.subShipments.length === 1 ? box : undefined],
        ['order', given],
      ]);
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
