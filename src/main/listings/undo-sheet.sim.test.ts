import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cell } from '../../shared/listings/columns.ts';
import { fingerprintOfCells } from '../../shared/listings/fingerprint.ts';
import { fastHttp, selfAccessSeller, startSim, type Sim } from '../marketplace/testing/sim.test-support.ts';
import { ListingReads } from './listing-reads.ts';
import { exampleRows, listingsParts, openListingsDb, tempDir } from './testing/listings-db.test-support.ts';
import { UploadService } from './upload-service.ts';

/**
 * The bug of issue 32: after "Undo this upload" the marketplace was back at ₹349 while the sheet kept ₹329, marked
 * "Changed since upload (last: SUCCESS)", and exported it as SUCCESS. After an undo the sheet equals the marketplace.
 */
let sim: Sim;
let tmp: ReturnType<typeof tempDir>;
beforeAll(async () => {
  sim = await startSim({ shipments: 10, products: 10 });
});
afterAll(() => sim.close());
beforeEach(() => {
  tmp = tempDir();
});
afterEach(() => tmp.remove());

describe('after an undo', () => {
  it('the sheet shows what the marketplace has, and the row is not "changed since upload"', async () => {
    const db = openListingsDb(tmp.dir);
    const parts = listingsParts(db);
    const { seller } = selfAccessSeller(sim, fastHttp());
    const uploads = new UploadService({
      ...parts,
      reads: new ListingReads(db),
      seller: async () => seller,
      runner: { baseDelayMs: 1, maxDelayMs: 5 },
    });
    const ended = (id: string) =>
      vi.waitFor(() => expect(uploads.isRunning(id)).toBe(false), { timeout: 10_000, interval: 5 });
    const rows = exampleRows(2, 'US', () => ({ selling_price: '349' }));
    parts.drafts.replace('demo', rows);
    await ended(uploads.start('demo').uploadId);
    // The seller lowers one price to ₹329 and uploads; then changes their mind.
    parts.drafts.save('demo', {
      upsert: [{ ...rows[0]!, cells: { ...rows[0]!.cells, selling_price: '329' } }],
    });
    const second = uploads.start('demo');
    await ended(second.uploadId);
    const undo = uploads.undo(second.uploadId);
    await ended(undo.uploadId);
    expect(parts.journal.get(undo.uploadId)).toMatchObject({ state: 'done', failed: 0 });

    const [read] = await seller.getListingsBySku(['US-0001']);
    expect(read?.state === 'available' && read.listing.price.sellingPrice).toBe(349);
    const row = parts.drafts.rows('demo').find((r) => r.id === rows[0]!.id)!;
    expect(cell(row.cells, 'selling_price')).toBe('349');
    // What the screen compares to mark a row "changed since upload": the row's request and the one last sent.
    const last = parts.journal.latestResults('demo').get('US-0001');
    expect(last).toMatchObject({ status: 'SUCCESS', failed: false });
    expect(last?.sent).toBe(fingerprintOfCells(row.cells));
    // The other row's cells (labels, packages…) are as they were.
    expect(parts.drafts.rows('demo').find((r) => r.id === rows[1]!.id)?.cells).toEqual(rows[1]!.cells);
    db.close();
  });
});
