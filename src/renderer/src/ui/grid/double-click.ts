/**
 * A double-click in a grid acts on the row its first click was on.
 *
 * Between the two clicks the screen may move the grid under the pointer. The first click ticks its row (click
 * selection), and the bar above the grid grows by a line with the selection's words; or the tab counts, a sync's
 * line or a hint arrive above it. The second click then lands on the row above, or on a column header. The
 * browser still counts a double-click (two clicks at one place, in time), but its second half goes elsewhere: the
 * header takes the focus and sorts, and the wrong row opens, or none.
 */

/** Where a mouse event landed, as the grid sees it. */
export interface ClickPlace {
  /** Inside the grid's element (its rows, its header, its column menu). */
  inGrid: boolean;
  /** The row's id (AG Grid's `getRowId`) when on a row, else null. */
  rowId: string | null;
  /** The cell's column when on a row's cell, else null. */
  colId: string | null;
}

/** The first click's row and cell, which the double-click is about. */
export interface FirstClick {
  rowId: string;
  colId: string | null;
}

/**
 * What to do with a mouse event: let the grid have it (`pass`), keep it from the grid (`hold`: the second half of a
 * double-click that landed off its row), or, for that double-click itself, open the first click's row instead.
 */
export type ClickVerdict = 'pass' | 'hold' | { open: FirstClick };

/**
 * The rule, apart from the page: fed each left-button mousedown, click and dblclick with the browser's click count
 * (`detail`) and where it landed.
 */
export function doubleClickKeeper(): {
  see(type: string, detail: number, place: ClickPlace): ClickVerdict;
} {
  let first: FirstClick | null = null;
  return {
    see(type, detail, place) {
      if (type === 'click' && detail <= 1) {
        first = place.inGrid && place.rowId !== null ? { rowId: place.rowId, colId: place.colId } : null;
        return 'pass';
      }
      // A single press, a click that began outside the grid, or one that stayed on its row: the grid's own.
      if (detail < 2 || first === null || !place.inGrid || place.rowId === first.rowId) return 'pass';
      if (type === 'dblclick') return { open: first };
      return type === 'mousedown' || type === 'click' ? 'hold' : 'pass';
    },
  };
}

const KEPT = ['mousedown', 'click', 'dblclick'] as const;

/**
 * Keeps double-clicks in `grid` (the element around an AG Grid) on the row they began on: the second press and
 * click that landed elsewhere do nothing (no focus to a header, no sort, no other row ticked), and `open` is called
 * with the first row's id, after `refocus` is given its cell (where it is drawn now) to take the focus back. A double-click that stayed on its row is
 * left to the grid (`onRowDoubleClicked`). Answers the function that stops it.
 */
export function keepDoubleClicks(
  grid: HTMLElement,
  on: { open(rowId: string): void; refocus(cell: { rowIndex: number; colId: string }): void },
): () => void {
  const keeper = doubleClickKeeper();
  const placeOf = (target: EventTarget | null): ClickPlace => {
    const element = target instanceof Element && grid.contains(target) ? target : null;
    const row = element?.closest('.ag-row') ?? null;
    return {
      inGrid: element !== null,
      rowId: row?.getAttribute('row-id') ?? null,
      colId: row === null ? null : (element?.closest('[col-id]')?.getAttribute('col-id') ?? null),
    };
  };
  // On the document, capturing: ahead of AG Grid's own listeners on its rows and header, and of React's.
  const listener = (event: MouseEvent) => {
    if (event.button !== 0) return;
    const verdict = keeper.see(event.type, event.detail, placeOf(event.target));
    if (verdict === 'pass') return;
    event.preventDefault();
    event.stopPropagation();
    if (verdict === 'hold') return;
    const { rowId, colId } = verdict.open;
    // Where the row is drawn now (a redraw may have moved it): AG Grid's rows carry their index.
    const row = [...grid.querySelectorAll('.ag-row[row-id]')].find((r) => r.getAttribute('row-id') === rowId);
    const rowIndex = Number(row?.getAttribute('row-index') ?? Number.NaN);
    if (colId !== null && Number.isInteger(rowIndex)) on.refocus({ rowIndex, colId });
    on.open(rowId);
  };
  for (const type of KEPT) document.addEventListener(type, listener, true);
  return () => {
    for (const type of KEPT) document.removeEventListener(type, listener, true);
  };
}
