import type { IDatasource, IGetRowsParams } from 'ag-grid-community';
import type { GridBlock, GridBlockRequest, GridSort } from '../../../../shared/grid/block.ts';
import { messageOf } from '../../api/api-error.ts';

/**
 * How long an answered prefetch that the grid has not taken yet still serves a second prefetch of the same rows: the
 * time a screen's file and AG Grid take to load and draw on a slow machine, not the time a person takes to come back.
 */
const PREFETCH_FRESH_MS = 5_000;

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
  /** The clock that ages an untaken prefetch (see `prefetch`); a test's own. */
  now?(): number;
}): BlockDatasource {
  const now = options.now ?? (() => performance.now());
  let ahead: { key: string; block: Promise<GridBlock<Row>>; answeredAt: number | null } | undefined;
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
      // Asked already (the app as the screen's file loaded, then the grid as it is drawn; a render React started
      // again): one answer serves while it is on its way or fresh. One left untaken for long may be old: asked again.
      const same = ahead?.key === JSON.stringify(asked) ? ahead : undefined;
      if (same && (same.answeredAt === null || now() - same.answeredAt < PREFETCH_FRESH_MS)) return;
      const block = options.fetchBlock(asked);
      const entry = { key: JSON.stringify(asked), block, answeredAt: null as number | null };
      // A prefetch nobody takes must not end as an unhandled rejection; the one who takes it sees the error.
      block.then(
        () => (entry.answeredAt = now()),
        () => (entry.answeredAt = now()),
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
