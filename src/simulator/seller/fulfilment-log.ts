import type { PackDetails } from './fulfilment-rules.ts';
import { LabelSheets } from './label-sheets.ts';
import type { ShipmentStore } from './shipment-store.ts';

export const FULFILMENT_ACTIONS = [
  'pack',
  'dispatch',
  'cancel',
  'selfShipDispatch',
  'selfShipDeliver',
  'selfShipAttempt',
  'trackingUpdate',
] as const;
export type FulfilmentAction = (typeof FULFILMENT_ACTIONS)[number];

/** A refusal set through the admin interface: the next matching actions on the shipment fail with this. */
export interface Refusal {
  action: FulfilmentAction;
  errorCode: string;
  errorMessage: string;
}

/**
 * What the fulfilment calls remember beside the shipments themselves: how often each shipment was received per
 * action (the kill tests' count), when a shipment was marked ready (the manifest's pickup day), and refusals
 * planted by tests. Kept per store, so a reset of the world starts it afresh.
 */
export class FulfilmentLog {
  readonly received = Object.fromEntries(FULFILMENT_ACTIONS.map((a) => [a, new Map()])) as Record<
    FulfilmentAction,
    Map<string, number>
  >;
  /** What each self-ship shipment was handed to the seller's courier with, and its failed delivery attempts. */
  readonly selfShipped = new Map<string, { deliveryPartner: string; trackingId: string; attempts: number }>();
  readonly readyAt = new Map<string, number>();
  /** What each shipment was packed with: its label and invoice print it. */
  readonly packed = new Map<string, PackDetails>();
  /** Their label and invoice pages, drawn while they are packed. */
  readonly sheets = new LabelSheets();
  readonly refusals = new Map<string, Refusal>();
  /** SKUs whose listing requires a serial number per unit when packing; set through the admin interface. */
  readonly serialSkus = new Set<string>();
  /**
   * Status words planted by tests: the action is taken (or refused) as usual, but the answer's entry for the
   * shipment says this word instead (`null`: no status at all), as an answer Stockroom does not know.
   */
  readonly answerWords = new Map<string, { action: FulfilmentAction; status: string | null }>();
  /** Shipments the by-ids read leaves out (as a lagging read would), with how many more reads naming them do. */
  readonly leftOut = new Map<string, number>();

  /**
   * The answer's entry for a shipment, with its planted word if any, under `key` (`status` in the captured pack
   * answer, `processingStatus` in the self-ship answers).
   */
  worded(
    action: FulfilmentAction,
    result: { shipmentId: string; status: string },
    key: 'status' | 'processingStatus' = 'status',
  ): Record<string, unknown> {
    const planted = this.answerWords.get(result.shipmentId);
    const { status, ...rest } = result;
    if (planted?.action !== action)
      return { ...rest, [key]: key === 'status' ? status : status.toUpperCase() };
    return planted.status === null ? rest : { ...rest, [key]: planted.status };
  }

  /** Whether this read leaves the shipment out; counts the read. */
  leavesOut(shipmentId: string): boolean {
    const left = this.leftOut.get(shipmentId) ?? 0;
    if (left <= 0) return false;
    this.leftOut.set(shipmentId, left - 1);
    return true;
  }

  receive(action: FulfilmentAction, shipmentId: string): void {
    const counts = this.received[action];
    counts.set(shipmentId, (counts.get(shipmentId) ?? 0) + 1);
  }

  refusal(action: FulfilmentAction, shipmentId: string): Refusal | undefined {
    const r = this.refusals.get(shipmentId);
    return r?.action === action ? r : undefined;
  }

  describe(): Record<FulfilmentAction, Record<string, number>> {
    return Object.fromEntries(
      FULFILMENT_ACTIONS.map((a) => [a, Object.fromEntries(this.received[a])]),
    ) as Record<FulfilmentAction, Record<string, number>>;
  }
}

const logs = new WeakMap<ShipmentStore, FulfilmentLog>();

export function fulfilmentLogOf(store: ShipmentStore): FulfilmentLog {
  let log = logs.get(store);
  if (log === undefined) logs.set(store, (log = new FulfilmentLog()));
  return log;
}
