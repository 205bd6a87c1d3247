import { z } from 'zod';
import type { ActionSummary, ItemOutcome } from '../fulfilment/action-types.ts';

/**
 * The self-ship return actions of the SDK's `ReturnsV2Api` (`POST /v2/returns/<kind>`): approve or reject a
 * requested return, give its pickup date, record a failed pickup attempt with a new date, complete it once it is back,
 * or cancel it. Each is a job with a journal (docs/RETURNS.md "Self-ship returns").
 */
export const RETURN_ACTION_KINDS = [
  'approve',
  'reject',
  'pickup',
  'pickupAttempt',
  'complete',
  'cancel',
] as const;
export type ReturnActionKind = (typeof RETURN_ACTION_KINDS)[number];

/** Why a seller rejects a self-ship return: sent as the reject's `comments`, in these words. */
export const REJECT_REASONS = [
  'The product was used or damaged by the buyer',
  'The product does not match the order',
  'The return window has passed',
  'Parts or accessories are missing',
] as const;

/** An ISO date-time with an offset (`2026-11-30T10:00:00.000+05:30`), as the SDK's `OffsetDateTime`. */
const dateTime = z
  .string()
  .trim()
  .min(10)
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'not a date-time');
const words = z.string().trim().min(1).max(500);

/** One return in an action, with what the action needs of it (the SDK's request models' fields). */
export const returnActionRequestSchema = z
  .object({
    returnId: z.string().trim().min(1).max(100),
    /** Approve and reject: the seller's words (reject: its reason). */
    comments: words.optional(),
    /** Pickup: the pickup date; a pickup attempt: the date the pickup was tried. */
    pickupDate: dateTime.optional(),
    /** A pickup attempt: the new pickup date. */
    newPickupDate: dateTime.optional(),
    /** A pickup attempt: why it failed. */
    reason: words.optional(),
  })
  .strict();
export type ReturnActionRequest = z.infer<typeof returnActionRequestSchema>;

/** What is journaled and sent for a return: the seller's request, with what the read before it gave. */
export interface ReturnActionItem extends ReturnActionRequest {
  locationId?: string | undefined;
  /** Reject's required `serviceDate` (and approve's): when the seller decided. */
  serviceDate?: string | undefined;
  serviceFulfilmentId?: string | undefined;
}

export interface ReturnActionItemResult {
  returnId: string;
  outcome: ItemOutcome | null;
  errorCode: string | null;
  /** A sentence a seller reads: what happened to this return. */
  message: string | null;
}

export type ReturnActionSummary = ActionSummary<ReturnActionKind>;
export type ReturnActionDetail = ReturnActionSummary & {
  items: ReturnActionItemResult[];
  jobId: string | null;
};
