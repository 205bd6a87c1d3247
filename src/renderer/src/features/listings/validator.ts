import type { FromWorker, ToWorker } from './validation-protocol.ts';
import type { SheetRow } from './sheet-model.ts';

/** The sheet's side of the validation worker: sends changes, keeps only the newest answer. */
export class Validator {
  readonly #worker: Worker;
  #seq = 0;

  constructor(onResult: (result: FromWorker) => void) {
    this.#worker = new Worker(new URL('./validation.worker.ts', import.meta.url), { type: 'module' });
    this.#worker.onmessage = (event: MessageEvent<FromWorker>) => {
      if (event.data.seq === this.#seq) onResult(event.data);
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

  #post(message: ToWorker): void {
    this.#worker.postMessage(message);
  }
}
