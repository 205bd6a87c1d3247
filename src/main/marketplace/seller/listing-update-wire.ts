import { AppError } from '../../../shared/errors.ts';
import type { InventoryChange, PriceChange } from '../../../shared/marketplace/listing-update.ts';
import type { CreateListingResponse } from '../../../shared/marketplace/listing-types.ts';
import { t } from '../../i18n/backend-language.ts';

/** How a listing write is made: `maxAttempts: 1` leaves retries to a caller that reads back before it resends. */
export interface ListingWriteOptions {
  signal?: AbortSignal | undefined;
  onChunk?: (results: Record<string, CreateListingResponse>) => void;
  maxAttempts?: number | undefined;
}

/** The one place that knows the wire names of the two small listing writes (snake_case, as the SDK's models). */

const whole = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** Refuses, before anything is sent, a price the marketplace's integer model cannot carry. */
function checkPrice(sku: string, p: PriceChange): void {
  if (!whole(p.mrp) || !whole(p.sellingPrice)) {
    throw new AppError('VALIDATION', t('marketplace.listing.wholeRupees', { sku }), { sku });
  }
  if (p.sellingPrice > p.mrp) {
    throw new AppError('VALIDATION', t('marketplace.listing.aboveMrp', { sku }), { sku });
  }
}

export function toWirePriceMap(changes: Readonly<Record<string, PriceChange>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [sku, p] of Object.entries(changes)) {
    checkPrice(sku, p);
    out[sku] = {
      product_id: p.productId,
      price: { mrp: p.mrp, selling_price: p.sellingPrice, currency: 'INR' },
    };
  }
  return out;
}

export function toWireInventoryMap(
  changes: Readonly<Record<string, InventoryChange>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [sku, c] of Object.entries(changes)) {
    if (c.locations.length === 0 || c.locations.some((l) => !whole(l.inventory))) {
      throw new AppError('VALIDATION', t('marketplace.listing.wholeStock', { sku }), {
        sku,
      });
    }
    out[sku] = {
      product_id: c.productId,
      locations: c.locations.map((l) => ({ id: l.id, status: l.status, inventory: l.inventory })),
    };
  }
  return out;
}
