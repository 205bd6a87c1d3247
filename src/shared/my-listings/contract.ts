import { z } from 'zod';
import { call, event } from '../ipc/define.ts';
import type { ChangePreview, ChangeResult, ChangeStarted, ChangeSummary, ListingEdit } from './payloads.ts';

const rupees = z.number().finite().min(0).max(1e9);
const price = z.object({ mrp: rupees, sellingPrice: rupees });
const locations = z
  .array(
    z.object({
      id: z.string().min(1).max(100),
      status: z.enum(['ENABLED', 'DISABLED']),
      inventory: z.number().finite().min(0).max(1e9),
    }),
  )
  .max(50);
const sku = z.string().min(1).max(100);
const productId = z.string().min(1).max(64);
/** Checked again by the rules before anything is sent (whole rupees, selling price ≤ MRP, floor and ceiling). */
const edit = z.discriminatedUnion('kind', [
  z.object({ sku, productId, kind: z.literal('price'), before: price, after: price }),
  z.object({ sku, productId, kind: z.literal('stock'), before: locations, after: locations }),
]) satisfies z.ZodType<ListingEdit>;
const edits = z.object({ edits: z.array(edit).min(1, 'choose listings to change').max(100_000) });
const changeId = z.object({ changeId: z.string().min(1, 'a change id is required') });
const empty = z.object({}).strict();

/** My listings: price and stock changes of the active profile, through the real service's two small writes. */
export const myListingsCalls = {
  /** Old → new per SKU, what is held back and why, and the confirmation's question. */
  previewListingChanges: call<ChangePreview>()(edits),
  /** Sends the changes that pass the checks as one journaled job; refused offline. */
  startListingChanges: call<ChangeStarted>()(edits),
  /** Sends back, the same way, the old values of every SKU the change set. */
  undoListingChange: call<ChangeStarted>()(changeId),
  /** Reads back what may have reached the marketplace, then sends the rest. */
  resumeListingChange: call<{ jobId: string }>()(changeId),
  listListingChanges: call<(ChangeSummary & { interrupted: boolean })[]>()(empty),
  listingChangeResults: call<ChangeResult[]>()(changeId),
};

export const myListingsEvents = {
  listingChangeChanged: event<ChangeSummary>(),
};
