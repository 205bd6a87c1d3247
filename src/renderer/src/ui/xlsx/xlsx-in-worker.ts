import type { SheetTable } from '../../../../shared/spreadsheet/table.ts';

/** The .xlsx file of a table, written in a worker of its own (one per export, closed when it is done). */
export function writeXlsxInWorker(table: SheetTable): Promise<Blob> {
  const worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Blob>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ blob?: Blob; error?: string }>) => {
      worker.terminate();
      if (event.data.blob) resolve(event.data.blob);
      else
        reject(new Error(`The Excel file could not be written (${event.data.error ?? 'no reason given'}).`));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('The Excel file could not be written.'));
    };
    worker.postMessage(table);
  });
}
