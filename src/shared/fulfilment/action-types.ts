/**
 * The actions Stockroom takes at the marketplace on shipments, each a job with a journal: pack, ready to dispatch and
 * cancel; and on self-ship shipments (the seller's own courier) dispatched, delivered, a failed delivery attempt and
 * a new tracking id.
 */
export const FULFILMENT_ACTION_KINDS = [
  'pack',
  'dispatch',
  'cancel',
  'selfShipDispatch',
  'selfShipDeliver',
  'selfShipAttempt',
  'trackingUpdate',
] as const;
export type FulfilmentActionKind = (typeof FULFILMENT_ACTION_KINDS)[number];

export type ActionState = 'running' | 'done' | 'failed' | 'cancelled';

/**
 * One shipment's result: `done` (the marketplace did it, now or before), `packing` (pack accepted, the marketplace
 * still packing), `refused` (it said no, and why), or null while unanswered.
 */
export type ItemOutcome = 'done' | 'packing' | 'refused';

export interface ActionItemResult {
  shipmentId: string;
  outcome: ItemOutcome | null;
  errorCode: string | null;
  /** A sentence a seller reads: what happened to this shipment. */
  message: string | null;
}

export interface ActionSummary<K extends string = FulfilmentActionKind> {
  id: string;
  kind: K;
  state: ActionState;
  message: string | null;
  total: number;
  done: number;
  refused: number;
}
