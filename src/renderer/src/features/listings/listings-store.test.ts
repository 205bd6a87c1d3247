import { describe, expect, it, vi } from 'vitest';
import type { Cells } from '../../../../shared/listings/columns.ts';
import { importCsv } from '../../../../shared/listings/csv.ts';
import { importXlsx } from './xlsx-import.ts';
import { importSentence } from './import-merge.ts';
import { EXAMPLE_ROW } from '../../../../shared/listings/example.ts';
import type { ListingsDraft } from '../../../../shared/listings/payloads.ts';
import { checkSheet } from '../../../../shared/listings/rules.ts';
import { AppError } from '../../../../shared/errors.ts';
import { fakeApi, settle } from '../../testing/fake-api.test-support.ts';
import { fingerprintOfCells } from '../../../../shared/listings/fingerprint.ts';
import { setCell, type SheetRow } from './sheet-model.ts';
import { createListingsStore, type SheetChecker } from './listings-store.ts';
import type { Checked } from './validation-protocol.ts';
import { useLanguage } from '../../i18n/index.ts';

/** The worker's rules, run in-process: the same shared import and checks the validation worker runs. */
function inProcessChecker(onChecked: (result: Checked) => void): SheetChecker {
  const rows = new Map<string, Cells>();
  let seq = 0;
  const check = () => {
    const issues = checkSheet([...rows].map(([id, cells]) => ({ id, cells })));
    const all = [...issues.values()].flat();
    const errorRows = [...issues.values()].filter((list) => list.some((i) => i.severity === 'error'));
    onChecked({
      kind: 'checked',
      seq: ++seq,
      issues: [...issues],
      errors: all.filter((i) => i.severity === 'error').length,
      warnings: all.filter((i) => i.severity !== 'error').length,
      rowsWithErrors: errorRows.length,
      ms: 0,
    });
  };
  return {
    cancelImport: () => undefined,
    reset: (list) => {
      rows.clear();
      for (const r of list) rows.set(r.id, r.cells);
      check();
    },
    change: (upsert, remove) => {
      for (const id of remove) rows.delete(id);
      for (const r of upsert) rows.set(r.id, r.cells);
      check();
    },
    import: async (content, ids) => {
      const parsed =
        content instanceof ArrayBuffer
          ? await importXlsx(content)
          : content.format === 'csv'
            ? importCsv(new Uint8Array(await content.file.arrayBuffer()))
            : await importXlsx(await content.file.arrayBuffer());
      const imported = parsed.rows.map((cells, i) => ({ id: `${ids}-${i}`, position: i + 1, cells }));
      rows.clear();
      for (const r of imported) rows.set(r.id, r.cells);
      check();
      return { kind: 'imported', seq: 0, rows: imported, problems: parsed.problems };
    },
  };
}

const emptyDraft: ListingsDraft = { profileId: 'demo', rows: [], results: [], knownSkus: [], uploads: [] };
const header = Object.keys(EXAMPLE_ROW);
const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
const line = (cells: Cells) => header.map((h) => quoted(cells[h] ?? '')).join(',');
/** A CSV file as the screen's file input gives it. */
const csvFile = (text: string) => ({ format: 'csv' as const, file: new Blob([text]) });

/** A store over a saved sheet of one example row per SKU (row ids `r` + SKU). */
async function sheetOf(skus: string[]) {
  const fake = fakeApi({
    loadListingsDraft: () => ({
      ...emptyDraft,
      rows: skus.map((sku, i) => ({ id: `r${sku}`, position: i + 1, cells: { ...EXAMPLE_ROW, sku } })),
    }),
    replaceListingsDraft: () => undefined,
    saveListingRows: () => undefined,
  });
  const store = createListingsStore(inProcessChecker);
  store.getState().init(fake.api);
  await store.getState().load();
  return { fake, store };
}

