import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SimContext } from '../context.ts';
import { resetContext } from '../context.ts';
import { ACTION_ANSWERS, SELLER_DIALECTS } from '../config.ts';
import { FaultsBodySchema } from '../faults.ts';
import { sendError } from '../http.ts';
import { RateLimitsBodySchema } from '../rate-limit.ts';
import { isLoopback } from './loopback.ts';
import { indexOfProduct } from '../affiliate/products.ts';
import { FULFILMENT_ACTIONS, fulfilmentLogOf } from '../seller/fulfilment-log.ts';
import { ITEM_STATUSES } from '../seller/shipment-model.ts';
import { registerReturnAdmin } from '../seller/return-admin.ts';
import { sandboxLogOf } from '../seller/sandbox-orders.ts';

/** One advance moves the clock ten years at most, so the clock stays a valid date. */
const MAX_ADVANCE_SECONDS = 10 * 366 * 24 * 3600;
const AdvanceBody = z
  .object({
    ms: z
      .number()
      .int()
      .min(0)
      .max(MAX_ADVANCE_SECONDS * 1000)
      .optional(),
    seconds: z.number().min(0).max(MAX_ADVANCE_SECONDS).optional(),
  })
  .refine((b) => (b.ms === undefined) !== (b.seconds === undefined), 'give exactly one of ms or seconds');
const LifetimesBody = z.object({
  tokenLifetimeSeconds: z.number().int().min(1).optional(),
  refreshTokenLifetimeSeconds: z.number().int().min(1).optional(),
  urlLifetimeMs: z.number().int().min(1).optional(),
});
const SwitchesBody = z.object({
  formsFailure: z.boolean().optional(),
  affiliateSpelling: z.enum(['real', 'spec']).optional(),
  deltaVersionError: z.string().min(1).nullable().optional(),
  realSpelling: z.boolean().optional(),
  sellerDialect: z.enum(SELLER_DIALECTS).optional(),
  actionAnswers: z.enum(ACTION_ANSWERS).optional(),
  environment: z.enum(['sandbox', 'production']).optional(),
});
const RepriceBody = z.object({
  productId: z.string().min(1).max(100),
  sellingPrice: z.number().int().min(1).max(10_000_000),
});
const MoveBody = z.object({
  shipmentIds: z.array(z.string().min(1)).min(1).max(1000),
  status: z.enum([...ITEM_STATUSES, 'FORM_FAILED']),
  hold: z.boolean().optional(),
});
const RefusalsBody = z.object({
  refusals: z
    .array(
      z.object({
        shipmentId: z.string().min(1),
        action: z.enum(FULFILMENT_ACTIONS),
        errorCode: z.string().min(1).max(100),
        errorMessage: z.string().min(1).max(500),
      }),
    )
    .max(1000),
});
const AnswerWordsBody = z.object({
  words: z
    .array(
      z.object({
        shipmentId: z.string().min(1),
        action: z.enum(FULFILMENT_ACTIONS),
        status: z.string().max(100).nullable(),
      }),
    )
    .max(1000),
});
const LeftOutBody = z.object({
  shipmentIds: z.array(z.string().min(1)).max(1000),
  reads: z.number().int().min(1).max(1000),
});
const SerialSkusBody = z.object({ skus: z.array(z.string().min(1).max(100)).max(1000) });
const ResetBody = z.object({ tokens: z.boolean().optional() }).optional();
const ExpireBody = z.object({ refresh: z.boolean().optional() }).optional();

function parse<T>(
  schema: z.ZodType<T>,
  body: unknown,
): { ok: true; value: T } | { ok: false; message: string } {
  const result = schema.safeParse(body ?? undefined);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: z.prettifyError(result.error).replace(/\n\s*/g, ' ') };
}

