import { AppError } from '../../shared/errors.ts';
import { t } from '../i18n/backend-language.ts';
import type { PackShipment } from '../../shared/fulfilment/fulfilment-types.ts';
import type { Cells } from '../../shared/listings/columns.ts';
import { cell } from '../../shared/listings/columns.ts';
import type { ListingV3, SkuListingRead } from '../../shared/marketplace/listing-read.ts';
import { gstRateOf, type ProductField, type ProductRecord } from '../../shared/products/product-record.ts';
import {
  editProblem,
  listingValues,
  sheetValues,
  type SourceValues,
} from '../../shared/products/product-sources.ts';
import type { Logger } from '../backend/logger.ts';
import type { AccountKey, ProductRepository } from './product-repository.ts';

/** Rows of the sheet written to the records at once. */
const SHEET_BLOCK = 2_000;

export interface ProductsServiceDeps {
  repo: ProductRepository;
  /** The seller account a profile's records belong to (null before one is set up). */
  accountOf(profileId: string): Promise<string | null>;
  activeId(): string;
  /** The v3 read of the profile's seller client. */
  reader(profileId: string): Promise<{
    getListingsBySku(skus: readonly string[], opts: { signal?: AbortSignal }): Promise<SkuListingRead[]>;
  }>;
  /** The names the seller gave locations (the locations slice), for the active profile's account. */
  locationNames(): Promise<Record<string, string>>;
  logger: Pick<Logger, 'error'>;
}

/**
 * The product record of each SKU: filled from every source Stockroom has (the marketplace's listing reads, the
 * listing sheet, the last pack), edited by the seller, read by the pack form and the Products screen.
 */
export class ProductsService {
  readonly #deps: ProductsServiceDeps;

  constructor(deps: ProductsServiceDeps) {
    this.#deps = deps;
  }

