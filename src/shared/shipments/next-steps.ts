import { stateLabel } from './labels.ts';

/**
 * What a seller does about shipments in To pack that Pack cannot take, said once: on Today's cards, on a failed
 * form in the detail and the slips, and where the Pack form leaves a shipment out.
 */
export const NEXT_STEPS = {
  formsFailed:
    'A form these need (an e-way bill, a road permit) failed at the marketplace, which gives no reason. Open each, ' +
    'fill the form in at the portal its detail links to (or ask the marketplace’s seller support), then Sync now: ' +
    'they can be packed once the form is done.',
  packingInProgress:
    'Packed at your request; the marketplace is still making their labels and invoices. Sync now in a while: they ' +
    'move to To dispatch, where the labels download. One that stays here, open in the marketplace’s seller panel.',
} as const;

/** Why the Pack form leaves a shipment out for its state, and what to do instead. */
export function notPackableReason(state: string): string {
  if (state === 'FORM_FAILED')
    return 'A form it needs failed at the marketplace; open it (Forms failed on Today) to see what to do.';
  if (state === 'PACKING_IN_PROGRESS')
    return 'The marketplace is packing it already; its labels come once it is packed (Sync now to see).';
  return `It is ${stateLabel(state).toLowerCase()}, not waiting to be packed.`;
}
