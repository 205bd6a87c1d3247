import { AppError } from '../../shared/errors.ts';

const KINDS = {
  shipment: { noun: 'Shipment', among: 'shipments', screen: 'Shipments' },
  sku: { noun: 'SKU', among: 'listings', screen: 'My listings' },
  return: { noun: 'Return', among: 'returns', screen: 'Returns' },
} as const;

/**
 * The refusal of items that are not the active profile's (GUIDE "An action belongs to its account"): shipments
 * or SKUs left on a screen from another profile. Says which and `outcome`, what did not happen ("nothing was
 * packed"), and where to choose instead.
 */
export function notOwn(kind: keyof typeof KINDS, ids: readonly string[], outcome: string): AppError {
  const { noun, among, screen } = KINDS[kind];
  const shown = ids.slice(0, 3).join(', ');
  const more = ids.length > 3 ? ` and ${ids.length - 3} more` : '';
  const which = ids.length === 1 ? `${noun} ${shown} is` : `${noun}s ${shown}${more} are`;
  return new AppError(
    'VALIDATION',
    `${which} not among this profile's ${among} (they may be another profile's), so ${outcome}. Choose them on this profile's ${screen} screen.`,
    { ids: ids.slice(0, 100) },
  );
}

/**
 * A journaled job (a change, an upload) acted on again (undone, resumed, retried) only from its own profile:
 * another profile's is refused with a sentence. Without `activeId` (a caller outside the screens) it passes.
 */
export function ownJob<T extends { profileId: string }>(
  job: T,
  activeId: string | undefined,
  what: 'change' | 'upload',
): T {
  if (activeId !== undefined && job.profileId !== activeId)
    throw new AppError(
      'VALIDATION',
      `That ${what} was made on another profile, so nothing was sent; switch to that profile to act on it.`,
    );
  return job;
}
