import type { DatabaseSync } from 'node:sqlite';
import { AppError } from '../../shared/errors.ts';
import { filterName } from '../../shared/shipments/counts.ts';
import { MAX_PICK_SHIPMENTS, type PackingSlip, type PickList } from '../../shared/shipments/pick-list.ts';
import type { ProductsOffer } from '../products/index.ts';
import { MARKETPLACE_TIME_ZONE } from '../../shared/shipments/time-zone.ts';
import type { TodayFigures } from '../../shared/shipments/today.ts';
import type { ShipmentGridFilter } from '../../shared/shipments/types.ts';
import { PickListQueries } from './pick-list-queries.ts';
import type { ShipmentBlockQuery } from './shipment-queries.ts';
import { ShipmentQueries } from './shipment-queries.ts';
import type { CacheKey } from './shipment-writer.ts';
import { TodayQueries } from './today-queries.ts';
import { t } from '../i18n/backend-language.ts';

export type PickListRequest = {
  timeZone?: string | undefined;
} & (
  | { filter: ShipmentGridFilter; sort?: ShipmentBlockQuery['sort'] | undefined; shipmentIds?: undefined }
  | { shipmentIds: string[]; filter?: undefined }
);

/**
 * What a seller opens the day with, from the offline cache alone (it works offline): the Today figures, and pick
 * lists with packing slips of a view or of chosen shipments.
 */
export class SellerDayService {
  readonly #activeKey: () => Promise<CacheKey | null>;
  readonly #queries: ShipmentQueries;
  readonly #today: TodayQueries;
  readonly #pick: PickListQueries;
  readonly #now: () => number;
  readonly #products: Pick<ProductsOffer, 'known'> | undefined;

  /** `products`: the product records, whose HSN each slip's item carries. */
  constructor(
    db: DatabaseSync,
    activeKey: () => Promise<CacheKey | null>,
    now: () => number,
    products?: Pick<ProductsOffer, 'known'>,
  ) {
    this.#activeKey = activeKey;
    this.#now = now;
    this.#products = products;
    this.#queries = new ShipmentQueries(db, now);
    this.#today = new TodayQueries(db, this.#queries, now);
    this.#pick = new PickListQueries(db);
  }

  async today(timeZone: string): Promise<TodayFigures> {
    const key = (await this.#activeKey()) ?? { profileId: '', account: '' };
    return this.#today.figures(key, timeZone);
  }

  async pickList(request: PickListRequest): Promise<PickList> {
    const key = (await this.#activeKey()) ?? { profileId: '', account: '' };
    const timeZone = request.timeZone ?? MARKETPLACE_TIME_ZONE;
    let ids: string[];
    let source: string;
    if (request.shipmentIds !== undefined) {
      ids = [...new Set(request.shipmentIds)];
      source = t('shipments.pickList.selected', { count: ids.length });
    } else {
      const filter = { ...request.filter, timeZone };
      const found = this.#queries.ids(key, filter, request.sort ?? [], MAX_PICK_SHIPMENTS + 1);
      if (found.matching > MAX_PICK_SHIPMENTS)
        throw new AppError(
          'VALIDATION',
          t('shipments.error.pickListTooLong', { max: MAX_PICK_SHIPMENTS, found: found.matching }),
          { path: 'filter' },
        );
      ids = found.ids;
      // Named as the count it is ("To pack today"), or as the tab and what narrows it.
      source = filterName(filter, t);
    }
    return {
      at: this.#now(),
      timeZone,
      source,
      lines: this.#pick.lines(key, ids),
      slips: this.#withHsn(key, this.#pick.slips(key, ids)),
    };
  }

  /** Each slip item with its SKU's HSN from the product record, where it has one. */
  #withHsn(key: CacheKey, slips: PackingSlip[]): PackingSlip[] {
    if (this.#products === undefined) return slips;
    const records = this.#products.known(key, [...new Set(slips.flatMap((s) => s.items.map((i) => i.sku)))]);
    return slips.map((slip) => ({
      ...slip,
      items: slip.items.map((item) => {
        const hsn = records.get(item.sku)?.fields.hsn?.value;
        return hsn === undefined ? item : { ...item, hsn };
      }),
    }));
  }
}
