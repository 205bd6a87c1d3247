import type { ActionItemResult } from '../../shared/fulfilment/action-types.ts';
import type { PackShipment } from '../../shared/fulfilment/fulfilment-types.ts';
import type { ProductsOffer } from '../products/index.ts';
import type { PackDefaults } from './pack-defaults.ts';

/** The marketplace's refusal of a pack that lacks serial numbers the listing requires. */
const SERIALS_REFUSED = 'SERIAL_NUMBERS_REQUIRED';

/**
 * What a pack's answers teach the next form: the invoice counter moves past the numbers the marketplace packed (or
 * is packing), and SKUs it refused without serial numbers are asked for them next time.
 */
export function learnFromPack(
  defaults: PackDefaults,
  products: Pick<ProductsOffer, 'needSerials'>,
  key: { profileId: string; account: string },
  answered: readonly (ActionItemResult & { request: unknown })[],
  skuOf: ReadonlyMap<string, string>,
): void {
  const requestOf = (a: (typeof answered)[number]) => a.request as PackShipment;
  defaults.advance(
    key,
    answered
      .filter((a) => a.outcome === 'done' || a.outcome === 'packing')
      .map((a) => requestOf(a).invoiceNumber),
  );
  const skus = answered
    .filter((a) => a.errorCode === SERIALS_REFUSED)
    .flatMap((a) => {
      const items = requestOf(a).items.filter((i) => (i.serialNumbers?.length ?? 0) === 0);
      // The marketplace names the order item it wants them for; else every item sent without them.
      const named = items.filter((i) => a.message?.includes(i.orderItemId) === true);
      return (named.length > 0 ? named : items).map((i) => skuOf.get(i.orderItemId) ?? '');
    });
  if (skus.length > 0) products.needSerials(key, skus);
}
