import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { AppError } from '../../shared/errors.ts';
import { DRAFT_BLOCK_ROWS, saveDraftInBlocks, type DraftSaver } from '../../shared/listings/draft-blocks.ts';
import type { ListingsDraft, PositionedRow } from '../../shared/listings/payloads.ts';
import { createDispatcher, type Handlers } from '../ipc/dispatcher.ts';
import { listingsHandlers } from './handlers.ts';
import { ListingsService } from './listings-service.ts';
import { exampleRows, listingsParts, openListingsDb, tempDir } from './testing/listings-db.test-support.ts';
import { UploadService } from './upload-service.ts';

/** The listings calls through the one dispatcher (the contract's checks), on a data folder of its own. */
function openSlice(dir: string) {
  const db = openListingsDb(dir);
  const parts = listingsParts(db);
  const uploads = new UploadService({
    ...parts,
    seller: () => Promise.reject(new Error('no marketplace in this test')),
  });
  const listings = new ListingsService({ ...parts, uploads, activeId: () => 'demo' });
  const handlers = listingsHandlers({
    listings,
    uploads,
    preview: undefined as never,
    loadFromOrders: () => ({ jobId: 'unused' }),
  });
  const dispatch = createDispatcher(handlers as unknown as Handlers);
  const sent: { name: string; rows: number }[] = [];
  const call = async <T>(name: string, input: object): Promise<T> => {
    const rows = 'rows' in input ? input.rows : 'upsert' in input ? input.upsert : [];
    sent.push({ name, rows: Array.isArray(rows) ? rows.length : 0 });
    const envelope = await dispatch(name, input);
    if (!envelope.ok) throw new AppError(envelope.error.code, envelope.error.message, envelope.error.details);
    return envelope.value as T;
  };
  const api: DraftSaver = {
    replaceListingsDraft: (input) => call('replaceListingsDraft', input),
    beginListingsDraft: (input) => call('beginListingsDraft', input),
    addListingsDraftRows: (input) => call('addListingsDraftRows', input),
    finishListingsDraft: (input) => call('finishListingsDraft', input),
  };
  const draft = () => call<ListingsDraft>('loadListingsDraft', {});
  const storedRows = () => (db.prepare('SELECT COUNT(*) AS n FROM listing_drafts').get() as { n: number }).n;
  return { db, api, call, draft, sent, storedRows };
}

const n = (count: number) => count.toLocaleString('en');
const skus = (draft: ListingsDraft) => draft.rows.map((r) => r.cells.sku);

