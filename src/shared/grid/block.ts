/** The most rows one block may ask for: a grid asks for a screenful or two, never a whole table. */
export const MAX_BLOCK_ROWS = 1000;

export interface GridSort<C extends string = string> {
  colId: C;
  sort: 'asc' | 'desc';
}

/** What an infinite grid asks for: rows [startRow, endRow) of the table under `sort` and `filter`. */
export interface GridBlockRequest<C extends string = string, F = unknown> {
  startRow: number;
  endRow: number;
  sort: GridSort<C>[];
  filter: F;
}

/** One block of rows and the count of all rows that match, so the grid knows where the end is. */
export interface GridBlock<Row> {
  rows: Row[];
  rowCount: number;
}
