import type { Cells } from '../../../../shared/listings/columns.ts';
import { importCsv } from '../../../../shared/listings/csv.ts';
import { importXlsx } from './xlsx-import.ts';
import type { ImportedRecords } from '../../../../shared/listings/import-records.ts';
import { AppError } from '../../../../shared/errors.ts';
import { isCancelled } from '../../ui/xlsx/row-progress.ts';
import { checkSheet } from '../../../../shared/listings/rules.ts';
import { packRows, transferablesOf } from './row-packing.ts';
import { ROWS_PER_MESSAGE } from './validation-protocol.ts';
import type { Checked, FromWorker, ToWorker } from './validation-protocol.ts';
import { translatorFor } from '../../../../shared/i18n/translator.ts';
import type { Translate } from '../../../../shared/listings/words.ts';

/**
 * The sheet's worker, apart from the worker's globals (validation.worker.ts gives it `post`), so a test can drive it in
 * Node: it runs the marketplace rules over the whole sheet off the main thread, so typing never waits for them, and
 * reads imported files. `receive` takes each message from the sheet.
 */
export function createSheetWorker(
  post: (message: FromWorker, transfer?: Transferable[]) => void,
  /** Rows of a workbook read between two progress reports (the import's own chunk unless a test asks for less). */
  rowsPerChunk?: number,
): {
  receive(message: ToWorker): void;
} {
  const rows = new Map<string, Cells>();

  function check(seq: number, t: Translate): Checked {
    const started = performance.now();
    const issues = checkSheet(
      [...rows].map(([id, cells]) => ({ id, cells })),
      t,
    );
    let errors = 0;
    let warnings = 0;
    let rowsWithErrors = 0;
    for (const list of issues.values()) {
      let rowHasError = false;
      for (const issue of list) {
        if (issue.severity === 'error') {
          errors++;
          rowHasError = true;
        } else warnings++;
      }
      if (rowHasError) rowsWithErrors++;
    }
    return {
      kind: 'checked',
      seq,
      issues: [...issues],
      errors,
      warnings,
      rowsWithErrors,
      ms: performance.now() - started,
    };
  }

  /** The Excel import running now: a cancel for its `seq` aborts it at its next chunk of rows. */
  let reading: { seq: number; controller: AbortController } | null = null;
  /** Cancels that came before their import started: the import then stops before it reads anything. */
  const cancelledEarly = new Set<number>();

  /**
   * Reads an imported file (CSV text or an Excel workbook) into the worker's sheet and sends its rows in chunks. The
   * sheet is replaced only once the whole file is read: a cancelled read leaves it as it was.
   */
  async function importFile(
    message: Extract<ToWorker, { kind: 'import' | 'importXlsx' }>,
    t: Translate,
  ): Promise<void> {
    let parsed: ImportedRecords;
    if (message.kind === 'import')
      // A file's bytes, not Blob.text(): that reads every file as UTF-8 and turns what is not into "�" unseen.
      parsed = importCsv(new Uint8Array(await message.file.arrayBuffer()), t);
    else {
      const controller = new AbortController();
      if (cancelledEarly.delete(message.seq)) controller.abort();
      reading = { seq: message.seq, controller };
      try {
        const data = message.data instanceof Blob ? await message.data.arrayBuffer() : message.data;
        parsed = await importXlsx(data, t, {
          signal: controller.signal,
          ...(rowsPerChunk === undefined ? {} : { rowsPerChunk }),
          onProgress: ({ done, total }) => post({ kind: 'importProgress', seq: message.seq, done, total }),
        });
      } finally {
        reading = null;
      }
    }
    const imported = parsed.rows.map((cells, i) => ({
      id: `${message.ids}-${i.toString(36)}`,
      position: i + 1,
      cells,
    }));
    rows.clear();
    for (const row of imported) rows.set(row.id, row.cells);
    for (let i = 0; i < imported.length; i += ROWS_PER_MESSAGE) {
      const packed = packRows(imported.slice(i, i + ROWS_PER_MESSAGE));
      post({ kind: 'importedRows', seq: message.seq, rows: packed }, transferablesOf(packed));
    }
    post({ kind: 'imported', seq: message.seq, rows: [], problems: parsed.problems });
  }

  async function handle(message: ToWorker): Promise<void> {
    const { t } = translatorFor(message.language);
    if (message.kind === 'import' || message.kind === 'importXlsx') {
      try {
        await importFile(message, t);
      } catch (error) {
        if (isCancelled(error)) {
          post({ kind: 'importCancelled', seq: message.seq });
          post(check(message.seq, t));
          return;
        }
        post({
          kind: 'importFailed',
          seq: message.seq,
          message:
            error instanceof AppError
              ? error.message
              : message.kind === 'import'
                ? t('listings.import.unreadableCsv')
                : t('listings.import.unreadableXlsx'),
        });
        return;
      }
    } else if (message.kind === 'cancelImport') {
      return;
    } else {
      if (message.kind === 'reset') rows.clear();
      else for (const id of message.remove) rows.delete(id);
      for (const row of message.kind === 'reset' ? message.rows : message.upsert) rows.set(row.id, row.cells);
    }
    post(check(message.seq, t));
  }

  // An Excel import is read asynchronously: messages are handled one after another, in the order they came.
  let queue = Promise.resolve();
  const receive = (message: ToWorker) => {
    // A cancel is seen at once (the import yields between chunks to let it in), not after the import it cancels.
    if (message.kind === 'cancelImport') {
      if (reading?.seq === message.seq) reading.controller.abort();
      else cancelledEarly.add(message.seq);
      return;
    }
    queue = queue.then(() => handle(message));
  };
  return { receive };
}
