import { isLoopbackHost } from '../marketplace/address-rule.ts';
import type { ProfileKind } from '../accounts/profile.ts';
import type { MessageId } from '../i18n/catalogue.ts';

/** The SDK's CreateTestOrdersRequest: one test order of the seller's own listings. */
export interface TestOrderRequest {
  shipmentType?: 'NORMAL' | 'SELF' | 'EXPRESS';
  locationId?: string;
  orderItems: { listingId: string; quantity: number }[];
}

/** The order item moves a seller can try in the sandbox, in the order an order goes through them. */
export const SANDBOX_MOVES = ['hold', 'unhold', 'pickupComplete', 'shipped', 'delivered'] as const;
export type SandboxMove = (typeof SANDBOX_MOVES)[number];

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

/** The sentence a profile that is not sandbox-like gets, in place of any test call (its catalogue id). */
export const NOT_SANDBOX: MessageId = 'sandbox.refusal.notSandbox';
