import { t } from '../../i18n/index.ts';

/**
 * The tick-box column's header: a name for screen readers (axe's empty-table-header), not drawn, since the column is
 * as wide as a tick box. Read in the language of the moment at each draw, so the column definitions that name it
 * can be made once.
 */
export function TickHeader() {
  return <span className="visually-hidden">{t('ui.grid.tickColumn')}</span>;
}

/**
 * A grid's tick-box column as Shipments and Returns have it: as wide as the box, pinned left (it stays in sight as
 * the grid scrolls), named by `TickHeader`.
 */
export const TICK_COLUMN = {
  pinned: 'left',
  width: 48,
  resizable: false,
  headerComponent: TickHeader,
} as const;
