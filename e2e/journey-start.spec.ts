import type { JobProgress } from '../src/shared/app/payloads.ts';
import type { ShipmentCounts } from '../src/shared/shipments/types.ts';
import { callApi, expect, test } from './fixtures.ts';

// The two starts a journey's Stockroom can have (`demo` in fixtures.ts), read through the app's own calls.

const shipmentSyncs = (page: Parameters<typeof callApi>[0]) =>
  callApi<JobProgress[]>(page, 'listJobs', { kind: 'shipmentSync' });

test('a journey starts on a Demo that has synced once: its shipments are cached before this launch syncs', async ({
  page,
  app,
}) => {
  expect(app.dataDir).toBeTruthy();
  const { counts } = await callApi<{ counts: ShipmentCounts }>(page, 'getShipmentCounts', {
    filter: { view: 'all' },
  });
  expect(counts.all).toBeGreaterThanOrEqual(2000);
  // The warm-up's full sync is in this folder's history; this launch's own are short ones (a spare host that waited
  // for its journey syncs once more as it is taken: spare-host.ts).
  await expect
    .poll(async () => (await shipmentSyncs(page)).filter((j) => j.state === 'done').length, {
      timeout: 60_000,
    })
    .toBeGreaterThanOrEqual(2);
  const messages = (await shipmentSyncs(page)).map((j) => j.message);
  expect(messages.filter((m) => m.startsWith('Full sync done'))).toHaveLength(1);
  expect(
    messages.filter((m) => !m.startsWith('Full sync done')).every((m) => m.startsWith('Sync done')),
  ).toBe(true);
  expect(messages.length).toBeLessThanOrEqual(3);
});

test.describe('on a first launch', () => {
  test.use({ demo: 'new' });

  test('a first-launch journey starts on an empty folder: the Demo’s one sync is a full one', async ({
    page,
    app,
  }) => {
    expect(app.dataDir).toBeTruthy();
    await expect
      .poll(async () => (await shipmentSyncs(page)).filter((j) => j.state === 'done').length, {
        timeout: 60_000,
      })
      .toBe(1);
    const [sync] = await shipmentSyncs(page);
    expect(sync?.message).toMatch(/^Full sync done: 2,000 shipments stored\.$/);
  });
});