describe('a draft sheet saved in blocks', () => {
  let tmp: ReturnType<typeof tempDir>;
  let db: DatabaseSync | undefined;
  beforeEach(() => {
    tmp = tempDir();
  });
  afterEach(() => {
    db?.close();
    tmp.remove();
  });

  it('replaces the sheet once every block has arrived, and leaves no replaced row behind', async () => {
    const slice = openSlice(tmp.dir);
    db = slice.db;
    await slice.call('saveListingRows', { upsert: exampleRows(40, 'OLD') });
    const rows = exampleRows(2 * DRAFT_BLOCK_ROWS + 1, 'NEW');

    await saveDraftInBlocks(slice.api, rows);

    const draft = await slice.draft();
    expect(draft.rows).toHaveLength(rows.length);
    expect(skus(draft).slice(0, 2)).toEqual(['NEW-0001', 'NEW-0002']);
    expect(skus(draft).at(-1)).toBe(`NEW-${rows.length}`);
    expect(slice.sent.map((s) => `${s.name} ${s.rows}`)).toEqual([
      'saveListingRows 40',
      'beginListingsDraft 0',
      `addListingsDraftRows ${DRAFT_BLOCK_ROWS}`,
      `addListingsDraftRows ${DRAFT_BLOCK_ROWS}`,
      'addListingsDraftRows 1',
      'finishListingsDraft 0',
      'loadListingsDraft 0',
    ]);
    // The 40 rows it replaced were swept before the answer.
    expect(slice.storedRows()).toBe(rows.length);
    // Edits after it go to the sheet the person now sees.
    await slice.call('saveListingRows', {
      upsert: [{ ...rows[0]!, cells: { ...rows[0]!.cells, mrp: '1' } }],
    });
    expect((await slice.draft()).rows[0]?.cells.mrp).toBe('1');
  });

  it('keeps the previous sheet whole when a block is refused, naming the row in the whole sheet', async () => {
    const slice = openSlice(tmp.dir);
    db = slice.db;
    await saveDraftInBlocks(slice.api, exampleRows(3, 'KEEP'));
    const rows: PositionedRow[] = exampleRows(DRAFT_BLOCK_ROWS + 10, 'BAD');
    rows[DRAFT_BLOCK_ROWS + 4] = { ...rows[DRAFT_BLOCK_ROWS + 4]!, position: 'x' as unknown as number };

    const refused = await saveDraftInBlocks(slice.api, rows).catch((e: unknown) => e);

    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('VALIDATION');
    expect((refused as AppError).message).toMatch(
      new RegExp(`^Row ${n(DRAFT_BLOCK_ROWS + 5)} \\(position\\): `),
    );
    expect(skus(await slice.draft())).toEqual(['KEEP-0001', 'KEEP-0002', 'KEEP-0003']);
    // The next save clears away the first block that did arrive.
    await saveDraftInBlocks(slice.api, exampleRows(DRAFT_BLOCK_ROWS + 1, 'AGAIN'));
    expect((await slice.draft()).rows).toHaveLength(DRAFT_BLOCK_ROWS + 1);
    expect(slice.storedRows()).toBe(DRAFT_BLOCK_ROWS + 1);
  });

  it('names a row whose id an earlier block already gave, and keeps the previous sheet', async () => {
    const slice = openSlice(tmp.dir);
    db = slice.db;
    await saveDraftInBlocks(slice.api, exampleRows(2, 'KEEP'));
    const rows = exampleRows(DRAFT_BLOCK_ROWS + 2, 'DUP');
    rows[DRAFT_BLOCK_ROWS + 1] = { ...rows[DRAFT_BLOCK_ROWS + 1]!, id: rows[7]!.id };

    await expect(saveDraftInBlocks(slice.api, rows)).rejects.toThrow(
      `Row ${n(DRAFT_BLOCK_ROWS + 2)} has the id “${rows[7]!.id}”, already given to an earlier row.`,
    );
    expect(skus(await slice.draft())).toEqual(['KEEP-0001', 'KEEP-0002']);
  });

  it('after a crash part way, the reopened sheet is the previous one, and an unfinished save cannot finish', async () => {
    const first = openSlice(tmp.dir);
    await saveDraftInBlocks(first.api, exampleRows(5, 'KEEP'));
    const { draftId } = await first.api.beginListingsDraft({ rows: 2 * DRAFT_BLOCK_ROWS });
    await first.api.addListingsDraftRows({ draftId, first: 0, rows: exampleRows(DRAFT_BLOCK_ROWS, 'CUT') });
    await expect(first.api.finishListingsDraft({ draftId })).rejects.toThrow(
      `Only ${n(DRAFT_BLOCK_ROWS)} of the ${n(2 * DRAFT_BLOCK_ROWS)} rows arrived; the sheet was kept as it was. Save it again.`,
    );
    first.db.close();

    const reopened = openSlice(tmp.dir);
    db = reopened.db;
    expect(skus(await reopened.draft())).toEqual([
      'KEEP-0001',
      'KEEP-0002',
      'KEEP-0003',
      'KEEP-0004',
      'KEEP-0005',
    ]);
    // A new save leaves the cut one behind for good: its blocks are refused, its rows swept.
    await saveDraftInBlocks(reopened.api, exampleRows(4, 'NEXT'));
    await expect(
      reopened.api.addListingsDraftRows({ draftId, first: DRAFT_BLOCK_ROWS, rows: exampleRows(1, 'LATE') }),
    ).rejects.toThrow(
      'This save of the sheet was replaced by a newer one or has already ended. Save the sheet again.',
    );
    expect(skus(await reopened.draft())).toEqual(['NEXT-0001', 'NEXT-0002', 'NEXT-0003', 'NEXT-0004']);
    expect(reopened.storedRows()).toBe(4);
  });

  it('refuses a block out of order and a sheet larger than announced, by row', async () => {
    const slice = openSlice(tmp.dir);
    db = slice.db;
    const { draftId } = await slice.api.beginListingsDraft({ rows: 3 });
    await expect(
      slice.api.addListingsDraftRows({ draftId, first: 2, rows: exampleRows(1, 'X') }),
    ).rejects.toThrow('The block starting at row 3 came out of order: row 1 was expected next.');
    await expect(
      slice.api.addListingsDraftRows({ draftId, first: 0, rows: exampleRows(4, 'X') }),
    ).rejects.toThrow('Row 4 is one more than the 3 announced for this save.');
    expect((await slice.draft()).rows).toEqual([]);
  });
});
