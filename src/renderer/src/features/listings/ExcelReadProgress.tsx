import { useShallow } from 'zustand/react/shallow';
import { t } from '../../i18n/index.ts';
import { percentOf, RowsProgress } from '../../ui/xlsx/RowsProgress.tsx';
import { useListings } from './listings-store.ts';

/** An Excel import being read: its rows read of all, with Cancel; after a cancel, the sentence that nothing changed. */
export function ExcelReadProgress() {
  const { fileRead, note } = useListings(useShallow((s) => ({ fileRead: s.fileRead, note: s.fileReadNote })));
  if (fileRead !== null) {
    const { name, progress } = fileRead;
    return (
      <RowsProgress
        progress={progress}
        message={
          progress === null
            ? t('listings.excel.opening', { name })
            : t('listings.excel.reading', {
                name,
                done: progress.done,
                total: progress.total,
                percent: percentOf(progress),
              })
        }
        progressLabel={t('listings.excel.readProgress')}
        cancelLabel={t('listings.excel.cancelRead')}
        onCancel={() => useListings.getState().cancelFileRead()}
      />
    );
  }
  return note === null ? null : (
    <p className="muted" role="status">
      {note}
    </p>
  );
}
