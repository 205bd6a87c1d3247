import * as z from 'zod';

/**
 * The status words of an action answer's entry that Stockroom knows, compared case-insensitively: the captured pack
 * answer's `success` and `failure` (`labels_pack_response_failure_2025.json`, lower case; the listing answers spell
 * them upper case). Only these are final. Any other word (`PROCESSING`, `SUCCESSFUL`), none, a shipment left out,
 * or an answer cut or unreadable means "read the shipment back" (GUIDE: final only when understood).
 */
export const ACTION_WORDS = { done: 'success', refused: 'failure' } as const;

/**
 * The answers of pack, ready to dispatch and cancel. The SDK models them as `{shipments: Shipment[]}` with no status;
 * the real service (captured pack answer) sends `{shipmentId, status: "success"|"failure", errorCode, errorMessage}`
 * per shipment. Both are read; a shipment without a status is unreported, never taken as done.
 */
const optionalText = z.preprocess(
  (v) => (v === null ? undefined : v),
  z.union([z.string(), z.number().transform(String)]).optional(),
);

export const actionAnswerSchema = z.object({
  shipments: z.preprocess(
    (v) => (v === null || v === undefined ? [] : v),
    z.array(
      z.looseObject({
        shipmentId: z.union([z.string().min(1), z.number().transform(String)]),
        status: optionalText,
        processingStatus: optionalText,
        errorCode: optionalText,
        errorMessage: optionalText,
      }),
    ),
  ),
});

export const handoverCountsSchema = z.array(
  z.looseObject({
    vendorGroupCode: z.string().min(1),
    count: z.number().int().min(0),
    pickUpDate: z
      .preprocess(
        (v) => (v === null ? undefined : v),
        z.looseObject({ from: optionalText, to: optionalText }).optional(),
      )
      .optional(),
    isMps: z.preprocess((v) => (v === null ? undefined : v), z.boolean().optional()),
  }),
);
