import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { FEED_SORT_COLUMNS } from '../../../../shared/feeds/contract.ts';
import type { FeedProductRow, FeedSortColumn } from '../../../../shared/feeds/types.ts';
import { formatPrice, formatTime } from './money.ts';
import { starColumn } from './star-column.tsx';
import { categoryLabel } from '../../../../shared/feeds/category-names.ts';

/** A text cut to the column's width, whole on hover (and in the detail). */
function Whole({ value }: ICellRendererParams<FeedProductRow, string>) {
  return value ? <span title={value}>{value}</span> : null;
}

/** The column's id, when it is one the backend sorts by. */
export function sortColumn(colId: string): FeedSortColumn | undefined {
  return (FEED_SORT_COLUMNS as readonly string[]).includes(colId) ? (colId as FeedSortColumn) : undefined;
}

const sortable = (colId: string) => sortColumn(colId) !== undefined;

/**
 * The product grid's columns in reading order, made once. The title takes the width left over (at least 170 px)
 * and shows whole on hover. What a buyer compares first (title, brand, price, MRP, discount) fits in the grid of a
 * 1280 px window; the category column, shown only in the all-categories grid, comes after them so that it never
 * pushes the price out of sight. A column is sortable
 * exactly when the block call sorts by it in SQL. Another feature's column (a star) is added here, in one list.
 */
export function productColumns(): ColDef<FeedProductRow>[] {
  const columns: ColDef<FeedProductRow>[] = [
    starColumn,
    { colId: 'title', field: 'title', headerName: 'Title', flex: 1, minWidth: 170, cellRenderer: Whole },
    { colId: 'brand', field: 'brand', headerName: 'Brand', width: 110, cellRenderer: Whole },
    {
      colId: 'sellingPrice',
      field: 'sellingPrice',
      headerName: 'Selling price',
      headerTooltip:
        "The selling price; buyers pay the special price instead where a product's panel shows one lower",
      width: 120,
      type: 'rightAligned',
      valueFormatter: (p) => (p.data ? formatPrice(p.data.sellingPrice, p.data.currency) : ''),
    },
    {
      colId: 'mrp',
      field: 'mrp',
      headerName: 'MRP',
      width: 120,
      type: 'rightAligned',
      valueFormatter: (p) => (p.data ? formatPrice(p.data.mrp, p.data.currency) : ''),
    },
    {
      colId: 'discount',
      field: 'discount',
      headerName: 'Discount',
      width: 95,
      type: 'rightAligned',
      valueFormatter: (p) => (p.value == null ? '' : `${String(p.value)}%`),
    },
    {
      colId: 'inStock',
      field: 'inStock',
      headerName: 'Stock',
      width: 110,
      valueFormatter: (p) => (p.data ? (p.data.inStock ? 'In stock' : 'Out of stock') : ''),
    },
    {
      colId: 'category',
      field: 'category',
      headerName: 'Category',
      width: 170,
      valueFormatter: (p) => (p.value ? categoryLabel(p.value as string) : ''),
    },
    {
      colId: 'codAvailable',
      field: 'codAvailable',
      headerName: 'COD',
      width: 75,
      valueFormatter: (p) => (p.data ? (p.data.codAvailable ? 'Yes' : 'No') : ''),
    },
    {
      colId: 'removed',
      field: 'removed',
      headerName: 'Status',
      width: 100,
      valueFormatter: (p) => (p.data ? (p.data.removed ? 'Removed' : 'Listed') : ''),
    },
    {
      colId: 'changedAt',
      field: 'changedAt',
      headerName: 'Last change',
      width: 165,
      valueFormatter: (p) => (p.data ? formatTime(p.data.changedAt) : ''),
    },
  ];
  return columns.map((c) => ({ ...c, sortable: sortable(c.colId ?? '') }));
}
