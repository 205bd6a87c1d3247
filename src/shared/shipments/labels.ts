/**
 * The marketplace's codes in plain words, as a seller reads them. The grid and the Today screen show these; the
 * detail keeps the code beside its words, and CSV exports keep the code. A code Stockroom does not know is shown as
 * it came.
 */
const STATES: Record<string, string> = {
  APPROVED: 'Approved, to pack',
  PACKING_IN_PROGRESS: 'Packing in progress',
  FORM_FAILED: 'Form failed',
  PACKED: 'Packed',
  READY_TO_DISPATCH: 'Ready to dispatch',
  PICKUP_COMPLETE: 'Picked up',
  SHIPPED: 'Shipped',
  DELIVERED: 'Delivered',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  RETURN_REQUESTED: 'Return requested',
  RETURNED: 'Returned',
};

const POLICIES: Record<string, string> = {
  GREEN_PACKAGE: 'Green packaging',
  TRANSPARENT_PACKAGE: 'Transparent packaging',
  DEFAULT: 'Standard packaging',
  NA: 'No packaging rule',
};

const PAYMENTS: Record<string, string> = { COD: 'Cash on delivery', PREPAID: 'Prepaid' };

const label = (words: Record<string, string>) => (code: string | null | undefined) =>
  code === null || code === undefined ? '' : (words[code.trim().toUpperCase()] ?? code);

export const stateLabel = label(STATES);
export const policyLabel = label(POLICIES);

/** A list of codes as the grid stores it ("COD, PREPAID"), each in words. */
const listLabel = (one: (code: string) => string) => (codes: string | null | undefined) =>
  (codes ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter((c) => c !== '')
    .map(one)
    .join(', ');

export const statusLabel = listLabel(stateLabel);
export const paymentLabel = listLabel(label(PAYMENTS));

const FORM_NAMES: Record<string, string> = {
  E_WAY_BILL: 'E-way bill',
  ROAD_PERMIT: 'Road permit',
};

const FORM_STATUSES: Record<string, string> = {
  'NOT-CREATED': 'not made yet',
  'IN-PROGRESS': 'being made',
  COMPLETED: 'done',
};

/**
 * A form's name in words: the known ones by name, any other code spelt out ("FORM_38" as "Form 38"); a name that
 * is already words stays as it came.
 */
export function formNameLabel(name: string | null | undefined): string {
  const code = (name ?? '').trim();
  if (code === '') return 'Form';
  const known = FORM_NAMES[code.toUpperCase()];
  if (known !== undefined) return known;
  if (!/^[A-Z0-9_-]+$/.test(code)) return code;
  const words = code.toLowerCase().replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A form as the seller reads it: "Road permit: failed; the marketplace gives no reason. Fill it in…". The real
 * service gives forms no status: a form of a shipment whose items are `FORM_FAILED` (`shipmentFailed`) failed;
 * otherwise no problem is reported. The specification's statuses are said in words.
 */
export function formLabel(
  form: { name?: string | null | undefined; status?: string | null | undefined },
  shipmentFailed = false,
): string {
  const status = (form.status ?? '').trim().toUpperCase();
  const failed = status === 'FAILED' || (status === '' && shipmentFailed);
  const words = failed
    ? FAILED_FORM_WORDS
    : status === ''
      ? 'no problem reported'
      : (FORM_STATUSES[status] ?? status.toLowerCase());
  return `${formNameLabel(form.name)}: ${words}`;
}

/** A failed form: the marketplace gives no reason, so what to do instead. */
const FAILED_FORM_WORDS =
  'failed; the marketplace gives no reason. Fill it in at its portal (or ask the marketplace’s seller support), ' +
  'then Sync now.';
