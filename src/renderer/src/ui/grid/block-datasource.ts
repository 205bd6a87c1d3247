import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import type { GridBlock, GridBlockRequest, GridSort } from '../../../../shared/grid/block.ts';
import { messageOf } from '../../api/index.ts';

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
}): IDatasource {
  return {
    getRows(params: IGetRowsParams) {
      const sort: GridSort[] = params.sortModel.map((s) => ({ colId: s.colId, sort: s.sort }));
      options
        .fetchBlock({ startRow: params.startRow, endRow: params.endRow, sort, filter: options.filter() })
        .then((block) => {
          options.onCount?.(block.rowCount);
          params.successCallback(block.rows, block.rowCount);
        })
        .catch((error: unknown) => {
          options.onError?.(messageOf(error));
          params.failCallback();
        });
    },
  };
}
