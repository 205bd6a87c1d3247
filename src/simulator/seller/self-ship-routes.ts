import type { FastifyInstance } from 'fastify';
import type { SimContext } from '../context.ts';
import { sendError } from '../http.ts';
import { isObj, own } from './fulfilment-routes.ts';
import type { Obj } from './fulfilment-routes.ts';
import { fulfilmentLogOf } from './fulfilment-log.ts';
import type { FulfilmentAction } from './fulfilment-log.ts';
import type { ShipmentResult } from './fulfilment-rules.ts';
import { selfShipDelivery, selfShipDispatch, trackingUpdate } from './self-ship-rules.ts';
import type { SimShipment } from './shipment-model.ts';
import { MAX_IDS } from './shipments-routes.ts';

type Rule = (s: SimShipment | undefined, id: string, r: Obj, now: number) => ShipmentResult;

/**
 * The self-ship calls of `ShipmentV3Api`: dispatched, delivered and a failed delivery attempt (`{shipments: […]}`,
 * answered per shipment as ShipmentResponseStatusV2, `processingStatus` SUCCESS or FAILURE), and a tracking id
 * update (`POST /v3/shipments/{shipmentId}/update`, snake_case; 200 with an empty body, or an error).
 */
export function registerSelfShipRoutes(app: FastifyInstance, ctx: SimContext): void {
  const log = () => fulfilmentLogOf(ctx.world.shipments);
  const batch = (path: string, action: FulfilmentAction, rule: Rule) =>
    app.post(path, async (request, reply) => {
      const body = request.body;
      if (!isObj(body) || !Array.isArray(body['shipments']))
        return sendError(reply, 400, 'INVALID_REQUEST', 'the body must be {"shipments": [...]}');
      const requests = body['shipments'].filter(isObj);
      if (requests.length === 0) return sendError(reply, 400, 'INVALID_REQUEST', 'no shipments given');
      if (requests.length > MAX_IDS)
        return sendError(reply, 422, 'UNPROCESSABLE_ENTITY', `at most ${MAX_IDS} shipments per request`);
      const now = ctx.clock.now();
      const results = requests.map((r) => {
        const id = String(r['shipmentId'] ?? '');
        log().receive(action, id);
        return rule(own(ctx, request, id), id, r, now);
      });
      if (results.some((r) => r.status === 'success')) ctx.world.shipments.revision += 1;
      return { shipments: results.map((r) => log().worded(action, r, 'processingStatus')) };
    });

  batch('/v3/shipments/selfShip/dispatch', 'selfShipDispatch', (s, id, r, now) =>
    selfShipDispatch(s, id, r, log(), now),
  );
  batch('/v3/shipments/selfShip/delivery', 'selfShipDeliver', (s, id, r, now) =>
    selfShipDelivery(s, id, r, log(), now, false),
  );
  batch('/v3/shipments/selfShip/deliveryAttempt', 'selfShipAttempt', (s, id, r, now) =>
    selfShipDelivery(s, id, r, log(), now, true),
  );

  app.post('/v3/shipments/:shipmentId/update', async (request, reply) => {
    const { shipmentId } = request.params as { shipmentId: string };
    if (!isObj(request.body)) return sendError(reply, 400, 'INVALID_REQUEST', 'the body must be an object');
    log().receive('trackingUpdate', shipmentId);
    const refused = trackingUpdate(
      own(ctx, request, shipmentId),
      shipmentId,
      request.body,
      log(),
      ctx.clock.now(),
    );
    if (refused) return sendError(reply, 400, refused.code, refused.message);
    return {};
  });
}
