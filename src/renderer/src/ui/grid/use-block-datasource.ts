import { useMemo, useState } from 'react';
import type { GridBlock, GridBlockRequest } from '../../../../shared/grid/block.ts';
import { sortedIn } from './app-blocks.ts';
import { blockDatasource } from './block-datasource.ts';
import type { BlockDatasource } from './block-datasource.ts';

/**
 * A grid's block datasource, made once, with the count and the error it last reported: what an infinite grid over a
 * slice's block call needs. The grid's sort passes through `sortColumn`, which keeps only the columns the call sorts
 * by (in SQL), so a column without a sort of its own never reaches the backend.
 */
export function useBlockDatasource<Row, F, C extends string>(options: {
  fetchBlock(request: GridBlockRequest<C, F>): Promise<GridBlock<Row>>;
  sortColumn(colId: string): C | undefined;
  filter(): F;
}): { datasource: BlockDatasource; rowCount: number | null; error: string | null } {
  const [rowCount, setRowCount] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Made once: the grid keeps this datasource for its life; the options are read at each block.
  const datasource = useMemo(
    () =>
      blockDatasource<Row, F>({
        fetchBlock: (request) =>
          options.fetchBlock({ ...request, sort: sortedIn(request.sort, options.sortColumn) }),
        filter: () => options.filter(),
        onCount: (n) => {
          setRowCount(n);
          setError(null);
        },
        onError: setError,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once, as the grid keeps it
    [],
  );
  return { datasource, rowCount, error };
}