describe('the listings store', () => {
  it('keeps its undo history when the screen is shown again over the same rows, not over changed ones', async () => {
    let saved: SheetRow[] = [{ id: 'rA', position: 1, cells: { ...EXAMPLE_ROW, sku: 'A' } }];
    const fake = fakeApi({
      // As the backend answers: fresh objects of what was saved.
      loadListingsDraft: () => ({ ...emptyDraft, rows: structuredClone(saved) }),
      saveListingRows: () => undefined,
    });
    const store = createListingsStore(inProcessChecker);
    store.getState().init(fake.api);
    await store.getState().load();
    store.getState().edit((rows) => setCell(rows, 0, 'selling_price', '599'));
    saved = store.getState().rows;
    expect(store.getState().canUndo).toBe(true);
    // Another screen, then the sheet again: the same rows come back, and Undo still undoes the edit.
    await store.getState().load();
    expect(store.getState().canUndo).toBe(true);
    store.getState().undo();
    expect(store.getState().rows[0]?.cells.selling_price).toBe(EXAMPLE_ROW.selling_price);
    // Rows changed elsewhere (Load from my orders, another window): the history of the old ones goes.
    store.getState().redo();
    saved = [{ id: 'rB', position: 1, cells: { ...EXAMPLE_ROW, sku: 'B' } }];
    await store.getState().load();
    expect(store.getState().rows.map((r) => r.cells.sku)).toEqual(['B']);
    expect(store.getState().canUndo).toBe(false);
  });

  it("checks the sheet again when the window's language changes, so its sentences read in it", async () => {
    const checked: string[][] = [];
    const store = createListingsStore((onChecked) => {
      const inner = inProcessChecker(onChecked);
      return {
        ...inner,
        reset: (rows) => {
          checked.push(rows.map((r) => r.cells.sku ?? ''));
          inner.reset(rows);
        },
      };
    });
    const fake = fakeApi({
      loadListingsDraft: () => ({
        ...emptyDraft,
        rows: ['A', 'B'].map((sku, i) => ({
          id: `r${sku}`,
          position: i + 1,
          cells: { ...EXAMPLE_ROW, sku },
        })),
      }),
    });
    const stop = store.getState().init(fake.api);
    try {
      await store.getState().load();
      expect(checked).toEqual([['A', 'B']]);
      useLanguage.setState({ language: 'hi' });
      expect(checked).toEqual([
        ['A', 'B'],
        ['A', 'B'],
      ]);
    } finally {
      useLanguage.setState({ language: 'en' });
      stop();
    }
  });

  it('refuses a file with no SKU column with a sentence, and keeps the sheet as it was', async () => {
    const { store } = await sheetOf(['A', 'B']);
    await store.getState().importFile('prices.csv', csvFile('mrp,selling_price\n999,899\n'));
    expect(store.getState().error).toBe(
      'prices.csv was not imported: The file has no "sku" column, so nothing was imported: its first line must name the columns, as the template’s does.',
    );
    expect(store.getState().pendingImport).toBeNull();
    expect(store.getState().rows.map((r) => r.cells.sku)).toEqual(['A', 'B']);
  });

  it('says "not saved" when a save fails, stores the whole sheet at the next save, and keeps the rows meanwhile', async () => {
    // As the backend has it: what the saves stored, and whether the next one is refused.
    let stored: SheetRow[] = [{ id: 'rA', position: 1, cells: { ...EXAMPLE_ROW, sku: 'A' } }];
    let refuse = false;
    const refused = () => new AppError('REQUEST_TOO_LARGE', 'The request is larger than Stockroom accepts.');
    let profileId = 'demo';
    const fake = fakeApi({
      loadListingsDraft: () => ({ ...emptyDraft, profileId, rows: structuredClone(stored) }),
      saveListingRows: (input) => {
        if (refuse) throw refused();
        const { upsert, remove } = input as { upsert: SheetRow[]; remove: string[] };
        stored = [
          ...stored.filter((r) => !remove.includes(r.id) && !upsert.some((u) => u.id === r.id)),
          ...upsert,
        ];
      },
      replaceListingsDraft: (input) => {
        if (refuse) throw refused();
        stored = structuredClone((input as { rows: SheetRow[] }).rows);
      },
    });
    const store = createListingsStore(inProcessChecker);
    store.getState().init(fake.api);
    await store.getState().load();

    refuse = true;
    store.getState().edit((rows) => setCell(rows, 0, 'selling_price', '599'));
    await settle();
    await vi.waitFor(() => expect(store.getState().saving).toBe(false));
    expect(store.getState()).toMatchObject({
      unsaved: true,
      error: 'Your last change was not saved: The request is larger than Stockroom accepts.',
    });
    // Another screen and back: the rows on screen are newer than the draft, and stay.
    await store.getState().load();
    expect(store.getState().rows[0]?.cells.selling_price).toBe('599');

    // The next edit stores the whole sheet, the failed change with it.
    refuse = false;
    store.getState().edit((rows) => setCell(rows, 0, 'mrp', '1999'));
    await vi.waitFor(() => expect(store.getState().unsaved).toBe(false));
    expect(stored.map((r) => [r.cells.selling_price, r.cells.mrp])).toEqual([['599', '1999']]);

    // "Save again" does it at once.
    refuse = true;
    store.getState().edit((rows) => setCell(rows, 0, 'selling_price', '549'));
    await vi.waitFor(() => expect(store.getState().unsaved).toBe(true));
    refuse = false;
    await store.getState().saveAgain();
    expect(store.getState()).toMatchObject({ unsaved: false, saving: false, error: null });
    expect(stored[0]?.cells.selling_price).toBe('549');

    // Another profile's sheet shown: its rows are as stored, never "not all saved" for the last one's failure.
    store.getState().edit((rows) => setCell(rows, 0, 'selling_price', '529'));
    refuse = true;
    await vi.waitFor(() => expect(store.getState().unsaved).toBe(true));
    profileId = 'shop-2';
    await store.getState().load();
    expect(store.getState()).toMatchObject({ profileId: 'shop-2', unsaved: false });
  });

  it("puts an import's rows in the sheet, its problems beside them, and its checks in the counts", async () => {
    const fake = fakeApi({
      loadListingsDraft: () => emptyDraft,
      replaceListingsDraft: () => undefined,
      saveListingRows: () => undefined,
    });
    const store = createListingsStore(inProcessChecker);
    store.getState().init(fake.api);
    await store.getState().load();
    const csv = [
      [...header, 'colour_of_box'].join(','),
      `${line({ ...EXAMPLE_ROW, sku: 'GOOD-1' })},red`,
      `${line({ ...EXAMPLE_ROW, sku: 'NO-MRP', mrp: '' })},blue`,
    ].join('\n');
    await store.getState().importFile('stock.csv', csvFile(csv));

    const state = store.getState();
    expect(state.error).toBeNull();
    expect(state.importName).toBe('stock.csv');
    expect(importSentence(state.importNote!)).toBe('Imported stock.csv: 2 rows.');
    expect(state.rows.map((r) => r.cells.sku)).toEqual(['GOOD-1', 'NO-MRP']);
    expect(state.importProblems).toEqual([
      {
        line: 1,
        column: 'colour_of_box',
        severity: 'warning',
        message: 'Unknown column "colour_of_box" was ignored.',
      },
    ]);
    expect(state.counts.rowsWithErrors).toBe(1);
    const noMrp = state.rows[1]?.id ?? '';
    expect(state.issues.get(noMrp)?.some((i) => i.severity === 'error')).toBe(true);
    // The imported sheet became the draft.
    expect(fake.calls.find((c) => c.name === 'replaceListingsDraft')?.input).toMatchObject({
      rows: [{ cells: { sku: 'GOOD-1' } }, { cells: { sku: 'NO-MRP' } }],
    });
    expect(state.canUndo).toBe(true);
  });

  it('says in one sentence which file was not imported and why, keeping the sheet', async () => {
    const fake = fakeApi({ loadListingsDraft: () => emptyDraft, saveListingRows: () => undefined });
    const store = createListingsStore(inProcessChecker);
    store.getState().init(fake.api);
    await store.getState().load();
    store.getState().edit(() => [{ id: 'r1', position: 1, cells: { ...EXAMPLE_ROW, sku: 'KEEP' } }]);
    await store.getState().importFile('empty.csv', csvFile(''));
    expect(store.getState().error).toMatch(/^empty\.csv was not imported: .+/);
    expect(store.getState().rows.map((r) => r.cells.sku)).toEqual(['KEEP']);
  });

  it('asks before an import into a sheet with rows, merges by SKU, and says what it did', async () => {
    const { fake, store } = await sheetOf(['A', 'B', 'C']);
    // The file updates B's price (it has only these two columns) and brings a new SKU.
    await store.getState().importFile('edited.xlsx', csvFile('sku,selling_price\nB,599\nD,650'));
    expect(store.getState().pendingImport).toMatchObject({ name: 'edited.xlsx', matching: 1, fresh: 1 });
    expect(store.getState().rows.map((r) => r.cells.sku)).toEqual(['A', 'B', 'C']);
    expect(fake.calls.some((c) => c.name === 'replaceListingsDraft')).toBe(false);

    await store.getState().applyImport('merge');
    const state = store.getState();
    expect(importSentence(state.importNote!)).toBe(
      'Merged edited.xlsx by SKU: 1 updated, 1 added, 2 rows of the sheet kept as they were.',
    );
    expect(state.rows.map((r) => [r.id, r.cells.sku, r.cells.selling_price])).toEqual([
      ['rA', 'A', '649'],
      ['rB', 'B', '599'],
      ['rC', 'C', '649'],
      [expect.any(String), 'D', '650'],
    ]);
    // B keeps the cells the file has no column for.
    expect(state.rows[1]?.cells.mrp).toBe(EXAMPLE_ROW.mrp);
    expect(fake.calls.find((c) => c.name === 'replaceListingsDraft')?.input).toMatchObject({
      rows: [{ id: 'rA' }, { id: 'rB' }, { id: 'rC' }, { cells: { sku: 'D' } }],
    });
    expect(state.canUndo).toBe(true);
  });

  describe('an Excel read whose last rows are read as Cancel is pressed (too late for the worker to stop)', () => {
    /** A store over `rows`, its checker's reads held until `finish` (the worker's cancel then comes too late). */
    async function heldRead(rows: { id: string; position: number; cells: Cells }[]) {
      let finish = (): void => undefined;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const fake = fakeApi({
        loadListingsDraft: () => ({ ...emptyDraft, rows }),
        replaceListingsDraft: () => undefined,
        saveListingRows: () => undefined,
      });
      const store = createListingsStore((onChecked) => {
        const inner = inProcessChecker(onChecked);
        return {
          ...inner,
          import: async (_content, ids) => {
            await finished;
            return inner.import(
              csvFile(`${header.join(',')}\n${line({ ...EXAMPLE_ROW, sku: 'FROM-FILE' })}`),
              ids,
            );
          },
        };
      });
      store.getState().init(fake.api);
      await store.getState().load();
      const reading = store.getState().importFile('big.xlsx', new ArrayBuffer(8));
      expect(store.getState().fileRead).toEqual({ name: 'big.xlsx', progress: null });
      store.getState().cancelFileRead();
      finish();
      await reading;
      await settle();
      return { fake, state: store.getState() };
    }

    it('drops the file, says so, and checks the sheet again rather than the file', async () => {
      const { fake, state } = await heldRead([
        { id: 'rA', position: 1, cells: { ...EXAMPLE_ROW, sku: 'A', mrp: '' } },
      ]);
      expect(state.fileRead).toBeNull();
      expect(state.fileReadNote).toBe('Import of big.xlsx cancelled: the sheet was not changed.');
      expect(state.pendingImport).toBeNull();
      expect(state.rows.map((r) => r.cells.sku)).toEqual(['A']);
      // The counts are the sheet's (its row without an MRP), not those of the file's valid row.
      expect(state.validated).toBe(true);
      expect(state.counts.rowsWithErrors).toBe(1);
      expect([...state.issues.keys()]).toEqual(['rA']);
      expect(fake.calls.some((c) => c.name === 'replaceListingsDraft')).toBe(false);
    });

    it('leaves an empty sheet empty rather than filling it with the file', async () => {
      const { fake, state } = await heldRead([]);
      expect(state.fileReadNote).toBe('Import of big.xlsx cancelled: the sheet was not changed.');
      expect(state.rows).toEqual([]);
      expect(state.importNote).toBeNull();
      expect(fake.calls.some((c) => c.name === 'replaceListingsDraft')).toBe(false);
    });
  });

  it('replaces the sheet when the seller says so, and says so', async () => {
    const { store } = await sheetOf(['A', 'B']);
    await store
      .getState()
      .importFile('other.csv', csvFile(`${header.join(',')}\n${line({ ...EXAMPLE_ROW, sku: 'Z' })}`));
    await store.getState().applyImport('replace');
    expect(importSentence(store.getState().importNote!)).toBe(
      "Imported other.csv: the sheet's 2 rows replaced by the file's 1 row.",
    );
    expect(store.getState().rows.map((r) => r.cells.sku)).toEqual(['Z']);
    expect(store.getState().validated).toBe(true);
  });

  it('offers the rows changed since their upload and never-sent ones, and sends only those', async () => {
    const a = { id: 'ra', position: 1, cells: { ...EXAMPLE_ROW, sku: 'A' } };
    const b = { id: 'rb', position: 2, cells: { ...EXAMPLE_ROW, sku: 'B' } };
    const c = { id: 'rc', position: 3, cells: { ...EXAMPLE_ROW, sku: 'C' } };
    const sent: (readonly string[] | undefined)[] = [];
    const fake = fakeApi({
      loadListingsDraft: () => ({
        ...emptyDraft,
        rows: [a, b, c],
        results: [a, b].map((r) => ({
          sku: r.cells.sku,
          rowId: r.id,
          status: 'SUCCESS',
          failed: false,
          issues: [],
          sent: fingerprintOfCells(r.cells),
        })),
      }),
      startListingsUpload: ({ rowIds }) => {
        sent.push(rowIds);
        return { uploadId: 'u', jobId: 'j', total: rowIds?.length ?? 0, heldBack: 0 };
      },
    });
    const store = createListingsStore(inProcessChecker);
    store.getState().init(fake.api);
    await store.getState().load();
    await settle();
    store.getState().edit((rows) => setCell(rows, 0, 'selling_price', '599'));
    store.getState().planUpload();
    expect(store.getState().plan).toMatchObject({ rowIds: ['ra', 'rc'], changed: 1, fresh: 1, failed: 0 });
    // Pressed twice before the first start is answered (Enter held, a double click): started once.
    const first = store.getState().sendPlan();
    expect(store.getState().sending).toBe(true);
    await store.getState().sendPlan();
    await first;
    expect(sent).toEqual([['ra', 'rc']]);
    expect(store.getState().plan).toBeNull();
    expect(store.getState().sending).toBe(false);
  });

  it('previews the plan and leaves out the rows with nothing to change in one click', async () => {
    const rows = ['A', 'B', 'C'].map((sku, i) => ({
      id: `r${sku}`,
      position: i,
      cells: { ...EXAMPLE_ROW, sku },
    }));
    const asked: string[][] = [];
    const fake = fakeApi({
      loadListingsDraft: () => ({ ...emptyDraft, rows }),
      previewListingsUpload: ({ rowIds }) => {
        asked.push(rowIds);
        return { jobId: 'preview-1' };
      },
      loadListingsPreview: () => ({
        items: [
          {
            rowId: 'rA',
            sku: 'A',
            state: 'changes',
            changes: [{ field: 'selling_price', label: 'Price', money: true, old: '700', new: '649' }],
          },
          { rowId: 'rB', sku: 'B', state: 'same', changes: [] },
          { rowId: 'rC', sku: 'C', state: 'unknown', changes: [], note: 'not known' },
        ],
      }),
    });
    const store = createListingsStore(inProcessChecker);
    store.getState().init(fake.api);
    await store.getState().load();
    await settle();
    store.getState().planUpload();
    await store.getState().previewPlan();
    expect(asked).toEqual([['rA', 'rB', 'rC']]);
    expect(store.getState().plan?.previewJobId).toBe('preview-1');
    await store.getState().showPreview();
    expect(store.getState().plan?.preview?.map((i) => i.state)).toEqual(['changes', 'same', 'unknown']);
    store.getState().leaveOutUnchanged();
    expect(store.getState().plan).toMatchObject({ rowIds: ['rA', 'rC'], leftOut: 1 });
    expect(store.getState().plan?.preview?.map((i) => i.sku)).toEqual(['A', 'C']);
  });

  it("follows an upload's results and changes for its own profile only", async () => {
    const fake = fakeApi({
      loadListingsDraft: () => emptyDraft,
      startListingsUpload: () => {
        throw new AppError('VALIDATION', 'There are no rows to upload.');
      },
    });
    const store = createListingsStore(inProcessChecker);
    store.getState().init(fake.api);
    await store.getState().load();
    store.getState().planUpload();
    await store.getState().sendPlan();
    expect(store.getState().error).toBe('Every row is uploaded as it is: there is nothing to send.');

    const upload = {
      id: 'u1',
      profileId: 'demo',
      state: 'running' as const,
      total: 2,
      answered: 1,
      failed: 0,
      message: '',
      createdAt: '2026-11-24T10:00:00.000Z',
      interrupted: false,
    };
    fake.emit('listingsUploadChanged', { ...upload, profileId: 'other' });
    fake.emit('listingsResults', {
      uploadId: 'u1',
      profileId: 'other',
      results: [{ sku: 'X', rowId: 'r', status: 'SUCCESS', failed: false, issues: [] }],
    });
    expect(store.getState().uploads).toEqual([]);
    expect(store.getState().results.size).toBe(0);
    fake.emit('listingsUploadChanged', upload);
    fake.emit('listingsResults', {
      uploadId: 'u1',
      profileId: 'demo',
      results: [{ sku: 'A', rowId: 'r1', status: 'SUCCESS', failed: false, issues: [] }],
    });
    await settle();
    expect(store.getState().uploads).toEqual([upload]);
    expect(store.getState().results.get('A')).toMatchObject({ status: 'SUCCESS' });
    expect(store.getState().known.has('A')).toBe(true);
  });
});
