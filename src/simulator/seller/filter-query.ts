import { z } from 'zod';
import { parseIsoDateTime } from '../clock.ts';
import { CANCELLATION_TYPES } from './shipment-model.ts';
import type { ItemStatus, SimShipment } from './shipment-model.ts';
import { cancellationAt, hasFailedForm, modifiedAt, statusAt } from './shipment-model.ts';

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

/** Validates a filter body; returns the request or a sentence saying what is wrong. */
export function parseFilter(
  body: unknown,
): { ok: true; value: FilterRequest } | { ok: false; message: string } {
  const parsed = FilterBody.safeParse(body);
  if (!parsed.success) return { ok: false, message: z.prettifyError(parsed.error).replace(/\n\s*/g, ' ') };
  const f = parsed.data.filter;
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

function inRange(
  value: number | undefined,
  r: { from?: string | undefined; to?: string | undefined } | undefined,
): boolean {
  if (!r) return true;
  if (value === undefined) return false;
  const from = r.from === undefined ? undefined : parseIsoDateTime(r.from);
  const to = r.to === undefined ? undefined : parseIsoDateTime(r.to);
  return (from === undefined || value >= from) && (to === undefined || value <= to);
}

export function sortValue(s: SimShipment, field: (typeof SORT_FIELDS)[number], now: number): number {
  if (field === 'modifiedDate') return modifiedAt(s, now);
  return s[field];
}

/** True when the shipment, as it stands at `now`, matches the filter. */
export function matches(s: SimShipment, req: FilterRequest, now: number): boolean {
  const f = req.filter;
  const type: FilterType = f.type ?? 'preDispatch';
  const status: ItemStatus = statusAt(s, now);
  const formFailed = hasFailedForm(s) && (TYPE_STATES.preDispatch as readonly string[]).includes(status);
  if (!(TYPE_STATES[type] as readonly string[]).includes(status)) return false;
  if (f.states && !f.states.some((st) => st === status || (st === 'FORM_FAILED' && formFailed))) return false;
  if (f.locationId !== undefined && s.locationId !== f.locationId) return false;
  if (f.sku && !s.items.some((i) => f.sku?.includes(i.sku))) return false;
  if (f.shipmentTypes && !f.shipmentTypes.includes(s.shipmentType)) return false;
  if (f.serviceProfiles && !f.serviceProfiles.includes(s.serviceProfile)) return false;
  if (f.dispatchServiceTiers && !f.dispatchServiceTiers.includes(s.dispatchServiceTier)) return false;
  if (f.hold !== undefined && s.holdUntil > now !== f.hold) return false;
  if (f.cancellationType !== undefined && s.cancellation?.type !== f.cancellationType) return false;
  return (
    inRange(s.orderDate, f.orderDate) &&
    inRange(s.dispatchAfterDate, f.dispatchAfterDate) &&
    inRange(s.dispatchByDate, f.dispatchByDate) &&
    inRange(modifiedAt(s, now), f.modifiedDate) &&
    inRange(cancellationAt(s, now), f.cancellationDate)
  );
}
