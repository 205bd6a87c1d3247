import { z } from 'zod';
import { parseIsoDateTime } from '../clock.ts';
import type { SellerDialect } from '../config.ts';
import { CANCELLATION_TYPES } from './shipment-model.ts';
import type { ItemStatus, SimShipment } from './shipment-model.ts';
import {
  cancellationAtStep,
  hasFailedForm,
  modifiedAt,
  modifiedAtStep,
  shownStatus,
  stepAt,
} from './shipment-model.ts';

/** Filter states per type (field notes); FORM_FAILED is a pre-dispatch state made of a failed form. */
export const TYPE_STATES = {
  preDispatch: ['APPROVED', 'PACKING_IN_PROGRESS', 'FORM_FAILED', 'PACKED', 'READY_TO_DISPATCH'],
  postDispatch: ['PICKUP_COMPLETE', 'SHIPPED', 'DELIVERED', 'RETURN_REQUESTED', 'RETURNED', 'COMPLETED'],
  cancelled: ['CANCELLED'],
} as const;
type FilterType = keyof typeof TYPE_STATES;
const ALL_STATES = [
  ...TYPE_STATES.preDispatch,
  ...TYPE_STATES.postDispatch,
  ...TYPE_STATES.cancelled,
] as const;

export const SORT_FIELDS = ['dispatchByDate', 'orderDate', 'modifiedDate', 'dispatchAfterDate'] as const;
export const MAX_PAGE_SIZE = 20;

const isoDate = z.string().refine((v) => parseIsoDateTime(v) !== undefined, {
  message: 'must be an ISO date-time with Z or an offset',
});
const range = z.object({ from: isoDate.optional(), to: isoDate.optional() }).optional();

const FilterBody = z.object({
  filter: z.object({
    type: z.enum(['preDispatch', 'postDispatch', 'cancelled']).optional(),
    states: z.array(z.enum(ALL_STATES)).optional(),
    locationId: z.string().optional(),
    sku: z.array(z.string()).optional(),
    orderDate: range,
    dispatchAfterDate: range,
    dispatchByDate: range,
    modifiedDate: range,
    cancellationDate: range,
    shipmentTypes: z.array(z.enum(['NORMAL', 'SELF', 'EXPRESS'])).optional(),
    serviceProfiles: z.array(z.enum(['NON_FBF', 'FBF', 'FBF_LITE'])).optional(),
    dispatchServiceTiers: z.array(z.enum(['REGULAR', 'EXPRESS'])).optional(),
    hold: z.boolean().optional(),
    cancellationType: z.enum(CANCELLATION_TYPES).optional(),
  }),
  pagination: z
    .object({
      pageSize: z
        .number()
        .int()
        .min(1, `pageSize must be from 1 to ${MAX_PAGE_SIZE}`)
        .max(MAX_PAGE_SIZE, `pageSize must be from 1 to ${MAX_PAGE_SIZE}`),
    })
    .optional(),
  sort: z.object({ field: z.enum(SORT_FIELDS), order: z.enum(['asc', 'desc']).optional() }).optional(),
});

export type FilterRequest = z.infer<typeof FilterBody>;

/**
 * Validates a filter body; returns the request or a sentence saying what is wrong. The real service needs `type`
 * and an explicit `states` list (every production client sends both); the specification accepts an empty filter.
 */
export function parseFilter(
  body: unknown,
  dialect: SellerDialect = 'spec',
): { ok: true; value: FilterRequest } | { ok: false; message: string } {
  const parsed = FilterBody.safeParse(body);
  if (!parsed.success) return { ok: false, message: z.prettifyError(parsed.error).replace(/\n\s*/g, ' ') };
  const f = parsed.data.filter;
  if (dialect === 'real') {
    const missing = [
      ...(f.type === undefined ? ['filter.type (preDispatch, postDispatch or cancelled)'] : []),
      ...(f.states === undefined || f.states.length === 0
        ? ['filter.states (the states wanted, e.g. APPROVED, PACKED)']
        : []),
    ];
    if (missing.length > 0) return { ok: false, message: `the search lacks ${missing.join(' and ')}` };
  }
  const type: FilterType = f.type ?? 'preDispatch';
  const allowed: readonly string[] = TYPE_STATES[type];
  const wrong = (f.states ?? []).filter((s) => !allowed.includes(s));
  if (wrong.length > 0)
    return {
      ok: false,
      message: `states ${wrong.join(', ')} do not belong to type ${type} (allowed: ${allowed.join(', ')})`,
    };
  if (f.cancellationType !== undefined && type !== 'cancelled')
    return { ok: false, message: 'cancellationType is only accepted with type cancelled' };
  if (type === 'cancelled' && !f.cancellationDate)
    return { ok: false, message: 'a cancelled search needs a cancellationDate range' };
  return { ok: true, value: parsed.data };
}

