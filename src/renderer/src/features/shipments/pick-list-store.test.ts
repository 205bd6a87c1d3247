import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../shared/errors.ts';
import type { PickList } from '../../../../shared/shipments/pick-list.ts';
import { fakeApi } from '../../testing/fake-api.test-support.ts';
import { createPickListStore } from './pick-list-store.ts';

const list: PickList = {
  at: Date.UTC(2026, 10, 24, 20, 0),
  timeZone: 'Asia/Kolkata',
  source: 'To pack',
  lines: [],
  slips: [],
};

describe('the pick list store', () => {
  it('saves the list as a PDF through the desktop app, naming it by what it holds and its day', async () => {
    const fake = fakeApi({
      getPickList: () => list,
      printDocument: ({ to, fileName }) =>
        to === 'pdf' ? { outcome: 'saved', path: `/home/seller/${fileName}` } : { outcome: 'printed' },
    });
    const store = createPickListStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await store.getState().open({ filter: { view: 'toPack' }, sort: [] });

    await store.getState().print('pdf');
    // 20:00 UTC is already the 25th in India.
    expect(fake.calls.at(-1)).toEqual({
      name: 'printDocument',
      input: { to: 'pdf', fileName: 'Pick list To pack 2026-11-25.pdf' },
    });
    expect(store.getState().printed).toBe('Saved to /home/seller/Pick list To pack 2026-11-25.pdf.');
    await store.getState().print('printer');
    expect(store.getState().printed).toBe('Sent to the printer.');
  });

  it('says nothing when the person cancelled, and the sentence when the print failed', async () => {
    let answer: () => never | { outcome: 'cancelled' } = () => ({ outcome: 'cancelled' });
    const fake = fakeApi({ getPickList: () => list, printDocument: () => answer() });
    const store = createPickListStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await store.getState().open({ shipmentIds: ['S1'] });
    await store.getState().print('printer');
    expect(store.getState().printed).toBeNull();

    answer = () => {
      throw new AppError(
        'INTERNAL',
        'The print did not go through (no paper). Check the printer and try again.',
      );
    };
    await store.getState().print('printer');
    expect(store.getState().printed).toBe(
      'The print did not go through (no paper). Check the printer and try again.',
    );
  });
});
