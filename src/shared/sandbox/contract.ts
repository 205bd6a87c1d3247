import { z } from 'zod';
import { call } from '../ipc/define.ts';
import { RETURN_SOURCES } from '../returns/return-types.ts';
import { RETURN_EVENTS, SANDBOX_MOVES } from './sandbox-types.ts';

const id = z.string().trim().min(1).max(64);

/** A test order the active seller account made here, as the Sandbox section lists it. */
export interface TestOrderRow {
  orderId: string;
  orderItemIds: string[];
  /** SKU of each order item, in the same order; empty when not known. */
  skus: string[];
  createdAt: string;
  /** The last move taken on it, in words ("marked shipped"), or null. */
  lastMove: string | null;
}

/** The sandbox slice: test orders and their moves, for sandbox-like profiles only (sandbox-types.ts). */
export const sandboxCalls = {
  /** Makes 5 test orders of the account's own listings as a job, then syncs Shipments so they appear. */
  startTestOrders: call<{ jobId: string }>()(z.object({}).strict()),
  /** Moves the chosen order items along at the marketplace (hold, un-hold, pickup complete, shipped, delivered). */
  startSandboxMove: call<{ jobId: string }>()(
    z.object({ move: z.enum(SANDBOX_MOVES), orderItemIds: z.array(id).min(1).max(20) }).strict(),
  ),
  /** Gives the chosen order items a return of this kind (courier or customer) at the marketplace. */
  startSandboxReturn: call<{ jobId: string }>()(
    z.object({ orderItemIds: z.array(id).min(1).max(20), returnType: z.enum(RETURN_SOURCES) }).strict(),
  ),
  /** Moves the open return of each chosen order item to this status (a return event). */
  startReturnEvent: call<{ jobId: string }>()(
    z.object({ orderItemIds: z.array(id).min(1).max(20), eventType: z.enum(RETURN_EVENTS) }).strict(),
  ),
  /** The test orders this account made here, newest first. */
  listTestOrders: call<TestOrderRow[]>()(z.object({}).strict()),
};
