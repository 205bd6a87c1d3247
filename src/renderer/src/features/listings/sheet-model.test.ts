import { describe, expect, it } from 'vitest';
import {
  copyBlock,
  deleteRows,
  diffRows,
  duplicateRows,
  fillDown,
  History,
  insertRows,
  parseBlock,
  pasteBlock,
  setCell,
} from './sheet-model.ts';
import type { SheetRow } from './sheet-model.ts';

const COLUMNS = ['sku', 'mrp', 'selling_price'];
const sheet = (): SheetRow[] => [
  { id: 'a', position: 1, cells: { sku: 'A', mrp: '100', selling_price: '90' } },
  { id: 'b', position: 2, cells: { sku: 'B', mrp: '200', selling_price: '150' } },
];
let n = 0;
const newId = () => `new-${++n}`;

describe('copy and paste of blocks', () => {
  it('copies a range as TSV, quoting cells with tabs, newlines or quotes', () => {
    const rows = setCell(sheet(), 1, 'sku', 'B "big"\nline');
    expect(copyBlock(rows, COLUMNS, { anchor: { row: 1, col: 1 }, focus: { row: 0, col: 0 } })).toBe(
      'A\t100\n"B ""big""\nline"\t200',
    );
  });

  it('reads what a spreadsheet puts on the clipboard, CRLF and quoted newlines included', () => {
    expect(parseBlock('X\t1\r\nY\t2\r\n')).toEqual([
      ['X', '1'],
      ['Y', '2'],
    ]);
    expect(parseBlock('"two\nlines"\t3\n')).toEqual([['two\nlines', '3']]);
  });

  it('pastes at the focused cell, growing the sheet and ignoring cells beyond the last column', () => {
    const rows = pasteBlock(
      sheet(),
      COLUMNS,
      { row: 1, col: 1 },
      [
        ['210', '160', 'extra'],
        ['300', '250'],
        ['400', '350'],
      ],
      newId,
    );
    expect(rows.map((r) => r.cells)).toEqual([
      { sku: 'A', mrp: '100', selling_price: '90' },
      { sku: 'B', mrp: '210', selling_price: '160' },
      { mrp: '300', selling_price: '250' },
      { mrp: '400', selling_price: '350' },
    ]);
    expect(rows[2]?.position).toBe(3);
    expect(rows[3]?.position).toBe(4);
    expect(new Set(rows.map((r) => r.id)).size).toBe(4);
  });
});

describe('fill down and row edits', () => {
  it('fills the top row of the range into the rows below, only in its columns', () => {
    const rows = insertRows(sheet(), 2, [{ sku: 'C', mrp: '1' }], newId);
    const filled = fillDown(rows, COLUMNS, { anchor: { row: 0, col: 1 }, focus: { row: 2, col: 2 } });
    expect(filled.map((r) => [r.cells.sku, r.cells.mrp, r.cells.selling_price])).toEqual([
      ['A', '100', '90'],
      ['B', '100', '90'],
      ['C', '100', '90'],
    ]);
  });

  it('inserts between neighbours, duplicates after the last chosen row, deletes', () => {
    const inserted = insertRows(sheet(), 1, [{}], newId);
    expect(inserted.map((r) => r.position)).toEqual([1, 1.5, 2]);
    const duplicated = duplicateRows(sheet(), [0], newId);
    expect(duplicated.map((r) => r.cells.sku)).toEqual(['A', 'A', 'B']);
    expect(duplicated[1]?.position).toBe(1.5);
    expect(deleteRows(duplicated, [0, 2]).map((r) => r.cells.sku)).toEqual(['A']);
  });

  it('says what to save: changed and new rows, removed ids', () => {
    const before = sheet();
    const after = deleteRows(setCell(insertRows(before, 2, [{ sku: 'N' }], newId), 0, 'mrp', '101'), [1]);
    const diff = diffRows(before, after);
    expect(diff.upsert.map((r) => r.cells.sku)).toEqual(['A', 'N']);
    expect(diff.remove).toEqual(['b']);
  });

  it('finds the changed rows of an edit that keeps every row in place, and rows that only moved', () => {
    const before = sheet();
    const after = pasteBlock(before, COLUMNS, { row: 1, col: 1 }, [['5'], ['6']], () => 'new');
    expect(diffRows(before, after)).toEqual({ upsert: [after[1], after[2]], remove: [] });
    expect(diffRows(before, before.slice())).toEqual({ upsert: [], remove: [] });
    // Same length, rows swapped: nothing to save or remove (positions are the row's own).
    const swapped = [before[1], before[0], ...before.slice(2)] as SheetRow[];
    expect(diffRows(before, swapped)).toEqual({ upsert: [], remove: [] });
  });
});

describe('History', () => {
  it('undoes and redoes whole edits, and a new edit clears redo', () => {
    const history = new History(2);
    const v0 = sheet();
    const v1 = setCell(v0, 0, 'mrp', '1');
    history.push(v0);
    const v2 = setCell(v1, 0, 'mrp', '2');
    history.push(v1);
    expect(history.undo(v2)).toBe(v1);
    expect(history.undo(v1)).toBe(v0);
    expect(history.undo(v0)).toBeUndefined();
    expect(history.redo(v0)).toBe(v1);
    history.push(v1);
    expect(history.canRedo).toBe(false);
  });

  it('keeps at most its limit of steps', () => {
    const history = new History(2);
    const versions = [sheet(), sheet(), sheet(), sheet()];
    for (const v of versions.slice(0, 3)) history.push(v);
    expect(history.undo(versions[3]!)).toBe(versions[2]);
    expect(history.undo(versions[2]!)).toBe(versions[1]);
    expect(history.undo(versions[1]!)).toBeUndefined();
  });
});
