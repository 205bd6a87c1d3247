import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.ts';
import { sendError } from '../http.ts';
import { sellerIdOf } from './bearer.ts';
import { SANDBOX_DONE, orderItemOf, ownItem, refused, sandboxOnly } from './sandbox-http.ts';
import { isObj, makeTestOrder, moveOrderItem, sandboxLogOf } from './sandbox-orders.ts';
import { registerSandboxReturnRoutes } from './sandbox-returns.ts';
import type { SandboxMove } from './sandbox-orders.ts';

/** The SDK's methods: hold and un-hold are PUT, every other self-serve call POST. */
const MOVE_ROUTES: readonly { method: 'PUT' | 'POST'; move: SandboxMove }[] = [
  { method: 'PUT', move: 'on_hold' },
  { method: 'PUT', move: 'un_hold' },
  { method: 'POST', move: 'update_dispatch_slot' },
  { method: 'POST', move: 'pick_up_complete' },
  { method: 'POST', move: 'shipped' },
  { method: 'POST', move: 'delivered' },
];

/** The SDK's SelfServeApi (test orders, their moves, returns and return events), under `/sellers`. */
export function registerSandboxRoutes(app: FastifyInstance, ctx: SimContext): void {
  const log = () => sandboxLogOf(ctx.world.shipments);
  const onlySandbox = sandboxOnly(ctx);
  registerSandboxReturnRoutes(app, ctx);

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
