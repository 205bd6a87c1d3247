import type { ColDef, ColGroupDef } from 'ag-grid-community';
import { afterEach, describe, expect, it } from 'vitest';
import { useLanguage } from '../../i18n/index.ts';
import { sheetColumns } from './grid-columns.ts';
import type { SheetRow } from './sheet-model.ts';

const groups = () =>
  sheetColumns(
    () => ({ mark: () => undefined, inRange: () => false }),
    new Map(),
    () => ({ names: {}, seen: () => [] }),
  ) as ColGroupDef<SheetRow>[];

describe("the sheet's column headings", () => {
  afterEach(() => useLanguage.setState({ language: 'en' }));

  it('read in Hindi when the screens speak Hindi; the cells are data, not translated', () => {
    useLanguage.setState({ language: 'hi' });
    const price = groups().find((g) => g.headerName === 'दाम');
    const children = (price?.children ?? []) as ColDef<SheetRow>[];
    expect(children.map((c) => c.headerName)).toEqual(['MRP', 'बिक्री मूल्य']);
    expect(groups()[0]?.headerName).toBe('लिस्टिंग');
    const cellClass = children[0]?.cellClass as (p: unknown) => string[];
    expect(cellClass({ data: undefined, node: { rowIndex: 0 } })).toContain('no-translate');
  });

  it('read in English by default', () => {
    expect(groups().map((g) => g.headerName)).toContain('Shipping fees');
  });
});
