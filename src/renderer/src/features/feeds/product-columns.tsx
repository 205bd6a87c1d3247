import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import type { FeedProductRow } from '../../../../shared/feeds/types.ts';
import { formatPercent, formatPrice, formatTime } from './money.ts';
import { sortColumn } from './sort-column.ts';
import { starColumn } from './star-column.tsx';
import { categoryLabel } from '../../../../shared/feeds/category-names.ts';
import { t } from '../../i18n/index.ts';

/** A text cut to the column's width, whole on hover (and in the detail): data, as the marketplace wrote it. */
function Whole({ value }: ICellRendererParams<FeedProductRow, string>) {
  return value ? (
    <span title={value} translate="no">
      {value}
    </span>
  ) : null;
}

const sortable = (colId: string) => sortColumn(colId) !== undefined;
/** Room for a price up to ₹99,99,999 (laptops and televisions pass ₹1,00,000; prices are whole rupees). */
const PRICE_WIDTH = 120;

/**
 * The product grid's columns in reading order, made once. The title takes the width left over (at least 170 px)
 * and shows whole on hover. What a buyer compares first (title, brand, price, MRP, discount) fits in the grid of a
 * 1280 px window; the category column, shown only in the all-categories grid, comes after them so that it never
 * pushes the price out of sight. A column is sortable
 * exactly when the block call sorts by it in SQL. Another feature's column (a star) is added here, in one list.
 * Cells that show data (title, brand, the marketplace's category) are `no-translate`; our words are translated.
 */
export function productColumns(): ColDef<FeedProductRow>[] {
  const columns: ColDef<FeedProductRow>[] = [
    starColumn(),
    {
      colId: 'title',
      field: 'title',
      headerName: t('feeds.column.title'),
      flex: 1,
      minWidth: 170,
      cellRenderer: Whole,
      cellClass: 'no-translate',
    },
    {
      colId: 'brand',
      field: 'brand',
      headerName: t('feeds.column.brand'),
      width: 110,
      cellRenderer: Whole,
      cellClass: 'no-translate',
    },
    {
      colId: 'sellingPrice',
      field: 'sellingPrice',
      headerName: t('feeds.column.sellingPrice'),
      headerTooltip: t('feeds.column.sellingPriceTip'),
      width: PRICE_WIDTH,
      type: 'rightAligned',
      valueFormatter: (p) => (p.data ? formatPrice(p.data.sellingPrice, p.data.currency) : ''),
    },
    {
      colId: 'mrp',
      field: 'mrp',
      headerName: t('feeds.column.mrp'),
      width: PRICE_WIDTH,
      type: 'rightAligned',
      valueFormatter: (p) => (p.data ? formatPrice(p.data.mrp, p.data.currency) : ''),
    },
    {
      colId: 'discount',
      field: 'discount',
      headerName: t('feeds.column.discount'),
      width: 95,
      type: 'rightAligned',
      valueFormatter: (p) => (p.value == null ? '' : formatPercent(Number(p.value))),
    },
    {
      colId: 'inStock',
      field: 'inStock',
      headerName: t('feeds.column.stock'),
      width: 130,
      valueFormatter: (p) => (p.data ? t(p.data.inStock ? 'feeds.stock.in' : 'feeds.stock.out') : ''),
    },
    {
      colId: 'category',
      field: 'category',
      headerName: t('feeds.column.category'),
      width: 170,
      cellClass: 'no-translate',
      valueFormatter: (p) => (p.value ? categoryLabel(p.value as string) : ''),
    },
    {
      colId: 'codAvailable',
      field: 'codAvailable',
      headerName: t('feeds.column.cod'),
      width: 75,
      valueFormatter: (p) => (p.data ? t(p.data.codAvailable ? 'feeds.yes' : 'feeds.no') : ''),
    },
    {
      colId: 'removed',
      field: 'removed',
      headerName: t('feeds.column.status'),
      width: 100,
      valueFormatter: (p) =>
        p.data ? t(p.data.removed ? 'feeds.status.removed' : 'feeds.status.listed') : '',
    },
    {
      colId: 'changedAt',
      field: 'changedAt',
      headerName: t('feeds.column.lastChange'),
      width: 165,
      valueFormatter: (p) => (p.data ? formatTime(p.data.changedAt) : ''),
    },
  ];
  return columns.map((c) => ({ ...c, sortable: sortable(c.colId ?? '') }));
}
