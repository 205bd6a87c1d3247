import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../shared/errors.ts';
import type { PackingSlip, PickList } from '../../../../shared/shipments/pick-list.ts';
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

  /** A list of `n` shipments: long enough past 500 to be printed in parts. */
  function longList(n: number): PickList {
    const slip = (i: number): PackingSlip => ({
      shipmentId: `S${i}`,
      orderIds: [`OD${i}`],
      dispatchBy: null,
      dispatchByMs: null,
      packagingPolicy: null,
      locationId: null,
      items: [],
      packageIds: [],
      forms: [],
    });
    return { ...list, slips: Array.from({ length: n }, (_, i) => slip(i + 1)) };
  }

  it('prints a long list in parts through the desktop app, showing each part first, and says so', async () => {
    const printedParts: { index: number; shown: number; progress: string | null }[] = [];
    let showing = { part: -1, progress: null as string | null };
    const fake = fakeApi({
      getPickList: () => longList(1_001),
      printDocumentPart: ({ index }) => {
        printedParts.push({ index, shown: showing.part, progress: showing.progress });
      },
      finishDocumentParts: ({ fileName }) => ({ outcome: 'saved', path: `/home/seller/${fileName}` }),
      dropDocumentParts: () => undefined,
    });
    const store = createPickListStore(
      () => 'Asia/Kolkata',
      async () => {
        const { part, progress } = store.getState();
        showing = { part, progress };
      },
    );
    store.getState().init(fake.api);
    await store.getState().open({ filter: { view: 'toPack' }, sort: [] });
    store.getState().showPart(2);

    await store.getState().print('pdf');
    expect(printedParts).toEqual([
      { index: 0, shown: 0, progress: 'Printing the pick list…' },
      { index: 1, shown: 1, progress: 'Printing slips 1–500 of 1,001…' },
      { index: 2, shown: 2, progress: 'Printing slips 501–1,000 of 1,001…' },
      { index: 3, shown: 3, progress: 'Printing slip 1,001 of 1,001…' },
    ]);
    const documentId = (
      fake.calls.find((c) => c.name === 'printDocumentPart')?.input as { documentId: string }
    ).documentId;
    expect(fake.calls.at(-1)).toEqual({
      name: 'finishDocumentParts',
      input: { documentId, parts: 4, to: 'pdf', fileName: 'Pick list To pack 2026-11-25.pdf' },
    });
    expect(store.getState()).toMatchObject({
      printed: 'Saved to /home/seller/Pick list To pack 2026-11-25.pdf.',
      part: 2,
      progress: null,
    });
  });

  it('stops a print in parts on Cancel, drops the parts printed, and saves nothing', async () => {
    const fake = fakeApi({
      getPickList: () => longList(1_500),
      printDocumentPart: () => undefined,
      finishDocumentParts: () => ({ outcome: 'saved', path: '/home/seller/x.pdf' }),
      dropDocumentParts: () => undefined,
    });
    const store = createPickListStore(
      () => 'Asia/Kolkata',
      async () => {
        // The person presses Cancel while the second part is on screen.
        if (store.getState().part === 1) store.getState().cancelPrint();
      },
    );
    store.getState().init(fake.api);
    await store.getState().open({ shipmentIds: ['S1'] });
    await store.getState().print('pdf');
    expect(fake.calls.map((c) => c.name)).toEqual([
      'getPickList',
      'printDocumentPart',
      'printDocumentPart',
      'dropDocumentParts',
    ]);
    expect(store.getState()).toMatchObject({
      printed: 'Cancelled: nothing was saved.',
      part: 0,
      progress: null,
    });
  });

  it('pages a long list within its parts, and opens a list at its first part', async () => {
    const fake = fakeApi({ getPickList: () => longList(5_000) });
    const store = createPickListStore(() => 'Asia/Kolkata');
    store.getState().init(fake.api);
    await store.getState().open({ shipmentIds: ['S1'] });
    store.getState().showPart(10);
    expect(store.getState().part).toBe(10);
    store.getState().showPart(11);
    expect(store.getState().part).toBe(10);
    await store.getState().open({ shipmentIds: ['S1'] });
    expect(store.getState().part).toBe(0);
  });
});
