/** A key the app answers, for the shortcuts list; desktop-only ones are left out of the browser's list. */
export interface Shortcut {
  keys: string;
  does: string;
  desktopOnly?: boolean;
}

/** The keys the app answers, by where they work (`?` lists them). */
export const SHORTCUT_GROUPS: readonly { where: string; keys: readonly Shortcut[] }[] = [
  {
    where: 'Anywhere',
    keys: [
      { keys: '?', does: 'This list' },
      { keys: 'Esc', does: 'Close this list, a detail panel or the pick list' },
      { keys: 'Ctrl/⌘ + 1 … 5', does: 'Today, Shipments, Listings, Feeds, Settings', desktopOnly: true },
      { keys: 'Ctrl/⌘ + O', does: 'Import a CSV into the listing editor', desktopOnly: true },
      { keys: 'Ctrl/⌘ + E', does: 'Export this screen as CSV', desktopOnly: true },
    ],
  },
  {
    where: 'Shipments',
    keys: [
      { keys: '/', does: 'Search shipments' },
      { keys: 'Esc', does: 'Close the shipment, or clear the ticked rows' },
    ],
  },
  {
    where: 'Returns',
    keys: [
      { keys: '/', does: 'Search returns' },
      { keys: '← → (on the tabs)', does: 'The next or previous tab' },
      { keys: 'Esc', does: 'Clear the ticked returns' },
    ],
  },
  {
    where: 'Grids',
    keys: [
      { keys: 'Tab, Shift + Tab', does: 'Into the grid and on to the next control: one stop' },
      { keys: '← ↑ → ↓', does: 'Move from cell to cell' },
      { keys: 'Ctrl/⌘ + ← ↑ → ↓', does: 'To the first or last cell that way' },
      { keys: 'Home, End', does: 'The first, the last cell of the grid' },
      { keys: 'Page Up, Page Down', does: 'A screenful up or down' },
      { keys: 'Enter', does: 'Open the row (shipments, products), or edit the cell' },
      { keys: 'Space', does: 'Tick the row, or star the product in the Watch column' },
    ],
  },
  {
    where: 'Listing editor',
    keys: [
      { keys: 'Enter, F2', does: 'Edit the cell; Enter again keeps the change' },
      { keys: 'Tab (editing)', does: 'Keep the change and edit the next cell' },
      { keys: 'Esc (editing)', does: 'Leave the cell as it was' },
      { keys: 'Shift + ← ↑ → ↓', does: 'Select cells' },
      { keys: 'Ctrl/⌘ + C, Ctrl/⌘ + V', does: 'Copy, paste cells' },
      { keys: 'Ctrl/⌘ + D', does: 'Fill down' },
      { keys: 'Delete', does: 'Empty the selected cells' },
      { keys: 'Ctrl/⌘ + Z, Ctrl/⌘ + Y', does: 'Undo, redo' },
    ],
  },
];
