import { useState } from 'react';
import { fileDay } from '../../../../shared/dates.ts';
import { counted } from '../../../../shared/plural.ts';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { api, messageOf } from '../../api/index.ts';
import { downloadBlob, downloadCsv } from '../../ui/download.ts';
import { allBlockRows } from '../../ui/grid/all-blocks.ts';
import { writeXlsxInWorker } from '../../ui/xlsx/xlsx-in-worker.ts';
import { useLocationLabel } from '../locations/location-names-store.ts';
import { returnRowsCsv, returnsTable } from './returns-export.ts';
import { useReturns } from './returns-store.ts';

const count = new Intl.NumberFormat('en-IN');

/**
 * Export of the tab on show under its search and filters: CSV (codes and raw values, for tools) or Excel (words,
 * dates, the seller's location names; written in a worker). Every row, not only those on screen. Answers the
 * export and the sentence that says how far it is (null before the first).
 */
export function useReturnExport(): {
  exportFile(format: FileFormat): Promise<void>;
  progress: string | null;
} {
  const [progress, setProgress] = useState<string | null>(null);
  const location = useLocationLabel();

  const exportFile = async (format: FileFormat) => {
    const { filter, sort } = useReturns.getState();
    setProgress('Exporting…');
    try {
      const rows = await allBlockRows(api.getReturnBlock, filter, sort, (done, total) =>
        setProgress(`Exporting ${count.format(done)} of ${count.format(total)}…`),
      );
      const name = `returns-${filter.tab}-${fileDay(Date.now(), localTimeZone())}.${format}`;
      if (format === 'csv') downloadCsv(name, returnRowsCsv(rows));
      else {
        setProgress(`Writing the Excel file of ${counted(rows.length, 'return')}…`);
        downloadBlob(name, await writeXlsxInWorker(returnsTable(rows, location)));
      }
      setProgress(`Exported ${counted(rows.length, 'return')} to ${name}.`);
    } catch (e) {
      setProgress(`Export failed: ${messageOf(e)}`);
    }
  };

  return { exportFile, progress };
}
