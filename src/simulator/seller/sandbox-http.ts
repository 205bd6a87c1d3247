import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../context.ts';
import { sendError } from '../http.ts';
import { sellerIdOf } from './bearer.ts';
import { isObj, type SandboxRefusal } from './sandbox-orders.ts';
import type { SimShipment } from './shipment-model.ts';

/** The SDK's CreateCourierReturnResponse for a move the sandbox took. */
export const SANDBOX_DONE = { response: 'SUCCESS' } as const;

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
