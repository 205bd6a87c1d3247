import { useEffect, useState } from 'react';
import type { GridBlock, GridBlockRequest, GridSort } from '../../../../shared/grid/block.ts';
import { blockDatasource, type BlockDatasource } from './block-datasource.ts';

/** The grid's sort, only the columns the block call sorts by (in SQL): any other never reaches the backend. */
export function sortedIn<C extends string>(
  sort: readonly GridSort[],
  sortColumn: (colId: string) => C | undefined,
): GridSort<C>[] {
  return sort.flatMap((s) => {
    const colId = sortColumn(s.colId);
    return colId === undefined ? [] : [{ colId, sort: s.sort }];
  });
}

/** What the grid on screen shows of its blocks: the count and the last failure. */
export interface BlockReports {
  count(rowCount: number): void;
  error(message: string): void;
}

/**
 * A grid's datasource made once for the app, whichever time the grid is drawn, so that the app can ask for its first
 * block before the screen is drawn (`prefetch`): the backend answers while React draws the screen and AG Grid builds
 * itself. The grid on screen hears the blocks' count and failures (`reportTo`, or `useBlockReports`). The grid's sort
 * passes through `sortColumn`, which keeps only the columns the call sorts by (in SQL).
 */
export function appBlocks<Row, F, C extends string>(options: {
  fetchBlock(request: GridBlockRequest<C, F>): Promise<GridBlock<Row>>;
  sortColumn(colId: string): C | undefined;
  filter(): F;
}): { datasource: BlockDatasource; reportTo(to: BlockReports): () => void } {
  let reports: BlockReports | undefined;
  const datasource = blockDatasource<Row, F>({
    fetchBlock: (request) =>
      options.fetchBlock({ ...request, sort: sortedIn(request.sort, options.sortColumn) }),
    filter: () => options.filter(),
    onCount: (rowCount) => reports?.count(rowCount),
    onError: (message) => reports?.error(message),
  });
  return {
    datasource,
    reportTo(to) {
      reports = to;
      return () => {
        if (reports === to) reports = undefined;
      };
    },
  };
}

/** The count and the last failure of an app's grid blocks, for the grid on screen while it is mounted. */
export function useBlockReports(reportTo: (to: BlockReports) => () => void): {
  rowCount: number | null;
  error: string | null;
} {
  const [rowCount, setRowCount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(
    () =>
      reportTo({
        count: (n) => {
          setRowCount(n);
          setError(null);
        },
        error: setError,
      }),
    [reportTo],
  );
  return { rowCount, error };
}
