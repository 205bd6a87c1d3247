import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import type { GridBlock, GridBlockRequest, GridSort } from '../../../../shared/grid/block.ts';
import { messageOf } from '../../api/api-error.ts';

/** A datasource that can also ask for the first block ahead of the grid (see `prefetch`). */
export interface BlockDatasource extends IDatasource {
  /**
   * Asks now for the block the grid is about to ask for after a purge (rows [0, endRow) with this sort and the
   * current filter), so that the answer is on its way while the grid redraws; the grid's own request for the same
   * rows takes it. Any other request drops it.
   */
  prefetch(first: { endRow: number; sort: GridSort[] }): void;
}

/**
 * An AG Grid infinite-row-model datasource over a contract call that returns blocks: the grid asks for rows
 * [startRow, endRow) with its sort, the backend sorts and filters in SQL, and the renderer never holds the table.
 * `filter()` is read for every block, so a new filter takes effect on the grid's next purge.
 */
export function blockDatasource<Row, F>(options: {
  fetchBlock(request: GridBlockRequest<string, F>): Promise<GridBlock<Row>>;
  filter(): F;
  onError?(message: string): void;
  onCount?(rowCount: number): void;
}): BlockDatasource {
  let ahead: { key: string; block: Promise<GridBlock<Row>> } | undefined;
  const request = (startRow: number, endRow: number, sort: GridSort[]): GridBlockRequest<string, F> => ({
    startRow,
    endRow,
    sort,
    filter: options.filter(),
  });
  return {
    prefetch({ endRow, sort }) {
      const asked = request(0, endRow, sort);
      const block = options.fetchBlock(asked);
      // A prefetch nobody takes must not end as an unhandled rejection; the one who takes it sees the error.
      block.catch(() => undefined);
      ahead = { key: JSON.stringify(asked), block };
    },
    getRows(params: IGetRowsParams) {
      const sort: GridSort[] = params.sortModel.map((s) => ({ colId: s.colId, sort: s.sort }));
      const asked = request(params.startRow, params.endRow, sort);
      const key = JSON.stringify(asked);
      const block = ahead?.key === key ? ahead.block : options.fetchBlock(asked);
      ahead = undefined;
      block
        .then((answer) => {
          options.onCount?.(answer.rowCount);
          params.successCallback(answer.rows, answer.rowCount);
        })
        .catch((error: unknown) => {
          options.onError?.(messageOf(error));
          params.failCallback();
        });
    },
  };
}
