/**
 * Compare and set, the one rule of every change Stockroom makes to a listing (price and stock changes, uploads that
 * update a listing, undo): a change applies only from the value it was made against. Just before each send, and on
 * every read-back, each value the call would send decides: all new (done), each old or new (send), any third value
 * (stopped: never overwritten; the seller is told what was found).
 */

/** One value a call would send: what it was made against, what it sets, what the marketplace holds now. */
export interface Compared {
  before: unknown;
  after: unknown;
  now: unknown;
}

export type Decision<F extends Compared> =
  | { is: 'done' }
  | { is: 'send' }
  /** The values that hold a third value. */
  | { is: 'stopped'; third: F[] };

export function compareAndSet<F extends Compared>(fields: readonly F[]): Decision<F> {
  if (fields.every((f) => f.now === f.after)) return { is: 'done' };
  // Each value old or already new (a change half taken): sending sets exactly what the change meant.
  const third = fields.filter((f) => f.now !== f.after && f.now !== f.before);
  return third.length === 0 ? { is: 'send' } : { is: 'stopped', third };
}
