import { AppError } from '../../shared/errors.ts';

/**
 * The refusal of shipments that are not the active seller account's (GUIDE "An action belongs to its account"):
 * which, and `outcome`, what did not happen ("nothing was packed").
 */
export function foreignShipments(shipmentIds: readonly string[], outcome: string): AppError {
  const shown = shipmentIds.slice(0, 3).join(', ');
  const more = shipmentIds.length > 3 ? ` and ${shipmentIds.length - 3} more` : '';
  const which = shipmentIds.length === 1 ? `Shipment ${shown} is` : `Shipments ${shown}${more} are`;
  return new AppError(
    'VALIDATION',
    `${which} not among this profile's shipments (they may be another profile's), so ${outcome}. Choose shipments on this profile's Shipments screen.`,
    { shipmentIds: shipmentIds.slice(0, 100) },
  );
}
