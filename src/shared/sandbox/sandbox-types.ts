import { isLoopbackHost } from '../marketplace/address-rule.ts';
import type { ProfileKind } from '../accounts/profile.ts';
import type { ReturnSource } from '../returns/return-types.ts';

/** The SDK's CreateTestOrdersRequest: one test order of the seller's own listings. */
export interface TestOrderRequest {
  shipmentType?: 'NORMAL' | 'SELF' | 'EXPRESS';
  locationId?: string;
  orderItems: { listingId: string; quantity: number }[];
}

/** The order item moves a seller can try in the sandbox, in the order an order goes through them. */
export const SANDBOX_MOVES = ['hold', 'unhold', 'pickupComplete', 'shipped', 'delivered'] as const;
export type SandboxMove = (typeof SANDBOX_MOVES)[number];

/** Each move as a seller reads it: the button, and what it does to an order item. */
export const MOVE_WORDS: Record<SandboxMove, { button: string; done: string }> = {
  hold: { button: 'Put on hold', done: 'put on hold' },
  unhold: { button: 'Release the hold', done: 'released from hold' },
  pickupComplete: { button: 'Pickup complete', done: 'marked picked up' },
  shipped: { button: 'Shipped', done: 'marked shipped' },
  delivered: { button: 'Delivered', done: 'marked delivered' },
};

/** What a return event moves a test order's return to (the SDK's `eventType`, a return status). */
export const RETURN_EVENTS = [
  'approved',
  'rejected',
  'pickup_scheduled',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type ReturnEvent = (typeof RETURN_EVENTS)[number];

/** Each return event as a seller reads it. */
export const RETURN_EVENT_WORDS: Record<ReturnEvent, string> = {
  approved: 'approved',
  rejected: 'rejected',
  pickup_scheduled: 'pickup scheduled',
  in_transit: 'on its way back',
  out_for_delivery: 'out for delivery to you',
  delivered: 'delivered to you',
  completed: 'completed',
  cancelled: 'cancelled',
};

/** Each kind of return a test order can be given (the SDK's `returnType`: the returns search's `source`). */
export const RETURN_KIND_WORDS: Record<ReturnSource, string> = {
  courier_return: 'courier return (RTO)',
  customer_return: 'customer return',
};

/** How many test orders the button makes. */
export const TEST_ORDER_COUNT = 5;

/**
 * Whether a profile may make test orders and move them: the marketplace's sandbox, the Demo, and a Custom profile
 * whose seller address is on this computer (a simulator). Never Production, nor a Custom profile elsewhere: test
 * calls have no place on a live account. One rule for the screens (what is offered) and main (what is refused).
 */
export function isSandboxLike(profile: { kind: ProfileKind; sellerBaseUrl: string }): boolean {
  if (profile.kind === 'demo' || profile.kind === 'sandbox') return true;
  if (profile.kind !== 'custom') return false;
  try {
    return isLoopbackHost(new URL(profile.sellerBaseUrl).hostname);
  } catch {
    return false;
  }
}

/** The sentence a profile that is not sandbox-like gets, in place of any test call. */
export const NOT_SANDBOX =
  'Test orders exist only on a Sandbox profile or the Demo; this profile reaches a live marketplace, so nothing was sent.';
