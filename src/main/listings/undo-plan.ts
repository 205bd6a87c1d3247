import type { CreateListingRequest } from '../../shared/marketplace/listing-types.ts';
import type { NewItem, UploadJournal } from './upload-journal.ts';
import { NOT_UNDONE } from './upload-journal.ts';

const whole = (text: string | undefined): number | undefined => {
  const n = Number((text ?? '').trim());
  return (text ?? '').trim() !== '' && Number.isFinite(n) ? Math.round(n) : undefined;
};

/**
 * This upload's request with the values a listing read gave just before it: price, MRP, status, shipping fees,
 * dispatch SLA, and the stock (put on the first enabled location, the others emptied, so the listing's stock is the
 * read one). The rest of the request (tax, packages, labels) is what this upload sent: the read does not tell it.
 */
export function requestWithRead(
  request: CreateListingRequest,
  read: Readonly<Record<string, string>>,
): CreateListingRequest {
  const out = structuredClone(request);
  const mrp = whole(read.mrp);
  const price = whole(read.selling_price);
  if (mrp !== undefined) out.price.mrp = mrp;
  if (price !== undefined) out.price.sellingPrice = price;
  const status = (read.listing_status ?? '').trim().toUpperCase();
  if (status === 'ACTIVE' || status === 'INACTIVE') out.listingStatus = status;
  const sla = whole(read.procurement_sla);
  if (sla !== undefined) out.fulfillment.dispatchSla = sla;
  const fees = {
    local: whole(read.local_shipping_charge),
    zonal: whole(read.zonal_shipping_charge),
    national: whole(read.national_shipping_charge),
  };
  if (fees.local !== undefined || fees.zonal !== undefined || fees.national !== undefined) {
    out.shippingFees = { ...out.shippingFees };
    if (fees.local !== undefined) out.shippingFees.local = fees.local;
    if (fees.zonal !== undefined) out.shippingFees.zonal = fees.zonal;
    if (fees.national !== undefined) out.shippingFees.national = fees.national;
  }
  const stock = whole(read.stock_count);
  if (stock !== undefined) {
    let placed = false;
    out.locations = out.locations.map((l) => {
      if (l.status !== 'ENABLED') return l;
      const inventory = placed ? 0 : stock;
      placed = true;
      return { ...l, inventory };
    });
  }
  return out;
}

const CANNOT =
  'This SKU cannot be undone: Stockroom never sent it before this upload, and no preview read its listing just ' +
  'before it, so its earlier values are not known.';

/**
 * The items of an undo: for every SKU the upload changed, the request Stockroom last sent for it before the upload
 * (from the journal), else this upload's request with the values the preview read just before it; a SKU with
 * neither is answered at once with a sentence saying why.
 */
export function undoItems(journal: UploadJournal, uploadId: string): NewItem[] {
  const priors = journal.priorRequests(uploadId);
  return journal.changed(uploadId).map((item): NewItem => {
    const prior = priors.get(item.sku);
    if (prior !== undefined) return { sku: item.sku, rowId: item.rowId, request: prior };
    if (item.before !== undefined)
      return { sku: item.sku, rowId: item.rowId, request: requestWithRead(item.request, item.before) };
    return {
      sku: item.sku,
      rowId: item.rowId,
      request: item.request,
      result: {
        status: NOT_UNDONE,
        failed: true,
        issues: [{ severity: 'ERROR', code: NOT_UNDONE, description: CANNOT }],
      },
    };
  });
}
