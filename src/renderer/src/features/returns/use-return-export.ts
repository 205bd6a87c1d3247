import { useState } from 'react';
import { fileDay } from '../../../../shared/dates.ts';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';
import { localTimeZone } from '../../../../shared/shipments/time-zone.ts';
import { api, messageOf } from '../../api/index.ts';
import { t } from '../../i18n/index.ts';
import { downloadBlob, downloadCsv } from '../../ui/download.ts';
import { allBlockRows } from '../../ui/grid/all-blocks.ts';
import { writeXlsxInWorker } from '../../ui/xlsx/xlsx-in-worker.ts';
import { useLocationLabel } from '../locations/location-names-store.ts';
import { returnRowsCsv, returnsTable } from './returns-export.ts';
import { useReturns } from './returns-store.ts';

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
    setProgress(t('returns.export.exporting'));
    try {
      const rows = await allBlockRows(api.getReturnBlock, filter, sort, (done, total) =>
        setProgress(t('returns.export.progress', { done, total })),
      );
      const name = `returns-${filter.tab}-${fileDay(Date.now(), localTimeZone())}.${format}`;
      if (format === 'csv') downloadCsv(name, returnRowsCsv(rows));
      else {
        setProgress(t('returns.export.writing', { count: rows.length }));
        downloadBlob(name, await writeXlsxInWorker(returnsTable(rows, location, t)));
      }
      setProgress(t('returns.export.done', { count: rows.length, name }));
    } catch (e) {
      setProgress(t('returns.export.failed', { error: messageOf(e) }));
    }
  };

  return { exportFile, progress };
}
