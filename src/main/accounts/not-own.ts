import { AppError } from '../../shared/errors.ts';
import type { MessageId } from '../../shared/i18n/catalogue.ts';
import { t } from '../i18n/backend-language.ts';

/** The refusal per kind, for one id and for several (written out: the catalogue test finds each id whole). */
const KINDS = {
  shipment: { one: 'accounts.notOwn.shipmentOne', many: 'accounts.notOwn.shipmentMany' },
  sku: { one: 'accounts.notOwn.skuOne', many: 'accounts.notOwn.skuMany' },
  return: { one: 'accounts.notOwn.returnOne', many: 'accounts.notOwn.returnMany' },
} as const satisfies Record<string, { one: MessageId; many: MessageId }>;

/**
 * The refusal of items that are not the active profile's (GUIDE "An action belongs to its account"): shipments
 * or SKUs left on a screen from another profile. Says which and `outcome`, what did not happen ("nothing was
 * packed"), and where to choose instead.
 */
export function notOwn(kind: keyof typeof KINDS, ids: readonly string[], outcome: string): AppError {
  const ids3 = ids.slice(0, 3).join(', ');
  const more = Math.max(0, ids.length - 3);
  const message =
    ids.length === 1
      ? t(KINDS[kind].one, { ids: ids3, outcome })
      : t(KINDS[kind].many, { ids: ids3, more, outcome });
  return new AppError('VALIDATION', message, { ids: ids.slice(0, 100) });
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
      what === 'change' ? t('accounts.notOwn.change') : t('accounts.notOwn.upload'),
    );
  return job;
}
