import type { ShipmentView } from '../../../../shared/shipments/views.ts';
import { counted } from '../../../../shared/plural.ts';

const count = new Intl.NumberFormat('en-IN');

/** A number of a tab's shipments as a sentence says it: "29 to pack", "1 return", "1 shipment" (All). */
function ofView(view: ShipmentView, n: number | null): string {
  const figure = n === null ? '…' : count.format(n);
  switch (view) {
    case 'toPack':
      return `${figure} to pack`;
    case 'toDispatch':
      return `${figure} to dispatch`;
    case 'inTransit':
      return `${figure} in transit`;
    case 'delivered':
      return `${figure} delivered`;
    case 'cancelled':
      return `${figure} cancelled`;
    case 'returns':
      return n === null ? `${figure} returns` : counted(n, 'return');
    case 'all':
      return n === null ? `${figure} shipments` : counted(n, 'shipment');
    case 'other':
      return `${figure} in Other`;
  }
}

/**
 * What an action on the tab covers: the ticked rows ("2 selected of 29 to pack"), else the whole tab ("all 29 to
 * pack", "all 1 shipment"). `inView` is null while the tab's count is on its way.
 */
export function coversSentence(view: ShipmentView, inView: number | null, selected: number): string {
  return selected > 0
    ? `${count.format(selected)} selected of ${ofView(view, inView)}`
    : `all ${ofView(view, inView)}`;
}
