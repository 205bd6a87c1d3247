import type { ShipmentFilter, ShipmentFilterType } from '../../../shared/marketplace/seller-types.ts';
import {
  SHIPMENT_KINDS,
  SHIPMENT_SERVICE_PROFILES,
  SHIPMENT_TYPE_STATES,
} from '../../../shared/marketplace/seller-types.ts';

const isFilterType = (type: string): type is ShipmentFilterType => type in SHIPMENT_TYPE_STATES;

/**
 * A search as the real service must be asked: it wants `type` and an explicit `states` list, and leaves out what
 * a search does not name (held shipments unless `hold: true`, SELF and EXPRESS shipments, FBF ones). What the
 * caller left open is named here in full: every state of the type, every kind, every service profile, and
 * `hold: false` (held shipments are a search of their own, `hold: true`). What the caller chose is kept.
 */
export function completeShipmentFilter(filter: ShipmentFilter): ShipmentFilter {
  const states =
    filter.states === undefined && isFilterType(filter.type)
      ? [...SHIPMENT_TYPE_STATES[filter.type]]
      : filter.states;
  return {
    ...filter,
    ...(states === undefined ? {} : { states }),
    shipmentTypes: filter.shipmentTypes ?? [...SHIPMENT_KINDS],
    serviceProfiles: filter.serviceProfiles ?? [...SHIPMENT_SERVICE_PROFILES],
    hold: filter.hold ?? false,
  };
}
