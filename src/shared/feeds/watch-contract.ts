import { z } from 'zod';
import { call, event } from '../ipc/define.ts';
import { timeZoneField } from '../ipc/time-zone-field.ts';
import { feedFilterSchema, feedSortSchema } from './contract.ts';
import { subIdFields } from './sub-id-schema.ts';
import type {
  CategoryDrops,
  PriceAlert,
  PriceAlertsFound,
  SubIds,
  WatchedProduct,
  WatchSettings,
} from './watch-types.ts';

const category = z.string().trim().min(1, 'a category is required').max(200);
const productId = z.string().trim().min(1, 'a product id is required').max(100);
const product = z.object({ category, productId }).strict();
/** The most products one "Export links for N selected" names. */
export const MAX_SELECTED_LINKS = 10_000;
const subIds = subIdFields;

/** The feeds slice's watchlist, price alerts and affiliate links. */
export const watchCalls = {
  /** Stars a product (or changes its target price); the watch starts from the stored price and stock. */
  watchProduct: call<WatchedProduct>()(
    z
      .object({
        category,
        productId,
        targetPrice: z.number().positive('a target price is above zero').max(1e12).nullable().default(null),
      })
      .strict(),
  ),
  unwatchProduct: call<{ removed: boolean }>()(product),
  watchlist: call<WatchedProduct[]>()(z.object({}).strict()),
  /** The watchlist's alerts, newest first. */
  priceAlerts: call<PriceAlert[]>()(
    z.object({ limit: z.number().int().min(1).max(500).default(200) }).strict(),
  ),
  /** The biggest selling-price falls of a category's last sync. */
  categoryDrops: call<CategoryDrops>()(
    z.object({ category, limit: z.number().int().min(1).max(200).default(50) }).strict(),
  ),
  watchSettings: call<WatchSettings>()(z.object({}).strict()),
  saveWatchSettings: call<WatchSettings>()(
    z.object({ dropPercent: z.number().min(0.1, 'at least 0.1%').max(99, 'at most 99%') }).strict(),
  ),
  /** The sub-ids last used for links on this profile. */
  lastSubIds: call<SubIds>()(z.object({}).strict()),
  /** One product's affiliate link with the sub-ids (remembered as the last used). */
  affiliateLink: call<{ url: string }>()(z.object({ category, productId, ...subIds }).strict()),
  /** Links of the given products, or else of every product the filter matches, as CSV. */
  exportAffiliateLinks: call<{ csv: string; rows: number; fileName: string }>()(
    z
      .object({
        filter: feedFilterSchema,
        sort: feedSortSchema,
        productIds: z.array(productId).max(MAX_SELECTED_LINKS).optional(),
        ...subIds,
        /** The seller's zone: the file is named with the day there (India's when not given). */
        timeZone: timeZoneField.optional(),
      })
      .strict(),
  ),
};

export const watchEvents = {
  /** A sync found alerts for watched products. */
  priceAlertsFound: event<PriceAlertsFound>(),
  /** The watchlist or its alerts changed (a star, a sync that found alerts). */
  watchlistChanged: event<{ profileId: string }>(),
};
