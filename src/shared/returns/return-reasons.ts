/**
 * Return reasons and sub-reasons in a seller's words. The SDK lists no values: these are the codes the simulator
 * sends (src/simulator/seller/return-codes.ts); a code not here is shown as the marketplace wrote it (it may be a
 * sentence of its own). return-words.ts words the rest of a return.
 */
const WORDS: Record<string, string> = {
  DAMAGED_PRODUCT: 'Damaged product',
  PRODUCT_BROKEN: 'Product broken',
  PACKAGING_DAMAGED: 'Packaging damaged',
  DEFECTIVE_PRODUCT: 'Defective product',
  NOT_WORKING: 'Not working',
  STOPPED_WORKING: 'Stopped working',
  WRONG_PRODUCT: 'Wrong product sent',
  DIFFERENT_PRODUCT: 'A different product',
  DIFFERENT_COLOUR: 'A different colour',
  DIFFERENT_SIZE: 'A different size',
  SIZE_FIT_ISSUE: 'Size or fit',
  TOO_SMALL: 'Too small',
  TOO_LARGE: 'Too large',
  QUALITY_ISSUE: 'Quality',
  POOR_QUALITY: 'Poor quality',
  NOT_AS_DESCRIBED: 'Not as described',
  MISSING_ITEM: 'Item missing',
  EMPTY_PACKAGE: 'Empty package',
  PART_MISSING: 'A part missing',
  NO_LONGER_NEEDED: 'No longer needed',
  CHANGED_MIND: 'Changed their mind',
  BETTER_PRICE_ELSEWHERE: 'Found a better price',
  CUSTOMER_NOT_AVAILABLE: 'Buyer not available',
  NOT_REACHABLE: 'Phone not reachable',
  DOOR_LOCKED: 'Door locked',
  CUSTOMER_REFUSED: 'Buyer refused the delivery',
  REFUSED_AT_DOOR: 'Refused at the door',
  COD_AMOUNT_NOT_READY: 'Cash on delivery not ready',
  ADDRESS_ISSUE: 'Address problem',
  INCOMPLETE_ADDRESS: 'Incomplete address',
  OUT_OF_DELIVERY_AREA: 'Outside the delivery area',
  CANCELLED_IN_TRANSIT: 'Cancelled on the way',
  BUYER_CANCELLED: 'Buyer cancelled',
};

/** A reason or sub-reason code in a seller's words: "Damaged product"; an unknown one as it came. */
export function reasonWords(code: string | null | undefined): string {
  if (code === null || code === undefined || code.trim() === '') return '';
  return WORDS[code.trim().toUpperCase()] ?? code;
}
