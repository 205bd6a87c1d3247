/// <reference lib="webworker" />
import type { Cells } from '../../../../shared/listings/columns.ts';
import { importCsv } from '../../../../shared/listings/csv.ts';
import { importXlsx } from './xlsx-import.ts';
import { AppError } from '../../../../shared/errors.ts';
import { checkSheet } from '../../../../shared/listings/rules.ts';
import { packRows, transferablesOf } from './row-packing.ts';
import { ROWS_PER_MESSAGE } from './validation-protocol.ts';
import type { Checked, FromWorker, ToWorker } from './validation-protocol.ts';
import { translatorFor } from '../../../../shared/i18n/translator.ts';
import type { Translate } from '../../../../shared/listings/words.ts';

/** Runs the marketplace rules over the whole sheet off the main thread, so typing never waits for them. */
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

const post = (message: FromWorker) => self.postMessage(message);

/** Reads an imported file (CSV text or an Excel workbook) into the worker's sheet and sends its rows in chunks. */
async function importFile(
  message: Extract<ToWorker, { kind: 'import' | 'importXlsx' }>,
  t: Translate,
): Promise<void> {
  const parsed = message.kind === 'import' ? importCsv(message.text, t) : await importXlsx(message.data, t);
  const imported = parsed.rows.map((cells, i) => ({
    id: `${message.ids}-${i.toString(36)}`,
    position: i + 1,
    cells,
  }));
  rows.clear();
  for (const row of imported) rows.set(row.id, row.cells);
  for (let i = 0; i < imported.length; i += ROWS_PER_MESSAGE) {
    const packed = packRows(imported.slice(i, i + ROWS_PER_MESSAGE));
    self.postMessage({ kind: 'importedRows', seq: message.seq, rows: packed } satisfies FromWorker, {
      transfer: transferablesOf(packed),
    });
  }
  post({ kind: 'imported', seq: message.seq, rows: [], problems: parsed.problems });
}

async function handle(message: ToWorker): Promise<void> {
  const { t } = translatorFor(message.language);
  if (message.kind === 'import' || message.kind === 'importXlsx') {
    try {
      await importFile(message, t);
    } catch (error) {
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
  } else {
    if (message.kind === 'reset') rows.clear();
    else for (const id of message.remove) rows.delete(id);
    for (const row of message.kind === 'reset' ? message.rows : message.upsert) rows.set(row.id, row.cells);
  }
  post(check(message.seq, t));
}

// An Excel import is read asynchronously: messages are handled one after another, in the order they came.
let queue = Promise.resolve();
self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  queue = queue.then(() => handle(message));
};
