import type { MessageId } from '../i18n/catalogue.ts';
import { stateLabel } from './labels.ts';
import { inEnglish, type Translate } from './words.ts';

/**
 * What a seller does about shipments in To pack that Pack cannot take, said once: on Today's cards, on a failed
 * form in the detail and the slips, and where the Pack form leaves a shipment out. Catalogue ids: the side showing
 * them says them in its language.
 */
export const NEXT_STEPS = {
  formsFailed: 'shipments.nextStep.formsFailed',
  packingInProgress: 'shipments.nextStep.packingInProgress',
} as const satisfies Record<string, MessageId>;

/** Why the Pack form leaves a shipment out for its state, and what to do instead, in the language of `t`. */
export function notPackableReason(state: string, t: Translate = inEnglish): string {
  if (state === 'FORM_FAILED') return t('shipments.nextStep.formFailedOne');
  if (state === 'PACKING_IN_PROGRESS') return t('shipments.nextStep.packingOne');
  return t('shipments.nextStep.notWaiting', { state: stateLabel(state, t).toLowerCase() });
}
