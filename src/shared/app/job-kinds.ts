/**
 * Every kind of long job, in the contract both sides compile against: the backend starts jobs of these kinds and
 * the screens look for their progress by them, so a misspelt kind breaks the build instead of hiding a progress bar.
 */
export type JobKind =
  | 'shipmentSync'
  | 'listingsUpload'
  | 'listingsLoadFromOrders'
  | 'listingsPreview'
  /** A price and stock change of My listings (the two small writes), or its undo. */
  | 'listingsChange'
  /** My listings read from the marketplace (the v3 read, 10 SKUs a call). */
  | 'myListingsRead'
  /** Pack, ready to dispatch and cancel at the marketplace (fulfilment slice). */
  | 'fulfilmentPack'
  | 'fulfilmentDispatch'
  | 'fulfilmentCancel'
  /** Self-ship shipments: dispatched, delivered, a failed delivery attempt, a new tracking id. */
  | 'selfShipDispatch'
  | 'selfShipDeliver'
  | 'selfShipAttempt'
  | 'trackingUpdate'
  /** The returns sync of a seller account (returns slice). */
  | 'returnSync'
  /** The sandbox's test orders, and an order item move there (sandbox slice). */
  | 'sandboxTestOrders'
  | 'sandboxMove'
  /** A self-ship return action: approve, reject, pickup, pickup attempt, complete or cancel (returns slice). */
  | 'returnAction'
  /** One per affiliate category: `feedSync:<category>`. */
  | `feedSync:${string}`;

/** The kind of a category's feed sync. */
export const feedSyncJob = (category: string): JobKind => `feedSync:${category}`;
