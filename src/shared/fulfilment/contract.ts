import { z } from 'zod';
import { call, event } from '../ipc/define.ts';
import { timeZoneField } from '../ipc/time-zone-field.ts';
import type { ActionItemResult, ActionSummary, FulfilmentActionKind } from './action-types.ts';
import type { PrintOutcome } from '../app/payloads.ts';
import type { PackForm } from './pack-rules.ts';

const id = z.string().min(1).max(100);
const measure = z.number().positive().max(10_000);

/** What the pack form sends for one shipment (checked again in main: the form's rules are in pack-rules.ts). */
export const packShipmentSchema = z
  .object({
    shipmentId: id,
    locationId: id.optional(),
    invoiceNumber: z.string().trim().min(1).max(50),
    invoiceDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-27'),
    items: z
      .array(
        z
          .object({
            orderItemId: id,
            taxRate: z.number().min(0).max(28),
            quantity: z.number().int().min(1).max(10_000),
            invoiceAmount: z.number().min(0).max(100_000_000),
            serialNumbers: z
              .array(z.array(z.string().min(1).max(100)).max(10))
              .max(10_000)
              .optional(),
          })
          .strict(),
      )
      .min(1)
      .max(100),
    packages: z
      .array(
        z
          .object({ subShipmentId: id, length: measure, breadth: measure, height: measure, weight: measure })
          .strict(),
      )
      .min(1)
      .max(100),
  })
  .strict();

const printTarget = z.enum(['printer', 'pdf']);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-27');
/** A courier's name and its tracking id, as the seller types them. */
const courier = z.string().trim().min(1, 'Type the courier').max(100);
const trackingId = z
  .string()
  .trim()
  .min(1, 'Type the tracking id')
  .max(60)
  .regex(/^[\w/-]+$/, 'A tracking id holds letters, digits, - and / only');

/** A PDF for the screen to print or save: `kept` when it came from the copy in the data folder. */
export type PdfFile = { fileName: string; base64: string; kept: boolean };
export type ActionStart = { actionId: string; jobId: string };
export type ActionDetail = ActionSummary & { items: ActionItemResult[]; jobId: string | null };

/** The fulfilment slice: actions at the marketplace on shipments, each a job with a journal. */
export const fulfilmentCalls = {
  /** The pack form of chosen shipments, read from the marketplace and pre-filled; days in the seller's zone. */
  getPackForm: call<PackForm>()(
    z
      .object({
        shipmentIds: z.array(id).min(1).max(1000),
        timeZone: timeZoneField,
      })
      .strict(),
  ),
  /**
   * The active seller account's invoice-number pattern and the counter's next number (invoice-pattern.ts); refused
   * with a sentence when the pattern would not make invoice numbers the marketplace takes.
   */
  setInvoicePattern: call<{ pattern: string; next: number }>()(
    z
      .object({
        pattern: z.string().max(100),
        next: z.number().int().min(1).max(999_999_999),
        timeZone: timeZoneField,
      })
      .strict(),
  ),
  /** Packs the shipments (asynchronous at the marketplace: the job reads until they are packed). Cannot be undone. */
  startPack: call<ActionStart>()(
    z.object({ shipments: z.array(packShipmentSchema).min(1).max(1000) }).strict(),
  ),
  /** Marks packed shipments ready to dispatch, one call per location. Cannot be undone. */
  startReadyToDispatch: call<ActionStart>()(z.object({ shipmentIds: z.array(id).min(1).max(1000) }).strict()),
  /**
   * Cancels shipments not packed yet, each with a reason: the whole shipment, or only the order items named (sent
   * as their cancellation groups; the rest is still to pack).
   */
  startCancelShipments: call<ActionStart>()(
    z
      .object({
        shipments: z
          .array(
            z
              .object({
                shipmentId: id,
                reason: z.string().trim().min(1).max(200),
                orderItemIds: z.array(id).min(1).max(100).optional(),
              })
              .strict(),
          )
          .min(1)
          .max(1000),
      })
      .strict(),
  ),
  /** Labels and invoices of packed shipments as one PDF (kept in the data folder, so it prints offline). */
  getLabels: call<PdfFile>()(z.object({ shipmentIds: z.array(id).min(1).max(100) }).strict()),
  /** The day's manifest of each courier with shipments ready to dispatch. */
  getManifests: call<PdfFile[]>()(z.object({ locationId: id.optional(), timeZone: timeZoneField }).strict()),
  /**
   * The desktop app's own print of the labels (`AppInfo.canPrintInApp`): the system's print dialog, or a copy where
   * the save dialog says. Elsewhere the screen downloads `getLabels` instead.
   */
  printLabels: call<PrintOutcome>()(
    z.object({ shipmentIds: z.array(id).min(1).max(100), to: printTarget }).strict(),
  ),
  /** The desktop app's own print of each courier's manifest, one after the other. */
  printManifests: call<PrintOutcome[]>()(
    z.object({ locationId: id.optional(), to: printTarget, timeZone: timeZoneField }).strict(),
  ),
  /**
   * Self-ship shipments (the seller's own courier) handed to it: the courier, its tracking id, the delivery the buyer
   * is told to expect, and the invoice number when Stockroom did not pack it. Cannot be undone.
   */
  startSelfShipDispatch: call<ActionStart>()(
    z
      .object({
        shipments: z
          .array(
            z
              .object({
                shipmentId: id,
                deliveryPartner: courier,
                trackingId,
                tentativeDeliveryDate: day,
                invoiceNumber: z.string().trim().max(50).optional(),
              })
              .strict(),
          )
          .min(1)
          .max(100),
        timeZone: timeZoneField,
      })
      .strict(),
  ),
  /** Self-ship shipments delivered on a day of the seller's (today or before). Cannot be undone. */
  startSelfShipDelivery: call<ActionStart>()(
    z.object({ shipmentIds: z.array(id).min(1).max(100), day, timeZone: timeZoneField }).strict(),
  ),
  /** A failed delivery attempt on self-ship shipments, on a day of the seller's (today or before). */
  startSelfShipAttempt: call<ActionStart>()(
    z.object({ shipmentIds: z.array(id).min(1).max(100), day, timeZone: timeZoneField }).strict(),
  ),
  /** A self-ship shipment on its way gets a new tracking id (and courier, and expected delivery). */
  startTrackingUpdate: call<ActionStart>()(
    z
      .object({
        shipmentId: id,
        trackingId,
        deliveryPartner: courier,
        tentativeDeliveryDate: day,
        timeZone: timeZoneField,
      })
      .strict(),
  ),
  /** An action's result, shipment by shipment, in words. */
  getFulfilmentAction: call<ActionDetail>()(z.object({ actionId: id }).strict()),
};

/** The fulfilment slice's events. */
export const fulfilmentEvents = {
  /**
   * An action left in flight is being read back (its account became usable again): the screen shows its job
   * ("3 shipments: checking what the marketplace did") and then its result, as for one it started.
   */
  fulfilmentResumed: event<ActionStart & { kind: FulfilmentActionKind; profileId: string }>(),
};