  async #key(profileId: string): Promise<AccountKey | null> {
    const account = await this.#deps.accountOf(profileId);
    return account === null ? null : { profileId, account };
  }

  /** Listings as the marketplace's v3 read told them (My listings, the sheet's preview, the pack form). */
  async fromListings(
    profileId: string,
    listings: readonly { sku: string; listing: ListingV3 }[],
  ): Promise<void> {
    const key = await this.#key(profileId);
    if (key === null || listings.length === 0) return;
    this.#putListings(key, listings);
  }

  /** The listing's values of these SKUs, each SKU's replaced whole: a field the listing no longer tells is gone. */
  #putListings(key: AccountKey, listings: readonly { sku: string; listing: ListingV3 }[]): void {
    this.#deps.repo.put(
      key,
      'listing',
      new Map(listings.map((l) => [l.sku, listingValues(l.listing)])),
      true,
    );
  }

  /**
   * The rows of the listing sheet as saved, SHEET_BLOCK rows a write with a turn of the loop between: a sheet of
   * 100,000 rows does not hold the thread (the window's, in the desktop app) for one long write.
   */
  async fromSheet(profileId: string, rows: readonly Cells[]): Promise<void> {
    const key = await this.#key(profileId);
    if (key === null) return;
    for (let first = 0; first < rows.length; first += SHEET_BLOCK) {
      if (first > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      const bySku = new Map<string, SourceValues>();
      for (const cells of rows.slice(first, first + SHEET_BLOCK)) {
        const sku = cell(cells, 'sku');
        if (sku !== '') bySku.set(sku, sheetValues(cells));
      }
      this.#deps.repo.put(key, 'sheet', bySku);
    }
  }

  /**
   * What a pack used: per SKU its GST rate, (for a shipment of one SKU in one package) its box, and that its units
   * carry serial numbers when some were sent.
   */
  fromPack(key: AccountKey, shipments: readonly PackShipment[], skuOf: ReadonlyMap<string, string>): void {
    const bySku = new Map<string, SourceValues>();
    for (const s of shipments) {
      const skus = new Set(s.items.map((i) => skuOf.get(i.orderItemId)).filter((x) => x !== undefined));
      const box = skus.size === 1 && s.packages.length === 1 ? s.packages[0] : undefined;
      for (const item of s.items) {
        const sku = skuOf.get(item.orderItemId) ?? '';
        const values: SourceValues = { ...bySku.get(sku), gstRate: String(item.taxRate) };
        if (box !== undefined)
          for (const m of ['length', 'breadth', 'height', 'weight'] as const)
            if (box[m] > 0) values[m] = String(box[m]);
        if ((item.serialNumbers?.length ?? 0) > 0) values.needsSerials = 'true';
        bySku.set(sku, values);
      }
    }
    this.#deps.repo.put(key, 'lastPack', bySku);
  }

  /** SKUs the marketplace refused to pack without serial numbers: the next form asks for them. */
  needSerials(key: AccountKey, skus: readonly string[]): void {
    this.#deps.repo.put(key, 'lastPack', new Map(skus.map((sku) => [sku, { needsSerials: 'true' }])));
  }

  /**
   * The records of these SKUs for the pack form. SKUs the marketplace's listing has told nothing of yet are read
   * first (`GET /listings/v3`, 10 a call): the form should not ask for what the listing knows. A read that fails
   * leaves the records as they were.
   */
  async recordsFor(
    key: AccountKey,
    skus: readonly string[],
    signal?: AbortSignal,
  ): Promise<Map<string, ProductRecord>> {
    const wanted = [...new Set(skus)].filter((s) => s !== '');
    const listed = this.#deps.repo.listed(key, wanted);
    const unread = wanted.filter((s) => !listed.has(s));
    if (unread.length > 0)
      try {
        const reader = await this.#deps.reader(key.profileId);
        const reads = await reader.getListingsBySku(unread, signal === undefined ? {} : { signal });
        this.#putListings(
          key,
          reads.flatMap((r) => (r.state === 'available' ? [{ sku: r.sku, listing: r.listing }] : [])),
        );
      } catch (error) {
        this.#deps.logger.error('the listings of the pack form were not read', error);
      }
    return this.#deps.repo.records(key, wanted);
  }

  /** The records of these SKUs as they stand, without reading anything (the packing slips' HSN). */
  known(key: AccountKey, skus: readonly string[]): Map<string, ProductRecord> {
    return this.#deps.repo.records(key, skus);
  }

  /** The box each of these SKUs' records knows (the listing sheet fills package cells the listing left empty). */
  async boxesOf(
    profileId: string,
    skus: readonly string[],
  ): Promise<Map<string, Partial<Record<'length' | 'breadth' | 'height' | 'weight', string>>>> {
    const key = await this.#key(profileId);
    if (key === null) return new Map();
    return new Map(
      [...this.#deps.repo.records(key, skus)].map(([sku, r]) => [
        sku,
        Object.fromEntries(
          (['length', 'breadth', 'height', 'weight'] as const).flatMap((m) =>
            r.fields[m] === undefined ? [] : [[m, r.fields[m].value]],
          ),
        ),
      ]),
    );
  }

  /** The GST ("12%", or the tax code) and HSN of these SKUs' records, where they have them (My listings' rows). */
  async taxOf(
    profileId: string,
    skus: readonly string[],
  ): Promise<Map<string, { gst?: string; hsn?: string }>> {
    const key = await this.#key(profileId);
    if (key === null) return new Map();
    return new Map(
      [...this.#deps.repo.records(key, skus)].map(([sku, r]) => {
        const rate = gstRateOf(r);
        const gst = rate === undefined ? r.fields.taxCode?.value : `${rate.rate}%`;
        const hsn = r.fields.hsn?.value;
        return [sku, { ...(gst === undefined ? {} : { gst }), ...(hsn === undefined ? {} : { hsn }) }];
      }),
    );
  }

  /** Every record of the active profile's seller account, its locations named. */
  async list(): Promise<ProductRecord[]> {
    const key = await this.#key(this.#deps.activeId());
    if (key === null) return [];
    const names = await this.#deps.locationNames();
    return [...this.#deps.repo.records(key).values()].map((r) => this.#named(r, names));
  }

  /** The seller's own value of a field; an empty value takes the edit back. */
  async edit(sku: string, field: ProductField, value: string): Promise<ProductRecord> {
    const key = await this.#key(this.#deps.activeId());
    if (key === null) throw new AppError('NOT_CONFIGURED', t('products.error.noAccount'));
    const problem = editProblem(field, value, t);
    if (problem !== null) throw new AppError('VALIDATION', problem, { field });
    const v = field === 'taxCode' ? value.trim().toUpperCase() : value.trim();
    if (v === '') this.#deps.repo.remove(key, sku, field, 'seller');
    else this.#deps.repo.put(key, 'seller', new Map([[sku, { [field]: v }]]));
    const record = this.#deps.repo.records(key, [sku]).get(sku) ?? { sku, fields: {} };
    return this.#named(record, await this.#deps.locationNames());
  }

  #named(record: ProductRecord, names: Record<string, string>): ProductRecord {
    const ids = (record.fields.locations?.value ?? '').split('|').filter((id) => id !== '');
    return ids.length === 0
      ? record
      : { ...record, locationNames: Object.fromEntries(ids.map((id) => [id, names[id] ?? id])) };
  }
}
