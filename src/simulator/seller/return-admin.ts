import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SimContext } from '../context.ts';
import { sendError } from '../http.ts';

const StatusBody = z.object({
  returnIds: z.array(z.string().min(1)).min(1).max(1000),
  status: z.string().min(1).max(100),
  shipmentStatus: z.string().min(1).max(100).optional(),
});

/**
 * `POST /__sim/returns/status`: returns moved to a status at the simulated clock's now (a change in the middle of a
 * walk, a return arriving at the seller), for tests.
 */
export function registerReturnAdmin(admin: FastifyInstance, ctx: SimContext): void {
  admin.post('/returns/status', async (request, reply) => {
    const body = StatusBody.safeParse(request.body ?? undefined);
    if (!body.success)
      return sendError(reply, 400, 'INVALID_REQUEST', z.prettifyError(body.error).replace(/\n\s*/g, ' '));
    const { returnIds, status, shipmentStatus } = body.data;
    const now = ctx.clock.now();
    const missing = ctx.world.returns.changeStatus(
      returnIds,
      status,
      now,
      shipmentStatus === undefined ? {} : { shipmentStatus },
    );
    if (missing.length > 0)
      return sendError(reply, 404, 'NOT_FOUND', `no return ${missing.join(', ')} exists now`);
    return { changed: returnIds.length, now };
  });
}
