import type { GridBlock, GridBlockRequest } from '../../shared/grid/block.ts';
import {
  LISTINGS_DAY_LINKS,
  type ListingsDay,
  type ListingsDayLink,
} from '../../shared/my-listings/listings-day.ts';
import { daysLeft, SALES_WINDOW_DAYS } from '../../shared/my-listings/low-stock.ts';
import type {
  MyListingRow,
  MyListingsFilter,
  MyListingsSortColumn,
} from '../../shared/my-listings/payloads.ts';
import type { ShipmentSales } from '../shipments/index.ts';
import type { MyListingsRepository } from './my-listings-repository.ts';

/** Rows of each part Today shows beside its count. */
const SHOWN = 5;

/**
 * My listings' grid blocks (the low-stock filter with the sales rates the shipments slice gives), and Today's
 * listings part counted with the very same query: a card's number is the rows its link opens.
 */
export class ListingsDayService {
  readonly #repo: MyListingsRepository;
  readonly #shipments: ShipmentSales;

  constructor(repo: MyListingsRepository, shipments: ShipmentSales) {
    this.#repo = repo;
    this.#shipments = shipments;
  }

  async block(
    profileId: string,
    request: GridBlockRequest<MyListingsSortColumn, MyListingsFilter>,
  ): Promise<GridBlock<MyListingRow>> {
    const perDay =
      request.filter.lowStock === true
        ? await this.#shipments.salesPerDay(profileId, SALES_WINDOW_DAYS)
        : new Map<string, number>();
    return this.#repo.block(profileId, request, perDay);
  }

  async day(profileId: string): Promise<ListingsDay> {
    const perDay = await this.#shipments.salesPerDay(profileId, SALES_WINDOW_DAYS);
    const part = (
      link: ListingsDayLink,
      sort: GridBlockRequest<MyListingsSortColumn, MyListingsFilter>['sort'],
    ) =>
      this.#repo.block(
        profileId,
        { startRow: 0, endRow: SHOWN, sort, filter: { search: '', ...LISTINGS_DAY_LINKS[link].filter } },
        perDay,
      );
    const low = part('lowStock', [{ colId: 'stock', sort: 'asc' }]);
    const lost = part('buyBoxLost', []);
    const proposals = part('proposals', []);
    const read = this.#repo.block(profileId, { startRow: 0, endRow: 0, sort: [], filter: { search: '' } });
    return {
      read: read.rowCount,
      lowStock: {
        count: low.rowCount,
        rows: low.rows.map((r) => {
          const stock = r.stock ?? 0;
          const rate = perDay.get(r.sku) ?? 0;
          return { sku: r.sku, stock, perDay: rate, daysLeft: daysLeft(stock, rate) ?? 0 };
        }),
      },
      buyBoxLost: {
        count: lost.rowCount,
        rows: lost.rows.map((r) => ({
          sku: r.sku,
          buyBoxPrice: r.buyBox?.price ?? null,
          seller: r.buyBox?.seller ?? null,
          sellingPrice: r.sellingPrice,
        })),
      },
      proposals: {
        count: proposals.rowCount,
        rows: proposals.rows.map((r) => ({
          sku: r.sku,
          sellingPrice: r.sellingPrice,
          proposed: r.proposed ?? 0,
        })),
      },
    };
  }
}
