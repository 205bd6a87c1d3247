import { z } from 'zod';
import type { GridBlock } from '../grid/block.ts';
import { gridBlockRequestSchema } from '../grid/block-schema.ts';
import { call, event } from '../ipc/define.ts';
import type { ChangeIntent } from './intents.ts';
import type { ProductOffer } from '../feeds/offers.ts';
import type { ListingsDay } from './listings-day.ts';
import type {
  BuyBoxSettings,
  ChangePreview,
  ChangeResult,
  ChangeStarted,
  ChangeSummary,
  MyListingRow,
} from './payloads.ts';
import { MY_LISTINGS_SORTABLE } from './payloads.ts';

const MAX_SKUS = 100_000;
const sku = z.string().min(1).max(100);
const skus = z.array(sku).min(1, 'choose listings to change').max(MAX_SKUS);
const rupees = z.number().finite().min(0).max(1e9);
/** Checked again by the rules before anything is sent (whole rupees, selling price ≤ MRP, floor and ceiling). */
const intent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('price'),
    skus,
    set: z.object({ sellingPrice: rupees.optional(), mrp: rupees.optional() }),
  }),
  z.object({
    kind: z.literal('adjust'),
    skus,
    adjust: z.object({
      by: z.enum(['percent', 'amount']),
      value: z.number().finite().min(-1e9).max(1e9),
      rounding: z.enum(['nearest', 'down', 'up', 'end9']),
    }),
  }),
  z.object({
    kind: z.literal('stock'),
    skus,
    inventory: rupees,
    locationId: z.string().min(1).max(100).optional(),
  }),
  // An empty list: every proposal.
  z.object({ kind: z.literal('proposals'), skus: z.array(sku).max(MAX_SKUS) }),
  // A change's stopped items, set anyway against the values found; an empty list: every one.
  z.object({
    kind: z.literal('anyway'),
    changeId: z.string().min(1).max(100),
    skus: z.array(sku).max(MAX_SKUS),
  }),
]) satisfies z.ZodType<ChangeIntent>;
const changeId = z.object({ changeId: z.string().min(1, 'a change id is required') });
const empty = z.object({}).strict();

/** My listings: the active profile's listings as read, and price and stock changes through the two small writes. */
export const myListingsCalls = {
  /** A block of My listings, sorted and searched in SQL. */
  myListingsBlock: call<GridBlock<MyListingRow>>()(
    gridBlockRequestSchema(
      MY_LISTINGS_SORTABLE,
      z.object({
        search: z.string().max(200).default(''),
        notMine: z.boolean().optional(),
        proposals: z.boolean().optional(),
        lowStock: z.boolean().optional(),
      }),
    ),
  ),
  /** A job reading every listing (orders, sheet, uploads, `pasted`) through the v3 read, 10 SKUs a call. */
  readMyListings: call<{ jobId: string }>()(
    z.object({ pasted: z.array(z.string().max(100)).max(MAX_SKUS).default([]) }),
  ),
  /** The seller's floor and ceiling of a SKU's selling price (whole rupees; absent = none). */
  setListingLimits: call<void>()(
    z.object({ sku, floor: rupees.int().optional(), ceiling: rupees.int().optional() }),
  ),
  /** Old → new per SKU, what is held back and why, and the confirmation's question. */
  previewListingChanges: call<ChangePreview>()(z.object({ intent })),
  /** Sends the changes that pass the checks as one journaled job; refused offline. */
  startListingChanges: call<ChangeStarted>()(
    // `previewId`: the preview confirmed, whose edits are sent as it showed them (the intent is not worked out again).
    z.object({ intent, previewId: z.uuid().optional() }),
  ),
  /** Sends back, the same way, the old values of every SKU the change set. */
  undoListingChange: call<ChangeStarted>()(changeId),
  /** Reads back what may have reached the marketplace, then sends the rest. */
  resumeListingChange: call<{ jobId: string }>()(changeId),
  listListingChanges: call<(ChangeSummary & { interrupted: boolean })[]>()(empty),
  listingChangeResults: call<ChangeResult[]>()(changeId),
  /** The mirror's offer of a listing's product now, with its price history (null: the mirror holds none). */
  listingBuyBox: call<ProductOffer | null>()(z.object({ sku })),
  /** The seller's own name on offers (what "mine" compares with), set or guessed. */
  buyBoxSettings: call<BuyBoxSettings>()(empty),
  /** Sets the seller's name on offers; an empty name goes back to Stockroom's guess. */
  setBuyBoxSellerName: call<BuyBoxSettings>()(z.object({ sellerName: z.string().max(200) })),
  /** Today's listings part: low stock, buy boxes with another seller, proposals; each the rows its link opens. */
  getListingsDay: call<ListingsDay>()(empty),
  /** A SKU's rule: match the buy box less `under` whole rupees (absent: no rule). Proposals follow at once. */
  setListingRule: call<void>()(z.object({ sku, under: rupees.int().optional() })),
};

export const myListingsEvents = {
  listingChangeChanged: event<ChangeSummary>(),
  /** A profile's buy boxes or proposals changed (a feed sync, a read, a rule or the seller name). */
  buyBoxChanged: event<{ profileId: string }>(),
};