type Bounds = { from: number; to: number } | undefined;

/** A range's ends as epoch ms, read once per request rather than once per shipment. */
function bounds(r: { from?: string | undefined; to?: string | undefined } | undefined): Bounds {
  if (!r) return undefined;
  const from = r.from === undefined ? undefined : parseIsoDateTime(r.from);
  const to = r.to === undefined ? undefined : parseIsoDateTime(r.to);
  return { from: from ?? -Infinity, to: to ?? Infinity };
}

/** The request's order-date range as epoch ms, when it has one (the store reads only that range). */
export function orderDateBounds(req: FilterRequest): { from: number; to: number } | undefined {
  return bounds(req.filter.orderDate);
}

function inRange(value: number | undefined, b: Bounds): boolean {
  if (!b) return true;
  return value !== undefined && value >= b.from && value <= b.to;
}

export function sortValue(s: SimShipment, field: (typeof SORT_FIELDS)[number], now: number): number {
  if (field === 'modifiedDate') return modifiedAt(s, now);
  return s[field];
}

/** What the real service leaves out when a search does not ask: SELF and EXPRESS shipments, FBF ones, held ones. */
const REAL_DEFAULTS: Pick<FilterRequest['filter'], 'shipmentTypes' | 'serviceProfiles' | 'hold'> = {
  shipmentTypes: ['NORMAL'],
  serviceProfiles: ['NON_FBF', 'FBF_LITE'],
  hold: false,
};

/**
 * The filter as a predicate over shipments as they stand at `now`. The request is read once here, and the cheap
 * tests on fixed fields run before those that walk a shipment's steps.
 */
export function matcher(
  req: FilterRequest,
  now: number,
  dialect: SellerDialect = 'spec',
): (s: SimShipment) => boolean {
  const f =
    dialect === 'real'
      ? {
          ...req.filter,
          shipmentTypes: req.filter.shipmentTypes ?? REAL_DEFAULTS.shipmentTypes,
          serviceProfiles: req.filter.serviceProfiles ?? REAL_DEFAULTS.serviceProfiles,
          hold: req.filter.hold ?? REAL_DEFAULTS.hold,
        }
      : req.filter;
  const typeStates: readonly string[] = TYPE_STATES[f.type ?? 'preDispatch'];
  const preDispatch: readonly string[] = TYPE_STATES.preDispatch;
  const orderDate = bounds(f.orderDate);
  const dispatchAfterDate = bounds(f.dispatchAfterDate);
  const dispatchByDate = bounds(f.dispatchByDate);
  const modifiedDate = bounds(f.modifiedDate);
  const cancellationDate = bounds(f.cancellationDate);
  return (s) => {
    if (!inRange(s.orderDate, orderDate)) return false;
    if (!inRange(s.dispatchAfterDate, dispatchAfterDate)) return false;
    if (!inRange(s.dispatchByDate, dispatchByDate)) return false;
    if (f.locationId !== undefined && s.locationId !== f.locationId) return false;
    if (f.sku && !s.items.some((i) => f.sku?.includes(i.sku))) return false;
    if (f.shipmentTypes && !f.shipmentTypes.includes(s.shipmentType)) return false;
    if (f.serviceProfiles && !f.serviceProfiles.includes(s.serviceProfile)) return false;
    if (f.dispatchServiceTiers && !f.dispatchServiceTiers.includes(s.dispatchServiceTier)) return false;
    if (f.hold !== undefined && s.holdUntil > now !== f.hold) return false;
    // The step in force, found once: status, last change and cancellation all come from it.
    const step = stepAt(s, now);
    const status: ItemStatus = step?.status ?? 'APPROVED';
    if (!typeStates.includes(status)) return false;
    if (f.states && dialect === 'real') {
      const shown = shownStatus(s, status, true);
      if (!f.states.some((st) => st === shown)) return false;
    } else if (f.states) {
      const formFailed = hasFailedForm(s) && preDispatch.includes(status);
      if (!f.states.some((st) => st === status || (st === 'FORM_FAILED' && formFailed))) return false;
    }
    if (f.cancellationType !== undefined && s.cancellation?.type !== f.cancellationType) return false;
    return (
      inRange(modifiedAtStep(s, step, now), modifiedDate) &&
      inRange(cancellationAtStep(step), cancellationDate)
    );
  };
}
