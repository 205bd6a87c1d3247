import { useState } from 'react';
import { downloadCsv } from '../../ui/download.ts';
import { useFeeds } from './feeds-store.ts';
import { SubIdFields } from './SubIdFields.tsx';
import { useWatch } from './watch-store.ts';

/** Affiliate links (with the sub-ids) of every product the filter matches, as CSV in the grid's order. */
export function LinkExport() {
  const [note, setNote] = useState<string | null>(null);
  const run = () => {
    setNote(null);
    // The filter and sort the grid shows, from the store that owns them.
    const { gridFilter, sort } = useFeeds.getState();
    void useWatch
      .getState()
      .exportLinks(gridFilter(), sort)
      .then((result) => {
        if (result === null) {
          setNote(useWatch.getState().error);
          return;
        }
        downloadCsv(result.fileName, result.csv);
        setNote(`Exported ${result.rows} links to ${result.fileName}.`);
      });
  };
  return (
    <details className="link-export">
      <summary>Links with sub-ids</summary>
      <SubIdFields />
      <button type="button" className="secondary" onClick={run}>
        Export links of the filtered products
      </button>
      {note && <p role="status">{note}</p>}
    </details>
  );
}
