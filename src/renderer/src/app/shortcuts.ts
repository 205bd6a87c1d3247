import type { MessageId } from '../../../shared/i18n/catalogue.ts';

/**
 * A key the app answers, for the shortcuts list; desktop-only ones are left out of the browser's list. `keys` is
 * written as the keyboard prints it (Latin in every language); `note` says when the keys work, `does` what they do.
 */
export interface Shortcut {
  keys: string;
  note?: MessageId;
  does: MessageId;
  desktopOnly?: boolean;
}

/** The keys the app answers, by where they work (`?` lists them). */
export const SHORTCUT_GROUPS: readonly { where: MessageId; keys: readonly Shortcut[] }[] = [
  {
    where: 'app.shortcuts.group.anywhere',
    keys: [
      { keys: '?', does: 'app.shortcuts.does.thisList' },
      { keys: 'Esc', does: 'app.shortcuts.does.closeList' },
      { keys: 'Ctrl/⌘ + 1 … 5', does: 'app.shortcuts.does.screens', desktopOnly: true },
      { keys: 'Ctrl/⌘ + O', does: 'app.shortcuts.does.importCsv', desktopOnly: true },
      { keys: 'Ctrl/⌘ + E', does: 'app.shortcuts.does.exportCsv', desktopOnly: true },
    ],
  },
  {
    where: 'app.shortcuts.group.shipments',
    keys: [
      { keys: '/', does: 'app.shortcuts.does.searchShipments' },
      { keys: 'Esc', does: 'app.shortcuts.does.closeShipment' },
    ],
  },
  {
    where: 'app.shortcuts.group.returns',
    keys: [
      { keys: '/', does: 'app.shortcuts.does.searchReturns' },
      { keys: '← →', note: 'app.shortcuts.note.onTabs', does: 'app.shortcuts.does.nextTab' },
      { keys: 'Esc', does: 'app.shortcuts.does.clearReturns' },
    ],
  },
  {
    where: 'app.shortcuts.group.grids',
    keys: [
      { keys: 'Tab, Shift + Tab', does: 'app.shortcuts.does.gridStop' },
      { keys: '← ↑ → ↓', does: 'app.shortcuts.does.moveCell' },
      { keys: 'Ctrl/⌘ + ← ↑ → ↓', does: 'app.shortcuts.does.edgeCell' },
      { keys: 'Home, End', does: 'app.shortcuts.does.firstLast' },
      { keys: 'Page Up, Page Down', does: 'app.shortcuts.does.screenful' },
      { keys: 'Enter', does: 'app.shortcuts.does.openRow' },
      { keys: 'Space', does: 'app.shortcuts.does.tickRow' },
    ],
  },
  {
    where: 'app.shortcuts.group.listingEditor',
    keys: [
      { keys: 'Enter, F2', does: 'app.shortcuts.does.editCell' },
      { keys: 'Tab', note: 'app.shortcuts.note.editing', does: 'app.shortcuts.does.keepNext' },
      { keys: 'Esc', note: 'app.shortcuts.note.editing', does: 'app.shortcuts.does.leaveCell' },
      { keys: 'Shift + ← ↑ → ↓', does: 'app.shortcuts.does.selectCells' },
      { keys: 'Ctrl/⌘ + C, Ctrl/⌘ + V', does: 'app.shortcuts.does.copyPaste' },
      { keys: 'Ctrl/⌘ + D', does: 'app.shortcuts.does.fillDown' },
      { keys: 'Delete', does: 'app.shortcuts.does.emptyCells' },
      { keys: 'Ctrl/⌘ + Z, Ctrl/⌘ + Y', does: 'app.shortcuts.does.undoRedo' },
    ],
  },
];
