import { t } from '../../i18n/index.ts';
import { partSlips } from './print-parts.ts';

/** "Pick list" or "Slips 1,001–1,500 of 5,000": what part `index` holds, in words. */
export function partLabel(index: number, slips: number): string {
  if (index === 0) return t('shipments.print.pickList');
  const [from, to] = partSlips(index, slips);
  if (to === from + 1) return t('shipments.print.slip', { slip: to, slips });
  return t('shipments.print.slips', { from: from + 1, to, slips });
}
