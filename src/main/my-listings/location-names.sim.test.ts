import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JobProgress } from '../../shared/app/payloads.ts';
import type { GridBlock } from '../../shared/grid/block.ts';
import type { ChangePreview, MyListingRow } from '../../shared/my-listings/payloads.ts';
import { callValue, startTestBackend } from '../testing/test-backend.ts';

/** Issue 39: a location named in Shipments › Name locations read as LOCBBADD394CE14 in My listings' preview. */
describe("My listings' change preview", () => {
  let t: ReturnType<typeof startTestBackend>;
  const jobs: JobProgress[] = [];
  beforeEach(() => {
    t = startTestBackend();
    jobs.length = 0;
    t.backend.events.on('jobProgress', (p) => jobs.push(p));
  });
  afterEach(() => t.close());
  const call = <T>(name: string, input: unknown = {}): Promise<T> => callValue<T>(t.backend, name, input);
  const ended = (test: (j: JobProgress) => boolean) =>
    vi.waitFor(() => expect(jobs.find((j) => test(j) && j.state !== 'running')?.state).toBe('done'), {
      timeout: 20_000,
      interval: 20,
    });

  it("names each location by the seller's name, the id kept out of the sentence", async () => {
    await ended((j) => j.kind === 'shipmentSync');
    const { jobId } = await call<{ jobId: string }>('readMyListings', { pasted: [] });
    await ended((j) => j.jobId === jobId);
    const rows = await call<GridBlock<MyListingRow>>('myListingsBlock', {
      startRow: 0,
      endRow: 100,
      sort: [],
      filter: {},
    });
    const row = rows.rows.find((r) => r.state === 'available' && r.locations.length > 0)!;
    const id = row.locations[0]!.id;
    await call('nameLocation', { locationId: id, name: 'Pune warehouse' });

    const preview = await call<ChangePreview>('previewListingChanges', {
      intent: { kind: 'stock', skus: [row.sku], inventory: 7, locationId: id },
    });
    expect(preview.rows[0]?.to).toMatch(/^7 at Pune warehouse\b/);
    expect(preview.rows[0]?.from).toContain('at Pune warehouse');
    expect(`${preview.rows[0]?.from} ${preview.rows[0]?.to}`).not.toContain(id);
  }, 60_000);
});
