import { describe, expect, it } from 'vitest';
import { HOUR_MS, SimClock } from '../clock.ts';
import { resolveConfig } from '../config.ts';
import { createWorld } from '../context.ts';
import { buildPools } from '../support/pools.ts';
import { hasFailedForm, statusAt, type ItemStatus, type SimShipment } from './shipment-model.ts';

const BEFORE_DISPATCH: readonly ItemStatus[] = [
  'APPROVED',
  'PACKING_IN_PROGRESS',
  'PACKED',
  'READY_TO_DISPATCH',
];

/** The Demo's primary seller as the marketplace shows it at `now`: shares of what is still to dispatch. */
function day(world: ReturnType<typeof createWorld>, now: number) {
  const seller = world.sellers[0]!;
  const pre = world.shipments
    .visible(seller.id, now)
    .filter((s) => BEFORE_DISPATCH.includes(statusAt(s, now)));
  const share = (test: (s: SimShipment) => boolean) => pre.filter(test).length / pre.length;
  return {
    stillToDispatch: pre.length,
    late: share((s) => s.dispatchByDate < now),
    formFailed: share(hasFailedForm),
    held: share((s) => s.holdUntil > now),
  };
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe("the Demo's day", () => {
  // A fresh Demo as the app starts it (default options), its clock read every 3 hours for 10 days.
  const config = resolveConfig({});
  const clock = new SimClock();
  const world = createWorld(config, clock, buildPools(config.seed));
  const days = Array.from({ length: 81 }, (_, k) => day(world, clock.startedAt + k * 3 * HOUR_MS));

  it('opens like a shop: most on time, a few late, a rare failed form, a handful on hold', () => {
    const first = days[0]!;
    expect(first.stillToDispatch).toBeGreaterThanOrEqual(30);
    expect(first.late).toBeGreaterThan(0);
    expect(first.late).toBeLessThanOrEqual(0.1);
    expect(first.formFailed).toBeGreaterThan(0);
    expect(first.formFailed).toBeLessThanOrEqual(0.1);
    expect(first.held).toBeGreaterThan(0);
    expect(first.held).toBeLessThanOrEqual(0.12);
  });

  it('stays so as its clock moves: orders arrive and leave, old failures do not pile up', () => {
    for (const [k, d] of days.entries()) {
      const at = `${k * 3} h in`;
      expect(d.stillToDispatch, at).toBeGreaterThanOrEqual(30);
      expect(d.late, at).toBeLessThanOrEqual(0.15);
      expect(d.formFailed, at).toBeLessThanOrEqual(0.12);
      expect(d.held, at).toBeLessThanOrEqual(0.15);
    }
    expect(mean(days.map((d) => d.late))).toBeGreaterThan(0.01);
    expect(mean(days.map((d) => d.late))).toBeLessThan(0.08);
    expect(mean(days.map((d) => d.formFailed))).toBeGreaterThan(0.005);
    expect(mean(days.map((d) => d.formFailed))).toBeLessThan(0.05);
    expect(mean(days.map((d) => d.held))).toBeGreaterThan(0.01);
    expect(mean(days.map((d) => d.held))).toBeLessThan(0.1);
  });

  it('is the same day from the same seed, relative to its clock', () => {
    const again = createWorld(config, clock, buildPools(config.seed));
    const at = clock.startedAt + 7 * HOUR_MS;
    const seen = (w: ReturnType<typeof createWorld>) =>
      w.shipments
        .visible(w.sellers[0]!.id, at)
        .map(
          (s) =>
            `${s.shipmentId} ${statusAt(s, at)} ${s.dispatchByDate - clock.startedAt} ${s.holdUntil > at}`,
        );
    expect(seen(again)).toEqual(seen(world));
  });
});
