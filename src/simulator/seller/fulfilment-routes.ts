import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SimContext } from '../context.ts';
import { realShipmentSpelling } from '../context.ts';
import { sendError } from '../http.ts';
import { sellerIdOf } from './bearer.ts';
import { fulfilmentLogOf } from './fulfilment-log.ts';
import type { FulfilmentAction } from './fulfilment-log.ts';
import { labelsPdf, manifestPdf } from './fulfilment-pdf.ts';
import { cancel, dispatch, pack, vendorGroupCode } from './fulfilment-rules.ts';
import type { ShipmentResult } from './fulfilment-rules.ts';
import { renderShipment, statusAt } from './shipment-model.ts';
import type { SimShipment } from './shipment-model.ts';
import { MAX_IDS } from './shipments-routes.ts';

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The seller's shipment with this id as it exists now, or undefined (unknown, or another seller's). */
export function own(ctx: SimContext, request: FastifyRequest, id: string): SimShipment | undefined {
  const s = ctx.world.shipments.lookup('shipmentIds', id, ctx.clock.now())[0];
  return s?.sellerId === sellerIdOf(request) ? s : undefined;
}

/** Ids from a path segment: comma-joined, URL-encoded by the SDK (`%2C`); decoded either way. */
function pathIds(raw: string): string[] {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // Already decoded and holding a lone `%`: keep it as it came.
  }
  return [...new Set(text.split(',').map((s) => s.trim()))].filter((s) => s.length > 0);
}

/**
 * A batch answer: every shipment's own result (its word as planted, if a test planted one); a state changed means
 * earlier searches no longer stand. With the `sdk` action answers, the SDK's shape instead: the seller's shipments
 * as they are now, `{shipments: [Shipment]}`, with no word on what became of each.
 */
function answer(
  ctx: SimContext,
  request: FastifyRequest,
  action: FulfilmentAction,
  results: ShipmentResult[],
): { shipments: Record<string, unknown>[] } {
  if (results.some((r) => r.status === 'success')) ctx.world.shipments.revision += 1;
  const log = fulfilmentLogOf(ctx.world.shipments);
  if (ctx.switches.actionAnswers === 'sdk') {
    const now = ctx.clock.now();
    const real = ctx.switches.sellerDialect === 'real';
    return {
      shipments: results
        .map((r) => own(ctx, request, r.shipmentId))
        .filter((s) => s !== undefined)
        .map((s) => renderShipment(s, now, realShipmentSpelling(ctx.switches), real)),
    };
  }
  return { shipments: results.map((r) => log.worded(action, r)) };
}

function badBatch(reply: FastifyReply, count: number): FastifyReply | undefined {
  if (count === 0) return sendError(reply, 400, 'INVALID_REQUEST', 'no shipments given');
  if (count > MAX_IDS)
    return sendError(
      reply,
      422,
      'UNPROCESSABLE_ENTITY',
      `at most ${MAX_IDS} shipments per request (got ${count})`,
    );
  return undefined;
}

/** Packed shipments named in the path, or an error naming those that are not (labels exist only once packed). */
async function printable(
  ctx: SimContext,
  request: FastifyRequest,
  reply: FastifyReply,
  parts: { labels: boolean; invoices: boolean },
): Promise<FastifyReply> {
  const ids = pathIds((request.params as { ids: string }).ids);
  const bad = badBatch(reply, ids.length);
  if (bad) return bad;
  const now = ctx.clock.now();
  const found = ids.map((id) => own(ctx, request, id));
  const unknown = ids.filter((_, i) => found[i] === undefined);
  if (unknown.length > 0)
    return sendError(reply, 400, 'INVALID_SHIPMENT_ID', `shipments not found: ${unknown.join(',')}`);
  const notPacked = (found as SimShipment[]).filter(
    (s) =>
      !['PACKED', 'READY_TO_DISPATCH', 'PICKUP_COMPLETE', 'SHIPPED', 'DELIVERED'].includes(statusAt(s, now)),
  );
  if (notPacked.length > 0)
    return sendError(
      reply,
      400,
      'SHIPMENT_NOT_PACKED',
      `labels exist once packed; not packed: ${notPacked.map((s) => s.shipmentId).join(',')}`,
    );
  const log = fulfilmentLogOf(ctx.world.shipments);
  const sheets = await Promise.all(
    (found as SimShipment[]).map((s) => log.sheets.of(s, log.packed.get(s.shipmentId))),
  );
  const pdf = await labelsPdf(sheets, parts);
  return reply.type('application/pdf').send(Buffer.from(pdf));
}

