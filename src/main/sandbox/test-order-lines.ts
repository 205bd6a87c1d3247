import { AppError } from '../../shared/errors.ts';
import type { SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import type { OrderListing } from '../shipments/index.ts';
import { t } from '../i18n/backend-language.ts';

/** Where test orders find the account's listings: its orders, the SKUs Stockroom knows, and the marketplace's read. */
export interface ListingSource {
  inOrders(limit: number): Promise<OrderListing[]>;
  known(): string[];
  read(skus: readonly string[]): Promise<SkuListingRead[]>;
}

export interface TestOrderLine {
  sku: string;
  listingId: string;
  locationId?: string;
}

/** SKUs read at once: one call of the v3 read. */
const READ_AT_MOST = 10;

/**
 * One line per test order: the account's own listings as the marketplace reads them now (a read first, so a
 * listing gone since, or being offline, is found before anything is made), a different SKU each while there are
 * enough, at the listing's first enabled location.
 */
export async function testOrderLines(source: ListingSource, count: number): Promise<TestOrderLine[]> {
  const inOrders = await source.inOrders(200);
  const skus = [...new Set([...inOrders.map((o) => o.sku), ...source.known()])].slice(0, READ_AT_MOST);
  const lines = (skus.length === 0 ? [] : await source.read(skus)).flatMap((r): TestOrderLine[] => {
    if (r.state !== 'available') return [];
    const location =
      r.listing.locations.find((l) => l.status === 'ENABLED')?.id ??
      inOrders.find((o) => o.sku === r.sku)?.locationId;
    return [
      {
        sku: r.sku,
        listingId: r.listing.listingId,
        ...(location === undefined ? {} : { locationId: location }),
      },
    ];
  });
  if (lines.length === 0) throw new AppError('VALIDATION', t('sandbox.refusal.noListings'));
  return Array.from({ length: count }, (_, n) => lines[n % lines.length] as TestOrderLine);
}
