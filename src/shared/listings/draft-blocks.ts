import { AppError } from '../errors.ts';
import type { Api } from '../ipc/types.ts';

/**
 * Rows per call when a whole sheet is saved: one block's copy to the backend's thread, its check and its write
 * each stay a few tens of ms, where 50,000 rows in one message held the window's thread 139 ms and the backend 1.2 s.
 */
export const DRAFT_BLOCK_ROWS = 1_000;

export type DraftSaver = Pick<
  Api,
  'replaceListingsDraft' | 'beginListingsDraft' | 'addListingsDraftRows' | 'finishListingsDraft'
>;

type Row = Parameters<Api['replaceListingsDraft']>[0]['rows'][number];

/**
 * Replaces the draft sheet with `rows`: in one call when they fit one block, else begun, sent in blocks and
 * finished, so the sheet the person sees changes only once every row has arrived. A refused block or a crash part
 * way leaves the previous sheet as it was. `between` runs before each call (the renderer gives the screen a task).
 */
export async function saveDraftInBlocks(
  api: DraftSaver,
  rows: readonly Row[],
  options: { blockRows?: number; between?: () => Promise<void> } = {},
): Promise<void> {
  const size = Math.max(1, Math.min(options.blockRows ?? DRAFT_BLOCK_ROWS, DRAFT_BLOCK_ROWS));
  if (rows.length <= size) {
    await options.between?.();
    return namingTheRow(0, () => api.replaceListingsDraft({ rows: [...rows] }));
  }
  const { draftId } = await api.beginListingsDraft({ rows: rows.length });
  for (let first = 0; first < rows.length; first += size) {
    await options.between?.();
    await namingTheRow(first, () =>
      api.addListingsDraftRows({ draftId, first, rows: rows.slice(first, first + size) }),
    );
  }
  await api.finishListingsDraft({ draftId });
}

/** A block's check names a row by its place in the block (`rows.17.cells.sku`): said again by its row in the sheet. */
async function namingTheRow(first: number, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (error) {
    const details = (error as { details?: { fields?: { path: string; message: string }[] } }).details;
    for (const field of details?.fields ?? []) {
      const at = /^rows\.(\d+)(?:\.(.+))?$/.exec(field.path);
      if (at === null) continue;
      const row = first + Number(at[1]) + 1;
      const where = at[2] === undefined ? '' : ` (${at[2].replace(/^cells\./, '')})`;
      throw new AppError('VALIDATION', `Row ${row.toLocaleString('en')}${where}: ${field.message}`, {
        row,
        fields: details?.fields,
      });
    }
    throw error;
  }
}
