import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { t } from '../../i18n/index.ts';
import { useListings } from './listings-store.ts';
import { importNoteMessage } from './import-merge.ts';

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
          <FormattedMessage
            id="listings.importChoice.title"
            values={{ name: <span translate="no">{pending.name}</span> }}
          />
        </h3>
        <p role="status" aria-label={t('listings.importChoice.holds')}>
          <FormattedMessage
            id="listings.importChoice.summary"
            values={{
              name: <span translate="no">{pending.name}</span>,
              rows: pending.rows.length,
              matching: pending.matching,
              fresh: pending.fresh,
              sheet: sheetRows,
            }}
          />
        </p>
        <div className="plan-actions">
          <button type="button" onClick={() => void applyImport('merge')}>
            <FormattedMessage id="listings.importChoice.merge" />
          </button>
          <button type="button" className="secondary" onClick={() => void applyImport('replace')}>
            <FormattedMessage id="listings.importChoice.replace" />
          </button>
          <button type="button" className="secondary" onClick={cancelImport}>
            <FormattedMessage id="listings.importChoice.cancel" />
          </button>
        </div>
      </section>
    );
  if (note === null) return null;
  const { id, values } = importNoteMessage(note);
  return (
    <p
      className="import-note"
      role="status"
      aria-label={t('listings.importChoice.note')}
      ref={said}
      tabIndex={-1}
    >
      <FormattedMessage id={id} values={{ ...values, name: <span translate="no">{note.name}</span> }} />
    </p>
  );
}
