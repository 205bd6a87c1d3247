import { z } from 'zod';
import type { ReturnSource } from '../../../shared/returns/return-types.ts';
import type { ReturnEvent, SandboxMove, TestOrderRequest } from '../../../shared/sandbox/sandbox-types.ts';
import { DEFAULT_TIMEOUTS, parseJson } from '../http/http-client.ts';
import type { HttpMethod, HttpResponse } from '../http/http-client.ts';
import type { SellerCall } from './fulfilment-client.ts';
import { parseAnswer } from './parse.ts';

/** The SDK's CreateTestOrdersResponse. */
const testOrderAnswerSchema = z.object({
  orderId: z.string().min(1),
  orderItems: z
    .array(
      z.object({
        orderItemId: z.union([z.string().min(1), z.number()]).transform(String),
        listingId: z.string().optional(),
        quantity: z.number().optional(),
      }),
    )
    .min(1),
});
export type TestOrderAnswer = z.output<typeof testOrderAnswerSchema>;

/** The SDK's method and path of each order item move (SelfServeApi): hold and un-hold are PUT. */
const MOVE_CALLS: Record<SandboxMove, [HttpMethod, string]> = {
  hold: ['PUT', '/orders/sandbox/on_hold'],
  unhold: ['PUT', '/orders/sandbox/un_hold'],
  pickupComplete: ['POST', '/orders/sandbox/pick_up_complete'],
  shipped: ['POST', '/orders/sandbox/shipped'],
  delivered: ['POST', '/orders/sandbox/delivered'],
};

/** Self-serve calls are order calls: the service recommends 60 s at least. */
const ORDERS_MS = DEFAULT_TIMEOUTS.ordersMs;

/**
 * The sandbox's self-serve calls of one seller account (the SDK's SelfServeApi): the only place their paths and
 * bodies are spelled. Each is sent once (`maxAttempts: 1`): after a doubt the job reads the order item back.
 */
export class SandboxClient {
  readonly #call: SellerCall;

  constructor(call: SellerCall) {
    this.#call = call;
  }

  /** `POST /orders/sandbox/test_orders`: one test order of these listings; answers its order and order item ids. */
  async createTestOrder(request: TestOrderRequest, signal?: AbortSignal): Promise<TestOrderAnswer> {
    const res = await this.#send('POST', '/orders/sandbox/test_orders', request, signal);
    return parseAnswer(testOrderAnswerSchema, parseJson(res, 'testOrder'), 'testOrder');
  }

  /** One order item moved along (hold, un-hold, pickup complete, shipped, delivered). */
  async move(move: SandboxMove, orderItemId: string, signal?: AbortSignal): Promise<void> {
    const [method, path] = MOVE_CALLS[move];
    await this.#send(method, path, { orderItemId }, signal);
  }

  /** `POST /returns/sandbox/create_returns`: a return of the order item, of this kind (its search `source`). */
  async createReturn(orderItemId: string, returnType: ReturnSource, signal?: AbortSignal): Promise<void> {
    await this.#send('POST', '/returns/sandbox/create_returns', { orderItemId, returnType }, signal);
  }

  /** `POST /returns/sandbox/return_events`: the order item's open return moves to `eventType`. */
  async returnEvent(orderItemId: string, eventType: ReturnEvent, signal?: AbortSignal): Promise<void> {
    await this.#send('POST', '/returns/sandbox/return_events', { orderItemId, eventType }, signal);
  }

  /** Sent once: after a failure the job reads the state back before anything is sent again. */
  #send(
    method: HttpMethod,
    path: string,
    body: unknown,
    signal: AbortSignal | undefined,
  ): Promise<HttpResponse> {
    return this.#call(method, path, { timeoutMs: ORDERS_MS, body, maxAttempts: 1, signal });
  }
}
