import { joinEntries } from '../../shared/listings/columns.ts';
import type { Cells } from '../../shared/listings/columns.ts';
import { cellsOfRead } from '../../shared/listings/read-cells.ts';
import { toRequest } from '../../shared/listings/rules.ts';
import type { CreateListingRequest } from '../../shared/marketplace/listing-types.ts';

/**
 * The cells of a sheet row that send exactly `request` (`toRequest(cellsOfRequest(sku, r))` equals `r`): what an
 * undo writes back into the sheet, so the sheet shows what the marketplace now has.
 */
export function cellsOfRequest(sku: string, request: CreateListingRequest): Cells {
  const read = cellsOfRead(sku, {
    listingId: '',
    productId: request.productId,
    price: { mrp: request.price.mrp, sellingPrice: request.price.sellingPrice },
    tax: request.tax,
    listingStatus: request.listingStatus,
    ...(request.shippingFees === undefined ? {} : { shippingFees: request.shippingFees }),
    fulfillmentProfile: request.fulfillmentProfile,
    ...(request.fulfillment === undefined ? {} : { fulfillment: request.fulfillment }),
    packages: request.packages ?? [],
    locations: request.locations,
  });
  const label = request.addressLabel ?? {};
  const list = (values: readonly string[] | undefined) => (values === undefined ? '' : joinEntries(values));
  const whole = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    ...read,
    manufacturer_details: list(label.manufacturerDetails),
    importer_details: list(label.importerDetails),
    packer_details: list(label.packerDetails),
    countries_of_origin: list(label.countriesOfOrigin),
    mfg_date: whole(request.datingLabel?.mfgDate),
    shelf_life: whole(request.datingLabel?.shelfLife),
  };
}

/** The request as the sheet's own rules write it (same keys in the same order), so fingerprints can agree. */
export const asSheetRequest = (sku: string, request: CreateListingRequest): CreateListingRequest =>
  toRequest(cellsOfRequest(sku, request));
