import type { MessageId } from '../i18n/catalogue.ts';
import { inEnglish, type Translate } from './words.ts';

/**
 * The marketplace's codes in plain words, as a seller reads them, in the language of `t` (English by default). The
 * grid and the Today screen show these; the detail keeps the code beside its words, and CSV exports keep the code.
 * A code Stockroom does not know is shown as it came.
 */
const STATES: Record<string, MessageId> = {
  APPROVED: 'shipments.state.approved',
  PACKING_IN_PROGRESS: 'shipments.state.packingInProgress',
  FORM_FAILED: 'shipments.state.formFailed',
  PACKED: 'shipments.state.packed',
  READY_TO_DISPATCH: 'shipments.state.readyToDispatch',
  PICKUP_COMPLETE: 'shipments.state.pickupComplete',
  SHIPPED: 'shipments.state.shipped',
  DELIVERED: 'shipments.state.delivered',
  COMPLETED: 'shipments.state.completed',
  CANCELLED: 'shipments.state.cancelled',
  RETURN_REQUESTED: 'shipments.state.returnRequested',
  RETURNED: 'shipments.state.returned',
};

const POLICIES: Record<string, MessageId> = {
  GREEN_PACKAGE: 'shipments.policy.green',
  TRANSPARENT_PACKAGE: 'shipments.policy.transparent',
  DEFAULT: 'shipments.policy.standard',
  NA: 'shipments.policy.none',
};

const PAYMENTS: Record<string, MessageId> = {
  COD: 'shipments.payment.cod',
  PREPAID: 'shipments.payment.prepaid',
};

type Label = (code: string | null | undefined, t?: Translate) => string;

const label =
  (words: Record<string, MessageId>): Label =>
  (code, t = inEnglish) => {
    if (code === null || code === undefined) return '';
    const id = words[code.trim().toUpperCase()];
    return id === undefined ? code : t(id);
  };

export const stateLabel = label(STATES);
export const policyLabel = label(POLICIES);

/** A list of codes as the grid stores it ("COD, PREPAID"), each in words. */
const listLabel =
  (one: Label): Label =>
  (codes, t = inEnglish) =>
    (codes ?? '')
      .split(',')
      .map((c) => c.trim())
      .filter((c) => c !== '')
      .map((c) => one(c, t))
      .join(', ');

export const statusLabel = listLabel(stateLabel);
export const paymentLabel = listLabel(label(PAYMENTS));

/** The codes each label knows, for a column wide enough for all of their words (one at a time). */
export const KNOWN_CODES = {
  state: Object.keys(STATES),
  policy: Object.keys(POLICIES),
  payment: Object.keys(PAYMENTS),
} as const;

const FORM_NAMES: Record<string, MessageId> = {
  E_WAY_BILL: 'shipments.form.eWayBill',
  ROAD_PERMIT: 'shipments.form.roadPermit',
};

const FORM_STATUSES: Record<string, MessageId> = {
  'NOT-CREATED': 'shipments.form.notCreated',
  'IN-PROGRESS': 'shipments.form.inProgress',
  COMPLETED: 'shipments.form.completed',
};

/**
 * A form's name in words: the known ones by name, any other code spelt out ("FORM_38" as "Form 38"); a name that
 * is already words stays as it came.
 */
export function formNameLabel(name: string | null | undefined, t: Translate = inEnglish): string {
  const code = (name ?? '').trim();
  if (code === '') return t('shipments.form.unnamed');
  const known = FORM_NAMES[code.toUpperCase()];
  if (known !== undefined) return t(known);
  if (!/^[A-Z0-9_-]+$/.test(code)) return code;
  // A numbered form ("FORM_38") in the language's word for a form; any other code spelt out as it reads.
  const numbered = /^FORM[_-]*([A-Z0-9]+)$/i.exec(code);
  if (numbered?.[1] !== undefined) return t('shipments.form.numbered', { number: numbered[1] });
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
  t: Translate = inEnglish,
): string {
  const status = (form.status ?? '').trim().toUpperCase();
  const failed = status === 'FAILED' || (status === '' && shipmentFailed);
  const known = FORM_STATUSES[status];
  const words = failed
    ? t('shipments.form.failed')
    : status === ''
      ? t('shipments.form.noProblem')
      : known !== undefined
        ? t(known)
        : status.toLowerCase();
  return t('shipments.form.line', { name: formNameLabel(form.name, t), status: words });
}
