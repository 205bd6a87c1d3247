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
  /**
   * Runs `refresh` now, or, while blocks are on their way (a prefetch the grid has not taken yet among them), once
   * after they have all arrived (however many calls came meanwhile). For a change of the data under an unchanged filter: AG Grid's refresh drops a block still loading
   * and asks for it again, so under a sync's events the first rows would wait for a second answer; they are shown,
   * then read again.
   */
  refreshWhenLoaded(refresh: () => void): void;
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
  let ahead: { key: string; block: Promise<GridBlock<Row>>; answered: boolean } | undefined;
  let loading = 0;
  let afterLoading: (() => void) | undefined;
  const request = (startRow: number, endRow: number, sort: GridSort[]): GridBlockRequest<string, F> => ({
    startRow,
    endRow,
    sort,
    filter: options.filter(),
  });
  return {
    prefetch({ endRow, sort }) {
      const asked = request(0, endRow, sort);
      // On its way already (a render React started again, a second event for the same view): one answer serves.
      // One that has arrived and was not taken may be old by now: asked again.
      if (ahead?.key === JSON.stringify(asked) && !ahead.answered) return;
      const block = options.fetchBlock(asked);
      const entry = { key: JSON.stringify(asked), block, answered: false };
      // A prefetch nobody takes must not end as an unhandled rejection; the one who takes it sees the error.
      block.then(
        () => (entry.answered = true),
        () => (entry.answered = true),
      );
      ahead = entry;
    },
    refreshWhenLoaded(refresh) {
      // A first block asked ahead and not yet taken counts as on its way: the grid has not shown it yet.
      if (loading === 0 && ahead === undefined) refresh();
      else afterLoading = refresh;
    },
    getRows(params: IGetRowsParams) {
      const sort: GridSort[] = params.sortModel.map((s) => ({ colId: s.colId, sort: s.sort }));
      const asked = request(params.startRow, params.endRow, sort);
      const key = JSON.stringify(asked);
      const block = ahead?.key === key ? ahead.block : options.fetchBlock(asked);
      ahead = undefined;
      loading += 1;
      block
        .then((answer) => {
          options.onCount?.(answer.rowCount);
          params.successCallback(answer.rows, answer.rowCount);
        })
        .catch((error: unknown) => {
          options.onError?.(messageOf(error));
          params.failCallback();
        })
        .finally(() => {
          loading -= 1;
          const refresh = afterLoading;
          if (loading > 0 || refresh === undefined) return;
          afterLoading = undefined;
          refresh();
        });
    },
  };
}
