import type { Translator } from '../i18n/translator.ts';
import type { PackShipment } from './fulfilment-types.ts';

/**
 * The pack form's checks, cell by cell, before anything is sent (the same rules in the form and in main). Pure:
 * no Node, no DOM; the sentences come in the language of the `say` given (the screen's `t`).
 */

type Say = Translator['t'];

/** GST rates an invoice line may carry, percent. */
export const GST_RATES = [0, 0.1, 0.25, 1.5, 3, 5, 12, 18, 28] as const;

/**
 * Where a pre-filled cell's value came from: the SKU's product record, from the listing as Stockroom last read it
 * (`listing`), the listing sheet (`sheet`), the seller's edit (`seller`) or the last pack of the SKU on this account
 * (`lastUsed`); the marketplace's order (`order`); the invoice-number pattern (`pattern`). A cell not named was left
 * empty or is today's date.
 */
export type CellOrigin = 'listing' | 'sheet' | 'seller' | 'lastUsed' | 'order' | 'pattern';

/** One shipment's row of the pack form, as typed (numbers may still be text). */
export interface PackFormRow {
  shipmentId: string;
  locationId?: string | undefined;
  invoiceNumber: string;
  invoiceDate: string;
  items: {
    orderItemId: string;
    sku: string;
    title: string;
    quantity: number;
    invoiceAmount: string;
    taxRate: string;
    /** The GST rate the SKU's product record gives (its source is the cell's origin): a typed rate that differs asks. */
    recordTaxRate?: string | undefined;
    /** The SKU's HSN code from its product record, shown with the item. */
    hsn?: string | undefined;
    /** Only items that need them: a cell per unit (as many as the quantity). */
    serialNumbers?: string[] | undefined;
    /** The item's units carry serial numbers the marketplace wants (the SKU needed them before, or the seller says so). */
    needsSerials: boolean;
  }[];
  packages: { subShipmentId: string; length: string; breadth: string; height: string; weight: string }[];
  /** Cell path → where its pre-filled value came from. */
  origins?: Record<string, CellOrigin> | undefined;
}

/** The form of chosen shipments: a row per shipment that can be packed, and the others with the reason. */
export interface PackForm {
  rows: PackFormRow[];
  skipped: { shipmentId: string; reason: string }[];
  /** The seller account's invoice-number pattern and the counter's next number (invoice-pattern.ts). */
  invoicePattern: { pattern: string; next: number };
  /**
   * Invoice numbers this seller account's earlier packs sent (and the marketplace did not refuse), each with the
   * shipment that has it: an invoice number belongs to one invoice, so the form refuses them.
   */
  invoiceNumbersUsed: Record<string, string>;
}

/** The serial-number cells of an item: as many as its units, blank where none is typed yet. */
export const serialCells = (item: { quantity: number; serialNumbers?: string[] | undefined }): string[] =>
  Array.from({ length: item.quantity }, (_, u) => item.serialNumbers?.[u] ?? '');

/** Cell → sentence: `invoiceNumber`, `invoiceDate`, `items.0.taxRate`, `packages.0.weight`… */
export type RowIssues = Record<string, string>;

const INVOICE_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A number as typed, a minus sign allowed (so that "-2" is told it is below 0, not that it is no number). */
const numberOf = (text: string): number | undefined => {
  const t = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(t)) return undefined;
  return Number(t);
};

const GST_LIST = GST_RATES.join(', ');

/** The invoice number's issue: empty, malformed, used by an earlier pack of the account, or twice in this form. */
function checkInvoiceNumber(
  say: Say,
  row: PackFormRow,
  taken: ReadonlySet<string>,
  used: Readonly<Record<string, string>>,
): string | undefined {
  const number = row.invoiceNumber.trim();
  if (number === '') return say('fulfilment.check.invoiceEmpty');
  if (!INVOICE_NUMBER.test(number)) return say('fulfilment.check.invoiceShape');
  const owner = Object.hasOwn(used, number) ? used[number] : undefined;
  // A shipment's own number, sent before without an answer, is still its own.
  if (owner !== undefined && owner !== row.shipmentId) return say('fulfilment.check.invoiceUsed', { owner });
  if (taken.has(number)) return say('fulfilment.check.invoiceTwice');
  return undefined;
}

type Measure = 'length' | 'breadth' | 'height' | 'weight';

/** A package's measure: its words name it (`measure`, a select in the catalogue) and its unit (cm, kg). */
function checkMeasure(say: Say, value: string, measure: Measure, max: number): string | undefined {
  const n = numberOf(value);
  if (n === undefined) return say('fulfilment.check.measureNaN', { measure });
  if (n <= 0) return say('fulfilment.check.measureLow', { measure });
  // The limit as written in the rules (300, 1000), without a group separator.
  if (n > max) return say('fulfilment.check.measureHigh', { measure, max: String(max) });
  return undefined;
}

function checkDate(say: Say, text: string, today: string): string | undefined {
  const m = DATE.exec(text.trim());
  if (m === null) return say('fulfilment.check.dateShape');
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  if (d.toISOString().slice(0, 10) !== text.trim()) return say('fulfilment.check.dateMissing');
  if (text.trim() > today) return say('fulfilment.check.dateFuture');
  return undefined;
}

