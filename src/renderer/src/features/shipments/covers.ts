import type { MessageId } from '../../../../shared/i18n/catalogue.ts';
import type { ShipmentView } from '../../../../shared/shipments/views.ts';
import { formatCount, t } from '../../i18n/index.ts';

/** How a sentence counts a tab's shipments: "29 to pack", "1 return" (plural), "1 shipment" (All). */
const OF_VIEW: Record<ShipmentView, MessageId> = {
  toPack: 'shipments.covers.toPack',
  toDispatch: 'shipments.covers.toDispatch',
  inTransit: 'shipments.covers.inTransit',
  delivered: 'shipments.covers.delivered',
  cancelled: 'shipments.covers.cancelled',
  returns: 'shipments.covers.returns',
  all: 'shipments.covers.all',
  other: 'shipments.covers.other',
};

/** A number of a tab's shipments as a sentence says it; "…" while the count is on its way. */
function ofView(view: ShipmentView, n: number | null): string {
  if (n === null)
    return view === 'returns'
      ? t('shipments.covers.returnsPending')
      : view === 'all'
        ? t('shipments.covers.allPending')
        : t(OF_VIEW[view], { count: 0, figure: '…' });
  return t(OF_VIEW[view], { count: n, figure: formatCount(n) });
}

/**
 * What an action on the tab covers: the ticked rows ("2 selected of 29 to pack"), else the whole tab ("all 29 to
 * pack", "all 1 shipment"). `inView` is null while the tab's count is on its way.
 */
export function coversSentence(view: ShipmentView, inView: number | null, selected: number): string {
  return selected > 0
    ? t('shipments.covers.selectedOf', { selected, view: ofView(view, inView) })
    : t('shipments.covers.whole', { view: ofView(view, inView) });
}
