import { useCallback, useRef, useState } from 'react';
import type { SheetTable } from '../../../../shared/spreadsheet/table.ts';
import { t } from '../../i18n/index.ts';
import { downloadBlob } from '../download.ts';
import { isCancelled, type RowProgress } from './row-progress.ts';
import { percentOf, RowsProgress } from './RowsProgress.tsx';
import { writeXlsxInWorker } from './xlsx-in-worker.ts';

/** An Excel export as a screen follows it: its rows written so far while it runs, and what happened to a cancel. */
export interface ExcelWrite {
  /** Writes `table` in the worker and downloads it as `name`; resolves false when it was cancelled. */
  write(name: string, table: SheetTable): Promise<boolean>;
  /** While writing: rows written so far (null until the first chunk). */
  running: boolean;
  progress: RowProgress | null;
  cancel(): void;
  /** "Cancelled: no file was written." after a cancel, until the next write. */
  note: string | null;
  /** The progress bar, its sentence and Cancel while writing; the note after a cancel; nothing otherwise. */
  view: React.ReactNode;
}

/**
 * The one way a screen writes an Excel file: off the window's thread, with progress and Cancel. The download starts
 * only once the whole file is written, so a cancelled export leaves no file (not even part of one) anywhere.
 */
export function useExcelWrite(): ExcelWrite {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<RowProgress | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const write = useCallback(async (name: string, table: SheetTable): Promise<boolean> => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setNote(null);
    setProgress(null);
    setRunning(true);
    try {
      const blob = await writeXlsxInWorker(table, { signal: abort.signal, onProgress: setProgress });
      downloadBlob(name, blob);
      return true;
    } catch (e) {
      if (!isCancelled(e)) throw e;
      if (controller.current === abort) setNote(t('ui.excel.writeCancelled'));
      return false;
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setRunning(false);
        setProgress(null);
      }
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  const view = running ? (
    <RowsProgress
      progress={progress}
      message={
        progress === null
          ? t('listings.screen.writingExcel')
          : t('ui.excel.writing', {
              done: progress.done,
              total: progress.total,
              percent: percentOf(progress),
            })
      }
      progressLabel={t('ui.excel.writeProgress')}
      cancelLabel={t('ui.excel.cancelWrite')}
      onCancel={cancel}
    />
  ) : note === null ? null : (
    <p className="muted" role="status">
      {note}
    </p>
  );

  return { write, running, progress, cancel, note, view };
}
