import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ColDef, ICellRendererParams, SuppressKeyboardEventParams } from 'ag-grid-community';
import type { FeedProductRow } from '../../../../shared/feeds/types.ts';
import { t } from '../../i18n/index.ts';
import { useWatch, watchKey } from './watch-store.ts';

/** The star's two faces: marks, no words (the name says what it does). */
const STARS = { on: '★', off: '☆' };

/** The star of a row: on the watchlist or not; a click toggles it without opening the product. */
function StarCell({ data }: ICellRendererParams<FeedProductRow>) {
  const button = useRef<HTMLButtonElement>(null);
  const name = useId();
  const key = data ? watchKey(data.category, data.productId) : '';
  const starred = useWatch((s) => s.watched.has(key));
  useEffect(() => {
    const element = button.current;
    if (element === null || !data) return;
    // The grid opens a product on a click of its row (a listener of its own, below React's): the star's click
    // stops there.
    const onClick = (event: MouseEvent) => {
      event.stopPropagation();
      void useWatch.getState().toggle(data.category, data.productId);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [data]);
  if (!data) return null;
  // Named by reference: the product's title is data (not translated), the words around it are ours.
  return (
    <>
      <button
        ref={button}
        type="button"
        className="star link"
        aria-pressed={starred}
        aria-labelledby={name}
        title={starred ? t('feeds.star.remove') : t('feeds.star.add')}
      >
        {starred ? STARS.on : STARS.off}
      </button>
      <span id={name} className="visually-hidden">
        <FormattedMessage
          id="feeds.star.watchOf"
          values={{ title: <span translate="no">{data.title || data.productId}</span> }}
        />
      </span>
    </>
  );
}

/**
 * Space and Enter on the star's cell are the star's (the grid's `onCellKeyDown` toggles it), not the grid's: no
 * row pick. The grid calls that handler after the key's default has run, so the page scroll of Space is stopped
 * here, as the grid's own Space would have.
 */
function starKeys({ event, editing }: SuppressKeyboardEventParams<FeedProductRow>): boolean {
  if (editing || (event.key !== ' ' && event.key !== 'Enter')) return false;
  if (event.key === ' ') event.preventDefault();
  return true;
}

/** The grid's first column: a star per product (the watchlist). */
export function starColumn(): ColDef<FeedProductRow> {
  return {
    colId: 'watch',
    headerName: t('feeds.column.watch'),
    headerTooltip: t('feeds.column.watchTip'),
    sortable: false,
    resizable: false,
    width: 76,
    cellRenderer: StarCell,
    suppressKeyboardEvent: starKeys,
  };
}
