/**
 * The marketplace's words for returns, as the simulator sends them (the simulator never imports the app, so the app
 * keeps its own copy in src/shared/returns: return-types.ts and return-reasons.ts).
 */
export const RETURN_SOURCES = ['courier_return', 'customer_return'] as const;
export type ReturnSource = (typeof RETURN_SOURCES)[number];

/** "Comma separated return ids. Max. 25 allowed." (the SDK), and the same for tracking ids. */
export const MAX_RETURN_IDS = 25;

/** `serviceProfile` of a return of an order the seller ships with their own courier: a self-ship return. */
export const SELF_SHIP_PROFILE = 'Seller_Fulfilment';

export const CUSTOMER_RETURN_REASONS: Record<string, readonly string[]> = {
  DAMAGED_PRODUCT: ['PRODUCT_BROKEN', 'PACKAGING_DAMAGED'],
  DEFECTIVE_PRODUCT: ['NOT_WORKING', 'STOPPED_WORKING'],
  WRONG_PRODUCT: ['DIFFERENT_PRODUCT', 'DIFFERENT_COLOUR', 'DIFFERENT_SIZE'],
  SIZE_FIT_ISSUE: ['TOO_SMALL', 'TOO_LARGE'],
  QUALITY_ISSUE: ['POOR_QUALITY', 'NOT_AS_DESCRIBED'],
  MISSING_ITEM: ['EMPTY_PACKAGE', 'PART_MISSING'],
  NO_LONGER_NEEDED: ['CHANGED_MIND', 'BETTER_PRICE_ELSEWHERE'],
};

export const COURIER_RETURN_REASONS: Record<string, readonly string[]> = {
  CUSTOMER_NOT_AVAILABLE: ['NOT_REACHABLE', 'DOOR_LOCKED'],
  CUSTOMER_REFUSED: ['REFUSED_AT_DOOR', 'COD_AMOUNT_NOT_READY'],
  ADDRESS_ISSUE: ['INCOMPLETE_ADDRESS', 'OUT_OF_DELIVERY_AREA'],
  CANCELLED_IN_TRANSIT: ['BUYER_CANCELLED'],
};
