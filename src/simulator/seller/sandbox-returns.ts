import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.ts';
import { RETURN_SOURCES, SELF_SHIP_PROFILE, type ReturnSource } from './return-codes.ts';
import { stepAt, type SimReturn } from './return-model.ts';
import { isObj, sandboxLogOf, type SandboxRefusal } from './sandbox-orders.ts';
import { SANDBOX_DONE, orderItemOf, ownItem, refused, sandboxOnly } from './sandbox-http.ts';
import { statusAt, type SimShipment } from './shipment-model.ts';

const FINAL = ['completed', 'rejected', 'cancelled'];

/**
 * The events each kind of return takes from each status, in the order its timeline goes (return-gen.ts): a courier
 * return comes back to the seller; a customer return is approved, then picked up by the marketplace (or, self-ship,
 * by the seller's courier); any open return may be cancelled.
 */
const NEXT: Record<'courier' | 'customer' | 'selfShip', Record<string, readonly string[]>> = {
  courier: { in_transit: ['out_for_delivery'], out_for_delivery: ['delivered'], delivered: ['completed'] },
  customer: {
    requested: ['approved'],
    approved: ['in_transit'],
    in_transit: ['out_for_delivery'],
    out_for_delivery: ['delivered'],
    delivered: ['completed'],
  },
  selfShip: {
    requested: ['approved', 'rejected'],
    approved: ['pickup_scheduled'],
    pickup_scheduled: ['completed'],
  },
};

/** The return shipment's word after each event, as the generated timelines spell it. */
const SHIPMENT_STATUS: Record<string, string> = {
  approved: 'pickup_pending',
  pickup_scheduled: 'pickup_scheduled',
  in_transit: 'in_transit',
  out_for_delivery: 'out_for_delivery',
  delivered: 'delivered',
};

const kindOf = (r: SimReturn) =>
  r.source === 'courier_return'
    ? 'courier'
    : r.serviceProfile === SELF_SHIP_PROFILE
      ? 'selfShip'
      : 'customer';

/** The newest return of an order item that is still open at `now`. */
function openReturn(
  ctx: SimContext,
  sellerId: string,
  orderItemId: string,
  now: number,
): SimReturn | undefined {
  return ctx.world.returns
    .visible(sellerId, now)
    .filter((r) => r.orderItemId === orderItemId && !FINAL.includes(stepAt(r, now).status))
    .at(-1);
}

/**
 * Whether a return of `returnType` may be made for the order item now: a courier return (RTO) of one the courier
 * has (picked up or shipped), a customer return of one delivered; one open return per order item.
 */
function returnGap(
  ctx: SimContext,
  s: SimShipment | undefined,
  orderItemId: string,
  returnType: unknown,
  now: number,
): SandboxRefusal | undefined {
  if (typeof returnType !== 'string' || !(RETURN_SOURCES as readonly string[]).includes(returnType))
    return { code: 'INVALID_RETURN_TYPE', message: `returnType must be one of ${RETURN_SOURCES.join(', ')}` };
  if (s === undefined)
    return { code: 'INVALID_ORDER_ITEM_ID', message: `order item ${orderItemId} is not one of the seller's` };
  const status = statusAt(s, now);
  const needs = returnType === 'courier_return' ? ['PICKUP_COMPLETE', 'SHIPPED'] : ['DELIVERED'];
  if (!needs.includes(status))
    return {
      code: 'INVALID_ORDER_ITEM_STATE',
      message: `order item ${orderItemId} is ${status}; a ${returnType} needs ${needs.join(' or ')}`,
    };
  if (openReturn(ctx, s.sellerId, orderItemId, now) !== undefined)
    return { code: 'RETURN_EXISTS', message: `order item ${orderItemId} has an open return already` };
  return undefined;
}

/** The return calls of the SDK's SelfServeApi, on the return store (`create_returns`, `return_events`). */
export function registerSandboxReturnRoutes(app: FastifyInstance, ctx: SimContext): void {
  const onlySandbox = sandboxOnly(ctx);
  const log = () => sandboxLogOf(ctx.world.shipments);

  /**
   * `{orderItemId, returnType}`: a new return of the order item, `returnType` its source as the returns search
   * names it; a customer return of a self-ship order (shipment type SELF) is a self-ship return.
   */
  app.post('/returns/sandbox/create_returns', { preHandler: onlySandbox }, async (request, reply) => {
    const id = orderItemOf(request.body, ', "returnType"');
    if (typeof id !== 'string') return refused(reply, id);
    log().receive('create_returns', id);
    const now = ctx.clock.now();
    const s = ownItem(ctx, request, id);
    const type = isObj(request.body) ? request.body['returnType'] : undefined;
    const gap = returnGap(ctx, s, id, type, now);
    if (gap !== undefined || s === undefined) return refused(reply, gap as SandboxRefusal);
    const item = s.items.find((i) => i.orderItemId === id);
    if (item === undefined)
      return refused(reply, { code: 'INVALID_ORDER_ITEM_ID', message: `no order item ${id}` });
    ctx.world.returns.addReturn(
      s.sellerId,
      {
        orderItemId: id,
        orderId: item.orderId,
        shipmentId: s.shipmentId,
        sku: item.sku,
        quantity: item.quantity,
        orderDate: s.orderDate,
        ...(s.locationId === undefined ? {} : { locationId: s.locationId }),
      },
      type as ReturnSource,
      now,
      type === 'customer_return' && s.shipmentType === 'SELF',
    );
    return SANDBOX_DONE;
  });

  /** `{orderItemId, eventType}`: the order item's open return moves to `eventType`, the next status of its kind. */
  app.post('/returns/sandbox/return_events', { preHandler: onlySandbox }, async (request, reply) => {
    const id = orderItemOf(request.body, ', "eventType"');
    if (typeof id !== 'string') return refused(reply, id);
    log().receive('return_events', id);
    const now = ctx.clock.now();
    const s = ownItem(ctx, request, id);
    const r = s === undefined ? undefined : openReturn(ctx, s.sellerId, id, now);
    if (r === undefined)
      return refused(reply, { code: 'NO_OPEN_RETURN', message: `order item ${id} has no open return` });
    const event = isObj(request.body) ? request.body['eventType'] : undefined;
    const status = stepAt(r, now).status;
    const allowed = [...(NEXT[kindOf(r)][status] ?? []), 'cancelled'];
    if (typeof event !== 'string' || !allowed.includes(event))
      return refused(reply, {
        code: 'INVALID_EVENT_TYPE',
        message: `return ${r.returnId} is ${status}; eventType must be one of ${allowed.join(', ')}`,
      });
    const shipmentStatus = SHIPMENT_STATUS[event];
    ctx.world.returns.changeStatus([r.returnId], event, now, {
      ...(shipmentStatus === undefined ? {} : { shipmentStatus }),
      ...(event === 'delivered' || event === 'pickup_scheduled' ? { expectedAt: now } : {}),
    });
    return SANDBOX_DONE;
  });
}
