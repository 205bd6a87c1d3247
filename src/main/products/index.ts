import type { productsCalls } from '../../shared/products/contract.ts';
import type { ProductField } from '../../shared/products/product-record.ts';
import type { Slice, SliceDeps } from '../backend/slice-deps.ts';
import type { HandlersFor } from '../ipc/handlers-for.ts';
import { ProductRepository } from './product-repository.ts';
import { ProductsService } from './products-service.ts';

/** What other slices may ask of the product records: fill them from their sources, read them for a form. */
export type ProductsOffer = Pick<
  ProductsService,
  'fromListings' | 'fromSheet' | 'fromPack' | 'needSerials' | 'recordsFor' | 'known' | 'boxesOf' | 'taxOf'
>;

/** The product record: one per SKU of a seller account, read by every screen that needs a SKU's facts. */
export function createProductsSlice(
  deps: SliceDeps,
  parts: { locationNames(): Promise<Record<string, string>> },
) {
  const service = new ProductsService({
    repo: new ProductRepository(deps.db, deps.now),
    accountOf: (profileId) => deps.profiles.sellerAccountKey(profileId),
    activeId: () => deps.profiles.activeId(),
    reader: (profileId) => deps.clients.seller(profileId),
    locationNames: parts.locationNames,
    logger: deps.logger,
  });
  const offer: ProductsOffer = service;
  return {
    handlers: {
      productRecords: () => service.list(),
      editProduct: ({ sku, field, value }) => service.edit(sku, field as ProductField, value),
    } satisfies HandlersFor<typeof productsCalls>,
    offer,
  } satisfies Slice<unknown> & { offer: ProductsOffer };
}
