import { AppError } from '../../shared/errors.ts';
import type { CancelShipment } from '../../shared/fulfilment/fulfilment-types.ts';
import type { Shipment } from '../../shared/marketplace/seller-types.ts';
import { liveItems } from '../../shared/shipments/order-items.ts';
import { t } from '../i18n/backend-language.ts';

/**
 * The SDK's cancel for one shipment as just read: its reason, its location, and the cancellation groups of the
 * order items the seller chose (every item not cancelled yet when none is named). A chosen item the shipment does
 * not hold, or one the marketplace gave no group, is refused with a sentence before anything is journaled.
 */
export function cancelRequestOf(
  chosen: { shipmentId: string; reason: string; orderItemIds?: string[] | undefined },
  shipment: Shipment | undefined,
): CancelShipment {
  const base: CancelShipment = {
    shipmentId: chosen.shipmentId,
    reason: chosen.reason.trim(),
    ...(shipment?.locationId === undefined ? {} : { locationId: shipment.locationId }),
  };
  // Unknown to the marketplace: the job records that in words, as for any action.
  if (shipment === undefined) return base;
  const live = liveItems(shipment.orderItems);
  const ids = chosen.orderItemIds === undefined ? [] : [...new Set(chosen.orderItemIds)];
  for (const id of ids)
    if (!shipment.orderItems.some((i) => i.orderItemId === id))
      throw new AppError(
        'VALIDATION',
        t('fulfilment.cancel.notInShipment', { item: id, shipment: shipment.shipmentId }),
        { orderItemId: id },
      );
  const items = ids.length === 0 ? live : shipment.orderItems.filter((i) => ids.includes(i.orderItemId));
  const groups = items.map((i) => i.cancellationGroupId);
  if (ids.length > 0 && groups.some((g) => g === undefined))
    throw new AppError('VALIDATION', t('fulfilment.cancel.noGroup', { shipment: shipment.shipmentId }));
  const whole = ids.length === 0 || live.every((i) => ids.includes(i.orderItemId));
  return {
    ...base,
    // The whole shipment names every live item's group where the marketplace gave them, as the SDK's body has them.
    ...(groups.length > 0 && groups.every((g) => g !== undefined)
      ? { cancellationGroupIds: [...new Set(groups as string[])] }
      : {}),
    ...(whole ? {} : { orderItemIds: ids }),
  };
}