/** The admin interface under /__sim (loopback callers only); see README.md. */
export function registerAdmin(app: FastifyInstance, ctx: SimContext): void {
  app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request, reply) => {
        if (!isLoopback(request.socket.remoteAddress)) {
          await sendError(reply, 403, 'FORBIDDEN', 'the admin interface only answers loopback callers');
          return reply;
        }
      });

      admin.post('/reset', async (request, reply) => {
        const body = parse(ResetBody, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        resetContext(ctx, body.value?.tokens === true);
        return { ok: true, now: ctx.clock.now() };
      });

      admin.get('/clock', async () => ({
        now: ctx.clock.now(),
        iso: new Date(ctx.clock.now()).toISOString(),
        startedAt: ctx.clock.startedAt,
      }));

      admin.post('/clock/advance', async (request, reply) => {
        const body = parse(AdvanceBody, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        const ms = body.value.ms ?? Math.round((body.value.seconds ?? 0) * 1000);
        // Many advances add up: past the last valid date (year 275760) the clock would answer 500 forever.
        if (!Number.isFinite(new Date(ctx.clock.now() + ms).getTime()))
          return sendError(reply, 400, 'INVALID_REQUEST', 'the clock cannot move past the year 275760');
        const now = ctx.clock.advance(ms);
        return { now, iso: new Date(now).toISOString() };
      });

      admin.post('/affiliate/categories/:code/bump', async (request, reply) => {
        const { code } = request.params as { code: string };
        const category = ctx.world.catalog.byCode(code);
        if (!category) return sendError(reply, 404, 'NOT_FOUND', `no category with code ${code}`);
        const bump = ctx.world.catalog.bump(category, ctx.clock.now());
        return { category: category.code, name: category.name, ...bump };
      });

      admin.post('/affiliate/categories/:code/reprice', async (request, reply) => {
        const { code } = request.params as { code: string };
        const body = parse(RepriceBody, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        const category = ctx.world.catalog.byCode(code);
        if (!category) return sendError(reply, 404, 'NOT_FOUND', `no category with code ${code}`);
        const index = indexOfProduct(ctx.config.seed, category, body.value.productId);
        if (index === undefined)
          return sendError(reply, 404, 'NOT_FOUND', `no product ${body.value.productId} in ${category.name}`);
        const { version } = ctx.world.catalog.reprice(
          category,
          index,
          body.value.sellingPrice,
          ctx.clock.now(),
        );
        return { category: category.code, name: category.name, version, productId: body.value.productId };
      });

      admin.get('/affiliate/categories', async () => ctx.world.catalog.describe(ctx.clock.now()));

      admin.post('/tokens/expire', async (request, reply) => {
        const body = parse(ExpireBody, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        return ctx.tokens.expireAll(ctx.clock.now(), body.value?.refresh === true);
      });

      admin.put('/lifetimes', async (request, reply) => {
        const body = parse(LifetimesBody, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        const b = body.value;
        if (b.tokenLifetimeSeconds !== undefined) ctx.lifetimes.tokenSeconds = b.tokenLifetimeSeconds;
        if (b.refreshTokenLifetimeSeconds !== undefined)
          ctx.lifetimes.refreshTokenSeconds = b.refreshTokenLifetimeSeconds;
        if (b.urlLifetimeMs !== undefined) ctx.lifetimes.urlMs = b.urlLifetimeMs;
        return ctx.lifetimes;
      });

      admin.put('/faults', async (request, reply) => {
        const body = parse(FaultsBodySchema, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        ctx.faults.set(body.value.seed, body.value.rules);
        return { rules: ctx.faults.describe() };
      });

      admin.get('/faults', async () => ({ rules: ctx.faults.describe() }));

      admin.delete('/faults', async () => {
        ctx.faults.clear();
        return { rules: [] };
      });

      admin.put('/rate-limits', async (request, reply) => {
        const body = parse(RateLimitsBodySchema, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        ctx.rateLimits.set(body.value.rules);
        return { rules: ctx.rateLimits.describe() };
      });

      admin.get('/rate-limits', async () => ({ rules: ctx.rateLimits.describe() }));

      admin.delete('/rate-limits', async () => {
        ctx.rateLimits.clear();
        return { rules: [] };
      });

      admin.put('/switches', async (request, reply) => {
        const body = parse(SwitchesBody, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        Object.assign(ctx.switches, body.value);
        return ctx.switches;
      });

      // A state change in the middle of a walk, for tests: applied at the simulated clock's now.
      admin.post('/shipments/move', async (request, reply) => {
        const body = parse(MoveBody, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        const { shipmentIds, status, hold } = body.value;
        const now = ctx.clock.now();
        const missing = ctx.world.shipments.move(shipmentIds, status, hold, now);
        if (missing.length > 0)
          return sendError(reply, 404, 'NOT_FOUND', `no shipment ${missing.join(', ')} exists now`);
        return { moved: shipmentIds.length, now };
      });

      registerReturnAdmin(admin, ctx);
      // How many test orders the sandbox made, and how often each self-serve call received each order item.
      admin.get('/sandbox/received', async () => sandboxLogOf(ctx.world.shipments).describe());

      admin.get('/counters', async () => ({ routes: ctx.faults.snapshot() }));

      admin.delete('/counters', async () => {
        ctx.faults.resetCounters();
        return { routes: {} };
      });

      // Per shipment, how often each fulfilment action received it: the kill tests' "never twice".
      admin.get('/fulfilment/received', async () => fulfilmentLogOf(ctx.world.shipments).describe());

      // A shipment refused inside an otherwise good batch (the captured 200 that packed nothing).
      admin.put('/fulfilment/refusals', async (request, reply) => {
        const body = parse(RefusalsBody, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        const refusals = fulfilmentLogOf(ctx.world.shipments).refusals;
        refusals.clear();
        for (const { shipmentId, ...r } of body.value.refusals) refusals.set(shipmentId, r);
        return { refusals: body.value.refusals.length };
      });

      // Status words an answer says instead of its own (or none): an answer Stockroom does not know.
      admin.put('/fulfilment/answer-words', async (request, reply) => {
        const body = parse(AnswerWordsBody, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        const words = fulfilmentLogOf(ctx.world.shipments).answerWords;
        words.clear();
        for (const { shipmentId, ...w } of body.value.words) words.set(shipmentId, w);
        return { words: words.size };
      });

      // Shipments the by-ids read leaves out for its next `reads` reads naming them (a lagging read).
      admin.put('/shipments/left-out', async (request, reply) => {
        const body = parse(LeftOutBody, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        const leftOut = fulfilmentLogOf(ctx.world.shipments).leftOut;
        leftOut.clear();
        for (const id of body.value.shipmentIds) leftOut.set(id, body.value.reads);
        return { shipments: leftOut.size };
      });

      // SKUs whose listing requires serial numbers: a pack without one per unit is refused for that shipment.
      admin.put('/fulfilment/serial-skus', async (request, reply) => {
        const body = parse(SerialSkusBody, request.body);
        if (!body.ok) return sendError(reply, 400, 'INVALID_REQUEST', body.message);
        const skus = fulfilmentLogOf(ctx.world.shipments).serialSkus;
        skus.clear();
        for (const sku of body.value.skus) skus.add(sku);
        return { skus: skus.size };
      });

      admin.get('/listings/received', async () => ({
        skus: Object.fromEntries(ctx.world.listings.received),
      }));

      admin.get('/listings/updates-received', async () => ({
        price: Object.fromEntries(ctx.world.listings.updatesReceived.price),
        inventory: Object.fromEntries(ctx.world.listings.updatesReceived.inventory),
      }));
    },
    { prefix: '/__sim' },
  );
}