/**
 * The issues of one row; `today` is the seller's date (YYYY-MM-DD), `taken` the invoice numbers other rows of
 * the form use and `used` those earlier packs of the account sent, with their shipment (an invoice number belongs
 * to one invoice).
 */
export function checkPackRow(
  say: Say,
  row: PackFormRow,
  today: string,
  taken: ReadonlySet<string> = new Set(),
  serialsTaken: ReadonlySet<string> = new Set(),
  used: Readonly<Record<string, string>> = {},
): RowIssues {
  const issues: RowIssues = {};
  const number = checkInvoiceNumber(say, row, taken, used);
  if (number) issues['invoiceNumber'] = number;
  const date = checkDate(say, row.invoiceDate, today);
  if (date) issues['invoiceDate'] = date;
  row.items.forEach((item, i) => {
    const rate = numberOf(item.taxRate);
    if (rate !== undefined && rate < 0)
      issues[`items.${i}.taxRate`] = say('fulfilment.check.gstNegative', { rates: GST_LIST });
    else if (rate === undefined || !(GST_RATES as readonly number[]).includes(rate))
      issues[`items.${i}.taxRate`] = say('fulfilment.check.gstRate', { rates: GST_LIST });
    const amount = numberOf(item.invoiceAmount);
    if (amount === undefined) issues[`items.${i}.invoiceAmount`] = say('fulfilment.check.amountNaN');
    else if (amount < 0) issues[`items.${i}.invoiceAmount`] = say('fulfilment.check.amountNegative');
    if (item.needsSerials) {
      const given = item.serialNumbers ?? [];
      if (given.length > item.quantity)
        issues[`items.${i}.serialNumbers`] = say('fulfilment.check.serialCount', {
          count: item.quantity,
          given: given.length,
        });
      serialCells(item).forEach((serial, u) => {
        const key = `items.${i}.serialNumbers.${u}`;
        const text = serial.trim();
        if (text === '')
          issues[key] = say('fulfilment.check.serialEmpty', { unit: u + 1, count: item.quantity });
        else if (!/^[\x21-\x7E]{1,100}$/.test(text)) issues[key] = say('fulfilment.check.serialShape');
        else if (serialsTaken.has(text)) issues[key] = say('fulfilment.check.serialTwice');
      });
    }
  });
  row.packages.forEach((p, i) => {
    for (const [key, max] of [
      ['length', 300],
      ['breadth', 300],
      ['height', 300],
      ['weight', 1000],
    ] as const) {
      const issue = checkMeasure(say, p[key], key, max);
      if (issue) issues[`packages.${i}.${key}`] = issue;
    }
  });
  return issues;
}

/**
 * Every row's issues, by shipment id; empty when the form can be sent. `used`: invoice numbers earlier packs of the
 * account sent, each with its shipment (`PackForm.invoiceNumbersUsed`).
 */
export function checkPackForm(
  say: Say,
  rows: readonly PackFormRow[],
  today: string,
  used: Readonly<Record<string, string>> = {},
): Record<string, RowIssues> {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.invoiceNumber.trim(), (counts.get(r.invoiceNumber.trim()) ?? 0) + 1);
  // A serial number names one unit: typed twice anywhere in the form, both cells say so.
  const serials = new Map<string, number>();
  for (const r of rows)
    for (const item of r.items)
      if (item.needsSerials)
        for (const s of serialCells(item).map((x) => x.trim()))
          if (s !== '') serials.set(s, (serials.get(s) ?? 0) + 1);
  const repeated = new Set([...serials].filter(([, n]) => n > 1).map(([s]) => s));
  const out: Record<string, RowIssues> = {};
  for (const row of rows) {
    const duplicate = (counts.get(row.invoiceNumber.trim()) ?? 0) > 1;
    const issues = checkPackRow(
      say,
      row,
      today,
      duplicate ? new Set([row.invoiceNumber.trim()]) : new Set(),
      repeated,
      used,
    );
    if (Object.keys(issues).length > 0) out[row.shipmentId] = issues;
  }
  return out;
}

/** What the pack call receives for a row that passed its checks. */
export function packShipmentOf(row: PackFormRow): PackShipment {
  return {
    shipmentId: row.shipmentId,
    ...(row.locationId === undefined ? {} : { locationId: row.locationId }),
    invoiceNumber: row.invoiceNumber.trim(),
    invoiceDate: row.invoiceDate.trim(),
    items: row.items.map((i) => {
      const serials = serialCells(i).map((s) => s.trim());
      return {
        orderItemId: i.orderItemId,
        taxRate: Number(i.taxRate),
        quantity: i.quantity,
        invoiceAmount: Number(i.invoiceAmount),
        // One list per unit, as the SDK's string[][] holds them.
        ...(i.needsSerials ? { serialNumbers: serials.map((s) => [s]) } : {}),
      };
    }),
    packages: row.packages.map((p) => ({
      subShipmentId: p.subShipmentId,
      length: Number(p.length),
      breadth: Number(p.breadth),
      height: Number(p.height),
      weight: Number(p.weight),
    })),
  };
}
