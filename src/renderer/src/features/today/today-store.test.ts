import { describe, expect, it } from 'vitest';
import type { ListingsDay } from '../../../../shared/my-listings/listings-day.ts';
import type { TodayFigures } from '../../../../shared/shipments/today.ts';
import { fakeApi, settle } from '../../testing/fake-api.test-support.ts';
import { createTodayStore, TODAY_TICK_MS, type Every } from './today-store.ts';

/** Answers whose content this test does not read: only which answer is shown. */
const figures = (n: number) => ({ n }) as unknown as TodayFigures;
const listings = { read: 0 } as unknown as ListingsDay;

/** A store on a fake backend whose every Today answer is the next `figures(n)`; its clock ticks by `tick()`. */
function started() {
  let answered = 0;
  const fake = fakeApi({
    getToday: () => figures(++answered),
    getListingsDay: () => listings,
  });
  const ticking: { tick: () => void; ms: number }[] = [];
  const every: Every = (tick, ms) => {
    const entry = { tick, ms };
    ticking.push(entry);
    return () => ticking.splice(ticking.indexOf(entry), 1);
  };
  const store = createTodayStore(() => 'Asia/Kolkata', every);
  const tick = () => ticking.forEach((t) => t.tick());
  return { fake, store, ticking, tick, stopInit: store.getState().init(fake.api) };
}

describe('the Today store', () => {
  it('reads the figures again on events only while the screen is on view, and as it is shown', async () => {
    const { fake, store, stopInit } = started();

    // Shown: read, then read again on each event that moves the figures.
    const hide = store.getState().watch();
    await store.getState().load();
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    fake.emit('buyBoxChanged', { profileId: 'demo' });
    await settle();
    expect(fake.count('getToday')).toBe(3);
    expect(fake.count('getListingsDay')).toBe(3);
    expect(store.getState().figures).toEqual(figures(3));

    // Another screen on view: a sync's events or the Demo's new orders ask nothing for Today.
    hide();
    hide(); // said twice (React's strict mode runs an effect's cleanup again): counted once
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    fake.emit('listingChangeChanged', { profileId: 'demo' } as never);
    fake.reconnect();
    await settle();
    expect(fake.count('getToday')).toBe(3);
    expect(fake.count('getListingsDay')).toBe(3);

    // Shown again: the screen reads at once, and events count again.
    const hideAgain = store.getState().watch();
    await store.getState().load();
    fake.emit('profilesChanged', {} as never);
    await settle();
    expect(fake.count('getToday')).toBe(5);
    expect(store.getState().figures).toEqual(figures(5));
    hideAgain();
    stopInit();
  });

  it('says its figures predate a change made while another screen was on view, until they are read again', async () => {
    const { fake, store, stopInit } = started();
    expect(store.getState().current).toBe(false);

    const hide = store.getState().watch();
    await store.getState().load();
    expect(store.getState().current).toBe(true);
    // On view, a change is read at once: what is shown stays current.
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    await settle();
    expect(store.getState()).toMatchObject({ current: true, figures: figures(2) });

    // Off view, a change is only noted: the figures kept are older than it.
    hide();
    fake.emit('shipmentsChanged', { profileId: 'demo' });
    await settle();
    expect(store.getState()).toMatchObject({ current: false, figures: figures(2) });

    // Shown again: current once the read asked on showing has answered.
    const hideAgain = store.getState().watch();
    await store.getState().load();
    expect(store.getState()).toMatchObject({ current: true, figures: figures(3) });
    hideAgain();
    stopInit();
  });

  it('reads the figures again every minute while on view, as deadlines pass with no change heard', async () => {
    const { fake, store, ticking, tick, stopInit } = started();
    const hide = store.getState().watch();
    const hideTwin = store.getState().watch(); // a second view of the screen: still one clock
    await store.getState().load();
    expect(ticking.map((t) => t.ms)).toEqual([TODAY_TICK_MS]);
    tick();
    await settle();
    expect(fake.count('getToday')).toBe(2);
    expect(store.getState().figures).toEqual(figures(2));

    // Off view: the clock stops, and nothing is read for a screen nobody sees.
    hide();
    expect(ticking).toHaveLength(1);
    hideTwin();
    expect(ticking).toHaveLength(0);
    tick();
    await settle();
    expect(fake.count('getToday')).toBe(2);
    stopInit();
  });
});
