import type { IGetRowsParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import type { GridBlockRequest } from '../../../../shared/grid/block.ts';
import { appBlocks, type BlockReports } from './app-blocks.ts';

type Asked = GridBlockRequest<'price', { q: string }>;

/** An app's blocks over a backend of 30 rows that records what it was asked; `fail` makes it refuse. */
function blocks(fail = false) {
  const asked: Asked[] = [];
  const made = appBlocks({
    fetchBlock: async (request: Asked) => {
      asked.push(request);
      if (fail) throw new Error('The cache could not be read.');
      return { rows: [{ id: request.startRow }], rowCount: 30 };
    },
    sortColumn: (colId) => (colId === 'price' ? 'price' : undefined),
    filter: () => ({ q: 'kettle' }),
  });
  return { ...made, asked };
}

/** One getRows of the grid, settled. */
function ask(
  datasource: ReturnType<typeof blocks>['datasource'],
  sort: { colId: string; sort: 'asc' | 'desc' }[],
) {
  return new Promise<void>((resolve) =>
    datasource.getRows({
      startRow: 0,
      endRow: 100,
      sortModel: sort,
      filterModel: {},
      context: undefined,
      successCallback: () => resolve(),
      failCallback: () => resolve(),
    } as unknown as IGetRowsParams),
  );
}

/** What a grid on screen heard. */
function listener(heard: string[]): BlockReports {
  return { count: (n) => heard.push(`count ${n}`), error: (m) => heard.push(`error ${m}`) };
}

describe("an app's grid blocks", () => {
  it('sends only the columns the call sorts by, under the filter of the moment', async () => {
    const { datasource, asked } = blocks();
    await ask(datasource, [
      { colId: 'title', sort: 'asc' },
      { colId: 'price', sort: 'desc' },
    ]);
    expect(asked).toEqual([
      { startRow: 0, endRow: 100, sort: [{ colId: 'price', sort: 'desc' }], filter: { q: 'kettle' } },
    ]);
  });

  it('tells the count and failures to the grid on screen, and to none once it has gone', async () => {
    const first: string[] = [];
    const { datasource, reportTo } = blocks();
    const gone = reportTo(listener(first));
    await ask(datasource, []);
    gone();
    await ask(datasource, []);
    expect(first).toEqual(['count 30']);

    // A grid drawn again hears its own; the one that went before it cannot take it away.
    const second: string[] = [];
    const stop = reportTo(listener(second));
    gone();
    await ask(datasource, []);
    expect(second).toEqual(['count 30']);
    stop();

    const failing = blocks(true);
    const heard: string[] = [];
    failing.reportTo(listener(heard));
    await ask(failing.datasource, []);
    expect(heard).toEqual(['error The cache could not be read.']);
  });
});
