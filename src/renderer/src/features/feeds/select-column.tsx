import { useEffect, useId } from 'react';
import type { ICellRendererParams, SelectionColumnDef } from 'ag-grid-community';
import { FormattedMessage } from 'react-intl';
import type { FeedProductRow } from '../../../../shared/feeds/types.ts';
import { t } from '../../i18n/index.ts';

/**
 * Names the row's checkbox after its product ("Select <title>"). AG Grid draws the checkbox itself (with its
 * click, Shift-click range and Space) and labels every one alike, "Press Space to toggle row selection"; a label
 * by reference (`aria-labelledby`) wins over that, and AG Grid leaves it alone when the tick changes.
 */
function SelectName({ data, eGridCell }: ICellRendererParams<FeedProductRow>) {
  const id = useId();
  useEffect(() => {
    const name = () => {
      const input = eGridCell.querySelector('input[type="checkbox"]');
      if (input !== null && input.getAttribute('aria-labelledby') !== id)
        input.setAttribute('aria-labelledby', id);
    };
    name();
    // The checkbox may join the cell after this renderer, or be drawn again on a tick: named each time.
    const watch = new MutationObserver(name);
    watch.observe(eGridCell, { childList: true, subtree: true, attributeFilter: ['aria-labelledby'] });
    return () => watch.disconnect();
  }, [eGridCell, id]);
  if (!data) return null;
  return (
    <span id={id} className="visually-hidden">
      <FormattedMessage
        id="feeds.grid.selectOf"
        values={{ title: <span translate="no">{data.title || data.productId}</span> }}
      />
    </span>
  );
}

/** The grid's checkbox column: what it is for is in its header's tooltip. Made once per grid. */
export function selectColumn(): SelectionColumnDef {
  return {
    headerName: t('feeds.column.select'),
    headerTooltip: t('feeds.column.selectTip'),
    width: 76,
    cellRenderer: SelectName,
  };
}
