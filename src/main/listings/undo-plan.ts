import type { ListingV3 } from '../../shared/marketplace/listing-read.ts';
import type {
  CreateListingRequest,
  ListingLocation,
  ProcurementType,
  ShippingProvider,
} from '../../shared/marketplace/listing-types.ts';
import type { NewItem, UploadJournal } from './upload-journal.ts';
import { NOT_UNDONE } from './upload-journal.ts';
import { asSheetRequest } from './request-cells.ts';
import { t } from '../i18n/backend-language.ts';

/**
 * This upload's request with what a listing read (`GET /listings/v3`) gave just before it: price, MRP, status, tax,
 * shipping fees, fulfilment and the locations with their stock, as read. Packages and labels stay as this upload
 * sent them: the read does not tell labels, and its package keys are not confirmed (docs/LISTINGS.md).
 */
export function requestWithRead(request: CreateListingRequest, read: ListingV3): CreateListingRequest {
  const out = structuredClone(request);
  if (read.productId !== '') out.productId = read.productId;
  if (read.price.mrp !== undefined) out.price.mrp = read.price.mrp;
  if (read.price.sellingPrice !== undefined) out.price.sellingPrice = read.price.sellingPrice;
  const status = (read.listingStatus ?? '').trim().toUpperCase();
  if (status === 'ACTIVE' || status === 'INACTIVE') out.listingStatus = status;
  if (read.tax?.hsn !== undefined) {
    out.tax = { hsn: read.tax.hsn };
    if (read.tax.taxCode !== undefined) out.tax.taxCode = read.tax.taxCode;
  }
  const fees = read.shippingFees;
  if (fees?.local !== undefined || fees?.zonal !== undefined || fees?.national !== undefined) {
    out.shippingFees = {};
    if (fees.local !== undefined) out.shippingFees.local = fees.local;
    if (fees.zonal !== undefined) out.shippingFees.zonal = fees.zonal;
    if (fees.national !== undefined) out.shippingFees.national = fees.national;
  }
  const f = read.fulfillment;
  if (f !== undefined) {
    out.fulfillment = { ...out.fulfillment };
    if (f.dispatchSla !== undefined) out.fulfillment.dispatchSla = f.dispatchSla;
    if (f.shippingProvider !== undefined)
      out.fulfillment.shippingProvider = f.shippingProvider as ShippingProvider;
    if (f.procurementType !== undefined)
      out.fulfillment.procurementType = f.procurementType as ProcurementType;
  }
  if (read.locations.length > 0) {
    // The locations as read: a location this upload added, the read does not name, is disabled and emptied.
    const readIds = new Set(read.locations.map((l) => l.id));
    out.locations = [
      ...read.locations.map((l): ListingLocation => {
        const location: ListingLocation = {
          id: l.id,
          status: (l.status ?? '').toUpperCase() === 'DISABLED' ? 'DISABLED' : 'ENABLED',
        };
        if (l.inventory !== undefined) location.inventory = l.inventory;
        return location;
      }),
      ...out.locations
        .filter((l) => !readIds.has(l.id))
        .map((l): ListingLocation => ({ id: l.id, status: 'DISABLED', inventory: 0 })),
    ];
  }
  return out;
}

/**
 * The items of an undo: for every SKU the upload changed, the request Stockroom last sent for it before the upload
 * (from the journal), else this upload's request with the values the preview read just before it; a SKU with
 * neither is answered at once with a sentence saying why. A request is written as the sheet's rules write it, so
 * once restored the row's cells (written back from it) send exactly it: the sheet shows what the marketplace has.
 */
export function undoItems(journal: UploadJournal, uploadId: string): NewItem[] {
  const priors = journal.priorRequests(uploadId);
  return journal.changed(uploadId).map((item): NewItem => {
    const prior = priors.get(item.sku);
    if (prior !== undefined)
      return { sku: item.sku, rowId: item.rowId, request: asSheetRequest(item.sku, prior) };
    if (item.before !== undefined)
      return {
        sku: item.sku,
        rowId: item.rowId,
        request: asSheetRequest(item.sku, requestWithRead(item.request, item.before)),
      };
    return {
      sku: item.sku,
      rowId: item.rowId,
      request: item.request,
      result: {
        status: NOT_UNDONE,
        failed: true,
        issues: [{ severity: 'ERROR', code: NOT_UNDONE, description: t('listings.undo.cannot') }],
      },
    };
  });
}
