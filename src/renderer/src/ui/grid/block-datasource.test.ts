import type { IGetRowsParams } from 'ag-grid-community';
import { describe, expect, it } from 'vitest';
import type { GridBlock, GridBlockRequest } from '../../../../shared/grid/block.ts';
import { blockDatasource } from './block-datasource.ts';

type Row = { id: number };

/** What the grid would see of one getRows call: the rows and count, or a failure. */
function ask(
  datasource: ReturnType<typeof blockDatasource<Row, { q: string }>>,
  startRow: number,
  endRow: number,
  sort: { colId: string; sort: 'asc' | 'desc' }[],
): Promise<{ rows: Row[]; rowCount: number | undefined } | 'failed'> {
  return new Promise((resolve) =>
    datasource.getRows({
      startRow,
      endRow,
      sortModel: sort,
      filterModel: {},
      context: undefined,
      successCallback: (rows: Row[], rowCount?: number) => resolve({ rows, rowCount }),
      failCallback: () => resolve('failed'),
    } as unknown as IGetRowsParams),
  );
}

/** A backend of 250 numbered rows that records what it was asked, under the filter `filter.q`. */
function backend(fail = false, now?: () => number) {
  const asked: GridBlockRequest<string, { q: string }>[] = [];
  const filter = { q: 'a' };
  const errors: string[] = [];
  const datasource = blockDatasource<Row, { q: string }>({
    fetchBlock: (request): Promise<GridBlock<Row>> => {
      asked.push(request);
      if (fail) return Promise.reject(new Error('The cache could not be read.'));
      const rows = Array.from(
        { length: Math.max(0, Math.min(250, request.endRow) - request.startRow) },
        (_, i) => ({
          id: request.startRow + i,
        }),
      );
      return Promise.resolve({ rows, rowCount: 250 });
    },
    filter: () => filter,
    onError: (message) => errors.push(message),
    ...(now ? { now } : {}),
  });
  return { asked, filter, errors, datasource };
}

describe('blockDatasource', () => {
  it("answers the grid's first block from a prefetch made with the same sort and filter, asking once", async () => {
    const { asked, datasource } = backend();
    const sort = [{ colId: 'price', sort: 'desc' as const }];
    datasource.prefetch({ endRow: 100, sort });
    expect(asked).toHaveLength(1);
    const answer = await ask(datasource, 0, 100, sort);
    expect(answer).toEqual({ rows: expect.any(Array), rowCount: 250 });
    expect(asked).toHaveLength(1);
    // Taken once: the grid's next request for the same rows asks again.
    await ask(datasource, 0, 100, sort);
    expect(asked).toHaveLength(2);
  });

  it('asks again when the grid wants other rows, another sort or the filter changed since the prefetch', async () => {
    const { asked, filter, datasource } = backend();
    datasource.prefetch({ endRow: 100, sort: [] });
    await ask(datasource, 0, 100, [{ colId: 'price', sort: 'asc' }]);
    expect(asked.map((a) => a.sort)).toEqual([[], [{ colId: 'price', sort: 'asc' }]]);

    datasource.prefetch({ endRow: 100, sort: [] });
    filter.q = 'b';
    await ask(datasource, 0, 100, []);
    expect(asked.at(-1)?.filter).toEqual({ q: 'b' });
    expect(asked).toHaveLength(4);
  });

  it('gives a failed prefetch to the grid as a failure with a sentence, never as an unhandled rejection', async () => {
    const { errors, datasource } = backend(true);
    datasource.prefetch({ endRow: 100, sort: [] });
    expect(await ask(datasource, 0, 100, [])).toBe('failed');
    expect(errors).toEqual(['The cache could not be read.']);
  });

  it('holds a refresh asked while blocks are on their way until they have arrived, and runs it once', async () => {
    // A backend whose answers come when the test lets them: the grid's first block is still on its way when a
    // sync says the data changed.
    const waiting: (() => void)[] = [];
    const datasource = blockDatasource<Row, { q: string }>({
      fetchBlock: (request) =>
        new Promise((resolve) =>
          waiting.push(() => resolve({ rows: [{ id: request.startRow }], rowCount: 250 })),
        ),
      filter: () => ({ q: 'a' }),
    });
    const events: string[] = [];
    const first = ask(datasource, 0, 100, []).then(() => events.push('first block shown'));
    const second = ask(datasource, 100, 200, []).then(() => events.push('second block shown'));
    datasource.refreshWhenLoaded(() => events.push('refreshed'));
    datasource.refreshWhenLoaded(() => events.push('refreshed'));
    expect(events).toEqual([]);

    waiting[0]?.();
    await first;
    expect(events).toEqual(['first block shown']);
    waiting[1]?.();
    await second;
    await Promise.resolve();
    expect(events).toEqual(['first block shown', 'second block shown', 'refreshed']);

    // With nothing on its way, at once.
    datasource.refreshWhenLoaded(() => events.push('refreshed at once'));
    expect(events.at(-1)).toBe('refreshed at once');

    // A first block asked ahead of the grid: the refresh waits for the grid to take it and show it.
    datasource.prefetch({ endRow: 100, sort: [] });
    datasource.refreshWhenLoaded(() => events.push('refreshed after the prefetch'));
    expect(events.at(-1)).toBe('refreshed at once');
    waiting[2]?.();
    await ask(datasource, 0, 100, []);
    // The block's own callbacks settle over a few microtasks.
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
    expect(events.at(-1)).toBe('refreshed after the prefetch');
  });

  it('asks once for the same first block while it is on its way or fresh, and afresh once it was left untaken long', async () => {
    let clock = 0;
    const { asked, datasource } = backend(false, () => clock);
    const sort = [{ colId: 'price', sort: 'asc' as const }];
    datasource.prefetch({ endRow: 100, sort });
    datasource.prefetch({ endRow: 100, sort });
    expect(asked).toHaveLength(1);
    await Promise.resolve();
    await Promise.resolve();
    // Answered a moment ago (the app asked as the screen's file loaded; the grid is drawn now): it serves.
    clock = 1_000;
    datasource.prefetch({ endRow: 100, sort });
    expect(asked).toHaveLength(1);
    // Answered long ago and nobody took it (the screen was left): a later prefetch asks again.
    clock = 60_000;
    datasource.prefetch({ endRow: 100, sort });
    expect(asked).toHaveLength(2);
    await ask(datasource, 0, 100, sort);
    expect(asked).toHaveLength(2);
  });
});
