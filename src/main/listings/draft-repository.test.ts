import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DraftRepository } from './draft-repository.ts';
import { exampleRows, openListingsDb, tempDir } from './testing/listings-db.test-support.ts';

describe('DraftRepository', () => {
  let tmp: ReturnType<typeof tempDir>;
  beforeEach(() => {
    tmp = tempDir();
  });
  afterEach(() => tmp.remove());

  it('keeps every saved edit across a reopen of the data folder, in sheet order, per profile', () => {
    const first = new DraftRepository(openListingsDb(tmp.dir));
    const rows = exampleRows(3, 'D');
    first.replace('demo', rows);
    first.save('demo', {
      upsert: [
        { ...rows[1]!, cells: { ...rows[1]!.cells, mrp: '999' } },
        { id: 'new', position: 0.5, cells: { sku: 'NEW' } },
      ],
      remove: [rows[2]!.id],
    });
    first.replace('other', exampleRows(1, 'O'));

    const reopened = new DraftRepository(openListingsDb(tmp.dir));
    expect(reopened.rows('demo').map((r) => [r.id, r.cells.sku, r.cells.mrp])).toEqual([
      ['row-D-0', 'D-0001', '899'],
      ['new', 'NEW', undefined],
      ['row-D-1', 'D-0002', '999'],
    ]);
    expect(reopened.count('other')).toBe(1);
  });

  it('keeps what was stored when a save fails part way', () => {
    const repo = new DraftRepository(openListingsDb(tmp.dir));
    const rows = exampleRows(2, 'F');
    repo.replace('demo', rows);
    const changed = { ...rows[1]!, cells: { ...rows[1]!.cells, mrp: '1' } };
    // A position SQLite cannot store: the whole save is rolled back.
    const bad = { id: 'x', position: Number.NaN, cells: {} };
    expect(() => repo.save('demo', { upsert: [changed, bad], remove: ['row-F-0'] })).toThrow();
    expect(repo.rows('demo').map((r) => [r.id, r.cells.mrp])).toEqual([
      ['row-F-0', '899'],
      ['row-F-1', '899'],
    ]);
  });
});
