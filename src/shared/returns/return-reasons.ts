import type { MessageId } from '../i18n/catalogue.ts';
import { inEnglish, type Translate } from './translate.ts';

/**
 * Return reasons and sub-reasons in a seller's words. The SDK lists no values: these are the codes the simulator
 * sends (src/simulator/seller/return-codes.ts); a code not here is shown as the marketplace wrote it (it may be a
 * sentence of its own). return-words.ts words the rest of a return.
 */
const WORDS: Record<string, MessageId> = {
  DAMAGED_PRODUCT: 'returns.reason.damagedProduct',
  PRODUCT_BROKEN: 'returns.reason.productBroken',
  PACKAGING_DAMAGED: 'returns.reason.packagingDamaged',
  DEFECTIVE_PRODUCT: 'returns.reason.defectiveProduct',
  NOT_WORKING: 'returns.reason.notWorking',
  STOPPED_WORKING: 'returns.reason.stoppedWorking',
  WRONG_PRODUCT: 'returns.reason.wrongProduct',
  DIFFERENT_PRODUCT: 'returns.reason.differentProduct',
  DIFFERENT_COLOUR: 'returns.reason.differentColour',
  DIFFERENT_SIZE: 'returns.reason.differentSize',
  SIZE_FIT_ISSUE: 'returns.reason.sizeFitIssue',
  TOO_SMALL: 'returns.reason.tooSmall',
  TOO_LARGE: 'returns.reason.tooLarge',
  QUALITY_ISSUE: 'returns.reason.qualityIssue',
  POOR_QUALITY: 'returns.reason.poorQuality',
  NOT_AS_DESCRIBED: 'returns.reason.notAsDescribed',
  MISSING_ITEM: 'returns.reason.missingItem',
  EMPTY_PACKAGE: 'returns.reason.emptyPackage',
  PART_MISSING: 'returns.reason.partMissing',
  NO_LONGER_NEEDED: 'returns.reason.noLongerNeeded',
  CHANGED_MIND: 'returns.reason.changedMind',
  BETTER_PRICE_ELSEWHERE: 'returns.reason.betterPriceElsewhere',
  CUSTOMER_NOT_AVAILABLE: 'returns.reason.customerNotAvailable',
  NOT_REACHABLE: 'returns.reason.notReachable',
  DOOR_LOCKED: 'returns.reason.doorLocked',
  CUSTOMER_REFUSED: 'returns.reason.customerRefused',
  REFUSED_AT_DOOR: 'returns.reason.refusedAtDoor',
  COD_AMOUNT_NOT_READY: 'returns.reason.codAmountNotReady',
  ADDRESS_ISSUE: 'returns.reason.addressIssue',
  INCOMPLETE_ADDRESS: 'returns.reason.incompleteAddress',
  OUT_OF_DELIVERY_AREA: 'returns.reason.outOfDeliveryArea',
  CANCELLED_IN_TRANSIT: 'returns.reason.cancelledInTransit',
  BUYER_CANCELLED: 'returns.reason.buyerCancelled',
};

/** A reason or sub-reason code in a seller's words: "Damaged product"; an unknown one as it came. */
export function reasonWords(code: string | null | undefined, tr: Translate = inEnglish): string {
  if (code === null || code === undefined || code.trim() === '') return '';
  const id = WORDS[code.trim().toUpperCase()];
  return id === undefined ? code : tr(id);
}
