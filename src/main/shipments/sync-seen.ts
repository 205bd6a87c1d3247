import type { Shipment, ShipmentFilter } from '../../shared/marketplace/seller-types.ts';
import type { PendingWindow } from './sync-checkpoints.ts';
import { fitsWindow, stillMatches } from './window-match.ts';

/**
 * Which windows of a sync saw each shipment, to find the walks that may have skipped one. Paging is by offset: when
 * a shipment already read by a window leaves its results (a new state, a hold ended), the window's later pages
 * shift by one and a shipment is never sent. So when a shipment turns up in a state that a window it was seen in no
 * longer matches, that window is suspect and is walked again.
 */
export class SeenInWindows {
  readonly #seen = new Map<string, number[]>();
  readonly #filters = new Map<number, ShipmentFilter>();
  readonly suspects = new Set<number>();

  constructor(windows: readonly PendingWindow[]) {
    for (const w of windows) this.#filters.set(w.position, w.filter);
  }

  /**
   * After a restart: what the windows already done read, worked out from the cache (each shipment as this sync
   * last stored it, in every done window whose search returns it so).
   */
  recall(done: readonly PendingWindow[], stored: readonly Shipment[]): void {
    for (const s of stored) {
      const positions = done.filter((w) => fitsWindow(w.filter, s)).map((w) => w.position);
      if (positions.length > 0) this.#seen.set(s.shipmentId, positions);
    }
  }

  /** A new round: its new windows, and the windows walked again forget what they saw before. */
  startRound(windows: readonly PendingWindow[]): void {
    for (const w of windows) this.#filters.set(w.position, w.filter);
    const again = new Set(windows.map((w) => w.position));
    if (again.size > 0)
      for (const [id, positions] of this.#seen) {
        const kept = positions.filter((p) => !again.has(p));
        if (kept.length === 0) this.#seen.delete(id);
        else if (kept.length !== positions.length) this.#seen.set(id, kept);
      }
    this.suspects.clear();
  }

  note(position: number, shipments: readonly Shipment[]): void {
    for (const s of shipments) {
      const positions = this.#seen.get(s.shipmentId);
      if (positions === undefined) {
        this.#seen.set(s.shipmentId, [position]);
        continue;
      }
      for (const p of positions) {
        const filter = this.#filters.get(p);
        if (p !== position && filter !== undefined && !stillMatches(filter, s)) this.suspects.add(p);
      }
      if (!positions.includes(position)) positions.push(position);
    }
  }
}
