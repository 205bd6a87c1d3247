import type { Checked, FromWorker, Imported, ToWorker } from './validation-protocol.ts';
import type { SheetRow } from './sheet-model.ts';
import type { ImportContent } from './import-content.ts';
import { unpackRows } from './row-packing.ts';
import { useLanguage } from '../../i18n/index.ts';
import { cancelledError, type RowProgress } from '../../ui/xlsx/row-progress.ts';

/** The sheet's side of its worker: sends changes and imports, keeps only the newest check. */
export class Validator {
  readonly #worker: Worker;
  #seq = 0;
  readonly #imports = new Map<
    number,
    {
      rows: Imported['rows'];
      resolve: (r: Imported) => void;
      reject: (e: Error) => void;
      onProgress?: ((progress: RowProgress) => void) | undefined;
    }
  >();

  constructor(onChecked: (result: Checked) => void) {
    this.#worker = new Worker(new URL('./validation.worker.ts', import.meta.url), { type: 'module' });
    this.#worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const data = event.data;
      if (data.kind === 'checked') {
        if (data.seq === this.#seq) onChecked(data);
        return;
      }
      const pending = this.#imports.get(data.seq);
      if (data.kind === 'importProgress') {
        pending?.onProgress?.({ done: data.done, total: data.total });
        return;
      }
      if (data.kind === 'importedRows') {
        if (pending !== undefined) for (const row of unpackRows(data.rows)) pending.rows.push(row);
        return;
      }
      this.#imports.delete(data.seq);
      if (data.kind === 'imported') pending?.resolve({ ...data, rows: pending.rows });
      else if (data.kind === 'importCancelled') pending?.reject(cancelledError());
      else pending?.reject(new Error(data.message));
    };
  }

  reset(rows: readonly SheetRow[]): void {
    this.#post({ kind: 'reset', seq: ++this.#seq, rows: rows.map((r) => ({ id: r.id, cells: r.cells })) });
  }

  change(upsert: readonly SheetRow[], remove: readonly string[]): void {
    if (upsert.length === 0 && remove.length === 0) return;
    this.#post({
      kind: 'change',
      seq: ++this.#seq,
      upsert: upsert.map((r) => ({ id: r.id, cells: r.cells })),
      remove: [...remove],
    });
  }

  /**
   * Reads a CSV text, an Excel workbook or a chosen file in the worker; the worker's sheet becomes the imported rows
   * and is checked next. A workbook's bytes are handed over, not copied, and a chosen file is read there. A workbook's
   * read tells `onProgress` its rows read, and `cancelImport` stops it (the promise rejects with a `CANCELLED` error;
   * the worker's sheet stays as it was).
   */
  import(
    content: ImportContent,
    ids: string,
    onProgress?: (progress: RowProgress) => void,
  ): Promise<Imported> {
    const seq = ++this.#seq;
    return new Promise<Imported>((resolve, reject) => {
      this.#imports.set(seq, { rows: [], resolve, reject, onProgress });
      const language = useLanguage.getState().language;
      if (content instanceof ArrayBuffer)
        this.#worker.postMessage(
          { kind: 'importXlsx', seq, data: content, ids, language } satisfies ToWorker,
          [content],
        );
      // A Blob goes by reference: the worker reads the file's bytes.
      else if (content.format === 'csv') this.#post({ kind: 'import', seq, file: content.file, ids });
      else this.#post({ kind: 'importXlsx', seq, data: content.file, ids });
    });
  }

  /** Stops the imports still being read. */
  cancelImport(): void {
    for (const seq of this.#imports.keys()) this.#post({ kind: 'cancelImport', seq });
  }

  /** Sent with the language the screens speak now: the worker's messages read in it. */
  #post(message: DistributiveOmit<ToWorker, 'language'>): void {
    this.#worker.postMessage({ ...message, language: useLanguage.getState().language });
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
