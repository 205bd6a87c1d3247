import { describe, expect, it } from 'vitest';
import { locationIdsOf, sheetLocationIds } from './sheet-locations.ts';

const names = { LOCBBADD394CE14: 'Pune warehouse' };

describe("the sheet's location cell", () => {
  it('keeps the ids when a seller types names, entry by entry', () => {
    expect(locationIdsOf('Pune warehouse', names)).toBe('LOCBBADD394CE14');
    expect(locationIdsOf('pune warehouse | LOC2', names)).toBe('LOCBBADD394CE14 | LOC2');
    expect(locationIdsOf('Somewhere new', names)).toBe('Somewhere new');
  });

  it("offers the ids the sheet's rows hold", () => {
    const rows = [
      { id: 'a', position: 1, cells: { location_id: 'LOC1 | LOC2' } },
      { id: 'b', position: 2, cells: { location_id: 'LOC2' } },
      { id: 'c', position: 3, cells: {} },
    ];
    expect([...sheetLocationIds(rows)]).toEqual(['LOC1', 'LOC2']);
  });
});
