import { useState } from 'react';
import { useExcelWrite } from '../../ui/xlsx/use-excel-write.tsx';
import { MAX_SELECTED_LINKS } from '../../../../shared/feeds/watch-contract.ts';
import type { FileFormat } from '../../../../shared/spreadsheet/table.ts';
import { downloadFeedFile, LINK_COLUMNS } from './feed-files.ts';
import { FileFormatChoice } from './FileFormatChoice.tsx';
import { useFeeds } from './feeds-store.ts';
import { SubIdFields } from './SubIdFields.tsx';
import { t } from '../../i18n/index.ts';
import { useWatch } from './watch-store.ts';

/**
 * Affiliate links (with the sub-ids) as CSV or Excel: of every product the filter matches, in the grid's order, or of the
 * products ticked in the grid.
 */
export function LinkExport() {
  const [note, setNote] = useState<string | null>(null);
  const excel = useExcelWrite();
  const [format, setFormat] = useState<FileFormat>('csv');
  const picked = useFeeds((s) => s.selection.length);
  const run = (selected: boolean) => {
    setNote(null);
    // The filter, sort and ticks the grid shows, from the store that owns them.
    const { gridFilter, sort, selection } = useFeeds.getState();
    const productIds = selected ? [...new Set(selection.map((p) => p.productId))] : undefined;
    void useWatch
      .getState()
      .exportLinks(gridFilter(), sort, productIds)
      .then(async (result) => {
        if (result === null) {
          setNote(useWatch.getState().error);
          return;
        }
        const name = await downloadFeedFile(result.fileName, result.csv, format, LINK_COLUMNS, excel.write);
        if (name !== null) setNote(t('feeds.links.exported', { rows: result.rows, file: name }));
      })
      .catch((e: unknown) => setNote(e instanceof Error ? e.message : String(e)));
  };
  const why =
    picked === 0
      ? t('feeds.links.tickFirst')
      : picked > MAX_SELECTED_LINKS
        ? t('feeds.links.atMost', { max: MAX_SELECTED_LINKS })
        : null;
  return (
    <details className="link-export">
      <summary>{t('feeds.links.summary')}</summary>
      <SubIdFields />
      <FileFormatChoice format={format} onFormat={setFormat} />
      <div className="actions">
        <button type="button" className="secondary" onClick={() => run(false)}>
          {t('feeds.links.exportFiltered')}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => run(true)}
          disabled={why !== null}
          aria-describedby={why === null ? undefined : 'selected-links-why'}
        >
          {picked === 0
            ? t('feeds.links.exportSelectedNone')
            : t('feeds.links.exportSelected', { count: picked })}
        </button>
      </div>
      {why && (
        <p id="selected-links-why" className="muted">
          {why}
        </p>
      )}
      {note && <p role="status">{note}</p>}
      {excel.view}
    </details>
  );
}
