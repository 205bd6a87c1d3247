import { z } from 'zod';
import { call, event } from '../ipc/define.ts';
import type { ClaimRow } from './claims.ts';
import type { ReceiveOutcome, RestockItem, RestockStarted } from './receive-payloads.ts';
import { MAX_PHOTO_PATH, MAX_RECEIPT_NOTE, RECEIPT_CONDITIONS, type ReceivableReturn } from './receipt.ts';
import type { RestockPreview } from './restock.ts';

const returnId = z.string().trim().min(1, 'a return id is required').max(100);
const empty = z.object({}).strict();
/** The most returns one restock carries. */
const MAX_RESTOCK = 10_000;

/** Receiving returns, putting good ones back in stock, and the claims of the others (the active account's). */
export const receiveCalls = {
  /** The returns arrived at the seller and not received in Stockroom yet. */
  returnsToReceive: call<ReceivableReturn[]>()(empty),
  /** Records one arrived return as received, with its condition, a note and a photo path (no marketplace call). */
  receiveReturn: call<ReceiveOutcome>()(
    z.object({
      returnId,
      condition: z.enum(RECEIPT_CONDITIONS),
      note: z.string().max(MAX_RECEIPT_NOTE).optional(),
      photoPath: z.string().max(MAX_PHOTO_PATH).optional(),
    }),
  ),
  /** Every return received as good: waiting, on its way back to stock, or back. */
  returnsToRestock: call<RestockItem[]>()(empty),
  /** "MUG-1: stock 4 → 6" per SKU and location, from the stock read now, and the confirmation's question. */
  previewRestock: call<RestockPreview>()(empty),
  /** Puts the previewed returns back in stock as one stock change through My listings' journal; refused offline. */
  startRestock: call<RestockStarted>()(
    z.object({ returnIds: z.array(returnId).min(1, 'choose returns to put back').max(MAX_RESTOCK) }),
  ),
  /** The claims to file (`open`), those filed, or all. */
  returnClaims: call<ClaimRow[]>()(z.object({ state: z.enum(['open', 'filed']).optional() })),
  /** Marks a claim filed with the marketplace, with its reference if the seller has one. */
  fileReturnClaim: call<ReceiveOutcome>()(
    z.object({ returnId, reference: z.string().trim().max(200).default('') }),
  ),
};

export const receiveEvents = {
  /** A receipt, a claim or a restock of the profile changed. */
  returnReceiptsChanged: event<{ profileId: string }>(),
};
