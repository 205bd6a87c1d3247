import {
  MAX_BLOCK_ROWS,
  type GridBlock,
  type GridBlockRequest,
  type GridSort,
} from '../../../../shared/grid/block.ts';

/**
 * Every row a grid's filter matches, read block by block in the grid's order, for an export: the renderer holds them
 * only while the file is written. `onProgress` hears how many of how many after each block.
 */
export async function allBlockRows<Row, F, C extends string>(
  getBlock: (request: GridBlockRequest<C, F>) => Promise<GridBlock<Row>>,
  filter: F,
  sort: GridSort<C>[],
  onProgress?: (done: number, total: number) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; ; start += MAX_BLOCK_ROWS) {
    const block = await getBlock({ startRow: start, endRow: start + MAX_BLOCK_ROWS, sort, filter });
    rows.push(...block.rows);
    onProgress?.(rows.length, block.rowCount);
    if (block.rows.length < MAX_BLOCK_ROWS || rows.length >= block.rowCount) break;
  }
  return rows;
}
