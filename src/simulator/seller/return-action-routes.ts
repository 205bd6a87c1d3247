import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isLoopback } from '../admin/loopback.ts';
import type { SimContext } from '../context.ts';
import { sendError } from '../http.ts';
import { sellerIdOf } from './bearer.ts';
import {
  RETURN_ACTIONS,
  decideReturnAction,
  type ReturnAction,
  type ReturnActionEntry,
} from './return-action-rules.ts';
import { standInItem } from './return-gen.ts';
import type { ReturnStore } from './return-store.ts';

/** The documentation's "Maximum 100 returns allowed per request". */
export const MAX_RETURNS_PER_ACTION = 100;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What the return actions remember beside the returns: how often each return was received per action (the kill
 * tests' count), and status words planted by tests: the action is taken (or refused) as usual, but the answer's
 * entry says this word instead (`null`: none at all), as an answer Stockroom does not know.
 */
class ReturnActionLog {
  readonly received = new Map<ReturnAction, Map<string, number>>(RETURN_ACTIONS.map((a) => [a, new Map()]));
  readonly answerWords = new Map<string, string | null>();

  receive(action: ReturnAction, returnId: string): void {
    const counts = this.received.get(action) ?? new Map<string, number>();
    counts.set(returnId, (counts.get(returnId) ?? 0) + 1);
    this.received.set(action, counts);
  }

  describe(): Record<ReturnAction, Record<string, number>> {
    return Object.fromEntries(
      RETURN_ACTIONS.map((a) => [a, Object.fromEntries(this.received.get(a) ?? [])]),
    ) as Record<ReturnAction, Record<string, number>>;
  }
}

const logs = new WeakMap<ReturnStore, ReturnActionLog>();
/** Kept per store, so a reset of the world starts it afresh. */
function logOf(store: ReturnStore): ReturnActionLog {
  let log = logs.get(store);
  if (log === undefined) logs.set(store, (log = new ReturnActionLog()));
  return log;
}

/**
 * The entries of a request: `returns[]` of objects for approve, reject, pickup and pickupAttempt, `returnIds[]` for
 * complete and cancel (the SDK's request models); undefined when the body is not that shape.
 */
function entriesOf(action: ReturnAction, body: unknown): ReturnActionEntry[] | undefined {
  if (!isObj(body)) return undefined;
  if (action === 'complete' || action === 'cancel') {
    const ids = body['returnIds'];
    if (!Array.isArray(ids)) return undefined;
    return [...new Set(ids.map(String))].map((returnId) => ({ returnId, fields: {} }));
  }
  const list = body['returns'];
  if (!Array.isArray(list)) return undefined;
  return list.filter(isObj).map((fields) => ({ returnId: String(fields['returnId'] ?? ''), fields }));
}

/** `POST /v2/returns/{approve,reject,pickup,pickupAttempt,complete,cancel}` (real-seller-api.md §4). */
export function registerReturnActionRoutes(app: FastifyInstance, ctx: SimContext): void {
  for (const action of RETURN_ACTIONS) {
    app.post(`/v2/returns/${action}`, async (request, reply) => {
      const entries = entriesOf(action, request.body);
      const list = action === 'complete' || action === 'cancel' ? 'returnIds' : 'returns';
      if (entries === undefined)
        return sendError(reply, 400, 'INVALID_REQUEST', `the body must be {"${list}": [...], "locationId"}`);
      if (entries.length === 0) return sendError(reply, 400, 'INVALID_REQUEST', `${list} is empty`);
      if (entries.length > MAX_RETURNS_PER_ACTION)
        return sendError(
          reply,
          422,
          'UNPROCESSABLE_ENTITY',
          `at most ${MAX_RETURNS_PER_ACTION} returns per request (got ${entries.length})`,
        );
      const store = ctx.world.returns;
      const log = logOf(store);
      const sellerId = sellerIdOf(request);
      const now = ctx.clock.now();
      const results = entries.map((entry) => {
        log.receive(action, entry.returnId);
        const decided = decideReturnAction(action, entry, store.find(entry.returnId, now), sellerId, now);
        if (decided.move !== undefined)
          store.changeStatus([entry.returnId], decided.move.status, now, decided.move.change);
        const word = log.answerWords.get(entry.returnId);
        if (word === undefined) return decided.result;
        const { processingStatus: _status, ...rest } = decided.result;
        return word === null ? rest : { ...rest, processingStatus: word };
      });
      return { returns: results };
    });
  }
}

const SelfShipBody = z.object({
  count: z.number().int().min(1).max(1000),
  /** The primary seller's (the Demo's) by default; `secondary`: a return of another seller. */
  seller: z.enum(['primary', 'secondary']).default('primary'),
});
const AnswerWordsBody = z.object({
  words: z
    .array(z.object({ returnId: z.string().min(1), processingStatus: z.string().min(1).nullable() }))
    .max(1000),
});

/**
 * The return actions' admin routes (loopback callers only): `GET /__sim/returns/actions-received` (each return's
 * count per action), `PUT /__sim/returns/answer-words` (plant a word the answer says), `POST /__sim/returns/self-ship`
 * (new self-ship returns waiting for a decision).
 */
export function registerReturnActionAdmin(app: FastifyInstance, ctx: SimContext): void {
  app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request, reply) => {
        if (!isLoopback(request.socket.remoteAddress)) {
          await sendError(reply, 403, 'FORBIDDEN', 'the admin interface only answers loopback callers');
          return reply;
        }
      });
      admin.get('/actions-received', async () => logOf(ctx.world.returns).describe());
      // New self-ship returns waiting for the seller's decision, for tests: their ids.
      admin.post('/self-ship', async (request, reply) => {
        const parsed = SelfShipBody.safeParse(request.body);
        if (!parsed.success) return sendError(reply, 400, 'INVALID_REQUEST', z.prettifyError(parsed.error));
        const sellerIndex = parsed.data.seller === 'primary' ? 0 : 1;
        const seller = ctx.world.sellers[sellerIndex];
        if (seller === undefined) return sendError(reply, 400, 'INVALID_REQUEST', 'no such seller');
        const now = ctx.clock.now();
        const returnIds = Array.from({ length: parsed.data.count }, (_, n) => {
          const sku = seller.skus[n % Math.max(1, seller.skus.length)]?.sku ?? 'SKU-UNKNOWN';
          const index = 500_000 + ctx.world.returns.visible(seller.id, now).length + n;
          const item = standInItem(ctx.config.seed, sellerIndex, index, sku, now);
          const location = seller.locations[0];
          return ctx.world.returns.addReturn(
            seller.id,
            location === undefined ? item : { ...item, locationId: location },
            'customer_return',
            now,
            true,
          ).returnId;
        });
        return { returnIds };
      });
      admin.put('/answer-words', async (request, reply) => {
        const parsed = AnswerWordsBody.safeParse(request.body);
        if (!parsed.success) return sendError(reply, 400, 'INVALID_REQUEST', z.prettifyError(parsed.error));
        const log = logOf(ctx.world.returns);
        log.answerWords.clear();
        for (const w of parsed.data.words) log.answerWords.set(w.returnId, w.processingStatus);
        return { words: parsed.data.words.length };
      });
    },
    { prefix: '/__sim/returns' },
  );
}
