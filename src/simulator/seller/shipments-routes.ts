import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.ts';
import { realShipmentSpelling } from '../context.ts';
import { sendError } from '../http.ts';
import { sellerIdOf } from './bearer.ts';
import { fulfilmentLogOf } from './fulfilment-log.ts';
import { renderShipment } from './shipment-model.ts';
import type { SimShipment } from './shipment-model.ts';

const ID_PARAMS = ['shipmentIds', 'orderItemIds', 'orderIds'] as const;
export const MAX_IDS = 100;

/** `GET /sellers/v3/shipments?shipmentIds=|orderItemIds=|orderIds=` */
export function registerShipmentRoutes(app: FastifyInstance, ctx: SimContext): void {
  app.get('/v3/shipments', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const given = ID_PARAMS.filter((p) => q[p] !== undefined);
    if (given.length !== 1 || !given[0]) {
      return sendError(
        reply,
        400,
        'INVALID_REQUEST',
        `exactly one of ${ID_PARAMS.join(', ')} is accepted (got ${given.length})`,
      );
    }
    const kind = given[0];
    const raw = q[kind];
    if (typeof raw !== 'string')
      return sendError(
        reply,
        400,
        'INVALID_REQUEST',
        `${kind} must be given once, as a comma separated list`,
      );
    const ids = [
      ...new Set(
        raw
          .split(',')
          .map((s) => s.trim())
          .filter((s) => s.length > 0),
      ),
    ];
    if (ids.length === 0) return sendError(reply, 400, 'INVALID_REQUEST', `${kind} is empty`);
    if (ids.length > MAX_IDS) {
      return sendError(
        reply,
        422,
        'UNPROCESSABLE_ENTITY',
        `at most ${MAX_IDS} ids per request (got ${ids.length})`,
      );
    }
    const sellerId = sellerIdOf(request);
    const now = ctx.clock.now();
    const found: SimShipment[] = [];
    const foreign: string[] = [];
    for (const id of ids) {
      for (const shipment of ctx.world.shipments.lookup(kind, id, now)) {
        if (shipment.sellerId !== sellerId) foreign.push(id);
        else if (!found.includes(shipment)) found.push(shipment);
      }
    }
    if (foreign.length > 0) {
      return sendError(
        reply,
        403,
        'FORBIDDEN',
        `ids not valid for this seller: ${[...new Set(foreign)].join(',')}`,
      );
    }
    if (ctx.switches.formsFailure) {
      return sendError(
        reply,
        500,
        'DEPENDENT_SYSTEM_CALL_FAILED',
        'forms could not be obtained for the shipment',
      );
    }
    const real = ctx.switches.sellerDialect === 'real';
    // A test may have a shipment left out of the next reads (PUT /__sim/shipments/left-out).
    const log = fulfilmentLogOf(ctx.world.shipments);
    return {
      shipments: found
        .filter((s) => kind !== 'shipmentIds' || !log.leavesOut(s.shipmentId))
        .map((s) => renderShipment(s, now, realShipmentSpelling(ctx.switches), real)),
    };
  });
}
