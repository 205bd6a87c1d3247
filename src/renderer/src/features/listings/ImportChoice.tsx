import { useEffect, useRef } from 'react';
import { useListings } from './listings-store.ts';

const count = new Intl.NumberFormat('en-IN');
const rowsText = (n: number) => `${count.format(n)} ${n === 1 ? 'row' : 'rows'}`;

/**
 * A file read into a sheet that has rows asks first: merge it by SKU (rows with a SKU on the sheet updated, new SKUs
 * added, the rest kept) or replace the sheet. Afterwards one sentence says what the import did.
 */
export function ImportChoice() {
  const pending = useListings((s) => s.pendingImport);
  const note = useListings((s) => s.importNote);
  const sheetRows = useListings((s) => s.rows.length);
  const { applyImport, cancelImport } = useListings.getState();
  const title = useRef<HTMLHeadingElement>(null);
  const said = useRef<HTMLParagraphElement>(null);
  const open = pending !== null;
  // The question takes focus at its heading; the answer's sentence takes it once chosen.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) title.current?.focus();
    else if (wasOpen.current) said.current?.focus();
    wasOpen.current = open;
  }, [open]);

  if (pending !== null)
    return (
      <section className="import-choice" aria-labelledby="import-choice-title">
        <h3 id="import-choice-title" ref={title} tabIndex={-1}>
          Import {pending.name}
        </h3>
        <p role="status" aria-label="What the file holds">
          {pending.name} has {rowsText(pending.rows.length)}: {count.format(pending.matching)} with a SKU
          already on the sheet, {count.format(pending.fresh)} new. The sheet has {rowsText(sheetRows)}.
        </p>
        <div className="plan-actions">
          <button type="button" onClick={() => void applyImport('merge')}>
            Merge by SKU
          </button>
          <button type="button" className="secondary" onClick={() => void applyImport('replace')}>
            Replace the sheet
          </button>
          <button type="button" className="secondary" onClick={cancelImport}>
            Cancel import
          </button>
        </div>
      </section>
    );
  if (note === null) return null;
  return (
    <p className="import-note" role="status" aria-label="Import" ref={said} tabIndex={-1}>
      {note}
    </p>
  );
}