/** Pack, labels and invoices, ready to dispatch, handover counts, manifest and cancel (real-seller-api.md §2). */
export function registerFulfilmentRoutes(app: FastifyInstance, ctx: SimContext): void {
  const log = () => fulfilmentLogOf(ctx.world.shipments);

  app.post('/v3/shipments/labels', async (request, reply) => {
    const body = request.body;
    if (!isObj(body) || !Array.isArray(body['shipments']))
      return sendError(reply, 400, 'INVALID_REQUEST', 'the body must be {"shipments": [PackRequest]}');
    const requests = body['shipments'].filter(isObj);
    const bad = badBatch(reply, requests.length);
    if (bad) return bad;
    const now = ctx.clock.now();
    const results = requests.map((r) => {
      const id = String(r['shipmentId'] ?? '');
      log().receive('pack', id);
      const shipment = own(ctx, request, id);
      const result = pack(shipment, id, r, log(), now);
      const details = log().packed.get(id);
      // The marketplace prepares the label and invoice while it packs.
      if (result.status === 'success' && shipment !== undefined && details !== undefined)
        log().sheets.drawSoon(shipment, details);
      return result;
    });
    return answer(ctx, request, 'pack', results);
  });

  app.get('/v3/shipments/:ids/labels', (request, reply) =>
    printable(ctx, request, reply, { labels: true, invoices: true }),
  );
  app.get('/v3/shipments/:ids/invoices', (request, reply) =>
    printable(ctx, request, reply, { labels: false, invoices: true }),
  );
  app.post('/v3/shipments/:ids/labelOnly/pdf', (request, reply) =>
    printable(ctx, request, reply, { labels: true, invoices: false }),
  );

  app.post('/v3/shipments/dispatch', async (request, reply) => {
    const body = request.body;
    if (!isObj(body) || !Array.isArray(body['shipmentIds']))
      return sendError(
        reply,
        400,
        'INVALID_REQUEST',
        'the body must be {"shipmentIds": [...], "locationId"}',
      );
    const ids = [...new Set(body['shipmentIds'].map(String))];
    const bad = badBatch(reply, ids.length);
    if (bad) return bad;
    const locationId = typeof body['locationId'] === 'string' ? body['locationId'] : undefined;
    const now = ctx.clock.now();
    return answer(
      ctx,
      request,
      'dispatch',
      ids.map((id) => {
        log().receive('dispatch', id);
        return dispatch(own(ctx, request, id), id, locationId, log(), now);
      }),
    );
  });

  app.post('/v3/shipments/cancel', async (request, reply) => {
    const body = request.body;
    if (!isObj(body) || !Array.isArray(body['shipments']))
      return sendError(
        reply,
        400,
        'INVALID_REQUEST',
        'the body must be {"shipments": [{shipmentId, reason, locationId, cancellationGroupIds}]}',
      );
    const requests = body['shipments'].filter(isObj);
    const bad = badBatch(reply, requests.length);
    if (bad) return bad;
    const now = ctx.clock.now();
    return answer(
      ctx,
      request,
      'cancel',
      requests.map((r) => {
        const id = String(r['shipmentId'] ?? '');
        log().receive('cancel', id);
        return cancel(own(ctx, request, id), id, r, log(), now);
      }),
    );
  });

  /** Shipments ready to dispatch now, of the seller, at the location when one is named. */
  const ready = (request: FastifyRequest, locationId: string | undefined): SimShipment[] => {
    const now = ctx.clock.now();
    return ctx.world.shipments
      .visible(sellerIdOf(request), now)
      .filter((s) => statusAt(s, now) === 'READY_TO_DISPATCH')
      .filter((s) => locationId === undefined || s.locationId === locationId)
      .sort((a, b) => (a.shipmentId < b.shipmentId ? -1 : 1));
  };

  app.get('/v3/shipments/handover/counts', async (request) => {
    const q = request.query as Obj;
    const locationId = typeof q['locationId'] === 'string' ? q['locationId'] : undefined;
    const counts = new Map<string, number>();
    for (const s of ready(request, locationId))
      counts.set(vendorGroupCode(s.shipmentId), (counts.get(vendorGroupCode(s.shipmentId)) ?? 0) + 1);
    const day = new Date(ctx.clock.now()).toISOString().slice(0, 10);
    return [...counts].map(([vendorGroupCode, count]) => ({
      vendorGroupCode,
      count,
      pickUpDate: { from: `${day}T00:00:00.000Z`, to: `${day}T23:59:59.999Z` },
      isMps: false,
    }));
  });

  app.post('/v3/shipments/manifest', async (request, reply) => {
    const params = isObj(request.body) ? request.body['params'] : undefined;
    const vendor = isObj(params) ? params['vendorGroupCode'] : undefined;
    if (!isObj(params) || typeof vendor !== 'string' || vendor === '')
      return sendError(reply, 400, 'INVALID_REQUEST', 'params.vendorGroupCode is required');
    const locationId = typeof params['locationId'] === 'string' ? params['locationId'] : undefined;
    const shipments = ready(request, locationId).filter((s) => vendorGroupCode(s.shipmentId) === vendor);
    if (shipments.length === 0)
      return sendError(reply, 400, 'NO_SHIPMENTS_TO_MANIFEST', `no shipment is ready for ${vendor}`);
    const pdf = await manifestPdf(vendor, locationId, shipments, ctx.clock.now());
    return reply.type('application/pdf').send(Buffer.from(pdf));
  });
}
