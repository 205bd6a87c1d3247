import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../context.ts';
import { sendError } from '../http.ts';
import { sellerIdOf } from './bearer.ts';
import { isObj, makeTestOrder, moveOrderItem, sandboxLogOf } from './sandbox-orders.ts';
import type { SandboxMove, SandboxRefusal } from './sandbox-orders.ts';
import type { SimShipment } from './shipment-model.ts';

/** The SDK's CreateCourierReturnResponse for a move the sandbox took. */
export const SANDBOX_DONE = { response: 'SUCCESS' } as const;

/** The SDK's methods: hold and un-hold are PUT, every other self-serve call POST. */
const MOVE_ROUTES: readonly { method: 'PUT' | 'POST'; move: SandboxMove }[] = [
  { method: 'PUT', move: 'on_hold' },
  { method: 'PUT', move: 'un_hold' },
  { method: 'POST', move: 'update_dispatch_slot' },
  { method: 'POST', move: 'pick_up_complete' },
  { method: 'POST', move: 'shipped' },
  { method: 'POST', move: 'delivered' },
];

/** The caller's shipment holding this order item, as it exists now; undefined when unknown or another seller's. */
export function ownItem(
  ctx: SimContext,
  request: FastifyRequest,
  orderItemId: string,
): SimShipment | undefined {
  const s = ctx.world.shipments.lookup('orderItemIds', orderItemId, ctx.clock.now())[0];
  return s?.sellerId === sellerIdOf(request) ? s : undefined;
}

/** The order item a move's body names (`{orderItemId}`), or a refusal saying the body is wrong. */
export function orderItemOf(body: unknown, extra = ''): string | SandboxRefusal {
  const id = isObj(body) ? body['orderItemId'] : undefined;
  if (typeof id !== 'string' || id.trim() === '' || id.length > 64)
    return { code: 'INVALID_REQUEST', message: `the body must be {"orderItemId"${extra}}` };
  return id.trim();
}

export const refused = (reply: FastifyReply, r: SandboxRefusal): FastifyReply =>
  sendError(reply, 400, r.code, r.message);

/**
 * The sandbox answers only at a sandbox address: with the `environment` switch at `production` the simulator
 * stands for the production host, where these paths do not exist.
 */
export function sandboxOnly(ctx: SimContext) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (ctx.switches.environment === 'sandbox') return;
    await sendError(reply, 404, 'NOT_FOUND', `no route ${request.method} ${request.url.split('?')[0]}`);
  };
}

/** The order calls of the SDK's SelfServeApi (test orders and their moves), under `/sellers`. */
export function registerSandboxRoutes(app: FastifyInstance, ctx: SimContext): void {
  const log = () => sandboxLogOf(ctx.world.shipments);
  const onlySandbox = sandboxOnly(ctx);

  app.post('/orders/sandbox/test_orders', { preHandler: onlySandbox }, async (request, reply) => {
    const sellerId = sellerIdOf(request);
    const seller = ctx.world.sellers.find((s) => s.id === sellerId);
    if (seller === undefined) return sendError(reply, 403, 'FORBIDDEN', 'no such seller');
    const made = makeTestOrder(seller, ctx.world.listings, log(), request.body, ctx.clock.now());
    if ('code' in made) return refused(reply, made);
    ctx.world.shipments.addMade(made);
    for (const item of made.items) log().receive('test_orders', item.orderItemId);
    return {
      orderId: made.items[0]?.orderId,
      orderItems: made.items.map((i) => ({
        orderItemId: i.orderItemId,
        listingId: i.listingId,
        quantity: i.quantity,
      })),
    };
  });

  for (const { method, move } of MOVE_ROUTES)
    app.route({
      method,
      url: `/orders/sandbox/${move}`,
      preHandler: onlySandbox,
      handler: async (request, reply) => {
        const id = orderItemOf(request.body);
        if (typeof id !== 'string') return refused(reply, id);
        log().receive(move, id);
        const refusal = moveOrderItem(move, ownItem(ctx, request, id), id, ctx.clock.now());
        if (refusal) return refused(reply, refusal);
        ctx.world.shipments.revision += 1;
        return SANDBOX_DONE;
      },
    });

  /** `create_service {orderItemId, serviceType}`: the service is noted against the seller's order item. */
  app.post('/v2/shipments/sandbox/create_service/', { preHandler: onlySandbox }, async (request, reply) => {
    const id = orderItemOf(request.body, ', "serviceType"');
    if (typeof id !== 'string') return refused(reply, id);
    const type = isObj(request.body) ? request.body['serviceType'] : undefined;
    if (typeof type !== 'string' || type.trim() === '' || type.length > 50)
      return sendError(
        reply,
        400,
        'INVALID_SERVICE_TYPE',
        'serviceType must be a word of 1 to 50 characters',
      );
    if (ownItem(ctx, request, id) === undefined)
      return sendError(reply, 400, 'INVALID_ORDER_ITEM_ID', `order item ${id} is not one of the seller's`);
    log().receive('create_service', id);
    log().services.set(id, [...(log().services.get(id) ?? []), type.trim()]);
    return SANDBOX_DONE;
  });
}
